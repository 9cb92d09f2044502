import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import backgroundHandler from '../../netlify/functions/newsletter-send-background.mts';
import oneClickHandler from '../../netlify/functions/newsletter-one-click.mts';
import unsubscribeHandler from '../../netlify/functions/newsletter-unsubscribe.mts';
import deskHandler from '../../netlify/functions/newsletter-admin.mts';
import deskTestHandler from '../../netlify/functions/newsletter-admin-test.mts';
import sessionHandler from '../../netlify/functions/admin-session.mts';
import type { NewsletterDeskStatus } from '../../src/lib/schemas/newsletter-admin';
import type { Tip } from '../../src/lib/tips';
import { TRIGGER_HEADER, triggerSignature } from '../../src/server/newsletter/trigger';
import { sendHistory, sendWeeklyIssue, weekOf } from '../../src/server/newsletter/weekly-send';
import { listSubscribers, subscribe, unsubscribeByToken, listSubscribersForAdmin } from '../../src/server/subscribers';
import { clear, startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost, SITE } from '../helpers/requests';
import { rawHeader, startTestSmtp, type TestSmtp } from '../helpers/smtp';

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

const ADDRESS = 'Spartan Hospice Sales LLC, 100 Example Street, Suite 200, Springfield, IL 62701';
const ENV = {
  SMTP_URL: '',
  BUSINESS_POSTAL_ADDRESS: ADDRESS,
  OWNER_EMAIL: 'owner@spartan.test',
  SESSION_SECRET: 'unit-test-session-secret-0123456789abcdef',
  ADMIN_PASSWORD: 'correct horse battery staple',
  NEWSLETTER_SEND_INTERVAL_MS: '0',
  RATE_LIMIT_SCALE: '0',
};

beforeEach(async () => {
  Object.assign(process.env, ENV, { SMTP_URL: smtp.url });
  smtp.messages.length = 0;
  smtp.failNext(0);
  smtp.onMessage = undefined;
  await Promise.all((['subscribers', 'subscriber-tokens', 'newsletter', 'ratelimits', 'admin'] as const).map(clear));
});
afterEach(() => {
  for (const name of Object.keys(ENV)) delete process.env[name];
});

const tip = (id: string, date: string): Tip => ({
  id,
  title: `Tip ${id}`,
  date,
  summary: `Summary of ${id}.`,
  body: [`First paragraph of ${id}.`, `Second paragraph of ${id}.`],
  action: `Do the ${id} action this week.`,
});
const TIPS = [tip('second', '2026-01-12'), tip('first', '2026-01-05'), tip('future', '2026-12-28')];
const WEDNESDAY = new Date('2026-01-14T15:00:00Z');
const NEXT_WEEK = new Date('2026-01-20T13:00:00Z');
const WEEK_AFTER = new Date('2026-01-27T13:00:00Z');
const noSleep = async () => undefined;

const run = (now: Date, sleep: (ms: number) => Promise<void> = noSleep) =>
  sendWeeklyIssue({ origin: 'https://tips.example.org', trigger: 'schedule', now, tips: TIPS, sleep });

const recipients = (messages: ParsedMail[]) => messages.map((m) => (m.to && 'value' in m.to ? m.to.value[0]?.address : '')).sort();

async function subscribeActive(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `rep${i + 1}@hospice${i + 1}.example.org`);
  for (const email of emails) await subscribe(email);
  return emails.sort();
}

