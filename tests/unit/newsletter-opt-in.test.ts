import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import confirmHandler from '../../netlify/functions/newsletter-confirm.mts';
import oneClickHandler from '../../netlify/functions/newsletter-one-click.mts';
import { store } from '../../src/server/blobs';
import { CONFIRM_VALID_DAYS, purgeExpiredPending } from '../../src/server/newsletter/opt-in';
import { signValue } from '../../src/server/newsletter/signing';
import { latestTip } from '../../src/server/newsletter/tips';
import { sendWeeklyIssue } from '../../src/server/newsletter/weekly-send';
import { listSubscribers, listSubscribersForAdmin, subscriberKey } from '../../src/server/subscribers';
import { clear, startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost, SITE } from '../helpers/requests';
import { rawHeader, startTestSmtp, waitForMessages, type TestSmtp } from '../helpers/smtp';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let smtp: TestSmtp;
beforeAll(async () => {
  blobs = await startTestBlobs();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.SMTP_URL = smtp.url;
  process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';
  process.env.BUSINESS_POSTAL_ADDRESS = '100 Example Street, Springfield, IL 62701';
  smtp.messages.length = 0;
  smtp.failNext(0);
  await Promise.all((['subscribers', 'subscriber-tokens', 'ratelimits', 'newsletter'] as const).map(clear));
});
afterEach(() => {
  for (const name of ['SMTP_URL', 'SESSION_SECRET', 'BUSINESS_POSTAL_ADDRESS']) delete process.env[name];
});

async function signUp(email: string) {
  const pending: Promise<unknown>[] = [];
  const context = { ip: '203.0.113.7', waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as unknown as Context;
  const response = await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email }), context);
  await Promise.all(pending);
  return response;
}

