import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import inquiriesHandler from '../../netlify/functions/inquiries.mts';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import unsubscribeHandler from '../../netlify/functions/newsletter-unsubscribe.mts';
import sessionHandler from '../../netlify/functions/admin-session.mts';
import inquiryItemHandler from '../../netlify/functions/inquiry-item.mts';
import inquiryNotesHandler from '../../netlify/functions/inquiry-notes.mts';
import inquiryFollowUpHandler from '../../netlify/functions/inquiry-follow-up.mts';
import analyticsHandler from '../../netlify/functions/analytics-resource-access.mts';
import analyticsEventsHandler from '../../netlify/functions/analytics-events.mts';
import playbooksHandler from '../../netlify/functions/playbooks.mts';
import objectionsHandler from '../../netlify/functions/objections.mts';
import researchHandler from '../../netlify/functions/research.mts';
import emailTemplatesHandler from '../../netlify/functions/email-templates.mts';
import chatHandler from '../../netlify/functions/chat.mts';
import { store, type StoreName } from '../../src/server/blobs';
import { createSession } from '../../src/server/admin-session';
import { createInquiry, listInquiries } from '../../src/server/inquiries';
import { listSubscribers, listSubscribersForAdmin, subscribe } from '../../src/server/subscribers';
import { clear, startTestBlobs } from '../helpers/blobs';
import { SITE, fakeContext } from '../helpers/requests';

/**
 * Hostile and broken input against every endpoint that accepts a body. Each endpoint is one
 * entry in ENDPOINTS; every case below runs against every entry. A rejected request must get a
 * 4xx JSON answer with a clear message, never a 500, and must leave every store as it was.
 * Text that is valid (unicode, emoji, HTML, formula-looking strings) must be accepted and stored
 * exactly as sent: making it safe is the job of the places that display or export it.
 */
type Handler = (req: Request, context: Context) => Promise<Response>;

