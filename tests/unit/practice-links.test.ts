import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import createHandler from '../../netlify/functions/practice-links.mts';
import openHandler from '../../netlify/functions/practice-links-open.mts';
import { CHECK_IDS } from '../../src/lib/practice/checks';
import { LINK_MESSAGES } from '../../src/lib/schemas/practice-links';
import { openLink, signLink } from '../../src/server/practice-links';
import { startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost } from '../helpers/requests';

/** Signed practice links: assignment and scorecard round trips, tampering, expiry, bad input. */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
const savedEnv = { ...process.env };
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(async () => {
  process.env = savedEnv;
  await blobs.stop();
});
beforeEach(() => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.SESSION_SECRET = 'unit-test-session-secret-long-enough-0123456789';
  delete process.env.PRACTICE_LINK_SECRET;
});

const assignment = { persona: 'case-manager', difficulty: 'hard', repName: 'Sam', due: '2026-12-01' };
const scorecard = (evidence: string) => ({
  persona: 'snf-don',
  difficulty: 'medium',
  repName: 'Sam',
  score: 83,
  passed: true,
  completedAt: '2026-11-24T13:00:00.000Z',
  checks: CHECK_IDS.map((id) => ({ id, pass: true, evidence, wouldPass: 'Ask about her floor.' })),
  transcript: [
    { role: 'persona', text: 'We already use a hospice.' },
    { role: 'rep', text: evidence },
  ],
});

async function create(body: unknown) {
  const response = await createHandler(jsonPost('/api/practice-links', body), fakeContext());
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function open(token: string) {
  const response = await openHandler(jsonPost('/api/practice-links/open', { token }), fakeContext());
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('practice links', () => {
  it('signs an assignment that opens as it was made', async () => {
    const made = await create({ kind: 'assignment', assignment });
    expect(made.status).toBe(201);
    const opened = await open(made.body.token as string);
    expect(opened).toMatchObject({ status: 200, body: { kind: 'assignment', assignment } });
  });

  it('signs a scorecard with patient identifiers removed from quotes and transcript', async () => {
    const made = await create({
      kind: 'scorecard',
      scorecard: scorecard('Mrs. Jones in room 214 declined on Saturday; what happens then?'),
    });
    expect(made.status).toBe(201);
    expect(String(made.body.notices)).toMatch(/patient privacy/);
    const opened = await open(made.body.token as string);
    const text = JSON.stringify(opened.body);
    expect(opened.status).toBe(200);
    expect(text).not.toMatch(/Jones|214/);
    expect(text).toContain('declined on Saturday');
  });

  it('refuses a changed token with a clear message, and an expired one with 410', async () => {
    const { token } = (await create({ kind: 'assignment', assignment })).body as { token: string };
    const [body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), d: { ...assignment, difficulty: 'easy' } }),
    ).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${body}.${signature!.slice(0, -2)}xx`, `${body}`, `${token}.extra`]) {
      expect(await open(bad)).toEqual({ status: 400, body: { error: LINK_MESSAGES.tampered } });
    }
    const secret = process.env.SESSION_SECRET!;
    const old = signLink(secret, { kind: 'assignment', data: assignment }, 1, Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect(await open(old.token)).toEqual({ status: 410, body: { error: LINK_MESSAGES.expired } });
    expect(openLink('another-secret-that-is-long-enough-0123456789', token).ok).toBe(false);
  });

  it('answers bad input with 4xx JSON and signs nothing', async () => {
    const cases: unknown[] = [
      { kind: 'assignment', assignment: { ...assignment, persona: 'ceo' } },
      { kind: 'assignment', assignment: { ...assignment, repName: '' } },
      { kind: 'assignment', assignment: { ...assignment, due: 'next week' } },
      { kind: 'assignment', assignment, days: 365 },
      { kind: 'scorecard', scorecard: { ...scorecard('x'), checks: [] } },
      { kind: 'nonsense' },
    ];
    for (const body of cases) {
      const made = await create(body);
      expect(made.status, JSON.stringify(body)).toBe(400);
      expect(made.body.token).toBeUndefined();
      expect(typeof made.body.error).toBe('string');
    }
    expect((await open('')).status).toBe(400);
    delete process.env.SESSION_SECRET;
    expect((await create({ kind: 'assignment', assignment })).status).toBe(503);
  });
});
