import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/practice-score.mts';
import { PRACTICE_CHECKS } from '../../src/lib/practice/checks';
import { startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost } from '../helpers/requests';
import { startFakeGemini, type FakeGemini } from '../fixtures/fake-gemini';

/** POST /api/practice-score against the real @google/genai SDK pointed at a fake Gemini, and offline. */
let fake: FakeGemini;
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
const savedEnv = { ...process.env };
beforeAll(async () => {
  fake = await startFakeGemini();
  blobs = await startTestBlobs();
});
afterAll(async () => {
  process.env = savedEnv;
  await fake.stop();
  await blobs.stop();
});
beforeEach(() => {
  fake.reset();
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
  process.env.GEMINI_TIMEOUT_MS = '2000';
  delete process.env.GEMINI_API_KEY;
});

const QUESTION = 'Which of your heart failure patients come back within thirty days?';
const session = {
  persona: 'hospitalist',
  difficulty: 'hard',
  transcript: [
    { role: 'persona', text: 'Two minutes.' },
    { role: 'rep', text: `${QUESTION} I saw Mr. John Smith in room 412 yesterday.` },
  ],
};
type Body = { engine: string; scorecard: { checks: { id: string; pass: boolean; evidence?: string; scoredBy: string }[] } };

async function score(body: unknown) {
  const response = await handler(jsonPost('/api/practice-score', body), fakeContext());
  return { status: response.status, body: (await response.json()) as Body };
}

describe('POST /api/practice-score', () => {
  it('scores offline without a key', async () => {
    const { status, body } = await score(session);
    expect(status).toBe(200);
    expect(body.engine).toBe('offline');
    expect(body.scorecard.checks.find((c) => c.id === 'discovery-open')).toMatchObject({ pass: true, evidence: QUESTION });
    expect(fake.requests).toHaveLength(0);
  });

  it('asks Gemini for structured checks at temperature 0, keeps only quotes the rep said, and never sends patient details', async () => {
    process.env.GEMINI_API_KEY = 'test-key';
    const checks = PRACTICE_CHECKS.map((check) => ({
      id: check.id,
      pass: true,
      quote: check.id === 'discovery-open' ? QUESTION : 'We will guarantee a bed today',
      wouldPass: 'Say it plainly.',
    }));
    fake.script({ kind: 'text', text: JSON.stringify({ checks }) });
    const { body } = await score(session);
    expect(body.engine).toBe('gemini');
    const sent = fake.requests[0]!.body as unknown as { generationConfig: Record<string, unknown>; contents: unknown };
    expect(sent.generationConfig.temperature).toBe(0);
    expect(sent.generationConfig.responseMimeType).toBe('application/json');
    expect(sent.generationConfig.responseJsonSchema).toBeTruthy();
    expect(JSON.stringify(sent.contents)).not.toMatch(/John Smith|412/);
    expect(body.scorecard.checks.find((c) => c.id === 'discovery-open')).toMatchObject({ pass: true, scoredBy: 'gemini' });
    // Made-up quotes are not the rep's words: those checks are scored offline.
    expect(body.scorecard.checks.find((c) => c.id === 'commitment-ask')).toMatchObject({ pass: false, scoredBy: 'offline' });
  });

  it('falls back to the offline score when Gemini fails, and answers bad input with 400', async () => {
    process.env.GEMINI_API_KEY = 'test-key';
    fake.script({ kind: 'malformed' });
    expect((await score(session)).body.engine).toBe('offline');
    for (const bad of [
      { ...session, persona: 'ceo' },
      { ...session, transcript: [] },
      { ...session, extra: 1 },
    ]) {
      expect((await score(bad)).status).toBe(400);
    }
  });
});
