import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GEMINI_MODEL } from '../../src/coach/config';
import { FALLBACK_NOTICES, runCoach, startCoachStream, type EngineDeps } from '../../src/coach/engine';
import { COACH_SYSTEM_INSTRUCTION } from '../../src/coach/compose/gemini/prompts';
import { coachDeps } from '../../src/server/coach';
import { startFakeGemini, type FakeGemini } from '../fixtures/fake-gemini';

/**
 * The real @google/genai SDK against a fake Gemini server (tests/fixtures/fake-gemini.ts),
 * reached the way production would reach another endpoint: GOOGLE_GEMINI_BASE_URL.
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
  delete process.env.GEMINI_MODEL;
  // Generous for a loaded test machine; the hang test shortens it.
  process.env.GEMINI_TIMEOUT_MS = '5000';
  process.env.GEMINI_DEADLINE_MS = '12000';
  process.env.GEMINI_RETRY_DELAY_MS = '20';
});

/** The server wiring without the Blobs budget (budget counting is covered in ai-api.test.ts). */
function deps(): EngineDeps {
  const wired = coachDeps();
  return { ...wired, budget: undefined, onGeminiError: () => {} };
}

const playbookTask = { kind: 'playbook', scenario: 'New SNF account where the DON already uses another hospice.' } as const;

