import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCoach, startCoachStream, type EngineDeps } from '../../src/coach/engine';
import { CUT_SHORT_NOTE } from '../../src/coach/compose/gemini/gemini';
import { CHAT_WORD_CAP } from '../../src/coach/compose/gemini/grounding';
import type { ChatTurn } from '../../src/coach/types';
import { coachDeps } from '../../src/server/coach';
import { startFakeGemini, type FakeGemini, type RecordedRequest } from '../fixtures/fake-gemini';
import { FACT_CASES, OBJECTION_CASES, PLAYBOOK_CASES } from './knowledge-cases';
import { EvalReport } from './report';

/**
 * The knowledge set keyed: the real @google/genai SDK against the fake Gemini server. It proves
 * what Gemini is given (the passages holding each answer's facts, the setting, today's date, the
 * phone cap), that practice is scored with structured output over the whole session at
 * temperature 0, that MAX_TOKENS is never shown as complete nor as an empty answer, and that
 * research carries inline citations and Google's search suggestions.
 */
const report = new EvalReport('Knowledge and answer quality: Gemini grounding (fake Gemini, real SDK)');
let fake: FakeGemini;
const savedEnv = { ...process.env };

beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(async () => {
  report.print();
  await fake.stop();
  process.env = savedEnv;
});
beforeEach(() => {
  fake.reset();
  process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
  process.env.GEMINI_API_KEY = 'test-key';
  delete process.env.GEMINI_MODEL;
  process.env.GEMINI_TIMEOUT_MS = '5000';
  process.env.GEMINI_DEADLINE_MS = '12000';
  process.env.GEMINI_RETRY_DELAY_MS = '20';
});

