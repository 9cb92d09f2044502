import { afterAll, describe, expect, it } from 'vitest';
import { answerOffline } from '../../src/coach/compose/offline';
import { EvalReport } from './report';
import {
  CHAT_CASES,
  EMAIL_CASES,
  FACT_CASES,
  MUST_DIFFER,
  NONSENSE_CASES,
  OBJECTION_CASES,
  PLAYBOOK_CASES,
  SERVICES_CASES,
  type LabelledCase,
} from './knowledge-cases';

/**
 * The offline coach against the labelled knowledge set, held to what it promises: at least 90%
 * of fact questions contain their facts, every must-differ pair differs in more than half its
 * lines, every nonsense input gets a question back, every playbook stays under 600 words.
 */
const report = new EvalReport('Knowledge and answer quality: offline coach');

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Share of lines the two answers do not have in common, over the longer answer. */
function lineDifference(a: string, b: string): number {
  const linesA = lines(a);
  const linesB = new Set(lines(b));
  const common = linesA.filter((line) => linesB.has(line)).length;
  return 1 - common / Math.max(linesA.length, linesB.size);
}

function check(c: LabelledCase): { pass: boolean; detail?: string } {
  const answer = answerOffline(c.task);
  // Sources count as part of the answer: research cites its pages there.
  const text = [answer.text, ...answer.sources.map((s) => s.uri)].join('\n');
  const missing = c.mustContain.filter((pattern) => !pattern.test(text));
  const forbidden = (c.mustNotContain ?? []).filter((pattern) => pattern.test(text));
  const tooLong = c.maxWords !== undefined && words(answer.text) > c.maxWords;
  const problems = [
    ...missing.map((p) => `missing ${p}`),
    ...forbidden.map((p) => `contains ${p}`),
    ...(tooLong ? [`${words(answer.text)} words > ${c.maxWords}`] : []),
  ];
  return { pass: problems.length === 0, detail: problems.join('; ') || undefined };
}

const ALL = [...FACT_CASES, ...OBJECTION_CASES, ...NONSENSE_CASES, ...PLAYBOOK_CASES, ...EMAIL_CASES, ...SERVICES_CASES, ...CHAT_CASES];

describe('knowledge eval (offline coach)', () => {
  for (const c of ALL) {
    const outcome = check(c);
    report.record({ category: c.category, id: c.id, ...outcome });
  }
  for (const pair of MUST_DIFFER) {
    const difference = lineDifference(answerOffline(pair.a).text, answerOffline(pair.b).text);
    report.record({
      category: 'must-differ',
      id: pair.id,
      pass: difference > 0.5,
      detail: `${Math.round(difference * 100)}% of lines differ`,
    });
  }

  afterAll(() => report.print([`labelled requests: ${ALL.length + MUST_DIFFER.length * 2}`]));

  it('holds at least 80 labelled requests', () => {
    expect(ALL.length + MUST_DIFFER.length * 2).toBeGreaterThanOrEqual(80);
  });

  it('answers at least 90% of fact questions with their required facts', () => {
    expect(report.passRate('fact'), report.format()).toBeGreaterThanOrEqual(0.9);
  });

  it('makes every must-differ pair differ in more than half its lines', () => {
    expect(report.failures('must-differ'), report.format()).toEqual([]);
  });

  it('asks a question back for every nonsense or off-topic input', () => {
    expect(report.failures('nonsense'), report.format()).toEqual([]);
  });

  it('keeps every playbook under 600 words', () => {
    for (const c of PLAYBOOK_CASES) expect(words(answerOffline(c.task).text), c.id).toBeLessThan(600);
  });

  it('answers objections, playbooks, emails, offers and chat as labelled (at least 90% each)', () => {
    for (const category of ['objection', 'playbook', 'email', 'services', 'chat']) {
      expect(report.passRate(category), `${category}\n${report.format()}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('is deterministic: the same request gets the same answer', () => {
    for (const c of ALL.slice(0, 10)) expect(answerOffline(c.task).text).toBe(answerOffline(c.task).text);
  });
});
