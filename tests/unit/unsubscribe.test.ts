import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import unsubscribeHandler from '../../netlify/functions/newsletter-unsubscribe.mts';
import { store } from '../../src/server/blobs';
import { listSubscribers, listSubscribersForAdmin, subscribe } from '../../src/server/subscribers';
import { UNSUBSCRIBE_TOKEN_MESSAGE } from '../../src/lib/schemas/unsubscribe';
import { clear, startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost } from '../helpers/requests';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  await Promise.all((['subscribers', 'subscriber-tokens', 'ratelimits'] as const).map(clear));
});

async function tokenOf(email: string): Promise<string> {
  const subscriber = (await listSubscribersForAdmin('https://example.test')).find((s) => s.email === email)!;
  return new URL(subscriber.unsubscribeUrl).searchParams.get('token')!;
}

const unsubscribe = (token: unknown) => unsubscribeHandler(jsonPost('/api/newsletter/unsubscribe', { token }), fakeContext());

describe('POST /api/newsletter/unsubscribe', () => {
  it('removes the subscription behind a token and says so; the same link then finds nothing', async () => {
    await subscribe('leaving@example.com');
    await subscribe('staying@example.com');
    const token = await tokenOf('leaving@example.com');

    const first = await unsubscribe(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ removed: true });
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['staying@example.com']);

    const again = await unsubscribe(token);
    expect(await again.json()).toEqual({ removed: false });
  });

  it('an unknown but well-formed token removes nothing', async () => {
    await subscribe('rep@example.com');
    expect(await (await unsubscribe('A'.repeat(43))).json()).toEqual({ removed: false });
    expect(await listSubscribers()).toHaveLength(1);
  });

  it('a malformed token is a 400 with a clear message', async () => {
    for (const token of ['', 'short', 'has spaces in it and is long enough', 42, null]) {
      const response = await unsubscribe(token);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(UNSUBSCRIBE_TOKEN_MESSAGE);
    }
  });

  it('subscribing again after unsubscribing makes an active subscription with a new link', async () => {
    await subscribe('back@example.com');
    const oldToken = await tokenOf('back@example.com');
    await unsubscribe(oldToken);
    expect((await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email: 'back@example.com' }), fakeContext())).status).toBe(200);
    const newToken = await tokenOf('back@example.com');
    expect(newToken).not.toBe(oldToken);
    expect(await (await unsubscribe(oldToken)).json()).toEqual({ removed: false });
    expect(await listSubscribers()).toHaveLength(1);
  });

  it('keeps one index entry per subscriber when an address subscribes again', async () => {
    for (let i = 0; i < 5; i++) await subscribe('same@example.com');
    await subscribe('other@example.com');
    expect((await store('subscriber-tokens').list()).blobs).toHaveLength(2);
    expect(await (await unsubscribe(await tokenOf('same@example.com'))).json()).toEqual({ removed: true });
    expect((await store('subscriber-tokens').list()).blobs).toHaveLength(1);
  });

  it("after concurrent subscribes of one address, the one record's link works", async () => {
    await Promise.all(Array.from({ length: 10 }, () => subscribe('same@example.com')));
    expect(await listSubscribers()).toHaveLength(1);
    expect(await (await unsubscribe(await tokenOf('same@example.com'))).json()).toEqual({ removed: true });
    expect(await listSubscribers()).toEqual([]);
  });
});
