import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sessionHandler from '../../netlify/functions/admin-session.mts';
import inquiriesHandler from '../../netlify/functions/inquiries.mts';
import subscribeHandler from '../../netlify/functions/newsletter-subscribe.mts';
import objectionsHandler from '../../netlify/functions/objections.mts';
import { dailyBudget, usageOn } from '../../src/server/ai-budget';
import { store } from '../../src/server/blobs';
import { runCleanup } from '../../src/server/cleanup';
import { createSession } from '../../src/server/admin-session';
import { listInquiries } from '../../src/server/inquiries';
import { beginLoginAttempt, LOGIN_WINDOW_MS } from '../../src/server/login-attempts';
import { takeRateLimit } from '../../src/server/rate-limit';
import { listSubscribers } from '../../src/server/subscribers';
import { startFakeGemini, type FakeGemini } from '../fixtures/fake-gemini';
import { clear, startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost } from '../helpers/requests';
import { pinClockInsideRateWindow } from '../helpers/clock';

/**
 * Bursts of concurrent requests against a real local Blobs server, counted: the AI budget, the
 * rate limits and the login limit must hold however many requests race, and the daily
 * cleanup must keep the stores bounded under a flood from many addresses.
 */
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
  process.env.RATE_LIMIT_SCALE = '1';
  process.env.ADMIN_PASSWORD = 'counters suite passphrase';
  process.env.SESSION_SECRET = 'counters-suite-session-secret-0123456789';
  delete process.env.GEMINI_API_KEY;
  delete process.env.AI_DAILY_LIMIT;
  fake.reset();
  await Promise.all((['usage', 'ratelimits', 'admin', 'inquiries', 'subscribers', 'subscriber-tokens'] as const).map(clear));
});

const burst = <T>(count: number, task: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => task(i)));

describe('the AI daily budget under a burst', () => {
  const RUNS = 20;
  const REQUESTS = 200;
  const LIMIT = 15;
  const SPENT_BEFORE = 5;

  it(`${REQUESTS} concurrent requests with ${LIMIT - SPENT_BEFORE} calls left make exactly that many model calls, ${RUNS} runs in a row; the rest get the offline coach`, async () => {
    process.env.GEMINI_API_KEY = 'test-key';
    process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
    process.env.GEMINI_RETRY_DELAY_MS = '10';
    process.env.RATE_LIMIT_SCALE = '0';
    process.env.AI_DAILY_LIMIT = String(LIMIT);
    const outcomes: { run: number; modelCalls: number; geminiAnswers: number; slots: number; failed: number; takeAfter: boolean }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      await clear('usage');
      fake.reset();
      const budget = dailyBudget(LIMIT);
      for (let i = 0; i < SPENT_BEFORE; i++) expect(await budget.take()).toBe(true);

      const answers = await burst(REQUESTS, async (i) => {
        const ip = `198.51.${100 + (i % 50)}.${i}`;
        const response = await objectionsHandler(
          jsonPost('/api/objections', { objection: `We already have a hospice (${run}.${i})` }, { ip }),
          fakeContext(ip),
        );
        return { status: response.status, engine: ((await response.json()) as { engine: string }).engine };
      });
      outcomes.push({
        run,
        modelCalls: fake.requests.length,
        geminiAnswers: answers.filter(({ engine }) => engine === 'gemini').length,
        slots: (await usageOn(new Date())) - SPENT_BEFORE,
        failed: answers.filter(({ status }) => status !== 200).length,
        // Spent: the budget now fails closed.
        takeAfter: await budget.take(),
      });
    }
    // Every run: no request failed, no model call beyond the slots left, every slot a call made
    // (none lost, none counted twice), and the calls left were all used (none starved by the burst).
    const left = LIMIT - SPENT_BEFORE;
    const wrong = outcomes.filter(
      (o) => o.failed > 0 || o.modelCalls !== left || o.geminiAnswers !== left || o.slots !== left || o.takeAfter,
    );
    expect(wrong).toEqual([]);
  }, 600_000);

  it('N concurrent takes with room for all consume exactly N slots', async () => {
    const budget = dailyBudget(100);
    const taken = await burst(40, () => budget.take());
    expect(taken.every(Boolean)).toBe(true);
    expect(await usageOn(new Date())).toBe(40);
  });
});

