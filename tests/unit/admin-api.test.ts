import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sessionHandler from '../../netlify/functions/admin-session.mts';
import inquiriesHandler from '../../netlify/functions/inquiries.mts';
import inquiriesListHandler from '../../netlify/functions/inquiries-list.mts';
import inquiryItemHandler from '../../netlify/functions/inquiry-item.mts';
import subscribersHandler from '../../netlify/functions/newsletter-subscribers.mts';
import subscriberItemHandler from '../../netlify/functions/newsletter-subscriber-item.mts';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import downloadsHandler from '../../netlify/functions/admin-resource-downloads.mts';
import { ADMIN_MESSAGES, type AdminSubscriber, type ResourceDownloadCount } from '../../src/lib/schemas/admin';
import type { Inquiry } from '../../src/lib/schemas/inquiry';
import { store } from '../../src/server/blobs';
import { createSession, SESSION_COOKIE } from '../../src/server/admin-session';
import { uuidv7 } from '../../src/server/ids';
import { listInquiries } from '../../src/server/inquiries';
import { beginLoginAttempt, LOGIN_WINDOW_MS } from '../../src/server/login-attempts';
import { listSubscribers } from '../../src/server/subscribers';
import { clear, startTestBlobs } from '../helpers/blobs';
import { SITE, fakeContext, jsonPost } from '../helpers/requests';

const PASSWORD = 'correct horse battery staple';
const SECRET = 'unit-test-session-secret-0123456789abcdef';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.SESSION_SECRET = SECRET;
  delete process.env.ALLOW_LOCAL_ADMIN;
  await Promise.all((['inquiries', 'subscribers', 'subscriber-tokens', 'admin', 'events'] as const).map(clear));
});

const login = (password: string, ip = '203.0.113.7') =>
  sessionHandler(jsonPost('/api/admin/session', { password }, { ip }), fakeContext(ip));

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

