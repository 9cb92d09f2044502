import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import type { CoachResult } from '../../src/coach/types';
import { answerCase, inputText, loadBatches, taskOf, type AnswerBlindCase } from './blind-harness/batches';
import { sentText, useFakeGemini } from './keyed-setup';
import { EvalReport } from './report';

/**
 * Blind answer batches (tests/eval/blind/answers-*.json): does the offline coach answer the
 * question the rep asked? Per batch: on-topic answers with every required fact, answers to a
 * different question presented as an answer (wrong topic), asks and deferrals, forbidden content
 * (a wrong fact or an invented figure), and, keyed, whether the passages sent to Gemini hold the
 * required facts (retrieval). Printed, not asserted: the figure is measured on frozen batches.
 */
const BATCHES = loadBatches('answers', answerCase);
const { fake, deps: keyedDeps } = useFakeGemini();

/** Case and typography aside: the coach writes ’ where a batch writer types ' ("can’t see" is "can't see"). */
const plain = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
const has = (text: string, phrase: string) => plain(text).includes(plain(phrase));
const missingFacts = (text: string, facts: string[][]) => facts.filter((fact) => !fact.some((phrase) => has(text, phrase)));

/** How the coach treated the request: answered it, asked one question back, or said it can't offline. */
function outcomeOf(result: CoachResult): 'answer' | 'clarify' | 'defer' {
  return result.understanding?.outcome ?? 'answer';
}

function judge(testCase: AnswerBlindCase, result: CoachResult) {
  const text = [result.text, ...result.sources.map((source) => `${source.title} ${source.uri}`)].join('\n');
  const missing = missingFacts(text, testCase.mustContain);
  const forbidden = testCase.mustNotContain.filter((phrase) => has(text, phrase));
  const outcome = outcomeOf(result);
  const complete = missing.length === 0;
  const asked = outcome !== 'answer';
  let verdict: 'on-topic' | 'asked' | 'wrong-topic' | 'error';
  if (forbidden.length > 0) verdict = 'error';
  else if (complete && (testCase.answerable || asked || outcome === 'answer')) verdict = testCase.answerable ? 'on-topic' : 'asked';
  else if (asked) verdict = 'asked';
  else verdict = 'wrong-topic';
  return { verdict, missing, forbidden, outcome };
}

describe('blind answer batches', () => {
  // A batch file that does not match the README's shape must fail loudly, never be skipped quietly.
  it('refuses a case that does not match the documented shape', () => {
    expect(
      answerCase.safeParse({
        id: 'x',
        tool: 'research',
        input: { query: 'what is the cap' },
        asks: 'poem',
        topic: 't',
        answerable: true,
        mustContain: [],
      }).success,
    ).toBe(false);
  });

  for (const { batch, cases } of BATCHES) {
    it(`${batch}: offline coach`, async () => {
      const report = new EvalReport(`Blind ${batch} · answers · offline coach`, batch);
      const counts = { 'on-topic': 0, asked: 0, 'wrong-topic': 0, error: 0 };
      for (const testCase of cases) {
        const result = await runCoach(taskOf(testCase));
        const { verdict, missing, forbidden, outcome } = judge(testCase, result);
        counts[verdict]++;
        const pass = testCase.answerable ? verdict === 'on-topic' : verdict === 'asked' || verdict === 'on-topic';
        report.record({
          category: `${testCase.asks} · ${testCase.tool}`,
          id: testCase.id,
          pass,
          detail: pass
            ? undefined
            : `${verdict} (${outcome}) "${inputText(testCase).slice(0, 110)}" ${missing.length ? `missing ${missing.map((f) => f[0]).join(', ')}` : ''}${forbidden.length ? ` contains ${forbidden.join(', ')}` : ''} → "${result.text.slice(0, 90).replace(/\n/g, ' ')}"`,
        });
      }
      const answerable = cases.filter((c) => c.answerable).length;
      report.print([
        `answerable ${answerable}: on topic with every fact ${counts['on-topic']} (${((100 * counts['on-topic']) / Math.max(1, answerable)).toFixed(1)}%)`,
        `asked or deferred ${counts.asked}; wrong topic presented as an answer ${counts['wrong-topic']}; forbidden content (errors) ${counts.error}`,
      ]);
      expect(report.outcomes.length).toBe(cases.length);
    });

    it(`${batch}: retrieval for Gemini (the passages sent hold the required facts)`, async () => {
      const report = new EvalReport(`Blind ${batch} · retrieval sent to Gemini`, batch);
      for (const testCase of cases.filter((c) => c.answerable && c.tool !== 'email')) {
        fake().reset();
        await runCoach(taskOf(testCase), keyedDeps());
        const sent = fake().requests.map(sentText).join('\n');
        const missing = missingFacts(sent, testCase.mustContain);
        report.record({
          category: `${testCase.asks}`,
          id: testCase.id,
          pass: missing.length === 0,
          detail: missing.length ? `missing ${missing.map((f) => f[0]).join(', ')}: "${inputText(testCase).slice(0, 100)}"` : undefined,
        });
      }
      report.print([`retrieval hit rate ${(100 * report.passRate()).toFixed(1)}%`]);
      expect(report.outcomes.length).toBeGreaterThan(0);
    });
  }
});