interface Prepared {
  path: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

interface Endpoint {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  handler: Handler;
  /** A valid request (fresh for each case: it may seed the record it acts on). */
  prepare: () => Promise<Prepared>;
  /** Statuses that mean "accepted". */
  accepted: number[];
  required: string[];
  /** Free-text fields that must take any valid text and store it intact, and how to read them back. */
  text?: { fields: string[]; readBack: (response: Response) => Promise<Record<string, unknown> | undefined> };
}

const PASSWORD = 'bad-input-suite passphrase';
const validInquiry = {
  name: 'Jordan Rep',
  email: 'jordan@example.com',
  phone: '555-010-2030',
  company: 'Riverbend Hospice',
  serviceType: 'Virtual Coaching — 30 Minutes',
  message: 'Help me get into two SNFs that use a competitor.',
};

const adminCookie = async () => `spartan_admin=${(await createSession())!.cookieValue}`;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/inquiries',
    method: 'POST',
    handler: inquiriesHandler,
    prepare: async () => ({ path: '/api/inquiries', body: { ...validInquiry } }),
    accepted: [201],
    required: ['name', 'email', 'phone', 'message'],
    text: {
      fields: ['name', 'company', 'serviceType', 'message'],
      readBack: async (response) => {
        const { id } = (await response.json()) as { id: string };
        return (await listInquiries()).find((inquiry) => inquiry.id === id) as Record<string, unknown> | undefined;
      },
    },
  },
  {
    name: 'POST /api/newsletter/subscribe',
    method: 'POST',
    handler: subscribeHandler,
    prepare: async () => ({ path: '/api/newsletter/subscribe', body: { email: `rep-${crypto.randomUUID()}@example.com` } }),
    accepted: [200],
    required: ['email'],
  },
  {
    name: 'POST /api/newsletter/unsubscribe',
    method: 'POST',
    handler: unsubscribeHandler,
    prepare: async () => {
      const email = `leaving-${crypto.randomUUID()}@example.com`;
      await subscribe(email);
      const link = (await listSubscribersForAdmin(SITE)).find((subscriber) => subscriber.email === email)!.unsubscribeUrl;
      return { path: '/api/newsletter/unsubscribe', body: { token: new URL(link).searchParams.get('token')! } };
    },
    accepted: [200],
    required: ['token'],
  },
  {
    name: 'POST /api/admin/session',
    method: 'POST',
    handler: sessionHandler,
    prepare: async () => ({ path: '/api/admin/session', body: { password: PASSWORD } }),
    accepted: [200],
    required: ['password'],
  },
  {
    name: 'PATCH /api/inquiries/:id',
    method: 'PATCH',
    handler: (req) => inquiryItemHandler(req),
    prepare: async () => {
      const { id } = await createInquiry({ ...validInquiry });
      return { path: `/api/inquiries/${id}`, body: { status: 'contacted' }, headers: { cookie: await adminCookie() } };
    },
    accepted: [200],
    required: ['status'],
  },
  {
    name: 'POST /api/inquiries/:id/notes',
    method: 'POST',
    handler: (req) => inquiryNotesHandler(req),
    prepare: async () => {
      const { id } = await createInquiry({ ...validInquiry });
      return {
        path: `/api/inquiries/${id}/notes`,
        body: { text: 'Called; she wants a callback Tuesday.' },
        headers: { cookie: await adminCookie() },
      };
    },
    accepted: [201],
    required: ['text'],
    text: { fields: ['text'], readBack: async (response) => (await response.json()) as Record<string, unknown> },
  },
  {
    name: 'PUT /api/inquiries/:id/follow-up',
    method: 'PUT',
    handler: (req) => inquiryFollowUpHandler(req),
    prepare: async () => {
      const { id } = await createInquiry({ ...validInquiry });
      return { path: `/api/inquiries/${id}/follow-up`, body: { nextContactOn: '2026-12-01' }, headers: { cookie: await adminCookie() } };
    },
    accepted: [200],
    required: ['nextContactOn'],
  },
  {
    name: 'POST /api/analytics/resource-access',
    method: 'POST',
    handler: analyticsHandler,
    prepare: async () => ({ path: '/api/analytics/resource-access', body: { resourceName: 'objection-cards', timestamp: Date.now() } }),
    accepted: [202],
    required: ['resourceName', 'timestamp'],
  },
  {
    name: 'POST /api/analytics/events',
    method: 'POST',
    handler: (req) => analyticsEventsHandler(req),
    prepare: async () => ({
      path: '/api/analytics/events',
      body: { type: 'view', path: '/services', visitId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
    }),
    accepted: [202],
    required: ['type', 'path', 'visitId'],
  },
  {
    name: 'POST /api/playbooks',
    method: 'POST',
    handler: playbooksHandler,
    prepare: async () => ({ path: '/api/playbooks', body: { scenario: 'Breaking into a 120-bed SNF that uses a competitor' } }),
    accepted: [200],
    required: ['scenario'],
  },
  {
    name: 'POST /api/objections',
    method: 'POST',
    handler: objectionsHandler,
    prepare: async () => ({ path: '/api/objections', body: { objection: 'We already have a hospice provider we are happy with' } }),
    accepted: [200],
    required: ['objection'],
  },
  {
    name: 'POST /api/research',
    method: 'POST',
    handler: researchHandler,
    prepare: async () => ({ path: '/api/research', body: { query: 'How do I research SNFs in my territory?' } }),
    accepted: [200],
    required: ['query'],
  },
  {
    name: 'POST /api/email-templates',
    method: 'POST',
    handler: emailTemplatesHandler,
    prepare: async () => ({
      path: '/api/email-templates',
      body: { templateType: 'follow_up', context: 'Met the DON at Maple Grove about weekend admissions' },
    }),
    accepted: [200],
    required: ['context'],
  },
  {
    name: 'POST /api/chat',
    method: 'POST',
    handler: chatHandler,
    // conversationHistory is optional (an empty list is its valid default), so it is left out here.
    prepare: async () => ({ path: '/api/chat', body: { prompt: 'How do I prioritize my territory?' } }),
    accepted: [200],
    required: ['prompt'],
  },
];

// ---------------------------------------------------------------------------------------------

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

/** Stores whose content a rejected request must not change (login-attempt records are meant to be written). */
const DATA_STORES: StoreName[] = ['inquiries', 'lead-follow-up', 'subscribers', 'subscriber-tokens', 'events', 'analytics'];

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.SESSION_SECRET = 'bad-input-suite-session-secret-0123456789';
  await Promise.all([...DATA_STORES, 'admin' as const].map(clear));
});