describe('weekly send', () => {
  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-01-12T00:00:00Z'))).toBe('2026-01-12');
    expect(weekOf(WEDNESDAY)).toBe('2026-01-12');
    expect(weekOf(new Date('2026-01-18T23:59:59Z'))).toBe('2026-01-12');
  });

  it('sends the oldest due tip to every active subscriber exactly once; a second run sends nothing new; pending and removed get nothing', async () => {
    const active = await subscribeActive(5);
    await subscribe('pending@example.org', new Date(), { pending: true });
    await subscribe('removed@example.org');
    const removedToken = new URL(
      (await listSubscribersForAdmin(SITE)).find((s) => s.email === 'removed@example.org')!.unsubscribeUrl,
    ).searchParams.get('token')!;
    await unsubscribeByToken(removedToken);

    expect(await run(WEDNESDAY)).toEqual({ status: 'sent', tipId: 'first', week: '2026-01-12', sent: 5, failed: 0, skipped: 0 });
    expect(recipients(smtp.messages)).toEqual(active);
    expect(new Set(smtp.messages.map((m) => m.subject))).toEqual(new Set(['Weekly Coaching Tips: Tip first']));

    expect(await run(WEDNESDAY)).toEqual({ status: 'sent', tipId: 'first', week: '2026-01-12', sent: 0, failed: 0, skipped: 5 });
    expect(smtp.messages).toHaveLength(5);

    // A subscriber who joins later in the week still gets this week's issue, once.
    await subscribe('late@example.org');
    expect(await run(WEDNESDAY)).toMatchObject({ tipId: 'first', sent: 1, skipped: 5 });
    expect(smtp.messages).toHaveLength(6);

    // Next week: the next tip; then no tip is due (the remaining one is dated in the future).
    expect(await run(NEXT_WEEK)).toMatchObject({ tipId: 'second', sent: 6 });
    smtp.messages.length = 0;
    expect(await run(WEEK_AFTER)).toEqual({ status: 'no-tip-due' });
    expect(smtp.messages).toHaveLength(0);

    const history = await sendHistory(TIPS);
    expect(history.map(({ tipId, week, sent, failed, runs }) => ({ tipId, week, sent, failed, runs }))).toEqual([
      { tipId: 'second', week: '2026-01-19', sent: 6, failed: 0, runs: 1 },
      { tipId: 'first', week: '2026-01-12', sent: 6, failed: 0, runs: 3 },
    ]);
  });

  it('every issue has the postal address, a visible unsubscribe link, both List-Unsubscribe targets and One-Click', async () => {
    await subscribeActive(2);
    await run(WEDNESDAY);
    expect(smtp.messages).toHaveLength(2);
    for (const message of smtp.messages) {
      const [listUnsubscribe] = rawHeader(message, 'List-Unsubscribe');
      const match =
        /^<(https:\/\/tips\.example\.org\/api\/newsletter\/one-click\?token=([A-Za-z0-9_-]{43}))>, <mailto:owner@spartan\.test\?subject=unsubscribe>$/.exec(
          listUnsubscribe ?? '',
        );
      expect(match, listUnsubscribe).not.toBeNull();
      expect(rawHeader(message, 'List-Unsubscribe')).toHaveLength(1);
      expect(rawHeader(message, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
      const pageLink = `https://tips.example.org/unsubscribe?token=${match![2]}`;
      expect(message.text).toContain(`Unsubscribe: ${pageLink}`);
      expect(message.html).toContain(`href="${pageLink}"`);
      expect(message.text).toContain(ADDRESS);
      expect(message.html).toContain(ADDRESS);
      expect(message.text).toContain('Your action this week: Do the first action this week.');
      expect(message.text).toContain('https://tips.example.org/tips/first');
    }
  });

  it('the one-click POST from the List-Unsubscribe header removes the subscriber with no further step; a GET only leads to the page', async () => {
    await subscribeActive(2);
    await run(WEDNESDAY);
    const url = /^<([^>]+)>/.exec(rawHeader(smtp.messages[0]!, 'List-Unsubscribe')[0]!)![1]!;
    const leaving = recipients([smtp.messages[0]!])[0];

    const opened = await oneClickHandler(new Request(url), fakeContext());
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/unsubscribe\?token=/);
    expect(await listSubscribers()).toHaveLength(2);

    // What Gmail or Yahoo send (RFC 8058): a form POST with no cookies and no Origin.
    const oneClick = await oneClickHandler(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      fakeContext(),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ removed: true });
    expect((await listSubscribers()).map((s) => s.email)).not.toContain(leaving);

    smtp.messages.length = 0;
    await run(NEXT_WEEK);
    expect(recipients(smtp.messages)).not.toContain(leaving);
    expect(smtp.messages).toHaveLength(1);

    const forged = await oneClickHandler(
      new Request('https://tips.example.org/api/newsletter/one-click?token=bad', { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      fakeContext(),
    );
    expect(forged.status).toBe(400);
  });

  it('a run that hits SMTP failures records them, and the next run sends only to those it missed', async () => {
    const active = await subscribeActive(4);
    smtp.failNext(2);
    expect(await run(WEDNESDAY)).toMatchObject({ sent: 2, failed: 2 });
    expect(await run(WEDNESDAY)).toMatchObject({ sent: 2, failed: 0, skipped: 2 });
    expect(recipients(smtp.messages)).toEqual(active);
    const [entry] = await sendHistory(TIPS);
    expect(entry).toMatchObject({ tipId: 'first', sent: 4, failed: 0, runs: 2 });
  });

  it('two runs at once still send each subscriber one message', async () => {
    const active = await subscribeActive(6);
    const results = await Promise.all([run(WEDNESDAY), run(WEDNESDAY)]);
    expect(results.map((r) => (r.status === 'sent' ? r.tipId : r.status))).toEqual(['first', 'first']);
    expect(recipients(smtp.messages)).toEqual(active);
  });

  it('is paced: one message at a time, with the configured pause between two messages', async () => {
    process.env.NEWSLETTER_SEND_INTERVAL_MS = '250';
    await subscribeActive(3);
    const events: string[] = [];
    smtp.onMessage = () => events.push('message');
    const result = await run(WEDNESDAY, async (ms) => {
      events.push(`pause ${ms}`);
    });
    expect(result).toMatchObject({ sent: 3 });
    expect(events).toEqual(['message', 'pause 250', 'message', 'pause 250', 'message']);
  });

  it('refuses to send without a postal address (CAN-SPAM) or without email, and sends nothing', async () => {
    await subscribeActive(2);
    delete process.env.BUSINESS_POSTAL_ADDRESS;
    expect(await run(WEDNESDAY)).toMatchObject({ status: 'not-configured', reason: expect.stringContaining('BUSINESS_POSTAL_ADDRESS') });
    process.env.BUSINESS_POSTAL_ADDRESS = ADDRESS;
    delete process.env.SMTP_URL;
    expect(await run(WEDNESDAY)).toMatchObject({ status: 'not-configured', reason: expect.stringContaining('SMTP_URL') });
    expect(smtp.messages).toHaveLength(0);
  });

  it('the background function runs only with a valid, fresh trigger signature', async () => {
    await subscribeActive(2);
    const post = (signature?: string) =>
      backgroundHandler(
        new Request(`${SITE}/.netlify/functions/newsletter-send-background`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature ? { [TRIGGER_HEADER]: signature } : {}) },
          body: JSON.stringify({ origin: SITE, trigger: 'admin' }),
        }),
      );
    expect((await post()).status).toBe(401);
    expect((await post(triggerSignature('admin', Date.now() - 10 * 60 * 1000))).status).toBe(401);
    expect((await post(`${triggerSignature('admin').slice(0, -3)}AAA`)).status).toBe(401);
    expect(smtp.messages).toHaveLength(0);
    expect((await post(triggerSignature('admin'))).status).toBe(202);
    expect(smtp.messages).toHaveLength(2);
    expect((await post(triggerSignature('schedule'))).status).toBe(202);
    expect(smtp.messages).toHaveLength(2);
  });
});

