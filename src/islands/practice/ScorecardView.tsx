import { PRACTICE_CHECKS, STAGES, type CheckId } from '../../lib/practice/checks';
import { PASS_MARK } from '../../lib/practice/scorecard';
import { DIFFICULTY_LABELS, PRACTICE_PERSONA_INFO } from '../../lib/practice-personas';
import type { PracticeDifficulty, PracticePersonaId } from '../../lib/schemas/chat';

/** What the view needs: the local scorecard and a shared (signed) one both fit. */
export interface ScorecardData {
  persona: PracticePersonaId;
  difficulty: PracticeDifficulty;
  score: number;
  passed: boolean;
  checks: { id: CheckId; pass: boolean; evidence?: string; wouldPass: string }[];
  complianceFlags?: string[];
  ignoredLines?: number;
}

/** Every check with pass or fail, the rep's own words as evidence, and what would have passed. */
export function ScorecardView({ card, headingLevel = 2 }: { card: ScorecardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="scorecard-heading" className="card p-4" data-testid="scorecard">
      <Heading id="scorecard-heading" className="text-xl font-bold">
        Scorecard: {card.score}/100 · {card.passed ? 'Passed' : `Not yet (pass mark ${PASS_MARK})`}
      </Heading>
      <p className="muted text-sm">
        {PRACTICE_PERSONA_INFO[card.persona].label} · {DIFFICULTY_LABELS[card.difficulty]}
      </p>
      {STAGES.map((stage) => {
        const checks = PRACTICE_CHECKS.filter((check) => check.stage === stage);
        const results = checks.map((check) => ({ check, result: card.checks.find((c) => c.id === check.id) }));
        return (
          <div key={stage} className="mt-4">
            <Sub className="font-semibold">
              {stage}: {results.filter((r) => r.result?.pass).length} of {checks.length}
            </Sub>
            <ul className="mt-1 flex flex-col gap-2">
              {results.map(({ check, result }) => (
                <li key={check.id} className="text-sm" data-check={check.id} data-pass={result?.pass ? 'true' : 'false'}>
                  <p>
                    <strong>{result?.pass ? '✓ Pass' : '✗ Fail'}</strong>: {check.text}
                  </p>
                  {result?.pass && result.evidence ? (
                    <blockquote className="mt-1 border-l-4 border-[var(--brand)] pl-2 italic">“{result.evidence}”</blockquote>
                  ) : (
                    <p className="muted mt-1">Would have passed: {result?.wouldPass}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {card.ignoredLines ? (
        <p className="mt-3 text-sm">
          {card.ignoredLines} line{card.ignoredLines === 1 ? ' was' : 's were'} repeated or packed with keywords and earned nothing.
        </p>
      ) : null}
      {card.complianceFlags?.length ? (
        <div className="mt-3" role="note">
          <p className="font-semibold">Compliance</p>
          <ul className="list-disc pl-5 text-sm">
            {card.complianceFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
