import { createServer, type Server } from 'node:http';
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import confirmHandler from '../../netlify/functions/newsletter-confirm.mts';
import inquiriesHandler from '../../netlify/functions/inquiries.mts';
import oneClickHandler from '../../netlify/functions/newsletter-one-click.mts';
import sendNowHandler from '../../netlify/functions/newsletter-admin-send.mts';
import sessionHandler from '../../netlify/functions/admin-session.mts';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import subscribersHandler from '../../netlify/functions/newsletter-subscribers.mts';
import { CONFIRMATIONS_PER_MAILBOX_PER_DAY } from '../../src/server/newsletter/opt-in';
import { TRIGGER_HEADER } from '../../src/server/newsletter/trigger';
import { listSubscribers, listSubscribersForAdmin, subscribe, unsubscribeByToken } from '../../src/server/subscribers';
import { clear, startTestBlobs } from '../helpers/blobs';
import { fakeContext } from '../helpers/requests';
import { rawHeader, startTestSmtp, waitForMessages, type TestSmtp } from '../helpers/smtp';

/**
 * The email flows, attacked as an abuser would: every attack is sent for real through the
 * functions to a real SMTP server, a real webhook receiver and a real local Blobs server, and
 * what arrives is checked.
 */
const SITE_URL = 'https://spartan.example';
const EVIL = 'https://evil.example';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let smtp: TestSmtp;
/** Stands in for both the Slack-compatible webhook and, as SITE_URL in one test, the site itself. */
let receiver: { server: Server; url: string; requests: { path: string; headers: Record<string, unknown>; body: string }[] };

beforeAll(async () => {
  blobs = await startTestBlobs();
  smtp = await startTestSmtp();
  const requests: typeof receiver.requests = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = 202;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  receiver = { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, requests };
});
afterAll(async () => {
  await smtp.stop();
  await new Promise((resolve) => receiver.server.close(resolve));
  await blobs.stop();
});

const ENV = {
  SITE_URL,
  RATE_LIMIT_SCALE: '1',
  SESSION_SECRET: 'email-abuse-session-secret-0123456789abcdef',
  ADMIN_PASSWORD: 'email abuse suite passphrase',
  OWNER_EMAIL: 'owner@spartan.test',
  MAIL_FROM: 'Spartan Hospice Sales <desk@spartan.test>',
  BUSINESS_POSTAL_ADDRESS: '100 Example Street, Springfield, IL 62701',
  NEWSLETTER_SEND_INTERVAL_MS: '0',
};
beforeEach(async () => {
  Object.assign(process.env, ENV, { SMTP_URL: smtp.url });
  smtp.messages.length = 0;
  smtp.failNext(0);
  receiver.requests.length = 0;
  await Promise.all(
    (['subscribers', 'subscriber-tokens', 'ratelimits', 'inquiries', 'lead-alerts', 'admin', 'newsletter'] as const).map(clear),
  );
});
afterEach(() => {
  for (const name of [...Object.keys(ENV), 'SMTP_URL', 'LEAD_WEBHOOK_URL']) delete process.env[name];
});

/** A POST as a browser would send it, to whatever origin the request claims (a forged Host included). */
const post = (url: string, body: unknown, ip = '203.0.113.7', headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, 'x-nf-client-connection-ip': ip, ...headers },
    body: JSON.stringify(body),
  });

