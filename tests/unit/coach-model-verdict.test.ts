import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCoach, startCoachStream, type EngineDeps } from '../../src/coach/engine';
import { splitVerdict, type ComplianceVerdicts } from '../../src/coach/guard/model-verdict';
import { coachDeps } from '../../src/server/coach';
import { startFakeGemini, type FakeGemini } from '../fixtures/fake-gemini';

/**
 * The keyed second opinion on compliance: the real SDK against the fake Gemini server, which
 * scripts the model's verdict line. Refused when either check flags; both verdicts reported
 * without request text; the verdict line never reaches the rep.
 */
let fake: FakeGemini;
const savedEnv = { ...process.env };
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(async () => {
  await fake.stop();
  process.env = savedEnv;
});
beforeEach(() => {
  fake.reset();
  process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
  process.env.GEMINI_API_KEY = 'test-key';
  process.env.GEMINI_TIMEOUT_MS = '5000';
  process.env.GEMINI_DEADLINE_MS = '12000';
  process.env.GEMINI_RETRY_DELAY_MS = '20';
});

function deps(logged: ComplianceVerdicts[]): EngineDeps {
  return { ...coachDeps(), budget: undefined, onGeminiError: () => {}, onComplianceVerdicts: (v) => logged.push(v) };
}

const REFUSE_LINE =
  'VERDICT {"refuse": true, "concept": "referral-inducement", "reason": "Paying for a referral source\'s conference travel."}\n\n';
const PASS_LINE = 'VERDICT {"refuse": false, "concept": "none", "reason": ""}\n\n';
// Phrased so the offline gate (rules and learned screen) passes it: only the model's verdict can refuse
// it. (A screen trained on more batches refused the phrasing used here before, "a little appreciation
// would go a long way"; this one stays a matter for the model with any of them.)
const subtle = {
  kind: 'research',
  query: 'Dr. Lee mentioned his group likes to feel valued by the hospices they work with. Ideas?',
} as const;

describe('model compliance verdict (keyed)', () => {
  it('asks the model for a verdict line in the system instruction of every non-practice request', async () => {
    fake.script({ kind: 'text', text: `${PASS_LINE}Answer.` });
    await runCoach({ kind: 'research', query: 'What is the hospice cap for FY 2026?' }, deps([]));
    expect(JSON.stringify(fake.requests[0]!.body.systemInstruction)).toContain('VERDICT');
  });

  it('refuses when the model flags a request the gate passed, and reports both verdicts without request text', async () => {
    const logged: ComplianceVerdicts[] = [];
    fake.script({ kind: 'text', text: `${REFUSE_LINE}` });
    const result = await runCoach(subtle, deps(logged));
    expect(result.text).toMatch(/^\*\*I can’t help with that\.\*\* .*Anti-Kickback Statute/);
    expect(result.text).toContain('AI review: Paying for a referral source');
    expect(logged).toEqual([{ tool: 'research', gate: 'pass', model: 'refuse', modelConcept: 'referral-inducement' }]);
    expect(JSON.stringify(logged)).not.toMatch(/Lee|valued/);
  });

  it('answers when neither flags, without showing the verdict line', async () => {
    const logged: ComplianceVerdicts[] = [];
    fake.script({ kind: 'text', text: `${PASS_LINE}## Short answer\nThe FY 2026 cap is $35,361.44.` });
    const result = await runCoach({ kind: 'research', query: 'What is the hospice cap for FY 2026?' }, deps(logged));
    expect(result.text).toBe('## Short answer\nThe FY 2026 cap is $35,361.44.');
    expect(logged[0]).toMatchObject({ gate: 'pass', model: 'pass' });
  });

  it('refuses on the gate alone before the model is called, and says so in the log', async () => {
    const logged: ComplianceVerdicts[] = [];
    const result = await runCoach({ kind: 'research', query: 'How much can we pay the DON per referral?' }, deps(logged));
    expect(result.text).toMatch(/^\*\*I can’t help with that/);
    expect(fake.requests).toHaveLength(0);
    expect(logged).toEqual([{ tool: 'research', gate: 'refuse', gateConcept: 'referral-inducement', model: 'not asked' }]);
  });

  it('streams: holds the first words until the verdict line is read, then refuses or streams the answer', async () => {
    fake.script({ kind: 'stream', chunks: ['VERDICT {"refuse": tr', 'ue, "concept": "solicitation", "reason": "x"}\n', '\nIgnored'] });
    const refused = await startCoachStream({ kind: 'chat', prompt: 'They want to know what we offer', history: [] }, deps([]));
    let text = '';
    for await (const chunk of refused.chunks) text += chunk;
    expect(text).toMatch(/^\*\*The answer to them is no\.\*\*/);
    expect(text).not.toContain('Ignored');

    fake.script({ kind: 'stream', chunks: ['VERDICT {"refuse": false, "concept": "none", "reason": ""}\n\nStart with', ' discovery.'] });
    const answered = await startCoachStream({ kind: 'chat', prompt: 'How do I open with a new DON?', history: [] }, deps([]));
    text = '';
    for await (const chunk of answered.chunks) text += chunk;
    expect(text).toBe('Start with discovery.');
  });

  it('treats a missing or malformed verdict line as not flagged, and keeps the text whole', () => {
    expect(splitVerdict('Plain answer.')).toEqual({ body: 'Plain answer.' });
    expect(splitVerdict('VERDICT {not json}\nAnswer')).toEqual({ body: 'Answer' });
    expect(splitVerdict('VERDICT {"refuse": "yes"}\n\nAnswer')).toEqual({ body: 'Answer' });
  });
});
