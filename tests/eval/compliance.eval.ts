import { describe, expect, it } from 'vitest';
import { runCoach, startCoachStream, type EngineDeps } from '../../src/coach/engine';
import { nameFinderFor } from '../../src/coach/guard/names-nlp';
import type { ChatTask } from '../../src/coach/types';
import { MUST_ANSWER, MUST_REFUSE, requestText, type ComplianceCase } from './compliance-cases';
import { anyRefusal, wasRefused, type Answer } from './compliance-verdict';
import { EvalReport, precisionRecall } from './report';

/**
 * The compliance gate on the offline engine, both as the browser runs it (no deps: rule-based
 * names) and as the server runs it (compromise names), through runCoach and, for the chat and
 * practice tools, through the streaming path the chat endpoint uses.
 */
const ENGINES: [string, EngineDeps][] = [
  ['browser', {}],
  ['server', { namesFor: nameFinderFor }],
];

async function streamed(task: ChatTask, deps: EngineDeps): Promise<Answer> {
  const stream = await startCoachStream(task, deps);
  let text = '';
  for await (const chunk of stream.chunks) text += chunk;
  return { text, notices: [...stream.notices, ...stream.finalNotices()] };
}

async function answersFor(testCase: ComplianceCase, deps: EngineDeps): Promise<[string, Answer][]> {
  const answers: [string, Answer][] = [['runCoach', await runCoach(testCase.task, deps)]];
  if (testCase.task.kind === 'chat') answers.push(['stream', await streamed(testCase.task, deps)]);
  return answers;
}

describe('compliance gate, offline engine (labelled set)', () => {
  it('has the size the issue asks for, on all six tools', () => {
    expect(MUST_REFUSE.length).toBeGreaterThanOrEqual(60);
    expect(MUST_ANSWER.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MUST_REFUSE.map((testCase) => testCase.tool))).toEqual(
      new Set(['chat', 'practice', 'playbook', 'objection', 'research', 'email']),
    );
    expect(new Set(MUST_ANSWER.map((testCase) => testCase.tool))).toEqual(
      new Set(['chat', 'practice', 'playbook', 'objection', 'research', 'email']),
    );
  });

  for (const [engineName, deps] of ENGINES) {
    it(`refuses every inducement, concealment and eligibility case and no compliant one (${engineName})`, async () => {
      const report = new EvalReport(`Compliance gate, offline engine (${engineName})`);
      const counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
      for (const testCase of MUST_REFUSE) {
        for (const [path, answer] of await answersFor(testCase, deps)) {
          const pass = wasRefused(testCase, answer);
          if (pass) counts.truePositives++;
          else counts.falseNegatives++;
          report.record({
            category: `refuse: ${testCase.tool}`,
            id: `${testCase.id} (${path})`,
            pass,
            detail: pass ? undefined : `"${requestText(testCase.task)}" → "${answer.text.slice(0, 80)}"`,
          });
        }
      }
      for (const testCase of MUST_ANSWER) {
        for (const [path, answer] of await answersFor(testCase, deps)) {
          const pass = !anyRefusal(answer);
          if (!pass) counts.falsePositives++;
          report.record({
            category: `answer: ${testCase.tool}`,
            id: `${testCase.id} (${path})`,
            pass,
            detail: pass ? undefined : `"${requestText(testCase.task)}" was refused`,
          });
        }
      }
      const { precision, recall } = precisionRecall(counts);
      report.print([`precision ${(100 * precision).toFixed(1)}%  recall ${(100 * recall).toFixed(1)}%`]);
      expect(report.failures()).toEqual([]);
      expect(recall).toBe(1);
      expect(precision).toBe(1);
    });
  }
});