/** A Netlify context whose after-the-response work the test waits for. */
function context(ip = '203.0.113.7'): { context: Context; settled: () => Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  return {
    context: { ip, waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as unknown as Context,
    settled: () => Promise.all(pending),
  };
}

async function signUp(email: string, origin = SITE_URL, ip = '203.0.113.7'): Promise<number> {
  const { context: ctx, settled } = context(ip);
  const response = await subscribeHandler(post(`${origin}/api/newsletter/subscribe`, { email }, ip), ctx);
  await settled();
  return response.status;
}

async function submitLead(fields: Record<string, string>, origin = SITE_URL): Promise<number> {
  const { context: ctx, settled } = context();
  const lead = { name: 'Jordan Rivera', email: 'jordan.rivera@riverbend.example.org', phone: '555-010-4477', message: 'Please call me.' };
  const response = await inquiriesHandler(post(`${origin}/api/inquiries`, { ...lead, ...fields }), ctx);
  await settled();
  return response.status;
}

const confirmTokenIn = (text: string) => /\/newsletter\/confirm\?token=(\S+)/.exec(text)?.[1] ?? '';
async function confirm(token: string): Promise<string> {
  const response = await confirmHandler(post(`${SITE_URL}/api/newsletter/confirm`, { token: decodeURIComponent(token) }), fakeContext());
  return ((await response.json()) as { outcome: string }).outcome;
}
const linksIn = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

describe('one inbox cannot be flooded with confirmation emails', () => {
  it('display names, brackets, lists and comments are refused (400, nothing stored, nothing sent)', async () => {
    for (const email of [
      '"Verify-your-account-now" <victim@example.org>',
      'Verify your account <victim@example.org>',
      '<victim@example.org>',
      'victim@example.org, victim@example.org',
      'victim@example.org;victim@example.org',
      'victim@example.org (Verify now)',
    ]) {
      expect(await signUp(email)).toBe(400);
    }
    expect(await listSubscribersForAdmin(SITE_URL, 'pending')).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it('spellings of one address are one subscriber; tags and Gmail dots of one mailbox get at most the daily confirmations', async () => {
    for (const email of ['victim@example.org', 'VICTIM@Example.org', ' Victim@EXAMPLE.org ']) expect(await signUp(email)).toBe(200);
    expect(await listSubscribersForAdmin(SITE_URL, 'pending')).toHaveLength(1);
    await waitForMessages(smtp, 1);
    expect(smtp.messages).toHaveLength(1);

    // Eight more spellings of the same inbox, each a new address to the store.
    const variants = ['victim+1@example.org', 'victim+2@example.org', 'Victim+verify@example.org', 'victim+4@example.org'];
    const gmail = ['v.ictim@gmail.com', 'vi.ctim@gmail.com', 'victim@googlemail.com', 'v.i.c.t.i.m+x@gmail.com'];
    for (const email of [...variants, ...gmail]) expect(await signUp(email, SITE_URL, `198.51.100.${email.length}`)).toBe(200);
    const deliveredTo = (domain: RegExp) =>
      smtp.messages.filter((message) => (message.to && 'value' in message.to ? domain.test(message.to.value[0]?.address ?? '') : false));
    expect(deliveredTo(/@example\.org$/)).toHaveLength(CONFIRMATIONS_PER_MAILBOX_PER_DAY);
    expect(deliveredTo(/@(gmail|googlemail)\.com$/)).toHaveLength(CONFIRMATIONS_PER_MAILBOX_PER_DAY);
    // Another mailbox is not held back by the first one's limit.
    expect(await signUp('colleague@example.org')).toBe(200);
    expect(deliveredTo(/^colleague@/)).toHaveLength(1);
  });
});

describe('visitor text in lead alerts', () => {
  it('the webhook gets Slack formatting escaped: no channel pings, no disguised links, no mentions, and & < > as text', async () => {
    process.env.LEAD_WEBHOOK_URL = `${receiver.url}/hook`;
    const message = [
      'Hello <!channel> and <!here|here> and <@U024BE7LH>, @channel @here @everyone',
      'See <https://evil.example/steal|Open the lead desk> now',
      'A & B < C > D',
      'Lead desk: https://evil.example/admin',
    ].join('\n');
    expect(await submitLead({ name: 'Pat <!everyone> Reyes', company: '<https://evil.example|Riverbend>', message })).toBe(201);
    const hook = receiver.requests.find((request) => request.path === '/hook')!;
    const text = (JSON.parse(hook.body) as { text: string }).text;
    // Slack reads a control sequence only from a literal "<"; every one the visitor typed is escaped.
    expect(text.match(/</g) ?? []).toEqual([]);
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).toContain('&lt;https://evil.example/steal|Open the lead desk&gt;');
    expect(text).toContain('A &amp; B &lt; C &gt; D');
    expect(text).not.toMatch(/@(channel|here|everyone)\b/);
    // The visitor's lines are quoted; the only line that starts "Lead desk:" is ours, at the site's address.
    expect(text).toContain('> Lead desk: https://evil.example/admin');
    expect(text.split('\n').filter((line) => line.startsWith('Lead desk:'))).toEqual([`Lead desk: ${SITE_URL}/admin`]);
  });

  it('the plain-text email quotes a multi-line message, so a typed line cannot pose as the alert’s own', async () => {
    const message = 'We need help with SNF planners.\n\nOpen the lead desk: https://evil.example/admin\nSubmitted: yesterday';
    expect(await submitLead({ message })).toBe(201);
    const [alert] = await waitForMessages(smtp, 1);
    const lines = (alert!.text ?? '').split('\n');
    expect(lines.filter((line) => line.startsWith('Open the lead desk:'))).toEqual([`Open the lead desk: ${SITE_URL}/admin`]);
    expect(lines.filter((line) => line.startsWith('Submitted:'))).toHaveLength(1);
    expect(lines).toContain('> Open the lead desk: https://evil.example/admin');
    expect(lines).toContain('> Submitted: yesterday');
    expect(lines).toContain('Message:');
  });

  it('encoded words in a name reach the subject as inert text: no line break, no reversed text', async () => {
    const names = [
      '=?UTF-8?Q?=E2=80=AE?=nivaR nadroJ',
      '=?UTF-8?B?QWRtaW4KQmNjOiB4QGV2aWwuZXhhbXBsZQ==?= Jordan',
      '=?utf-8?q?Desk=0AUrgent?= Pat',
    ];
    for (const name of names) expect(await submitLead({ name })).toBe(201);
    const alerts = await waitForMessages(smtp, names.length);
    for (const alert of alerts) {
      // mailparser decodes encoded words as a mail client does.
      expect(alert.subject).not.toMatch(/[\n\r\u202a-\u202e\u2066-\u2069]/);
      expect(alert.subject).toMatch(/^New lead: = \?/);
      expect(alert.headers.get('bcc')).toBeUndefined();
    }
    // Direction controls typed directly are refused at the door.
    expect(await submitLead({ name: 'Jordan \u202eRivera' })).toBe(400);
  });
});

describe('links come from the site’s configured address, never the request', () => {
  it('a lead sent to a forged Host gets an alert whose links and Message-ID name SITE_URL', async () => {
    process.env.LEAD_WEBHOOK_URL = `${receiver.url}/hook`;
    expect(await submitLead({}, EVIL)).toBe(201);
    const [alert] = await waitForMessages(smtp, 1);
    expect(linksIn(alert!.text ?? '')).toEqual([`${SITE_URL}/admin`]);
    expect(linksIn(alert!.html || '').filter((link) => !link.startsWith(SITE_URL))).toEqual([]);
    expect(alert!.messageId).toMatch(/@spartan\.example>$/);
    expect((JSON.parse(receiver.requests[0]!.body) as { text: string }).text).not.toContain('evil.example');
  });

  it('confirmation and welcome emails of a sign-up through a forged Host link to SITE_URL only', async () => {
    expect(await signUp('reader@example.org', EVIL)).toBe(200);
    const [confirmation] = await waitForMessages(smtp, 1);
    const links = [...linksIn(confirmation!.text ?? ''), ...linksIn(confirmation!.html || '')];
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !link.startsWith(`${SITE_URL}/`))).toEqual([]);

    const token = confirmTokenIn(confirmation!.text ?? '');
    const response = await confirmHandler(post(`${EVIL}/api/newsletter/confirm`, { token: decodeURIComponent(token) }), fakeContext());
    expect(await response.json()).toEqual({ outcome: 'confirmed' });
    const [, welcome] = await waitForMessages(smtp, 2);
    const welcomeLinks = [...linksIn(welcome!.text ?? ''), ...linksIn(welcome!.html || ''), ...rawHeader(welcome!, 'List-Unsubscribe')];
    expect(welcomeLinks.length).toBeGreaterThan(0);
    expect(welcomeLinks.join(' ')).not.toContain('evil.example');
    expect(welcomeLinks.join(' ')).toContain(SITE_URL);
  });

  it('the admin list’s unsubscribe links (merged into mailings) and ‘Send now’s signed hand-off go to SITE_URL', async () => {
    process.env.SITE_URL = receiver.url;
    await subscribe('reader@example.org');
    const login = await sessionHandler(post(`${EVIL}/api/admin/session`, { password: ENV.ADMIN_PASSWORD }), fakeContext());
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const list = await subscribersHandler(new Request(`${EVIL}/api/newsletter/subscribers`, { headers: { cookie } }));
    const [row] = (await list.json()) as { unsubscribeUrl: string }[];
    expect(row!.unsubscribeUrl.startsWith(`${receiver.url}/unsubscribe?token=`)).toBe(true);

    const sent = await sendNowHandler(
      new Request(`${EVIL}/api/admin/newsletter/send`, { method: 'POST', headers: { origin: EVIL, cookie } }),
    );
    expect(sent.status).toBe(202);
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.path).toBe('/.netlify/functions/newsletter-send-background');
    expect(receiver.requests[0]!.headers[TRIGGER_HEADER]).toBeTruthy();
  });
});

