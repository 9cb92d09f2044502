import { PASS_MARK, type PracticeScorecard } from './scorecard';

/** The scorecard as the coach says it in chat: every check with pass or fail, the quote, and what would pass. */
export function formatPracticeScorecard(card: PracticeScorecard): string {
  const lines = [`**Your practice scorecard: ${card.score}/100** (${card.passed ? 'passed' : `pass mark ${PASS_MARK}`})`, ''];
  for (const stage of Object.keys(card.stages) as (keyof PracticeScorecard['stages'])[]) {
    const checks = card.checks.filter((check) => check.stage === stage);
    lines.push(`**${stage}: ${checks.filter((c) => c.pass).length} of ${checks.length} checks**`);
    for (const check of checks) {
      lines.push(check.pass ? `- ✓ ${check.text}: “${check.evidence}”` : `- ✗ ${check.text}. Would pass: ${check.wouldPass}`);
    }
    lines.push('');
  }
  if (card.ignoredLines)
    lines.push(
      `*${card.ignoredLines} line${card.ignoredLines === 1 ? ' was' : 's were'} repeated or packed with keywords and earned nothing: one move per turn, in your own words.*`,
      '',
    );
  if (card.complianceFlags.length) lines.push('**Compliance**', ...card.complianceFlags.map((flag) => `- ${flag}`));
  return lines.join('\n').trim();
}