describe('rate limits under a burst from one address', () => {
  // A burst that straddles a fixed window boundary may legitimately pass twice the limit.
  let restoreClock: () => void;
  beforeEach(() => {
    restoreClock = pinClockInsideRateWindow();
  });
  afterEach(() => restoreClock());

  it('50 concurrent inquiries from one address: at most 5 accepted, the rest 429, nothing else stored', async () => {
    const valid = {
      name: 'Jordan Rep',
      email: 'jordan@example.com',
      phone: '555-010-2030',
      message: 'Please call me about SNF coaching for my team.',
    };
    const statuses = await burst(
      50,
      async () => (await inquiriesHandler(jsonPost('/api/inquiries', valid, { ip: '198.51.100.77' }), fakeContext('198.51.100.77'))).status,
    );
    const accepted = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(5);
    expect(await listInquiries()).toHaveLength(accepted);
  });

  it('30 concurrent subscribes from one address: at most 10 get through', async () => {
    const statuses = await burst(
      30,
      async (i) =>
        (
          await subscribeHandler(
            jsonPost('/api/newsletter/subscribe', { email: `rep${i}@example.com` }, { ip: '198.51.100.78' }),
            fakeContext('198.51.100.78'),
          )
        ).status,
    );
    const accepted = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(await listSubscribers()).toHaveLength(accepted);
  });

  it('60 concurrent takes of one rule from one address: at most the limit pass, and a refused take leaves no record', async () => {
    const rule = { bucket: 'burst', limit: 7, windowSeconds: 60 };
    const now = Date.UTC(2026, 10, 22, 10, 0, 5);
    const results = await burst(60, () => takeRateLimit(rule, '203.0.113.50', now));
    const passed = results.filter((result) => result === null).length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(7);
    const { blobs: records } = await store('ratelimits').list({ prefix: 'burst/' });
    expect(records.length).toBe(passed);
  });
});

describe('the login limit under a burst', () => {
  it('60 concurrent wrong guesses from one address: at most 5 reach the passphrase check', async () => {
    const statuses = await burst(
      60,
      async (i) =>
        (
          await sessionHandler(
            jsonPost('/api/admin/session', { password: `guess number ${i}` }, { ip: '198.51.100.90' }),
            fakeContext('198.51.100.90'),
          )
        ).status,
    );
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  });
});

describe('the daily cleanup', () => {
  it('keeps the stores bounded under a flood from many addresses: everything past its window is deleted, current records stay', async () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 5);
    const rule = { bucket: 'flood', limit: 3, windowSeconds: 60 };
    // 80 addresses, 4 requests each (one over the limit), plus one failed login each for 15 of them.
    await burst(80, async (i) => {
      for (let n = 0; n < 4; n++) await takeRateLimit(rule, `flood-${i}`, now);
    });
    await burst(15, async (i) => beginLoginAttempt(`flood-${i}`, now));
    const fresh = await createSession(now);
    await createSession(now - 9 * 60 * 60 * 1000);
    const budget = dailyBudget(10, () => new Date(now - 3 * 24 * 60 * 60 * 1000));
    await budget.take();
    const count = async (name: 'ratelimits' | 'admin' | 'usage', prefix = '') =>
      (await store(name).list(prefix ? { prefix } : {})).blobs.length;
    expect(await count('ratelimits')).toBe(80 * 3);
    expect(await count('admin', 'login-attempts/')).toBe(15);

    // While the window is open, nothing current is touched.
    const early = await runCleanup(now + 1000);
    expect(early.rateLimits).toBe(0);
    expect(early.loginAttempts).toBe(0);
    expect(early.sessions).toBe(1);
    // A day of AI budget slots from three days ago is no one's anymore.
    expect(early.usage).toBe(1);
    expect(await count('ratelimits')).toBe(240);

    const report = await runCleanup(now + LOGIN_WINDOW_MS + 1000);
    expect(report).toEqual({ rateLimits: 240, loginAttempts: 15, sessions: 0, tombstones: 0, usage: 0 });
    expect(await count('ratelimits')).toBe(0);
    expect(await count('admin', 'login-attempts/')).toBe(0);
    expect(await count('usage')).toBe(0);
    // The live session survives.
    expect(await count('admin', 'sessions/')).toBe(1);
    expect(fresh).not.toBeNull();
  }, 120_000);
});
