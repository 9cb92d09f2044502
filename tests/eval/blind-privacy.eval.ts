import { describe, expect, it } from 'vitest';
import { runCoach, type EngineDeps } from '../../src/coach/engine';
import { nameFinderFor } from '../../src/coach/guard/names-nlp';
import type { CoachProvider, CoachTask, ProviderAnswer } from '../../src/coach/types';
import { answerOffline } from '../../src/coach/compose/offline';
import { inputText, loadBatches, privacyCase, taskOf } from './blind-harness/batches';
import { privacyNoticeShown } from './blind-harness/verdicts';
import { leaked } from './privacy-check';
import { EvalReport } from './report';

/**
 * Blind privacy batches (tests/eval/blind/privacy-*.json): every identifier removed before the
 * engine sees the task, and out of the answer; the privacy notice only when something was removed.
 * Both name finders (browser rules; server rules + compromise). Measured and printed per batch.
 */
const BATCHES = loadBatches('privacy', privacyCase);

/** The offline coach, recording the task it was handed (what any engine, log or model would see). */
function recordingOffline(): { provider: CoachProvider; seen: CoachTask[] } {
  const seen: CoachTask[] = [];
  const provider: CoachProvider = {
    engine: 'offline',
    async answer(task): Promise<ProviderAnswer> {
      seen.push(task);
      return answerOffline(task);
    },
    async *streamChat() {
      yield '';
    },
  };
  return { provider, seen };
}

describe('blind privacy batches', () => {
  // A batch file that does not match the README's shape must fail loudly, never be skipped quietly.
  it('refuses a case that does not match the documented shape', () => {
    expect(
      privacyCase.safeParse({ id: 'x', tool: 'fax', input: { text: 'unknown tool' }, identifiers: [], hasPatientDetail: false }).success,
    ).toBe(false);
  });
  for (const { batch, cases } of BATCHES) {
    const finders: [string, Pick<EngineDeps, 'namesFor'>][] = [
      ['browser rules', {}],
      ['server rules + compromise', { namesFor: nameFinderFor }],
    ];
    for (const [finder, finderDeps] of finders) {
      it(`${batch}: ${finder}`, async () => {
        const report = new EvalReport(`Blind ${batch} · privacy · ${finder}`, batch);
        for (const testCase of cases) {
          const { provider, seen } = recordingOffline();
          const result = await runCoach(taskOf(testCase), { ...finderDeps, offline: provider });
          const reached = [JSON.stringify(seen), result.text, ...result.notices].join('\n');
          const left = leaked(reached, testCase.identifiers);
          const notice = privacyNoticeShown(result.notices);
          const pass = testCase.hasPatientDetail ? left.length === 0 && notice : !notice;
          report.record({
            category: testCase.hasPatientDetail ? `removed · ${testCase.tool}` : `no false notice · ${testCase.tool}`,
            id: testCase.id,
            pass,
            detail: pass
              ? undefined
              : `${left.length ? `leaked ${left.join(', ')}` : notice ? 'notice shown' : 'no notice'}: "${inputText(testCase).slice(0, 140)}"`,
          });
        }
        const withPatient = report.outcomes.filter((o) => o.category.startsWith('removed'));
        const without = report.outcomes.filter((o) => o.category.startsWith('no false'));
        report.print([
          `identifiers removed in ${withPatient.filter((o) => o.pass).length}/${withPatient.length}; false notices ${without.filter((o) => !o.pass).length}/${without.length}`,
        ]);
        expect(report.outcomes.length).toBe(cases.length);
      });
    }
  }
});