async function loggedInCookie(): Promise<string> {
  const response = await login(PASSWORD);
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const get = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
const withCookie = (path: string, method: string, cookie: string, body?: unknown) =>
  new Request(`${SITE}${path}`, {
    method,
    headers: { cookie, origin: SITE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const inquiry = (message: string) => ({
  name: 'Jordan Rep',
  email: 'jordan@example.com',
  phone: '555-010-2030',
  serviceType: 'Sales Leadership Intensive',
  message,
});

describe('POST /api/admin/session (login)', () => {
  it('sets an HttpOnly, SameSite=Strict, 8-hour session cookie for the right passphrase', async () => {
    const response = await login(PASSWORD);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${8 * 60 * 60}`);
    // Not a local run (no ALLOW_LOCAL_ADMIN): Secure even though this request is plain http.
    expect(cookie).toContain('Secure');
    const body = (await response.json()) as { authenticated: boolean; expiresAt: string };
    expect(body.authenticated).toBe(true);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(7.9 * 60 * 60 * 1000);
  });

  it('omits Secure only for plain-http local runs, and keeps it on https', async () => {
    process.env.ALLOW_LOCAL_ADMIN = '1';
    expect((await login(PASSWORD)).headers.get('set-cookie')).not.toContain('Secure');
    const https = new Request('https://spartan.example/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://spartan.example' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect((await sessionHandler(https, fakeContext())).headers.get('set-cookie')).toContain('Secure');
  });

  it('answers a wrong passphrase with 401 and the spec message, and sets no cookie', async () => {
    const response = await login('wrong guess');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('Incorrect password. Please try again.');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses every login with a clear 503 while ADMIN_PASSWORD is under 12 characters; any longer passphrase works', async () => {
    process.env.ADMIN_PASSWORD = 'elevenchars';
    const short = await login('elevenchars');
    expect(short.status).toBe(503);
    expect(((await short.json()) as { error: string }).error).toBe(ADMIN_MESSAGES.notConfigured);
    expect(ADMIN_MESSAGES.notConfigured).toMatch(/at least 12 characters/);
    process.env.ADMIN_PASSWORD = 'twelve chars';
    expect((await login('twelve chars')).status).toBe(200);
    process.env.ADMIN_PASSWORD = 'a much longer passphrase with spaces and ünïcödé 🔐';
    expect((await login('a much longer passphrase with spaces and ünïcödé 🔐')).status).toBe(200);
  });

  it('refuses logins with a clear 503 when ADMIN_PASSWORD or SESSION_SECRET is missing (no default passphrase)', async () => {
    delete process.env.ADMIN_PASSWORD;
    for (const guess of ['', 'admin', 'password', '1234']) {
      const response = await login(guess || 'x');
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toBe(ADMIN_MESSAGES.notConfigured);
    }
    process.env.ADMIN_PASSWORD = PASSWORD;
    process.env.SESSION_SECRET = 'too-short';
    expect((await login(PASSWORD)).status).toBe(503);
  });

  it('rejects a missing or empty passphrase with 400', async () => {
    for (const body of [{}, { password: '' }, { password: 7 }]) {
      const response = await sessionHandler(jsonPost('/api/admin/session', body), fakeContext());
      expect(response.status).toBe(400);
    }
  });

  it('refuses a login posted from another site', async () => {
    const response = await sessionHandler(
      jsonPost('/api/admin/session', { password: PASSWORD }, { headers: { origin: 'https://evil.example' } }),
      fakeContext(),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('failed login limit', () => {
  it('allows 5 failed attempts per client, then answers 429 with Retry-After, even for the right passphrase', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(`guess ${i}`, '198.51.100.20')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await login(PASSWORD, '198.51.100.20');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await limited.json()) as { error: string }).error).toBe(ADMIN_MESSAGES.tooManyAttempts);
    expect(limited.headers.get('set-cookie')).toBeNull();
    // Another client is not affected.
    expect((await login(PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('counts failed attempts only: successful logins never lock the owner out', async () => {
    for (let i = 0; i < 8; i++) expect((await login(PASSWORD, '198.51.100.30')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('nope', '198.51.100.30')).status).toBe(401);
    expect((await login(PASSWORD, '198.51.100.30')).status).toBe(200);
  });

  it('is not loosened by RATE_LIMIT_SCALE', async () => {
    process.env.RATE_LIMIT_SCALE = '50';
    for (let i = 0; i < 5; i++) await login('nope', '198.51.100.40');
    expect((await login('nope', '198.51.100.40')).status).toBe(429);
  });

  it('slows every address down once 20 failures from many addresses are in the window, without locking the owner out', async () => {
    const start = Date.UTC(2026, 10, 22, 9, 0, 0);
    // A guesser spreading over 20 addresses, 1 guess each: none of them is locked on its own.
    for (let i = 0; i < 20; i++) expect((await beginLoginAttempt(`203.0.113.${100 + i}`, start + i)).allowed).toBe(true);
    // From now on one attempt per 10 seconds gets through, from anywhere, fresh addresses included.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => beginLoginAttempt(`198.18.0.${i}`, start + 1000)));
    expect(burst.filter((attempt) => attempt.allowed).length).toBeLessThanOrEqual(1);
    const refused = burst.find((attempt) => !attempt.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(10);
    // The owner, a little later from an address with no failures, gets a check.
    const owner = await beginLoginAttempt('192.0.2.1', start + 12_000);
    expect(owner.allowed).toBe(true);
    if (owner.allowed) await owner.succeeded();
    // Once the failures leave the 15-minute window, logins are not slowed at all.
    const later = start + LOGIN_WINDOW_MS + 60_000;
    const relaxed = await Promise.all(Array.from({ length: 3 }, (_, i) => beginLoginAttempt(`192.0.2.${10 + i}`, later)));
    expect(relaxed.every((attempt) => attempt.allowed)).toBe(true);
  });

  it('lets no more than 5 guesses reach the password check, however they are sent', async () => {
    const ip = '198.51.100.50';
    const burst = (await Promise.all(Array.from({ length: 25 }, (_, i) => login(`burst ${i}`, ip)))).map((r) => r.status);
    expect(burst.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Then one at a time until refused: the burst and the sequence together get exactly 5 checks.
    const sequential: number[] = [];
    for (let i = 0; i < 6 && sequential.at(-1) !== 429; i++) sequential.push((await login(`one by one ${i}`, ip)).status);
    expect(sequential.at(-1)).toBe(429);
    expect([...burst, ...sequential].filter((s) => s === 401)).toHaveLength(5);
    expect((await login(PASSWORD, ip)).status).toBe(429);
  });
});

describe('admin session', () => {
  it('GET /api/admin/session answers 200 with a session and 401 without', async () => {
    const cookie = await loggedInCookie();
    const ok = await sessionHandler(get('/api/admin/session', cookie), fakeContext());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ authenticated: true });
    const none = await sessionHandler(get('/api/admin/session'), fakeContext());
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: string }).error).toBe(ADMIN_MESSAGES.sessionRequired);
  });

  it('logout ends the session on the server: the same cookie no longer works', async () => {
    const cookie = await loggedInCookie();
    expect((await inquiriesListHandler(get('/api/inquiries', cookie))).status).toBe(200);
    const logout = await sessionHandler(withCookie('/api/admin/session', 'DELETE', cookie), fakeContext());
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    // A copy of the cookie kept by someone else is dead too.
    expect((await inquiriesListHandler(get('/api/inquiries', cookie))).status).toBe(401);
    expect((await sessionHandler(get('/api/admin/session', cookie), fakeContext())).status).toBe(401);
  });

  it('one logout ends only its own session', async () => {
    const first = await loggedInCookie();
    const second = await loggedInCookie();
    await sessionHandler(withCookie('/api/admin/session', 'DELETE', first), fakeContext());
    expect((await inquiriesListHandler(get('/api/inquiries', second))).status).toBe(200);
  });
});

describe('admin reads answer 401 without a valid session', () => {
  const readers: [string, (req: Request) => Promise<Response>][] = [
    ['/api/inquiries', (req) => inquiriesListHandler(req)],
    ['/api/newsletter/subscribers', (req) => subscribersHandler(req)],
    ['/api/admin/resource-downloads', (req) => downloadsHandler(req)],
  ];

  async function badCookies(): Promise<[string, string | undefined][]> {
    const good = await loggedInCookie();
    const [name, value] = good.split('=') as [string, string];
    const [id, expires, signature] = value.split('.') as [string, string, string];
    const expired = await createSession(Date.now() - 9 * 60 * 60 * 1000);
    const forgedSignature = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const otherSecret = await (async () => {
      process.env.SESSION_SECRET = 'another-secret-that-is-also-long-enough-xyz';
      const cookie = cookieOf(await login(PASSWORD));
      process.env.SESSION_SECRET = SECRET;
      return cookie;
    })();
    return [
      ['missing', undefined],
      ['garbage', `${name}=hello`],
      ['forged signature', `${name}=${id}.${expires}.${forgedSignature}`],
      ['tampered expiry', `${name}=${id}.${Number(expires) + 86_400_000}.${signature}`],
      ['made-up session id', `${name}=${'A'.repeat(43)}.${expires}.${signature}`],
      ['expired', `${name}=${expired!.cookieValue}`],
      ['signed with another secret', otherSecret],
    ];
  }

  for (const [path, handler] of readers) {
    it(`${path}: missing, forged, tampered, expired and foreign cookies all get 401 JSON`, async () => {
      for (const [label, cookie] of await badCookies()) {
        const response = await handler(get(path, cookie));
        expect(response.status, label).toBe(401);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(JSON.stringify(await response.json())).not.toContain('@');
      }
    });
  }
});

describe('admin lists', () => {
  it('GET /api/inquiries returns docs/product-spec.md §3 fields with the owner’s follow-up, newest first', async () => {
    for (const message of ['First inquiry about SNF access', 'Second inquiry about ALF access', 'Third inquiry about hospital liaisons']) {
      expect((await inquiriesHandler(jsonPost('/api/inquiries', inquiry(message)), fakeContext())).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const response = await inquiriesListHandler(get('/api/inquiries', await loggedInCookie()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = (await response.json()) as Inquiry[];
    expect(list.map((i) => i.message)).toEqual([
      'Third inquiry about hospital liaisons',
      'Second inquiry about ALF access',
      'First inquiry about SNF access',
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'email',
      'id',
      'message',
      'name',
      'nextContactOn',
      'notes',
      'phone',
      'serviceType',
      'status',
      'submittedAt',
    ]);
    expect(list[0]).toMatchObject({ notes: [], nextContactOn: null });
  });

  it('GET /api/newsletter/subscribers returns id, email, subscribedAt and an unsubscribe link, newest first', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email }), fakeContext());
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const response = await subscribersHandler(get('/api/newsletter/subscribers', await loggedInCookie()));
    const list = (await response.json()) as AdminSubscriber[];
    expect(list.map((s) => s.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(Object.keys(list[0]!).sort()).toEqual(['email', 'id', 'subscribedAt', 'unsubscribeUrl']);
    expect(list[0]!.unsubscribeUrl).toMatch(/^http:\/\/localhost:8888\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
  });
});

describe('inquiry status and delete', () => {
  async function seed(): Promise<string> {
    const response = await inquiriesHandler(jsonPost('/api/inquiries', inquiry('Please call me about coaching')), fakeContext());
    return ((await response.json()) as { id: string }).id;
  }

  it('PATCH marks an inquiry contacted, then closed, and the list shows it', async () => {
    const id = await seed();
    const cookie = await loggedInCookie();
    for (const status of ['contacted', 'closed', 'new'] as const) {
      const response = await inquiryItemHandler(withCookie(`/api/inquiries/${id}`, 'PATCH', cookie, { status }));
      expect(response.status).toBe(200);
      expect(((await response.json()) as Inquiry).status).toBe(status);
      expect((await listInquiries())[0]!.status).toBe(status);
    }
  });

  it('PATCH rejects an unknown status, extra fields, unknown ids and a missing session', async () => {
    const id = await seed();
    const cookie = await loggedInCookie();
    const cases: [Request, number][] = [
      [withCookie(`/api/inquiries/${id}`, 'PATCH', cookie, { status: 'won' }), 400],
      [withCookie(`/api/inquiries/${id}`, 'PATCH', cookie, { status: 'closed', message: 'edited' }), 400],
      [withCookie(`/api/inquiries/${uuidv7()}`, 'PATCH', cookie, { status: 'closed' }), 404],
      [withCookie('/api/inquiries/not-an-id', 'PATCH', cookie, { status: 'closed' }), 404],
      [withCookie(`/api/inquiries/${id}`, 'PATCH', 'spartan_admin=nope', { status: 'closed' }), 401],
    ];
    for (const [request, status] of cases) expect((await inquiryItemHandler(request)).status).toBe(status);
    expect((await listInquiries())[0]).toMatchObject({ id, status: 'new', message: 'Please call me about coaching' });
  });

  it('DELETE removes one inquiry; a second delete is 404; without a session nothing is deleted', async () => {
    const keep = await seed();
    const remove = await seed();
    expect((await inquiryItemHandler(withCookie(`/api/inquiries/${remove}`, 'DELETE', 'spartan_admin=x'))).status).toBe(401);
    const cookie = await loggedInCookie();
    expect((await inquiryItemHandler(withCookie(`/api/inquiries/${remove}`, 'DELETE', cookie))).status).toBe(200);
    expect((await inquiryItemHandler(withCookie(`/api/inquiries/${remove}`, 'DELETE', cookie))).status).toBe(404);
    expect((await listInquiries()).map((i) => i.id)).toEqual([keep]);
  });

  it('a status change cannot bring back an inquiry deleted at the same time', async () => {
    const id = await seed();
    const cookie = await loggedInCookie();
    await Promise.all([
      inquiryItemHandler(withCookie(`/api/inquiries/${id}`, 'PATCH', cookie, { status: 'contacted' })),
      inquiryItemHandler(withCookie(`/api/inquiries/${id}`, 'DELETE', cookie)),
    ]);
    expect(await listInquiries()).toEqual([]);
  });
});

describe('subscriber delete', () => {
  it('removes the subscriber and their unsubscribe link', async () => {
    await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email: 'gone@example.com' }), fakeContext());
    await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email: 'stays@example.com' }), fakeContext());
    const cookie = await loggedInCookie();
    const list = (await (await subscribersHandler(get('/api/newsletter/subscribers', cookie))).json()) as AdminSubscriber[];
    const gone = list.find((s) => s.email === 'gone@example.com')!;
    expect((await subscriberItemHandler(withCookie(`/api/newsletter/subscribers/${gone.id}`, 'DELETE', 'spartan_admin=x'))).status).toBe(
      401,
    );
    expect((await subscriberItemHandler(withCookie(`/api/newsletter/subscribers/${gone.id}`, 'DELETE', cookie))).status).toBe(200);
    expect((await subscriberItemHandler(withCookie(`/api/newsletter/subscribers/${gone.id}`, 'DELETE', cookie))).status).toBe(404);
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['stays@example.com']);
    const { blobs: tokens } = await store('subscriber-tokens').list();
    expect(tokens).toHaveLength(1);
  });
});

describe('GET /api/admin/resource-downloads', () => {
  it('counts the analytics events per resource, in total and for the last 30 days', async () => {
    const events = store('events');
    const now = Date.now();
    const old = now - 40 * 24 * 60 * 60 * 1000;
    const seed = async (resourceName: string, at: number) =>
      events.setJSON(`${resourceName}/${uuidv7(at)}`, { resourceName, timestamp: at, receivedAt: new Date(at).toISOString() });
    await Promise.all([
      seed('quick-start-guide', now),
      seed('quick-start-guide', now),
      seed('quick-start-guide', old),
      seed('objection-cards', now),
      seed('weekly-plan', now),
      // A name that merely starts like a tracked one is not counted with it.
      seed('quick-start-guide-v2', now),
    ]);
    const response = await downloadsHandler(get('/api/admin/resource-downloads', await loggedInCookie()));
    expect(response.status).toBe(200);
    const counts = (await response.json()) as ResourceDownloadCount[];
    const byName = Object.fromEntries(counts.map((c) => [c.resourceName, c]));
    expect(byName['quick-start-guide']).toEqual({ resourceName: 'quick-start-guide', title: 'Quick Start Guide', total: 3, last30Days: 2 });
    expect(byName['objection-cards']).toMatchObject({ total: 1, last30Days: 1 });
    expect(byName['weekly-plan']).toMatchObject({ title: 'Weekly Plan', total: 1 });
    expect(byName['territory-template']).toMatchObject({ total: 0, last30Days: 0 });
    expect(byName['metrics-dashboard']).toMatchObject({ total: 0 });
  });
});