const deps = (): EngineDeps => ({ ...coachDeps(), budget: undefined, onGeminiError: () => {} });
const systemText = (request: RecordedRequest) => (request.body.systemInstruction?.parts ?? []).map((part) => part.text ?? '').join('\n');
const generation = (request: RecordedRequest) => request.body.generationConfig ?? {};
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('knowledge eval (Gemini grounding)', () => {
  it('gives Gemini the passages holding the facts of at least 90% of fact questions, with their sources', async () => {
    for (const c of FACT_CASES) {
      fake.reset();
      await runCoach(c.task, deps());
      const sent = systemText(fake.requests[0]!);
      const missing = c.mustContain.filter(
        (pattern) => !pattern.test(sent.replace(/^\*\*Short answer:\*\* /, '')) && !/^\^/.test(pattern.source),
      );
      report.record({
        category: 'grounding: facts in request',
        id: c.id,
        pass: missing.length === 0,
        detail: missing.map(String).join(', '),
      });
    }
    expect(report.passRate('grounding: facts in request'), report.format()).toBeGreaterThanOrEqual(0.9);
    fake.reset();
    await runCoach({ kind: 'research', query: 'What is the hospice cap?' }, deps());
    expect(systemText(fake.requests[0]!)).toContain('https://www.ecfr.gov/current/title-42/section-418.309');
  });

  it('sends the setting facts with objections and playbooks, and today’s date with every request', async () => {
    for (const c of [...OBJECTION_CASES.slice(0, 4), ...PLAYBOOK_CASES.slice(0, 6)]) {
      fake.reset();
      const before = utcDay(new Date());
      await runCoach(c.task, deps());
      const after = utcDay(new Date());
      const sent = systemText(fake.requests[0]!);
      const dated = sent.includes(`(${before})`) || sent.includes(`(${after})`);
      const setting =
        !/Skilled nursing|hospital|physician|assisted|memory|family/i.test(JSON.stringify(c.task)) ||
        /Care setting in this request: /.test(sent);
      report.record({
        category: 'grounding: date and setting',
        id: c.id,
        pass: dated && setting,
        detail: `${dated ? '' : 'no date '}${setting ? '' : 'no setting'}`,
      });
    }
    expect(report.failures('grounding: date and setting'), report.format()).toEqual([]);
  });

  it('caps chat for a phone (instruction, output tokens, thinking) and keeps thought parts out of the answer', async () => {
    fake.script({ kind: 'text', text: 'The cap is a per-beneficiary limit.', thought: 'SECRET REASONING' });
    const history: ChatTurn[] = [];
    const result = await runCoach({ kind: 'chat', prompt: 'whats the hospice cap', history }, deps());
    const request = fake.requests[0]!;
    const config = generation(request);
    const capped =
      systemText(request).includes(`at most ${CHAT_WORD_CAP} words`) &&
      Number(config.maxOutputTokens) <= 1000 &&
      Boolean(config.thinkingConfig);
    report.record({ category: 'caps', id: 'chat phone cap', pass: capped });
    expect(capped, JSON.stringify(config)).toBe(true);
    expect(result.text).toBe('The cap is a per-beneficiary limit.');
    expect(systemText(request)).toMatch(/aggregate cap/);
  });

  it('scores practice with structured JSON at temperature 0 over the whole session', async () => {
    const start = "Let's practise: you are the SNF Director of Nursing. I'll start the conversation.";
    const history: ChatTurn[] = [
      { role: 'user', content: 'an old coaching question' },
      { role: 'model', content: 'old answer' },
      { role: 'user', content: start },
      { role: 'model', content: 'opening' },
    ];
    for (let i = 1; i <= 9; i++)
      history.push({ role: 'user', content: `Rep line ${i}: what happens on your unit?` }, { role: 'model', content: `DON reply ${i}` });
    const json = {
      stages: [
        { stage: 'Discovery', score: 4, evidence: 'Asked “what happens on your unit?”', improvement: 'Ask about weekends.' },
        { stage: 'Connecting', score: 3, evidence: 'Some acknowledgement.', improvement: 'Name her nurses’ load.' },
        { stage: 'Guiding', score: 2, evidence: 'Little linking.', improvement: 'Use “so that”.' },
        { stage: 'Commitment', score: 1, evidence: 'No ask.', improvement: 'Ask for Tuesday at 2.' },
      ],
      complianceFlags: [],
    };
    fake.script({ kind: 'text', text: JSON.stringify(json) });
    const stream = await startCoachStream(
      {
        kind: 'chat',
        prompt: 'Score my conversation against the four stages.',
        history,
        practice: { persona: 'snf-don', action: 'score' },
      },
      deps(),
    );
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;

    const request = fake.requests[0]!;
    const config = generation(request);
    const transcript = request.body.contents?.map((c) => c.parts?.map((p) => p.text).join('')).join('\n') ?? '';
    const structured =
      config.responseMimeType === 'application/json' && typeof config.responseSchema === 'object' && config.temperature === 0;
    const wholeSession = [1, 9].every((i) => transcript.includes(`Rep line ${i}`)) && !transcript.includes('an old coaching question');
    report.record({ category: 'practice score', id: 'structured output, temperature 0', pass: structured });
    report.record({ category: 'practice score', id: 'whole session in the request', pass: wholeSession });
    expect(structured, JSON.stringify(config)).toBe(true);
    expect(wholeSession, transcript).toBe(true);
    // The scripted reply cannot echo the request's session key, so its quotes can't be checked
    // against the transcript: the engine scores offline, over the same whole session.
    expect(transcript).toMatch(/Session key: [0-9a-f-]{36}/);
    expect(text).toMatch(/^\*\*Your practice scorecard: \d+\/100\*\*/);
  });

  it('falls back to the offline rubric when the score JSON is malformed or cut off', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: "Let's practise: you are the Skeptical hospitalist. I'll start the conversation." },
      { role: 'model', content: 'opening' },
      { role: 'user', content: 'Which patients worry you at discharge?' },
      { role: 'model', content: 'reply' },
    ];
    for (const reply of [
      { kind: 'text', text: '{"stages": [', finishReason: 'MAX_TOKENS' },
      { kind: 'text', text: '{"stages": []}' },
    ] as const) {
      fake.reset();
      fake.script(reply);
      const result = await runCoach(
        { kind: 'chat', prompt: 'Score my conversation', history, practice: { persona: 'hospitalist', action: 'score' } },
        deps(),
      );
      const pass = result.engine === 'offline' && /Your practice scorecard: \d+\/100/.test(result.text);
      report.record({ category: 'max tokens', id: `score ${reply.finishReason ?? 'malformed'}`, pass });
      expect(pass, result.text).toBe(true);
    }
  });

  it('never shows a MAX_TOKENS answer as complete, and never an empty one', async () => {
    fake.script({ kind: 'text', text: '## Your three moves this week\n1. Book the DON', finishReason: 'MAX_TOKENS' });
    const cut = await runCoach(PLAYBOOK_CASES[0]!.task, deps());
    expect(cut.engine).toBe('gemini');
    expect(cut.text.endsWith(CUT_SHORT_NOTE)).toBe(true);

    fake.script({ kind: 'text', text: '', finishReason: 'MAX_TOKENS', thought: 'thinking used the whole budget' });
    const empty = await runCoach(PLAYBOOK_CASES[1]!.task, deps());
    expect(empty.engine).toBe('offline');
    expect(empty.text).toMatch(/Your three moves this week/);

    fake.script({ kind: 'stream', chunks: ['The cap ', 'is a limit'], finishReason: 'MAX_TOKENS' });
    const stream = await startCoachStream({ kind: 'chat', prompt: 'what is the hospice cap', history: [] }, deps());
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;
    expect(text).toBe(`The cap is a limit\n\n${CUT_SHORT_NOTE}`);
    report.record({ category: 'max tokens', id: 'answer, empty answer, stream', pass: true });
  });

  it('puts inline citations from groundingSupports in research answers and returns Google’s search suggestions', async () => {
    const text = 'The hospice cap limits total payments per beneficiary. CAHPS scores are on Care Compare.';
    fake.script({
      kind: 'text',
      text,
      grounding: [
        { uri: 'https://www.cms.gov/medicare/payment/fee-for-service-providers/hospice', title: 'CMS: Hospice' },
        { uri: 'https://www.medicare.gov/care-compare/', title: 'Care Compare' },
      ],
      supports: [
        { text: 'The hospice cap limits total payments per beneficiary.', chunks: [0] },
        { text: 'CAHPS scores are on Care Compare.', chunks: [1, 0] },
      ],
      searchEntryPoint:
        '<style>.chip{color:#000}</style><div class="chip"><a href="https://www.google.com/search?q=hospice+cap">hospice cap</a></div>',
    });
    const result = await runCoach({ kind: 'research', query: 'What is the hospice cap?' }, deps());
    expect(result.text).toBe('The hospice cap limits total payments per beneficiary. [1] CAHPS scores are on Care Compare. [1][2]');
    expect(result.sources.map((s) => s.title)).toEqual(['CMS: Hospice', 'Care Compare']);
    expect(result.searchEntryPoint).toContain('hospice+cap');
    report.record({ category: 'citations', id: 'inline [n] and search suggestions', pass: true });
  });
});

describe('thinking limits', () => {
  it('sends a token budget to Gemini 2.x (at least 128 on Pro) and a level to later models', async () => {
    const { thinkingConfig } = await import('../../src/coach/compose/gemini/gemini');
    expect(thinkingConfig('gemini-2.5-flash', 'chat')).toEqual({ thinkingBudget: 256 });
    expect(thinkingConfig('gemini-2.5-flash', 'practice')).toEqual({ thinkingBudget: 0 });
    expect(thinkingConfig('gemini-2.5-pro', 'practice')).toEqual({ thinkingBudget: 128 });
    expect(thinkingConfig('gemini-3.8-flash', 'research')).toEqual({ thinkingLevel: 'LOW' });
  });
});
