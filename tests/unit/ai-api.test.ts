import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import emailHandler from '../../netlify/functions/email-templates.mts';
import objectionsHandler from '../../netlify/functions/objections.mts';
import playbooksHandler from '../../netlify/functions/playbooks.mts';
import researchHandler from '../../netlify/functions/research.mts';
import { FALLBACK_NOTICES } from '../../src/coach/engine';
import { AI_MESSAGES } from '../../src/lib/schemas/ai';
import { usageKey, usageOn } from '../../src/server/ai-budget';
import { startFakeGemini, type FakeGemini } from '../fixtures/fake-gemini';
import { clear, startTestBlobs } from '../helpers/blobs';
import { SITE, fakeContext, jsonPost } from '../helpers/requests';
import { pinClockInsideRateWindow } from '../helpers/clock';

type Handler = (req: Request, context: ReturnType<typeof fakeContext>) => Promise<Response>;

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let fake: FakeGemini;
const savedEnv = { ...process.env };

beforeAll(async () => {
  blobs = await startTestBlobs();
  fake = await startFakeGemini();
});
afterAll(async () => {
  await fake.stop();
  await blobs.stop();
  process.env = savedEnv;
});

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  delete process.env.GEMINI_API_KEY;
  delete process.env.AI_DAILY_LIMIT;
  process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
  process.env.GEMINI_TIMEOUT_MS = '5000';
  process.env.GEMINI_RETRY_DELAY_MS = '10';
  fake.reset();
  await Promise.all([clear('usage'), clear('ratelimits')]);
});

