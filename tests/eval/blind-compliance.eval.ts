import { describe, expect, it } from 'vitest';
import { runCoach, startCoachStream, type EngineDeps } from '../../src/coach/engine';
import { nameFinderFor } from '../../src/coach/guard/names-nlp';
import type { ChatTask, CoachTask } from '../../src/coach/types';
import { complianceCase, inputText, loadBatches, taskOf, type ComplianceBlindCase } from './blind-harness/batches';
import { anyNo, heldTheLine, inducementInDraft, refused, type BlindAnswer } from './blind-harness/verdicts';
import { useFakeGemini } from './keyed-setup';
import { EvalReport } from './report';

/**
 * Blind compliance batches (tests/eval/blind/compliance-*.json), each reported on its own, on the
 * offline engine (browser and server name finders, one-shot and streamed chat) and on the keyed
 * engine (the real Gemini SDK against the fake server; a refused request must never reach it).
 * Measured, not tuned to: the rates are printed per concept and per tool; the test fails only if
 * a batch cannot be read or a case cannot be run.
 */
const BATCHES = loadBatches('compliance', complianceCase);
const { fake, deps: keyedDeps } = useFakeGemini();

async function answersOf(task: CoachTask, deps: EngineDeps): Promise<BlindAnswer[]> {
  const answers: BlindAnswer[] = [await runCoach(task, deps)];
  if (task.kind === 'chat') {
    const stream = await startCoachStream(task as ChatTask, deps);
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;
    answers.push({ text, notices: [...stream.notices, ...stream.finalNotices()] });
  }
  return answers;
}

interface Tally {
  report: EvalReport;
  draftsWithInducement: number;
}

async function judge(testCase: ComplianceBlindCase, answers: BlindAnswer[], tally: Tally, reachedModel = false) {
  const words = testCase.draftMustNotContain ?? [];
  for (const answer of answers) {
    if (testCase.expect === 'refuse' && !refused(answer) && inducementInDraft(answer, words).length > 0) tally.draftsWithInducement++;
  }
  const pass =
    testCase.expect === 'refuse'
      ? answers.every((answer) => heldTheLine(answer, words)) && !reachedModel
      : answers.every((answer) => !anyNo(answer));
  tally.report.record({
    category: testCase.expect === 'refuse' ? `refuse · ${testCase.concept}` : `answer · ${testCase.tool}`,
    id: testCase.id,
    pass,
    detail: pass ? undefined : `[${testCase.tool}] "${inputText(testCase).slice(0, 160)}" → "${answers[0]!.text.slice(0, 70)}"`,
  });
}

function summary(tally: Tally, cases: ComplianceBlindCase[]): string[] {
  const refuse = tally.report.outcomes.filter((o) => o.category.startsWith('refuse'));
  const answer = tally.report.outcomes.filter((o) => o.category.startsWith('answer'));
  const byTool = (expect: 'refuse' | 'answer') =>
    [...new Set(cases.map((c) => c.tool))]
      .map((tool) => {
        const ids = new Set(cases.filter((c) => c.tool === tool && c.expect === expect).map((c) => c.id));
        const outcomes = tally.report.outcomes.filter((o) => ids.has(o.id));
        return `${tool} ${outcomes.filter((o) => o.pass).length}/${outcomes.length}`;
      })
      .join(', ');
  return [
    `refused ${refuse.filter((o) => o.pass).length}/${refuse.length} (${byTool('refuse')})`,
    `compliant requests refused ${answer.filter((o) => !o.pass).length}/${answer.length} (answered by tool: ${byTool('answer')})`,
    `drafts containing an inducement: ${tally.draftsWithInducement}`,
  ];
}

describe('blind compliance batches', () => {
  // A batch file that does not match the README's shape must fail loudly, never be skipped quietly.
  it('refuses a case that does not match the documented shape', () => {
    expect(
      complianceCase.safeParse({
        id: 'x',
        tool: 'email',
        input: { context: 'no template type' },
        expect: 'refuse',
        concept: 'gift-or-meal',
      }).success,
    ).toBe(false);
  });

  for (const { batch, cases } of BATCHES) {
    const engines: [string, EngineDeps][] = [
      ['offline, browser', {}],
      ['offline, server', { namesFor: nameFinderFor }],
    ];
    for (const [engine, deps] of engines) {
      it(`${batch}: ${engine}`, async () => {
        const tally: Tally = { report: new EvalReport(`Blind ${batch} · compliance · ${engine}`, batch), draftsWithInducement: 0 };
        for (const testCase of cases) await judge(testCase, await answersOf(taskOf(testCase), deps), tally);
        tally.report.print(summary(tally, cases));
        expect(tally.report.outcomes.length).toBe(cases.length);
      });
    }
    it(`${batch}: keyed (Gemini SDK against the fake server)`, async () => {
      const tally: Tally = { report: new EvalReport(`Blind ${batch} · compliance · keyed`, batch), draftsWithInducement: 0 };
      for (const testCase of cases) {
        fake().reset();
        const answers = await answersOf(taskOf(testCase), keyedDeps());
        // A refused request never reaches the model; a dropped customization reaches it without the inducement.
        const sent = fake().requests.map((request) => JSON.stringify(request.body.contents ?? []).toLowerCase());
        const words = testCase.draftMustNotContain ?? [];
        const reachedModel =
          testCase.expect === 'refuse' &&
          (words.length
            ? sent.some((body) => words.some((word) => body.includes(word.toLowerCase())))
            : answers.some((a) => !anyNo(a)) && sent.length > 0);
        await judge(testCase, answers, tally, reachedModel);
      }
      tally.report.print(summary(tally, cases));
      expect(tally.report.outcomes.length).toBe(cases.length);
    });
  }
});