describe('Gemini provider through the real SDK', () => {
  it('sends the coach system instruction and the task to the default Flash model, with the API key', async () => {
    fake.script({ kind: 'text', text: '## Discovery\n- Map the DON' });
    const result = await runCoach({ ...playbookTask, desiredOutcomes: 'an in-service in 30 days' }, deps());

    expect(result).toMatchObject({ engine: 'gemini', text: '## Discovery\n- Map the DON', notices: [], sources: [] });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe(`/v1beta/models/${DEFAULT_GEMINI_MODEL}:generateContent`);
    expect(request!.headers['x-goog-api-key']).toBe('test-key');
    expect(request!.body.systemInstruction?.parts?.[0]?.text).toBe(COACH_SYSTEM_INSTRUCTION);
    expect(COACH_SYSTEM_INSTRUCTION).toMatch(/Discovery[\s\S]*Connecting[\s\S]*Guiding[\s\S]*Commitment/);
    expect(COACH_SYSTEM_INSTRUCTION).toMatch(/Anti-Kickback/);
    const prompt = request!.body.contents?.[0]?.parts?.[0]?.text ?? '';
    expect(request!.body.contents?.[0]?.role).toBe('user');
    expect(prompt).toContain(playbookTask.scenario);
    expect(prompt).toContain('Desired outcomes: an in-service in 30 days');
    expect(request!.body.tools).toBeUndefined();
  });

  it('uses GEMINI_MODEL when it is set', async () => {
    process.env.GEMINI_MODEL = 'gemini-test-model';
    await runCoach(playbookTask, deps());
    expect(fake.requests[0]!.model).toBe('gemini-test-model');
  });

  it('grounds research with Google Search and returns the grounding sources, deduplicated', async () => {
    fake.script({
      kind: 'text',
      text: 'Three SNFs in the county have memory care units.',
      grounding: [
        { uri: 'https://www.medicare.gov/care-compare/', title: 'medicare.gov' },
        { uri: 'https://example.org/snf-list', title: 'County SNF list' },
        { uri: 'https://example.org/snf-list', title: 'County SNF list' },
        { uri: 'https://example.net/no-title' },
      ],
    });
    const result = await runCoach({ kind: 'research', query: 'SNFs with memory care units in Travis County' }, deps());
    expect(fake.requests[0]!.body.tools).toEqual([{ googleSearch: {} }]);
    expect(fake.requests[0]!.apiVersion).toBe('v1beta');
    expect(result.engine).toBe('gemini');
    expect(result.text).toBe('Three SNFs in the county have memory care units.');
    expect(result.sources).toEqual([
      { uri: 'https://www.medicare.gov/care-compare/', title: 'medicare.gov' },
      { uri: 'https://example.org/snf-list', title: 'County SNF list' },
      { uri: 'https://example.net/no-title', title: 'example.net' },
    ]);
  });

  it('maps chat history to alternating user/model contents, dropping a leading welcome message', async () => {
    fake.script({ kind: 'text', text: 'Lead with a question about their current provider.' });
    const result = await runCoach(
      {
        kind: 'chat',
        prompt: 'And if the DON says they are happy with them?',
        history: [
          { role: 'model', content: 'Welcome! How can I help?' },
          { role: 'user', content: 'How do I approach a new SNF?' },
          { role: 'model', content: 'Start with Discovery.' },
        ],
      },
      deps(),
    );
    expect(result.engine).toBe('gemini');
    const contents = fake.requests[0]!.body.contents!;
    expect(contents.map((c) => [c.role, c.parts?.[0]?.text])).toEqual([
      ['user', 'How do I approach a new SNF?'],
      ['model', 'Start with Discovery.'],
      ['user', 'And if the DON says they are happy with them?'],
    ]);
    expect(fake.requests[0]!.body.systemInstruction?.parts?.[0]?.text).toBe(COACH_SYSTEM_INSTRUCTION);
  });

  it('streams a chat reply over SSE, chunk by chunk', async () => {
    fake.script({ kind: 'stream', chunks: ['Ask what ', 'they value ', 'most.'] });
    const stream = await startCoachStream({ kind: 'chat', prompt: 'Coach me on SNF objections', history: [] }, deps());
    const received: string[] = [];
    for await (const chunk of stream.chunks) received.push(chunk);
    expect(stream.engine).toBe('gemini');
    expect(received).toEqual(['Ask what ', 'they value ', 'most.']);
    expect(fake.requests[0]!.action).toBe('streamGenerateContent');
    expect(fake.requests[0]!.query.get('alt')).toBe('sse');
    expect(stream.finalNotices()).toEqual([]);
  });

  it('retries once after a 429 and answers with Gemini', async () => {
    fake.script({ kind: 'error', status: 429, message: 'Quota exceeded' }, { kind: 'text', text: 'Second time lucky.' });
    const result = await runCoach(playbookTask, deps());
    expect(fake.requests).toHaveLength(2);
    expect(result).toMatchObject({ engine: 'gemini', text: 'Second time lucky.' });
  });

  it('retries a 503 only once, then falls back to the offline coach', async () => {
    fake.script({ kind: 'error', status: 503 }, { kind: 'error', status: 503 }, { kind: 'text', text: 'never reached' });
    const result = await runCoach(playbookTask, deps());
    expect(fake.requests).toHaveLength(2);
    expect(result.engine).toBe('offline');
    expect(result.fallbackReason).toBe('error');
    expect(result.notices).toContain(FALLBACK_NOTICES.error);
    expect(result.text).toContain('Skilled nursing facility');
  });

  it('does not retry a 500, and falls back to the offline coach', async () => {
    fake.script({ kind: 'error', status: 500 });
    const errors: unknown[] = [];
    const result = await runCoach(
      { kind: 'objection', objection: 'All hospices are the same.' },
      { ...deps(), onGeminiError: (e) => errors.push(e) },
    );
    expect(fake.requests).toHaveLength(1);
    expect(result.engine).toBe('offline');
    expect(result.text).toMatch(/Acknowledge:[\s\S]*Reframe:[\s\S]*Ask:/);
    expect(errors).toHaveLength(1);
    expect((errors[0] as { status?: number }).status).toBe(500);
  });

  it('gives up on a request that hangs past the timeout and answers offline', async () => {
    process.env.GEMINI_TIMEOUT_MS = '300';
    fake.script({ kind: 'hang' });
    const result = await runCoach({ kind: 'research', query: 'How do I tier my territory?' }, deps());
    expect(result.engine).toBe('offline');
    expect(result.fallbackReason).toBe('error');
    expect(result.sources.length).toBeGreaterThan(0);
  });

  it('falls back when the body is not valid JSON', async () => {
    fake.script({ kind: 'malformed' });
    const result = await runCoach(playbookTask, deps());
    expect(result.engine).toBe('offline');
    expect(result.notices).toContain(FALLBACK_NOTICES.error);
  });

  it('falls back when Gemini returns no text (for example a blocked prompt)', async () => {
    fake.script({ kind: 'empty' });
    const result = await runCoach(playbookTask, deps());
    expect(result.engine).toBe('offline');
  });

  it('falls back to an offline stream when Gemini fails before the first chunk', async () => {
    fake.script({ kind: 'error', status: 500 });
    const stream = await startCoachStream({ kind: 'chat', prompt: 'How do I prioritize my territory?', history: [] }, deps());
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;
    expect(stream.engine).toBe('offline');
    expect(stream.notices).toContain(FALLBACK_NOTICES.error);
    expect(text).toContain('A (weekly visit)');
  });

  it('makes no Gemini call without an API key', async () => {
    delete process.env.GEMINI_API_KEY;
    const result = await runCoach(playbookTask, coachDeps());
    expect(fake.requests).toHaveLength(0);
    expect(result).toMatchObject({ engine: 'offline', fallbackReason: 'no-key', notices: [] });
  });

  it('redacts patient identifiers before the request leaves, and says so', async () => {
    fake.script({ kind: 'text', text: 'Here is a plan.' });
    const result = await runCoach(
      {
        kind: 'playbook',
        scenario: 'Resident Mary Jones, DOB 03/04/1938, MRN 4481234, lives at 12 Oak Street. Call her son at (512) 555-0142.',
      },
      deps(),
    );
    const sent = JSON.stringify(fake.requests[0]!.body);
    for (const secret of ['Mary Jones', '03/04/1938', '4481234', '12 Oak Street', '555-0142']) expect(sent).not.toContain(secret);
    expect(sent).toContain('[name removed]');
    expect(result.notices[0]).toMatch(/For patient privacy, we removed what looked like .*a date of birth/);
  });

  it('flags referral inducements in what Gemini wrote', async () => {
    fake.script({ kind: 'text', text: 'Bring lunch for the nurses every Friday and leave a $25 gift card for the DON.' });
    const result = await runCoach(playbookTask, deps());
    expect(result.engine).toBe('gemini');
    expect(result.notices.join(' ')).toMatch(/Compliance note: .*gifts or gift cards.*meals or food.*Anti-Kickback/);
  });
});