describe('confirmation links', () => {
  it('a link from an earlier sign-up cannot confirm a later re-subscription of the same address', async () => {
    expect(await signUp('again@example.org')).toBe(200);
    const [first] = await waitForMessages(smtp, 1);
    const oldToken = confirmTokenIn(first!.text ?? '');
    // The address leaves (the pending sign-up's own unsubscribe link), then signs up again.
    const pending = (await listSubscribersForAdmin(SITE_URL, 'pending'))[0]!;
    expect(await unsubscribeByToken(new URL(pending.unsubscribeUrl).searchParams.get('token')!)).toEqual({ removed: true });
    expect(await signUp('again@example.org')).toBe(200);
    const [, second] = await waitForMessages(smtp, 2);
    const newToken = confirmTokenIn(second!.text ?? '');
    expect(newToken).not.toBe(oldToken);

    expect(await confirm(oldToken)).toBe('expired');
    expect(await listSubscribers()).toEqual([]);
    expect(await confirm(newToken)).toBe('confirmed');
    expect((await listSubscribers()).map((subscriber) => subscriber.email)).toEqual(['again@example.org']);
  });
});

describe('one-click unsubscribe', () => {
  const oneClick = (token: string, ip: string) =>
    oneClickHandler(
      new Request(`${SITE_URL}/api/newsletter/one-click?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      fakeContext(ip),
    );

  it('a client guessing tokens gets 429 after a few misses; real unsubscribes, even many from one provider address, all work', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await oneClick(`${String(i).padStart(2, '0')}${'G'.repeat(41)}`, '192.0.2.66')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    // Malformed guesses count too.
    expect((await oneClick('short', '192.0.2.67')).status).toBe(400);

    // A provider posts each subscriber's one-click from the same address: none is refused.
    for (let i = 0; i < 14; i++) await subscribe(`reader${i}@example.org`);
    const tokens = (await listSubscribersForAdmin(SITE_URL)).map(({ unsubscribeUrl }) =>
      new URL(unsubscribeUrl).searchParams.get('token')!,
    );
    for (const token of tokens) {
      const response = await oneClick(token, '192.0.2.99');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ removed: true });
    }
    expect(await listSubscribers()).toEqual([]);
  });
});