const confirmLinkIn = (text: string) => /(http:\/\/localhost:8888\/newsletter\/confirm\?token=\S+)/.exec(text)?.[1] ?? '';
/** What the button on the link's page does: POST the link's token. */
async function openLink(url: string): Promise<string> {
  const token = new URL(url).searchParams.get('token') ?? '';
  const response = await confirmHandler(jsonPost('/api/newsletter/confirm', { token }), fakeContext());
  if (response.status === 400) return 'invalid';
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

describe('double opt-in (email configured)', () => {
  it('a sign-up is pending and gets a confirmation email; the link activates it and sends the welcome with the latest tip', async () => {
    const response = await signUp('Casey.Liaison@Example.org');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, confirmationRequired: true });
    expect(await listSubscribers()).toEqual([]);
    expect((await listSubscribersForAdmin(SITE, 'pending')).map((s) => s.email)).toEqual(['Casey.Liaison@Example.org']);

    const [confirmation] = await waitForMessages(smtp, 1);
    expect(confirmation!.subject).toBe('Please confirm your Weekly Coaching Tips subscription');
    const link = confirmLinkIn(confirmation!.text ?? '');
    expect(link).not.toBe('');
    expect(confirmation!.html).toContain('Yes, subscribe me');
    expect(confirmation!.text).toContain(`within ${CONFIRM_VALID_DAYS} days`);

    expect(await openLink(link)).toBe('confirmed');
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['Casey.Liaison@Example.org']);
    expect(await listSubscribersForAdmin(SITE, 'pending')).toEqual([]);

    const [, welcome] = await waitForMessages(smtp, 2);
    expect(welcome!.subject).toBe('Welcome to Weekly Coaching Tips');
    const tip = latestTip()!;
    expect(welcome!.text).toContain(tip.title);
    expect(welcome!.text).toContain(`Your action this week: ${tip.action}`);
    expect(welcome!.text).toContain('100 Example Street, Springfield, IL 62701');
    expect(welcome!.text).toMatch(/Unsubscribe: http:\/\/localhost:8888\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    expect(rawHeader(welcome!, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);

    // Opening the link again (a mail scanner, a second click) changes nothing and sends nothing.
    expect(await openLink(link)).toBe('already');
    expect(smtp.messages).toHaveLength(2);

    // The welcome carried the latest tip: a weekly run with that tip as the issue does not send it again.
    expect(await sendWeeklyIssue({ origin: SITE, trigger: 'schedule', tips: [tip], sleep: async () => undefined })).toMatchObject({
      tipId: tip.id,
      sent: 0,
      skipped: 1,
    });
    expect(smtp.messages).toHaveLength(2);
  });

  it('signing up again while pending sends no second confirmation within 10 minutes', async () => {
    await signUp('twice@example.org');
    await signUp('twice@example.org');
    await signUp('TWICE@example.org ');
    await waitForMessages(smtp, 1);
    expect(smtp.messages).toHaveLength(1);
    expect(await listSubscribersForAdmin(SITE, 'pending')).toHaveLength(1);
  });

  it('an expired link or a forged one activates nobody and is answered as expired (or 400 when malformed)', async () => {
    await signUp('late@example.org');
    const key = subscriberKey('late@example.org');
    const expired = signValue('newsletter-confirm', key, Date.now() - 1000);
    expect(await openLink(`${SITE}/newsletter/confirm?token=${expired}`)).toBe('expired');

    const good = confirmLinkIn((await waitForMessages(smtp, 1))[0]!.text ?? '');
    const token = new URL(good).searchParams.get('token')!;
    const [payload, expires, signature] = token.split('.') as [string, string, string];
    const forgeries = [
      `${payload}.${Number(expires) + 1}.${signature}`, // a later expiry with the old signature
      `${subscriberKey('someone-else@example.org')}.${expires}.${signature}`, // another address
      `${payload}.${expires}.${'A'.repeat(43)}`,
      'not-a-token',
      '',
    ];
    for (const forged of forgeries) {
      expect(['expired', 'invalid']).toContain(await openLink(`${SITE}/newsletter/confirm?token=${encodeURIComponent(forged)}`));
    }
    expect(await listSubscribers()).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('a confirmation signed with another secret is refused', async () => {
    await signUp('other-secret@example.org');
    process.env.SESSION_SECRET = 'a-different-session-secret-0123456789abcdef';
    const link = confirmLinkIn((await waitForMessages(smtp, 1))[0]!.text ?? '');
    expect(await openLink(link)).toBe('expired');
  });

  it('unconfirmed sign-ups are purged once their link has expired; active ones stay', async () => {
    await signUp('never-confirms@example.org');
    await signUp('confirms@example.org');
    const messages = await waitForMessages(smtp, 2);
    const confirmsLink = messages
      .map((m) => confirmLinkIn(m.text ?? ''))
      .find((link) => link.includes(subscriberKey('confirms@example.org')))!;
    await openLink(confirmsLink);
    expect(await purgeExpiredPending(new Date())).toBe(0);
    const later = new Date(Date.now() + (CONFIRM_VALID_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredPending(later)).toBe(1);
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['confirms@example.org']);
    expect(await listSubscribersForAdmin(SITE, 'pending')).toEqual([]);
    expect((await store('subscriber-tokens').list()).blobs).toHaveLength(1);
  });

  it('a confirmation email the provider refuses still answers success; signing up again later retries it', async () => {
    smtp.failNext(1);
    const response = await signUp('retry@example.org');
    expect(response.status).toBe(200);
    expect(smtp.messages).toHaveLength(0);
    await signUp('retry@example.org');
    const [confirmation] = await waitForMessages(smtp, 1);
    expect(confirmLinkIn(confirmation!.text ?? '')).not.toBe('');
  });
});

describe('the whole loop against the SMTP server', () => {
  it('subscribe → confirm → weekly send → one-click unsubscribe; a second run sends nothing new', async () => {
    process.env.NEWSLETTER_SEND_INTERVAL_MS = '0';
    await signUp('loop@example.org');
    await signUp('never-confirms@example.org');
    const link = (await waitForMessages(smtp, 2))
      .map((m) => confirmLinkIn(m.text ?? ''))
      .find((url) => url.includes(subscriberKey('loop@example.org')))!;
    await openLink(link);
    await waitForMessages(smtp, 3);
    const issueTip = { ...latestTip()!, id: 'loop-issue', title: 'A tip only for this test' };

    const first = await sendWeeklyIssue({ origin: SITE, trigger: 'schedule', tips: [issueTip], sleep: async () => undefined });
    expect(first).toMatchObject({ status: 'sent', tipId: 'loop-issue', sent: 1 });
    const issue = smtp.messages[3]!;
    expect(issue.subject).toBe('Weekly Coaching Tips: A tip only for this test');
    expect(issue.to && 'value' in issue.to ? issue.to.value[0]?.address : '').toBe('loop@example.org');
    expect(await sendWeeklyIssue({ origin: SITE, trigger: 'schedule', tips: [issueTip], sleep: async () => undefined })).toMatchObject({
      sent: 0,
      skipped: 1,
    });
    expect(smtp.messages).toHaveLength(4);

    const oneClick = /^<([^>]+)>/.exec(rawHeader(issue, 'List-Unsubscribe')[0]!)![1]!;
    const removed = await oneClickHandler(
      new Request(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      fakeContext(),
    );
    expect(await removed.json()).toEqual({ removed: true });
    expect(await listSubscribers()).toEqual([]);
    delete process.env.NEWSLETTER_SEND_INTERVAL_MS;
  });
});

describe('single opt-in (no email configured)', () => {
  it('without SMTP_URL or an outbox, subscribing is active at once and sends nothing', async () => {
    delete process.env.SMTP_URL;
    const response = await signUp('plain@example.org');
    expect(await response.json()).toEqual({ ok: true, confirmationRequired: false });
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['plain@example.org']);
    expect(smtp.messages).toHaveLength(0);
  });
});