async function post(handler: Handler, path: string, body: unknown, ip?: string) {
  const response = await handler(jsonPost(path, body, { ip }), fakeContext(ip));
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('AI endpoints with the offline coach (no GEMINI_API_KEY)', () => {
  it('POST /api/playbooks answers {playbook, engine, notices} with the engine time in Server-Timing', async () => {
    const { response, body } = await post(playbooksHandler, '/api/playbooks', {
      scenario: 'New hospital account with case managers who refer late.',
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ engine: 'offline', notices: [] });
    expect(body.playbook).toMatch(/Hospital/);
    expect(response.headers.get('server-timing')).toMatch(/^coach;dur=\d+(\.\d+)?;desc="offline"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('POST /api/objections answers {response}', async () => {
    const { response, body } = await post(objectionsHandler, '/api/objections', { objection: 'All hospices are the same.' });
    expect(response.status).toBe(200);
    expect(body.response).toMatch(/Acknowledge/);
  });

  it('POST /api/research answers {text, sources} with site pages as sources', async () => {
    const { body } = await post(researchHandler, '/api/research', { query: 'How do I tier my territory?' });
    expect(body.text).toMatch(/Tiering your territory/);
    expect(body.sources).toContainEqual({ uri: '/resources/territory-template', title: 'Territory Template' });
  });

  it('POST /api/email-templates defaults to a follow-up and omits blank optional fields', async () => {
    const { response, body } = await post(emailHandler, '/api/email-templates', {
      recipientName: '  ',
      context: 'Visited the DON at Oakwood Manor about weekend admissions.',
      customization: '',
    });
    expect(response.status).toBe(200);
    expect(body.template).toMatch(/^Subject: Following up/);
    expect(body.template).toMatch(/\nHello,\n/);
  });

  it('tells the visitor when patient identifiers were removed', async () => {
    const { body } = await post(playbooksHandler, '/api/playbooks', { scenario: 'Patient Mary Jones, DOB 3/4/1938, at Oakwood SNF.' });
    expect(body.playbook).not.toContain('Mary Jones');
    expect((body.notices as string[])[0]).toMatch(/^For patient privacy, we removed what looked like a patient name and a date of birth/);
  });

  const invalid: [string, Handler, string, Record<string, unknown>, string][] = [
    ['a short scenario', playbooksHandler, '/api/playbooks', { scenario: 'SNF help' }, AI_MESSAGES.scenario],
    ['a missing scenario', playbooksHandler, '/api/playbooks', {}, AI_MESSAGES.scenario],
    ['a scenario that is not text', playbooksHandler, '/api/playbooks', { scenario: 42 }, AI_MESSAGES.scenario],
    [
      'a scenario over the cap',
      playbooksHandler,
      '/api/playbooks',
      { scenario: 'x'.repeat(2001) },
      'Scenario must be at most 2000 characters',
    ],
    ['unknown fields', playbooksHandler, '/api/playbooks', { scenario: 'A valid scenario here', admin: true }, 'Unrecognized key: "admin"'],
    ['an empty objection', objectionsHandler, '/api/objections', { objection: ' ' }, AI_MESSAGES.objection],
    ['a short query', researchHandler, '/api/research', { query: 'SNF' }, AI_MESSAGES.query],
    ['a short context', emailHandler, '/api/email-templates', { context: 'Met DON' }, AI_MESSAGES.context],
    [
      'an unknown template type',
      emailHandler,
      '/api/email-templates',
      { templateType: 'cold_call', context: 'Met the DON at Oakwood Manor.' },
      AI_MESSAGES.templateType,
    ],
  ];
  for (const [label, handler, path, payload, message] of invalid) {
    it(`rejects ${label} with 400 and the shared message`, async () => {
      const { response, body } = await post(handler, path, payload);
      expect(response.status).toBe(400);
      expect(body.error).toBe(message);
    });
  }

  it('answers 405, 415 and 403 from the guard chain', async () => {
    expect((await playbooksHandler(new Request(`${SITE}/api/playbooks`), fakeContext())).status).toBe(405);
    expect(
      (await playbooksHandler(jsonPost('/api/playbooks', '{}', { headers: { 'content-type': 'text/plain' } }), fakeContext())).status,
    ).toBe(415);
    expect(
      (
        await playbooksHandler(
          jsonPost('/api/playbooks', { scenario: 'A valid scenario here' }, { headers: { origin: 'https://evil.example' } }),
          fakeContext(),
        )
      ).status,
    ).toBe(403);
  });

  it('rate limits each client per endpoint with 429', async () => {
    process.env.RATE_LIMIT_SCALE = '1';
    const restoreClock = pinClockInsideRateWindow();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await post(researchHandler, '/api/research', { query: 'territory tiers' }, '198.51.100.9')).response.status);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another client is not affected.
      expect((await post(researchHandler, '/api/research', { query: 'territory tiers' }, '198.51.100.10')).response.status).toBe(200);
    } finally {
      restoreClock();
    }
  });
});

describe('AI endpoints with Gemini (fake server) and the daily budget', () => {
  beforeEach(() => {
    process.env.GEMINI_API_KEY = 'test-key';
  });

  it('answers with Gemini and counts the call in the usage store, per UTC day', async () => {
    fake.script({ kind: 'text', text: '**Acknowledge:** “Fair point.”' });
    const { body } = await post(objectionsHandler, '/api/objections', { objection: 'We already have a hospice.' });
    expect(body).toMatchObject({ engine: 'gemini', response: '**Acknowledge:** “Fair point.”', notices: [] });
    expect(await usageOn(new Date())).toBe(1);
    expect(usageKey(new Date('2026-11-21T23:59:59Z'))).toBe('gemini/2026-11-21');
  });

  it('switches to the offline coach once AI_DAILY_LIMIT calls have been made today', async () => {
    process.env.AI_DAILY_LIMIT = '2';
    const engines: unknown[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 3; i++) {
      last = (await post(playbooksHandler, '/api/playbooks', { scenario: 'New SNF account that uses another hospice.' })).body;
      engines.push(last.engine);
    }
    expect(engines).toEqual(['gemini', 'gemini', 'offline']);
    expect(fake.requests).toHaveLength(2);
    expect(await usageOn(new Date())).toBe(2);
    expect(last.notices).toEqual([FALLBACK_NOTICES.budget]);
  });

  it('answers offline, not 500, when Gemini fails', async () => {
    fake.script({ kind: 'error', status: 500 });
    const { response, body } = await post(emailHandler, '/api/email-templates', {
      templateType: 'thank_you',
      recipientName: 'Dr. Patel',
      context: 'Dr. Patel referred a patient yesterday.',
    });
    expect(response.status).toBe(200);
    expect(body.engine).toBe('offline');
    expect(body.template).toMatch(/Dear Dr\. Patel,/);
    expect(response.headers.get('server-timing')).toMatch(/desc="offline"/);
  });
});