describe('admin Newsletter tab API', () => {
  async function cookie(): Promise<string> {
    const response = await sessionHandler(jsonPost('/api/admin/session', { password: ENV.ADMIN_PASSWORD }), fakeContext());
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  const get = (path: string, value?: string) => new Request(`${SITE}${path}`, { headers: value ? { cookie: value } : {} });
  const post = (path: string, value?: string) =>
    new Request(`${SITE}${path}`, { method: 'POST', headers: { origin: SITE, ...(value ? { cookie: value } : {}) } });

  it('answers 401 without a session', async () => {
    expect((await deskHandler(get('/api/admin/newsletter'))).status).toBe(401);
    expect((await deskTestHandler(post('/api/admin/newsletter/test'))).status).toBe(401);
    expect(smtp.messages).toHaveLength(0);
  });

  it("shows this week's issue with its preview and counts, sends the owner a test, and lists the history", async () => {
    await subscribeActive(3);
    await subscribe('pending@example.org', new Date(), { pending: true });
    const session = await cookie();
    const status = (await (await deskHandler(get('/api/admin/newsletter', session))).json()) as NewsletterDeskStatus;
    expect(status).toMatchObject({
      blocker: null,
      activeSubscribers: 3,
      pendingSubscribers: 1,
      email: { mode: 'smtp', ownerEmail: 'owner@spartan.test', postalAddressSet: true },
    });
    expect(status.issue).toMatchObject({ started: false, delivered: 0 });
    expect(status.issue!.preview).toContain(status.issue!.title);
    expect(status.issue!.preview).toContain(ADDRESS);
    expect(status.history).toEqual([]);

    const test = await deskTestHandler(post('/api/admin/newsletter/test', session));
    expect(test.status).toBe(200);
    expect(((await test.json()) as { message: string }).message).toContain('owner@spartan.test');
    expect(recipients(smtp.messages)).toEqual(['owner@spartan.test']);
    expect(smtp.messages[0]!.subject).toBe(`[Test] Weekly Coaching Tips: ${status.issue!.title}`);

    await sendWeeklyIssue({ origin: SITE, trigger: 'admin', sleep: noSleep });
    const after = (await (await deskHandler(get('/api/admin/newsletter', session))).json()) as NewsletterDeskStatus;
    expect(after.issue).toMatchObject({ tipId: status.issue!.tipId, started: true, delivered: 3 });
    expect(after.history).toEqual([expect.objectContaining({ tipId: status.issue!.tipId, sent: 3, failed: 0, runs: 1 })]);
  });

  it('says why a send would not run and refuses a test without email', async () => {
    delete process.env.BUSINESS_POSTAL_ADDRESS;
    const session = await cookie();
    const status = (await (await deskHandler(get('/api/admin/newsletter', session))).json()) as NewsletterDeskStatus;
    expect(status.blocker).toContain('BUSINESS_POSTAL_ADDRESS');
    delete process.env.SMTP_URL;
    const test = await deskTestHandler(post('/api/admin/newsletter/test', session));
    expect(test.status).toBe(409);
    expect(((await test.json()) as { error: string }).error).toContain('SMTP_URL');
  });
});

describe('unsubscribe page lookup', () => {
  it('GET tells the page the address behind a link without removing it; POST removes it', async () => {
    await subscribe('reader@example.org');
    const token = new URL((await listSubscribersForAdmin(SITE))[0]!.unsubscribeUrl).searchParams.get('token')!;
    const lookup = await unsubscribeHandler(new Request(`${SITE}/api/newsletter/unsubscribe?token=${token}`), fakeContext());
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toEqual({ email: 'reader@example.org' });
    expect(await listSubscribers()).toHaveLength(1);
    expect(
      (await unsubscribeHandler(new Request(`${SITE}/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`), fakeContext())).status,
    ).toBe(404);
    expect((await unsubscribeHandler(new Request(`${SITE}/api/newsletter/unsubscribe?token=short`), fakeContext())).status).toBe(400);
    expect(await (await unsubscribeHandler(jsonPost('/api/newsletter/unsubscribe', { token }), fakeContext())).json()).toEqual({
      removed: true,
    });
  });
});
