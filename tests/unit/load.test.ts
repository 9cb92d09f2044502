import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../../scripts/lib/site-server.ts';
import type { AdminSubscriber } from '../../src/lib/schemas/admin';
import type { Inquiry } from '../../src/lib/schemas/inquiry';
import { mapLimited, store } from '../../src/server/blobs';
import { subscriberKey } from '../../src/server/subscribers';

/**
 * Reliability proof against the real local server (the same one `npm start` and the e2e tests
 * use: @netlify/dev functions + its Blobs server), over real HTTP with real concurrency. The
 * project's local store is shared with `npm start`, so every record carries this run's marker,
 * counts only look at marked records, and the records are removed afterwards.
 */
const RUN = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'load-test-passphrase';
const LONG = 240_000;

let server: SiteServer;
let cookie = '';

beforeAll(async () => {
  // The functions run in this process's workers and read process.env when invoked.
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.SESSION_SECRET = 'load-test-session-secret-0123456789abcdef';
  process.env.ALLOW_LOCAL_ADMIN = '1';
  server = await startSiteServer({ port: 0, quiet: true });
  const login = await fetch(`${server.url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, LONG);

/** What this run created, removed afterwards so the developer's local store is left as it was. */
const createdInquiryIds = new Set<string>();
const createdSubscriberIds = new Set<string>();

afterAll(async () => {
  // The server set this process's Blobs context, so the store can be cleaned directly, by key.
  await inFlight([...createdInquiryIds], 20, (id) => store('inquiries').delete(id));
  await inFlight([...createdSubscriberIds], 5, (id) =>
    fetch(`${server.url}/api/newsletter/subscribers/${id}`, { method: 'DELETE', headers: { cookie } }),
  );
  // The local Blobs server's onlyIfNew is not atomic, so racing subscribes can each leave a token index entry.
  const tokens = store('subscriber-tokens');
  const ours = subscriberKey(`${RUN}@example.com`);
  const { blobs: entries } = await tokens.list();
  await inFlight(entries, 20, async ({ key }) => {
    const entry = (await tokens.get(key, { type: 'json' })) as { subscriberKey?: string } | null;
    if (entry?.subscriberKey === ours) await tokens.delete(key);
  });
  await server?.close();
}, LONG);

const inFlight = mapLimited;

const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

async function adminList<T>(path: string): Promise<T[]> {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as T[];
}

const inquiry = (message: string) => ({
  name: 'Load Test Rep',
  email: 'load@example.com',
  phone: '555-010-2030',
  serviceType: 'Sales Leadership Intensive',
  message,
});

describe('load against the real local server', () => {
  it(
    '500 inquiries, 50 in flight: all 500 stored exactly once',
    async () => {
      const marker = `${RUN}-inquiries`;
      const numbers = Array.from({ length: 500 }, (_, i) => i);
      const responses = await inFlight(numbers, 50, async (i) => {
        const response = await post('/api/inquiries', JSON.stringify(inquiry(`${marker} #${i} please call about SNF coaching`)));
        const { id } = (await response.json()) as { id?: string };
        if (id) createdInquiryIds.add(id);
        return { status: response.status, id };
      });
      expect(responses.filter((r) => r.status !== 201)).toEqual([]);
      const acceptedIds = new Set(responses.map((r) => r.id));
      expect(acceptedIds.size).toBe(500);

      const stored = (await adminList<Inquiry>('/api/inquiries')).filter((record) => record.message.startsWith(`${marker} #`));
      expect(stored).toHaveLength(500);
      expect(new Set(stored.map((record) => record.id))).toEqual(acceptedIds);
      const storedNumbers = new Set(stored.map((record) => Number(/#(\d+) /.exec(record.message)?.[1])));
      expect(storedNumbers).toEqual(new Set(numbers));
    },
    LONG,
  );

  it(
    '100 concurrent subscribes of one address leave one record',
    async () => {
      const email = `${RUN}@example.com`;
      const statuses = await Promise.all(
        Array.from({ length: 100 }, async () => (await post('/api/newsletter/subscribe', JSON.stringify({ email }))).status),
      );
      expect(statuses).toEqual(Array(100).fill(200));
      const stored = (await adminList<AdminSubscriber>('/api/newsletter/subscribers')).filter((subscriber) => subscriber.email === email);
      for (const subscriber of stored) createdSubscriberIds.add(subscriber.id);
      expect(stored).toHaveLength(1);
    },
    LONG,
  );

  it(
    'a burst of mixed valid and invalid bodies: valid ones stored, invalid ones 4xx, never a 500',
    async () => {
      const marker = `${RUN}-burst`;
      const valid = Array.from({ length: 30 }, (_, i) => ({
        expect: 201,
        body: JSON.stringify(inquiry(`${marker} valid #${i} about hospital liaisons`)),
        type: 'application/json',
      }));
      const invalidBodies: [number, string, string?][] = [
        [400, '{"name":'],
        [400, 'not json at all'],
        [400, '[]'],
        [400, JSON.stringify({ ...inquiry(`${marker} invalid`), name: 'J' })],
        [400, JSON.stringify({ ...inquiry(`${marker} invalid`), email: 'nope' })],
        [400, JSON.stringify({ ...inquiry(`${marker} invalid`), phone: 5550102030 })],
        [400, JSON.stringify({ ...inquiry(`${marker} invalid`), isAdmin: true })],
        [400, `{"__proto__":{"polluted":true},${JSON.stringify(inquiry(`${marker} invalid`)).slice(1)}`],
        [413, JSON.stringify(inquiry(`${marker} invalid ${'x'.repeat(40 * 1024)}`))],
        [415, JSON.stringify(inquiry(`${marker} invalid`)), 'text/plain'],
      ];
      const invalid = Array.from({ length: 30 }, (_, i) => {
        const [status, body, type] = invalidBodies[i % invalidBodies.length]!;
        return { expect: status, body, type: type ?? 'application/json' };
      });
      // Interleaved, all at once.
      const burst = valid.flatMap((request, i) => [request, invalid[i]!]);
      const results = await Promise.all(
        burst.map(async (request) => {
          const response = await post('/api/inquiries', request.body, request.type);
          const { id } = (await response
            .clone()
            .json()
            .catch(() => ({}))) as { id?: string };
          if (id) createdInquiryIds.add(id);
          return { expected: request.expect, status: response.status, type: response.headers.get('content-type') ?? '' };
        }),
      );
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(results.filter((r) => r.status !== r.expected)).toEqual([]);
      expect(results.every((r) => r.type.includes('application/json'))).toBe(true);

      const stored = (await adminList<Inquiry>('/api/inquiries')).filter((record) => record.message.includes(marker));
      expect(stored).toHaveLength(30);
      expect(stored.every((record) => record.message.includes(' valid #'))).toBe(true);
    },
    LONG,
  );
});
