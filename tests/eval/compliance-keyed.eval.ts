import { describe, expect, it } from 'vitest';
import { runCoach, startCoachStream } from '../../src/coach/engine';
import type { ChatTask } from '../../src/coach/types';
import { MUST_ANSWER, MUST_REFUSE, requestText } from './compliance-cases';
import { anyRefusal, wasRefused, type Answer } from './compliance-verdict';
import { sentContents, useFakeGemini } from './keyed-setup';
import { EvalReport, precisionRecall } from './report';

/**
 * The same labelled compliance set through the keyed engine: Gemini via the real SDK against the
 * fake server. A refused request must never reach the model (no request at all); an email whose
 * customization lost a line reaches it without that line; a compliant request reaches it.
 */
const { fake, deps } = useFakeGemini();

async function streamed(task: ChatTask): Promise<Answer> {
  const stream = await startCoachStream(task, deps());
  let text = '';
  for await (const chunk of stream.chunks) text += chunk;
  return { text, notices: [...stream.notices, ...stream.finalNotices()] };
}

describe('compliance gate, keyed engine (Gemini SDK against the fake server)', () => {
  it('refuses every inducement before the model and passes every compliant request to it', async () => {
    const report = new EvalReport('Compliance gate, keyed engine');
    const counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    for (const testCase of MUST_REFUSE) {
      const paths: [string, () => Promise<Answer>][] = [['runCoach', () => runCoach(testCase.task, deps())]];
      if (testCase.task.kind === 'chat') paths.push(['stream', () => streamed(testCase.task as ChatTask)]);
      for (const [path, run] of paths) {
        fake().reset();
        const answer = await run();
        const requests = fake().requests;
        const dropped = testCase.dropped ?? [];
        // A dropped customization: the rest of the email still goes to the model, without the inducement.
        const reachedModel = dropped.length
          ? requests.some((request) => dropped.some((text) => sentContents(request).toLowerCase().includes(text.toLowerCase())))
          : requests.length > 0;
        const pass = wasRefused(testCase, answer) && !reachedModel;
        if (pass) counts.truePositives++;
        else counts.falseNegatives++;
        report.record({
          category: `refuse: ${testCase.tool}`,
          id: `${testCase.id} (${path})`,
          pass,
          detail: pass
            ? undefined
            : `"${requestText(testCase.task)}" model requests: ${requests.length}, answer "${answer.text.slice(0, 60)}"`,
        });
      }
    }
    for (const testCase of MUST_ANSWER) {
      fake().reset();
      const answer = await runCoach(testCase.task, deps());
      const pass = !anyRefusal(answer) && fake().requests.length === 1;
      if (!pass) counts.falsePositives++;
      report.record({
        category: `answer: ${testCase.tool}`,
        id: testCase.id,
        pass,
        detail: pass ? undefined : `"${requestText(testCase.task)}" refused or not sent`,
      });
    }
    const { precision, recall } = precisionRecall(counts);
    report.print([`precision ${(100 * precision).toFixed(1)}%  recall ${(100 * recall).toFixed(1)}%`]);
    expect(report.failures()).toEqual([]);
  });

  it('still flags an inducement in the model’s own text (the output check)', async () => {
    fake().script({ kind: 'text', text: 'Send one of your CNAs to cover their weekend shifts, and take the DON to Topgolf.' });
    const result = await runCoach({ kind: 'playbook', scenario: 'A SNF that is short-staffed on weekends.' }, deps());
    expect(result.engine).toBe('gemini');
    expect(result.notices.join(' ')).toMatch(/^Compliance note: this mentions free services or staff or tickets, outings or entertainment/);
  });
});
