import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import handler from '../../netlify/functions/analytics-resource-access.mts';
import resources from '../../src/content/resources.json';
import { RESOURCE_NAMES, TIMESTAMP_MAX_AGE_MS, TIMESTAMP_MAX_AHEAD_MS, type ResourceAccessEvent } from '../../src/lib/schemas/analytics';
import { store } from '../../src/server/blobs';
import { countResourceAccess } from '../../src/server/resource-events';
import { clear, startTestBlobs } from '../helpers/blobs';
import { SITE, fakeContext, jsonPost } from '../helpers/requests';

const PATH = '/api/analytics/resource-access';
const NOW = Date.parse('2026-11-21T15:00:00.000Z');

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

async function storedEvents(): Promise<{ key: string; value: ResourceAccessEvent }[]> {
  const events = store('events');
  const { blobs: entries } = await events.list();
  return Promise.all(entries.map(async ({ key }) => ({ key, value: (await events.get(key, { type: 'json' })) as ResourceAccessEvent })));
}

beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  // Only Date is faked: the Blobs client's timers and sockets keep running normally.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await Promise.all([clear('events'), clear('ratelimits')]);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resource names', () => {
  it('are the four resource cards from resources.json plus the weekly plan', () => {
    expect([...RESOURCE_NAMES].sort()).toEqual([...resources.map((r) => r.resourceName), 'weekly-plan'].sort());
    expect(RESOURCE_NAMES).toHaveLength(5);
  });
});

describe('POST /api/analytics/resource-access', () => {
  it('stores one event under `${resourceName}/${uuidv7}` and answers 202 {ok: true}', async () => {
    const response = await handler(jsonPost(PATH, { resourceName: 'objection-cards', timestamp: NOW - 1500 }), fakeContext());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });

    const events = await storedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toMatch(/^objection-cards\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(events[0]!.value).toEqual({ resourceName: 'objection-cards', timestamp: NOW - 1500, receivedAt: new Date(NOW).toISOString() });
  });

  it('accepts every known resource and keeps every click as its own event', async () => {
    for (const resourceName of [...RESOURCE_NAMES, 'weekly-plan', 'weekly-plan']) {
      expect((await handler(jsonPost(PATH, { resourceName, timestamp: NOW }), fakeContext())).status).toBe(202);
    }
    const counts = await countResourceAccess(RESOURCE_NAMES);
    expect(counts).toEqual({
      'weekly-plan': 3,
      'quick-start-guide': 1,
      'objection-cards': 1,
      'territory-template': 1,
      'metrics-dashboard': 1,
    });
  });

  it('accepts timestamps at the edges of the window: a day old and five minutes ahead', async () => {
    for (const timestamp of [NOW - TIMESTAMP_MAX_AGE_MS, NOW + TIMESTAMP_MAX_AHEAD_MS]) {
      expect((await handler(jsonPost(PATH, { resourceName: 'weekly-plan', timestamp }), fakeContext())).status).toBe(202);
    }
    expect(await storedEvents()).toHaveLength(2);
  });

  it('counts twenty concurrent clicks exactly once each', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => handler(jsonPost(PATH, { resourceName: 'territory-template', timestamp: NOW }), fakeContext())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(await countResourceAccess(['territory-template'])).toEqual({ 'territory-template': 20 });
  });

  const invalid: [string, unknown, string][] = [
    ['an unknown resource name', { resourceName: 'secret-sheet', timestamp: NOW }, 'Unknown resource'],
    ['a resource path instead of a name', { resourceName: '/resources/objection-cards', timestamp: NOW }, 'Unknown resource'],
    ['a missing resource name', { timestamp: NOW }, 'Unknown resource'],
    ['a missing timestamp', { resourceName: 'weekly-plan' }, 'Timestamp must be the time of the click in milliseconds'],
    [
      'a timestamp as a string',
      { resourceName: 'weekly-plan', timestamp: String(NOW) },
      'Timestamp must be the time of the click in milliseconds',
    ],
    [
      'a fractional timestamp',
      { resourceName: 'weekly-plan', timestamp: NOW + 0.5 },
      'Timestamp must be the time of the click in milliseconds',
    ],
    [
      'a timestamp in seconds',
      { resourceName: 'weekly-plan', timestamp: Math.floor(NOW / 1000) },
      'Timestamp must be the time of the click in milliseconds',
    ],
    [
      'a timestamp over a day old',
      { resourceName: 'weekly-plan', timestamp: NOW - TIMESTAMP_MAX_AGE_MS - 1 },
      'Timestamp must be the time of the click in milliseconds',
    ],
    [
      'a timestamp over five minutes ahead',
      { resourceName: 'weekly-plan', timestamp: NOW + TIMESTAMP_MAX_AHEAD_MS + 1 },
      'Timestamp must be the time of the click in milliseconds',
    ],
    ['an extra field', { resourceName: 'weekly-plan', timestamp: NOW, email: 'rep@example.com' }, 'Unrecognized key: "email"'],
  ];
  for (const [label, body, message] of invalid) {
    it(`rejects ${label} with 400 and stores nothing`, async () => {
      const response = await handler(jsonPost(PATH, body), fakeContext());
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { error: string }).error).toBe(message);
      expect(await storedEvents()).toEqual([]);
    });
  }

  it('rejects the wrong method, content type, oversize and malformed bodies and foreign origins, storing nothing', async () => {
    const valid = { resourceName: 'weekly-plan', timestamp: NOW };
    const cases: [string, Request, number][] = [
      ['GET', new Request(`${SITE}${PATH}`), 405],
      ['PUT', new Request(`${SITE}${PATH}`, { method: 'PUT', body: JSON.stringify(valid) }), 405],
      ['text/plain', jsonPost(PATH, JSON.stringify(valid), { headers: { 'content-type': 'text/plain' } }), 415],
      ['no content type', new Request(`${SITE}${PATH}`, { method: 'POST', body: JSON.stringify(valid) }), 415],
      ['over 1 KB', jsonPost(PATH, { ...valid, padding: 'x'.repeat(2048) }), 413],
      ['broken JSON', jsonPost(PATH, '{"resourceName":'), 400],
      ['a JSON array', jsonPost(PATH, [valid]), 400],
      ['another site', jsonPost(PATH, valid, { headers: { origin: 'https://evil.example' } }), 403],
    ];
    for (const [label, request, status] of cases) {
      const response = await handler(request, fakeContext());
      expect(response.status, label).toBe(status);
      expect(response.headers.get('content-type'), label).toContain('application/json');
    }
    expect(await storedEvents()).toEqual([]);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await handler(
      jsonPost(PATH, { resourceName: 'weekly-plan', timestamp: NOW, website: 'http://spam.example' }),
      fakeContext(),
    );
    expect(response.ok).toBe(true);
    expect(await storedEvents()).toEqual([]);
  });

  it('limits each client to 60 events a minute', async () => {
    process.env.RATE_LIMIT_SCALE = '1';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (
          await handler(
            jsonPost(PATH, { resourceName: 'weekly-plan', timestamp: NOW }, { ip: '198.51.100.20' }),
            fakeContext('198.51.100.20'),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(202));
    expect(statuses[60]).toBe(429);
    expect(await storedEvents()).toHaveLength(60);
    // Another client is not affected.
    expect(
      (
        await handler(
          jsonPost(PATH, { resourceName: 'weekly-plan', timestamp: NOW }, { ip: '198.51.100.21' }),
          fakeContext('198.51.100.21'),
        )
      ).status,
    ).toBe(202);
  });
});
