import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import eventsHandler from '../../netlify/functions/analytics-events.mts';
import adminAnalyticsHandler from '../../netlify/functions/admin-analytics.mts';
import type { AnalyticsDay } from '../../src/lib/schemas/analytics-events';
import { createSession } from '../../src/server/admin-session';
import { analyticsSeries, recordAnalyticsEvent, rollUpAnalytics, summariseDay } from '../../src/server/analytics/events';
import { store } from '../../src/server/blobs';
import { clear, startTestBlobs } from '../helpers/blobs';
import { SITE } from '../helpers/requests';

/** First-party analytics against a real local Blobs server: what is kept, what is never kept, and the nightly rollup. */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());
beforeEach(async () => {
  process.env.SESSION_SECRET = 'analytics-suite-session-secret-0123456789';
  process.env.ADMIN_PASSWORD = 'analytics suite passphrase';
  await Promise.all((['analytics', 'admin'] as const).map(clear));
});

const visitId = () => crypto.randomUUID().replace(/-/g, '');
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  eventsHandler(
    new Request(`${SITE}/api/analytics/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'user-agent': 'Mozilla/5.0 (Test) Chrome/140',
        'x-nf-client-connection-ip': '203.0.113.9',
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
const rawKeys = async () => (await store('analytics').list({ prefix: 'raw/' })).blobs.map((blob) => blob.key);

describe('POST /api/analytics/events', () => {
  it('stores a page view with a salted visit hash and nothing from the request itself', async () => {
    const id = visitId();
    const response = await beacon({ type: 'view', path: '/tools/playbooks', visitId: id });
    expect(response.status).toBe(202);
    expect(response.headers.get('set-cookie')).toBeNull();
    const keys = await rawKeys();
    expect(keys).toHaveLength(1);
    const stored = await store('analytics').get(keys[0]!, { type: 'text' });
    expect(JSON.parse(stored!)).toEqual({ type: 'view', path: '/tools/playbooks', visit: expect.stringMatching(/^[0-9a-f]{32}$/) });
    for (const secret of [id, '203.0.113.9', 'Mozilla', 'Chrome']) expect(stored).not.toContain(secret);
  });

  it('records nothing for Do Not Track or Global Privacy Control, and answers the same', async () => {
    const optOuts: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }, { dnt: '1', 'sec-gpc': '1' }];
    for (const headers of optOuts) {
      const response = await beacon({ type: 'view', path: '/', visitId: visitId() }, headers);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ ok: true, recorded: false });
    }
    expect(await rawKeys()).toEqual([]);
    expect((await store('analytics').list()).blobs).toEqual([]);
  });

  it('refuses bad beacons with a 4xx and stores nothing', async () => {
    for (const body of [
      { type: 'click', path: '/', visitId: visitId() },
      { type: 'view', path: '/search?q=patient name', visitId: visitId() },
      { type: 'view', path: 'https://evil.example/', visitId: visitId() },
      { type: 'view', path: '/', visitId: 'short' },
      { type: 'view', path: '/', visitId: visitId(), ip: '1.2.3.4' },
      { type: 'inquiry', path: '/', visitId: visitId(), tools: ['<script>'] },
    ]) {
      const response = await beacon(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await beacon({ type: 'view', path: '/', visitId: visitId() }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await rawKeys()).toEqual([]);
  });

  it('keeps every one of 1,000 concurrent beacons, and answers each quickly', async () => {
    await beacon({ type: 'view', path: '/', visitId: visitId() }); // the day's salt exists, as it does after the first visitor
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, n) => beacon({ type: 'view', path: `/p/${n % 10}`, visitId: visitId() })),
    );
    const elapsed = performance.now() - started;
    expect(responses.every((response) => response.status === 202)).toBe(true);
    expect(await rawKeys()).toHaveLength(1001);
    const today = await summariseDay(new Date().toISOString().slice(0, 10));
    expect(today.visits).toBe(1001);
    expect(Object.values(today.views).reduce((sum, count) => sum + count, 0)).toBe(1001);
    expect(today.views['/p/3']).toBe(100);
    // The whole burst on one local Blobs server: well within a second per beacon on average.
    expect(elapsed / 1000).toBeLessThan(250);
  }, 120_000);
});

describe('counting a visit', () => {
  it('counts one visit for a visitor’s pages and tools, and the tools before their inquiry', async () => {
    const now = new Date();
    const rep = visitId();
    for (const path of ['/', '/tools/playbooks', '/services']) await recordAnalyticsEvent({ type: 'view', path, visitId: rep }, now);
    await recordAnalyticsEvent({ type: 'tool', path: '/tools/playbooks', name: 'playbooks', visitId: rep }, now);
    await recordAnalyticsEvent({ type: 'inquiry', path: '/services', tools: ['playbooks', 'playbooks'], visitId: rep }, now);
    const other = visitId();
    await recordAnalyticsEvent({ type: 'view', path: '/', visitId: other }, now);
    await recordAnalyticsEvent({ type: 'signup', path: '/', visitId: other }, now);

    const day = await summariseDay(now.toISOString().slice(0, 10));
    expect(day).toEqual({
      day: now.toISOString().slice(0, 10),
      visits: 2,
      views: { '/': 2, '/tools/playbooks': 1, '/services': 1 },
      tools: { playbooks: 1 },
      signups: 1,
      inquiries: 1,
      inquiriesAfterTool: { playbooks: 1 },
    });
  });

  it('hashes the same visit differently on different days (the salt rotates)', async () => {
    const id = visitId();
    await recordAnalyticsEvent({ type: 'view', path: '/', visitId: id }, new Date('2026-11-20T10:00:00Z'));
    await recordAnalyticsEvent({ type: 'view', path: '/', visitId: id }, new Date('2026-11-21T10:00:00Z'));
    const keys = await rawKeys();
    const hashes = await Promise.all(
      keys.map(async (key) => ((await store('analytics').get(key, { type: 'json' })) as { visit: string }).visit),
    );
    expect(new Set(hashes).size).toBe(2);
  });
});

describe('the nightly rollup', () => {
  it('rolls up finished days once, deletes raw events after 30 days and the salts of finished days', async () => {
    const id = visitId();
    await recordAnalyticsEvent({ type: 'view', path: '/about', visitId: id }, new Date('2026-10-01T09:00:00Z'));
    await recordAnalyticsEvent({ type: 'view', path: '/', visitId: id }, new Date('2026-11-23T09:00:00Z'));
    await recordAnalyticsEvent({ type: 'view', path: '/', visitId: id }, new Date('2026-11-24T09:00:00Z'));

    const first = await rollUpAnalytics(new Date('2026-11-24T00:10:00Z'));
    expect(first.rolledUp).toEqual(['2026-10-01', '2026-11-23']);
    expect(first.deleted).toBe(1);
    const keys = (await store('analytics').list()).blobs.map((blob) => blob.key);
    expect(keys.filter((key) => key.startsWith('raw/2026-10-01'))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('raw/2026-11-2'))).toHaveLength(2);
    expect(keys.filter((key) => key.startsWith('salt/'))).toEqual(['salt/2026-11-24']);
    expect(((await store('analytics').get('rollup/2026-10-01', { type: 'json' })) as AnalyticsDay).views).toEqual({ '/about': 1 });

    expect((await rollUpAnalytics(new Date('2026-11-24T00:20:00Z'))).rolledUp).toEqual([]);
    const series = await analyticsSeries(30, new Date('2026-11-24T12:00:00Z'));
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toMatchObject({ day: '2026-11-24', views: { '/': 1 } });
    expect(series.at(-2)).toMatchObject({ day: '2026-11-23', views: { '/': 1 }, visits: 1 });
  });
});

describe('GET /api/admin/analytics', () => {
  const get = async (query: string, cookie?: string) =>
    adminAnalyticsHandler(new Request(`${SITE}/api/admin/analytics${query}`, { headers: cookie ? { cookie } : {} }));

  it('answers the owner with 30 or 90 days, and refuses anyone else', async () => {
    await beacon({ type: 'view', path: '/services', visitId: visitId() });
    expect((await get('?days=30')).status).toBe(401);
    const cookie = `spartan_admin=${(await createSession())!.cookieValue}`;
    const thirty = (await (await get('?days=30', cookie)).json()) as { days: AnalyticsDay[] };
    expect(thirty.days).toHaveLength(30);
    expect(thirty.days.at(-1)!.views).toEqual({ '/services': 1 });
    expect(((await (await get('?days=90', cookie)).json()) as { days: AnalyticsDay[] }).days).toHaveLength(90);
    expect((await get('?days=7', cookie)).status).toBe(400);
  });
});
