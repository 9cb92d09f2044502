import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import inquiriesHandler from '../../netlify/functions/inquiries.mts';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import { store } from '../../src/server/blobs';
import { listInquiries } from '../../src/server/inquiries';
import { listSubscribers } from '../../src/server/subscribers';
import { clear, startTestBlobs } from '../helpers/blobs';
import { UUIDV7_PATTERN, uuidv7 } from '../../src/lib/uuidv7';
import { SITE, fakeContext, jsonPost } from '../helpers/requests';
import { pinClockInsideRateWindow } from '../helpers/clock';

const validInquiry = {
  name: 'Jordan Rep',
  email: 'jordan@example.com',
  phone: '555-010-2030',
  company: 'Riverbend Hospice',
  serviceType: 'Virtual Coaching — 60 Minutes',
  message: 'I want help getting into two SNFs that use a competitor.',
};

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  await Promise.all([clear('inquiries'), clear('subscribers'), clear('ratelimits')]);
});

describe('POST /api/inquiries', () => {
  it('stores a valid inquiry with an id, submittedAt and status new', async () => {
    const response = await inquiriesHandler(jsonPost('/api/inquiries', validInquiry), fakeContext());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await listInquiries();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...validInquiry, id, status: 'new' });
    expect(Date.parse(stored[0]!.submittedAt)).not.toBeNaN();
  });

  it('accepts a missing company and service type', async () => {
    const { company: _c, serviceType: _s, ...minimal } = validInquiry;
    expect((await inquiriesHandler(jsonPost('/api/inquiries', minimal), fakeContext())).status).toBe(201);
    const [stored] = await listInquiries();
    expect(stored?.company).toBeUndefined();
    expect(stored?.serviceType).toBeUndefined();
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['short name', { name: 'J' }, 'Name must be at least 2 characters'],
    ['bad email', { email: 'jordan@example' }, 'Please enter a valid email address'],
    ['email with a space', { email: 'jor dan@example.com' }, 'Please enter a valid email address'],
    ['short phone', { phone: '555-0102' }, 'Please enter a valid phone number'],
    ['short message', { message: 'Call me' }, 'Message must be at least 10 characters'],
    ['name of the wrong type', { name: 42 }, 'Name must be at least 2 characters'],
  ];
  for (const [label, patch, message] of invalid) {
    it(`rejects a ${label} with 400 and the spec's message, storing nothing`, async () => {
      const response = await inquiriesHandler(jsonPost('/api/inquiries', { ...validInquiry, ...patch }), fakeContext());
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; issues: { message: string }[] };
      expect(body.error).toBe(message);
      expect(body.issues.map((i) => i.message)).toContain(message);
      expect(await listInquiries()).toEqual([]);
    });
  }

  it('rejects unknown fields, wrong method, wrong content type, oversize bodies and foreign origins', async () => {
    const cases: [Request, number][] = [
      [jsonPost('/api/inquiries', { ...validInquiry, isAdmin: true }), 400],
      [new Request(`${SITE}/api/inquiries`, { method: 'PUT', body: '{}' }), 405],
      [jsonPost('/api/inquiries', JSON.stringify(validInquiry), { headers: { 'content-type': 'text/plain' } }), 415],
      [jsonPost('/api/inquiries', { ...validInquiry, message: 'x'.repeat(33 * 1024) }), 413],
      [jsonPost('/api/inquiries', '{"name":', {}), 400],
      [jsonPost('/api/inquiries', validInquiry, { headers: { origin: 'https://evil.example' } }), 403],
    ];
    for (const [request, status] of cases) {
      const response = await inquiriesHandler(request, fakeContext());
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    expect(await listInquiries()).toEqual([]);
  });

  it('answers a filled honeypot exactly like a success (status, headers, shape, id form) but stores nothing', async () => {
    const bot = await inquiriesHandler(jsonPost('/api/inquiries', { ...validInquiry, website: 'http://spam.example' }), fakeContext());
    expect(await listInquiries()).toEqual([]);
    const person = await inquiriesHandler(jsonPost('/api/inquiries', validInquiry), fakeContext('203.0.113.8'));
    expect(bot.status).toBe(person.status);
    expect([...bot.headers.keys()].sort()).toEqual([...person.headers.keys()].sort());
    const [botBody, personBody] = (await Promise.all([bot.json(), person.json()])) as { ok: boolean; id: string }[];
    expect(Object.keys(botBody!).sort()).toEqual(Object.keys(personBody!).sort());
    expect(botBody!.id).toMatch(UUIDV7_PATTERN);
    expect(personBody!.id).toMatch(UUIDV7_PATTERN);
    expect(await listInquiries()).toHaveLength(1);
    await clear('inquiries');
    // An empty honeypot (what a real browser sends) is fine.
    expect((await inquiriesHandler(jsonPost('/api/inquiries', { ...validInquiry, website: '' }), fakeContext())).status).toBe(201);
  });

  it('limits each client to 5 inquiries a minute', async () => {
    process.env.RATE_LIMIT_SCALE = '1';
    const restoreClock = pinClockInsideRateWindow();
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await inquiriesHandler(jsonPost('/api/inquiries', validInquiry, { ip: '198.51.100.9' }), fakeContext('198.51.100.9'))).status,
        );
    } finally {
      restoreClock();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await listInquiries()).toHaveLength(5);
  });

  it('stores a submission delivered several times (offline outbox retries) exactly once', async () => {
    const submissionId = uuidv7();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => inquiriesHandler(jsonPost('/api/inquiries', { ...validInquiry, submissionId }), fakeContext())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids)).toEqual(new Set([submissionId]));
    expect(await listInquiries()).toHaveLength(1);
  });

  it('rejects a submissionId that is not a recent UUIDv7', async () => {
    for (const submissionId of ['not-a-uuid', uuidv7(Date.now() - 40 * 24 * 60 * 60 * 1000), crypto.randomUUID()]) {
      const response = await inquiriesHandler(jsonPost('/api/inquiries', { ...validInquiry, submissionId }), fakeContext());
      expect(response.status).toBe(400);
    }
    expect(await listInquiries()).toEqual([]);
  });

  it('stores 200 concurrent inquiries exactly once each', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        inquiriesHandler(jsonPost('/api/inquiries', { ...validInquiry, message: `Inquiry number ${i} about SNF coaching` }), fakeContext()),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const stored = await listInquiries();
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((s) => s.message)).size).toBe(200);
    expect(new Set(stored.map((s) => s.id)).size).toBe(200);
  });
});

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a valid email', async () => {
    const response = await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email: 'rep@example.com' }), fakeContext());
    expect(response.status).toBe(200);
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['rep@example.com']);
  });

  it('rejects an invalid email with the spec message', async () => {
    const response = await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email: 'not-an-email' }), fakeContext());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Please enter a valid email address');
    expect(await listSubscribers()).toEqual([]);
  });

  it('is idempotent: twice, with different case, still one record and success', async () => {
    for (const email of ['rep@example.com', ' REP@example.com ']) {
      expect((await subscribeHandler(jsonPost('/api/newsletter/subscribe', { email }), fakeContext())).status).toBe(200);
    }
    expect(await listSubscribers()).toHaveLength(1);
  });

  it('twenty concurrent subscribes of one address leave one record', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        subscribeHandler(jsonPost('/api/newsletter/subscribe', { email: 'same@example.com' }), fakeContext()),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await listSubscribers()).toHaveLength(1);
  });

  it('honeypot: success, nothing stored', async () => {
    const response = await subscribeHandler(
      jsonPost('/api/newsletter/subscribe', { email: 'bot@example.com', website: 'x' }),
      fakeContext(),
    );
    expect(response.status).toBe(200);
    expect(await listSubscribers()).toEqual([]);
  });
});

describe('listing with a damaged record', () => {
  it('skips an unreadable (empty) record instead of failing the whole list', async () => {
    await inquiriesHandler(jsonPost('/api/inquiries', validInquiry), fakeContext());
    await store('inquiries').set(uuidv7(), '');
    const listed = await listInquiries();
    expect(listed).toHaveLength(1);
    expect(listed[0]?.name).toBe(validInquiry.name);
  });
});