/** Every key and ETag of the data stores, plus admin sessions: equal snapshots mean nothing was written. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const name of DATA_STORES) {
    const { blobs: entries } = await store(name).list();
    parts.push(
      `${name}:${entries
        .map((entry) => `${entry.key}@${entry.etag}`)
        .sort()
        .join(',')}`,
    );
  }
  const { blobs: sessions } = await store('admin').list({ prefix: 'sessions/' });
  parts.push(`sessions:${sessions.length}`);
  return parts.join('\n');
}

let ipCounter = 0;
/** Each request from its own address, so per-client limits never mask what is being tested. */
function send(
  endpoint: Endpoint,
  prepared: Prepared,
  init: { body?: BodyInit | null; headers?: Record<string, string>; method?: string } = {},
): Promise<Response> {
  const ip = `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const request = new Request(`${SITE}${prepared.path}`, {
    method: init.method ?? endpoint.method,
    headers: { 'content-type': 'application/json', origin: SITE, ...prepared.headers, ...init.headers },
    body: init.body === undefined ? JSON.stringify(prepared.body) : init.body,
    // Needed for streamed bodies.
    ...({ duplex: 'half' } as object),
  });
  return endpoint.handler(request, fakeContext(ip));
}

async function expectRejected(response: Response, statuses: number[], before: string) {
  expect(statuses).toContain(response.status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(10);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(await snapshot()).toBe(before);
}

/** A body with one key replaced (or removed with `undefined`). */
const withField = (body: Record<string, unknown>, key: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...body };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
};

const ONE_MB = 1024 * 1024;
const TEXT_SAMPLES: [string, string][] = [
  ['accents', 'Zoë Ødegård-Núñez'],
  ['emoji', 'Thanks 🙏🏽 for the 🌷 coaching 👩‍⚕️'],
  ['CJK and RTL', '临终关怀 مرحبا hospice'],
  ['HTML and script', '<script>alert("x")</script><img src=x onerror=alert(1)>'],
  ['formula', '=HYPERLINK("http://evil.example","Click")'],
  ['formula with @', '@SUM(1+1)*cmd|"/c calc"!A1'],
  ['formula with + and -', '+1-555-0102 -2+3'],
];

for (const endpoint of ENDPOINTS) {
  describe(`bad input: ${endpoint.name}`, () => {
    it('accepts its valid request (so the rejections below are about the input, not the setup)', async () => {
      const response = await send(endpoint, await endpoint.prepare());
      expect(endpoint.accepted).toContain(response.status);
    });

    it('rejects fields of the wrong type', async () => {
      const prepared = await endpoint.prepare();
      for (const key of Object.keys(prepared.body)) {
        for (const wrong of [12345, true, null, [], {}, ['a', 'b']]) {
          const before = await snapshot();
          const response = await send(endpoint, { ...prepared, body: withField(prepared.body, key, wrong) });
          await expectRejected(response, [400], before);
        }
      }
    });

    it('rejects each missing required field, and an empty object', async () => {
      const prepared = await endpoint.prepare();
      for (const key of [...endpoint.required, '*']) {
        const before = await snapshot();
        const body = key === '*' ? {} : withField(prepared.body, key, undefined);
        await expectRejected(await send(endpoint, { ...prepared, body }), [400], before);
      }
    });

    it('rejects extra fields', async () => {
      const prepared = await endpoint.prepare();
      for (const extra of [{ isAdmin: true }, { id: 'chosen-id' }, { status: 'closed', submittedAt: '2020-01-01' }]) {
        const body = { ...prepared.body, ...extra };
        if (Object.keys(extra).every((key) => key in prepared.body)) continue;
        const before = await snapshot();
        await expectRejected(await send(endpoint, { ...prepared, body }), [400], before);
      }
    });

    it('rejects 1 MB bodies, with or without a Content-Length', async () => {
      const prepared = await endpoint.prepare();
      const key = Object.keys(prepared.body)[0]!;
      const huge = JSON.stringify(withField(prepared.body, key, 'x'.repeat(ONE_MB)));
      let before = await snapshot();
      await expectRejected(await send(endpoint, prepared, { body: huge }), [413], before);

      const bytes = new TextEncoder().encode(huge);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
          controller.close();
        },
      });
      before = await snapshot();
      await expectRejected(await send(endpoint, prepared, { body: stream }), [413], before);
    });

    it('rejects invalid JSON and JSON that is not an object', async () => {
      const prepared = await endpoint.prepare();
      for (const raw of [
        '',
        '{',
        '{"a":',
        'not json',
        "{'single':'quotes'}",
        '{"a":1,}',
        '[]',
        '[{"a":1}]',
        '"text"',
        '42',
        'null',
        'true',
        '\u0000',
      ]) {
        const before = await snapshot();
        await expectRejected(await send(endpoint, prepared, { body: raw }), [400], before);
      }
    });

    it('rejects wrong or missing content types', async () => {
      const prepared = await endpoint.prepare();
      const json = JSON.stringify(prepared.body);
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'text/json',
        '',
      ]) {
        const before = await snapshot();
        await expectRejected(await send(endpoint, prepared, { body: json, headers: { 'content-type': type } }), [415], before);
      }
    });

    it('rejects prototype-pollution keys and leaves Object.prototype clean', async () => {
      const prepared = await endpoint.prepare();
      const json = JSON.stringify(prepared.body).slice(1, -1);
      const attacks = [
        `{"__proto__":{"isAdmin":true,"polluted":"yes"},${json}}`,
        `{"constructor":{"prototype":{"polluted":"yes"}},${json}}`,
        `{${json},"__proto__":null}`,
      ];
      for (const raw of attacks) {
        const before = await snapshot();
        await expectRejected(await send(endpoint, prepared, { body: raw }), [400], before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }
    });

    it('never answers 500 to odd but well-formed text in any field', async () => {
      const prepared = await endpoint.prepare();
      for (const key of Object.keys(prepared.body)) {
        for (const [, sample] of [...TEXT_SAMPLES, ['control characters', 'a\u0000b\u0007c\u202Ed'], ['long', 'y'.repeat(20_000)]]) {
          const response = await send(
            endpoint,
            await endpoint.prepare().then((fresh) => ({ ...fresh, body: withField(fresh.body, key, sample) })),
          );
          expect(response.status, `${key}=${sample.slice(0, 20)}`).toBeLessThan(500);
          expect(response.headers.get('content-type')).toContain('application/json');
        }
      }
    });

    if (endpoint.text) {
      const { fields, readBack } = endpoint.text;
      it('stores unicode, emoji, HTML and formula-looking text exactly as sent', async () => {
        for (const field of fields) {
          for (const [label, sample] of TEXT_SAMPLES) {
            const prepared = await endpoint.prepare();
            const value = field === 'message' || field === 'name' ? `${sample} — long enough` : sample;
            const response = await send(endpoint, { ...prepared, body: withField(prepared.body, field, value) });
            expect(endpoint.accepted, `${field} with ${label}`).toContain(response.status);
            expect((await readBack(response))?.[field], `${field} with ${label}`).toBe(value);
          }
        }
      });
    }
  });
}

describe('bad input: emails', () => {
  it('stores an internationalised address exactly as sent, and rejects malformed ones and anything beyond one plain mailbox without storing', async () => {
    const endpoint = ENDPOINTS.find((candidate) => candidate.name === 'POST /api/newsletter/subscribe')!;
    const prepared = await endpoint.prepare();
    expect((await send(endpoint, { ...prepared, body: { email: 'zoë.🌷@exämple.com' } })).status).toBe(200);
    expect((await listSubscribers()).map((subscriber) => subscriber.email)).toContain('zoë.🌷@exämple.com');
    for (const email of [
      'plainaddress',
      '@example.com',
      'rep@',
      'rep@example',
      'rep @example.com',
      'rep@exa mple.com',
      '<script>@x.co',
      `${'a'.repeat(250)}@example.com`,
      // One inbox under many names: a display name, brackets, lists, a comment, quotes.
      '"Verify-your-account-now" <rep@example.com>',
      'Verify your account <rep@example.com>',
      '<rep@example.com>',
      'rep@example.com, rep@example.com',
      'rep@example.com;rep@example.com',
      'rep@example.com (Verify now)',
      '"rep"@example.com',
      'rep@example.com.',
      '.rep@example.com',
      're..p@example.com',
      'rep@-example.com',
      'rep\u200b@example.com',
    ]) {
      const before = await snapshot();
      await expectRejected(await send(endpoint, { ...prepared, body: { email } }), [400], before);
    }
  });
});
