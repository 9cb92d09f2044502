/**
 * Writes a blind answers batch as a veteran judge reads it: each request once, then the answers of two
 * checkouts of the coach (say, the engine at a session's start and at its end) as "Answer 1" and
 * "Answer 2" in an order drawn per request, so the judge cannot tell which version wrote which. The
 * key (which answer came from which checkout) goes to a separate file the judge is never given, and
 * nothing of the batch's required facts is shown. docs/coach-evaluation.md says how the judge is briefed
 * and how the scores are read back.
 *
 *   npm run eval:paired -- <batch.json> <checkout A> <checkout B> <out.md> <key.json> [every]
 *
 * `every` keeps one request in N (2 gives 40 of an 80-request batch, the size the judge read).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CoachResult, CoachTask } from '../../src/coach/types';
import { answerCase, type AnswerBlindCase } from '../../tests/eval/blind-harness/batches';

type RunCoach = (task: CoachTask) => Promise<CoachResult>;
type TaskOf = (item: AnswerBlindCase) => CoachTask;

const [batchPath, checkoutA, checkoutB, outPath, keyPath, everyArg = '1'] = process.argv.slice(2);
if (!batchPath || !checkoutA || !checkoutB || !outPath || !keyPath) {
  console.error('usage: paired-answers <batch.json> <checkout A> <checkout B> <out.md> <key.json> [every]');
  process.exit(2);
}

const engineOf = async (checkout: string) => {
  const { runCoach } = (await import(resolve(checkout, 'src/coach/engine.ts'))) as { runCoach: RunCoach };
  const { taskOf } = (await import(resolve(checkout, 'tests/eval/blind-harness/batches.ts'))) as { taskOf: TaskOf };
  return (item: AnswerBlindCase) => runCoach(taskOf(item));
};
const [answerA, answerB] = await Promise.all([engineOf(checkoutA), engineOf(checkoutB)]);

/** A fixed seed: the same batch gives the same order, so a second judge reads the same file. */
let seed = 20261127;
const headsForA = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648 < 0.5;
};

const asTheRepSeesIt = (result: CoachResult) =>
  [
    `*What the coach says it understood:* ${result.understanding?.line ?? '(none)'}`,
    result.text,
    `*Notices shown to the rep:* ${result.notices.join(' | ') || '(none)'}`,
  ].join('\n\n');

const batch = JSON.parse(readFileSync(batchPath, 'utf8')) as { cases: unknown[] };
const every = Math.max(1, Number(everyArg) || 1);
const sections: string[] = [];
const key: Record<string, { answer1: 'A' | 'B'; answer2: 'A' | 'B' }> = {};

for (const [index, raw] of batch.cases.entries()) {
  if (index % every !== 0) continue;
  const item = answerCase.parse(raw);
  const [a, b] = [await answerA(item), await answerB(item)];
  const aFirst = headsForA();
  key[item.id] = aFirst ? { answer1: 'A', answer2: 'B' } : { answer1: 'B', answer2: 'A' };
  const typed = Object.entries(item.input)
    .map(([field, value]) => `- **${field}**: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
  const [first, second] = aFirst ? [a, b] : [b, a];
  sections.push(
    `# ${item.id}\n\ntool: ${item.tool}\n\n${typed}\n\n## Answer 1\n\n${asTheRepSeesIt(first)}\n\n## Answer 2\n\n${asTheRepSeesIt(second)}\n`,
  );
}

writeFileSync(outPath, sections.join('\n---\n\n'));
writeFileSync(keyPath, `${JSON.stringify(key, null, 1)}\n`);
console.log(`${sections.length} requests written to ${outPath}; key in ${keyPath}`);
