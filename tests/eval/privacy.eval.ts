import { beforeAll, describe, expect, it } from 'vitest';
import { runCoach, type EngineDeps } from '../../src/coach/engine';
import { findNamesByRule } from '../../src/coach/guard/names';
import { findNamesWithNlp, loadNlp, nameFinderFor } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers } from '../../src/coach/guard/privacy';
import { leaked, taskFor } from './privacy-check';
import { NO_PHI, PHI_CASES } from './privacy-cases';
import { EvalReport, precisionRecall } from './report';

/**
 * The privacy guard on the labelled set, with both name detectors: the rules the browser's
 * offline engine uses and the rules plus compromise the server uses. Then the whole offline engine:
 * no identifier may come back in an answer or a notice, and the rep is told once.
 */
const DETECTORS = [
  ['browser rules', findNamesByRule],
  ['server rules + compromise', findNamesWithNlp],
] as const;

beforeAll(loadNlp);

describe('privacy guard (labelled set)', () => {
  it('has the size the issue asks for', () => {
    expect(PHI_CASES.length).toBeGreaterThanOrEqual(60);
    expect(NO_PHI.length).toBeGreaterThanOrEqual(20);
  });

  for (const [name, findNames] of DETECTORS) {
    it(`removes every identifier and changes no sentence without one (${name})`, () => {
      const report = new EvalReport(`Privacy guard (${name})`);
      const counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
      for (const [index, testCase] of PHI_CASES.entries()) {
        const { text, found } = redactPatientIdentifiers(testCase.text, findNames);
        const left = leaked(text, testCase.identifiers);
        counts.truePositives += testCase.identifiers.length - left.length;
        counts.falseNegatives += left.length;
        report.record({
          category: 'phi removed',
          id: `#${index + 1}`,
          pass: left.length === 0 && found.length > 0,
          detail: left.length ? `"${testCase.text}" → "${text}"` : undefined,
        });
      }
      for (const sentence of NO_PHI) {
        const { text, found } = redactPatientIdentifiers(sentence, findNames);
        const unchanged = text === sentence && found.length === 0;
        if (!unchanged) counts.falsePositives++;
        report.record({
          category: 'no phi unchanged',
          id: sentence.slice(0, 40),
          pass: unchanged,
          detail: unchanged ? undefined : `→ "${text}"`,
        });
      }
      const { precision, recall } = precisionRecall(counts);
      report.print([
        `identifier recall ${(100 * recall).toFixed(1)}%  precision ${(100 * precision).toFixed(1)}% (a false positive is a changed no-PHI sentence)`,
      ]);
      expect(report.failures()).toEqual([]);
    });
  }

  for (const [name, deps] of [
    ['browser', {}],
    ['server', { namesFor: nameFinderFor }],
  ] as [string, EngineDeps][]) {
    it(`never echoes an identifier from the offline coach, on every tool, and says once what it removed (${name})`, async () => {
      const report = new EvalReport(`Offline coach answers (${name})`);
      for (const [index, testCase] of PHI_CASES.entries()) {
        const task = taskFor(testCase, index);
        const result = await runCoach(task, deps);
        const left = leaked([result.text, ...result.notices].join('\n'), testCase.identifiers);
        const notices = result.notices.filter((notice) => notice.startsWith('For patient privacy'));
        report.record({
          category: `answer: ${task.kind}`,
          id: `#${index + 1}`,
          pass: left.length === 0 && notices.length === 1,
          detail: left.length ? `left ${left.join(', ')}` : notices.length !== 1 ? `${notices.length} privacy notices` : undefined,
        });
      }
      report.print();
      expect(report.failures()).toEqual([]);
    });
  }
});
