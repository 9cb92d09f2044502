/**
 * Reads a judge's scores of a paired file (scripts/eval/paired-answers.ts) back against its key and
 * prints, per checkout, the mean relevance, correctness and actionability (1-5), the share the judge
 * would forward as is, and how many requests each version won on relevance.
 *
 *   npm run eval:paired-scores -- <scores.json> <key.json>
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';

const score = z.object({
  relevance: z.number().min(1).max(5),
  correct: z.number().min(1).max(5),
  actionable: z.number().min(1).max(5),
  forward: z.boolean(),
});
const scores = z.object({ cases: z.array(z.object({ id: z.string(), answer1: score, answer2: score })) });
const key = z.record(z.string(), z.object({ answer1: z.enum(['A', 'B']), answer2: z.enum(['A', 'B']) }));

const [scoresPath, keyPath] = process.argv.slice(2);
if (!scoresPath || !keyPath) {
  console.error('usage: paired-scores <scores.json> <key.json>');
  process.exit(2);
}
const judged = scores.parse(JSON.parse(readFileSync(scoresPath, 'utf8'))).cases;
const versions = key.parse(JSON.parse(readFileSync(keyPath, 'utf8')));

type Score = z.infer<typeof score>;
const byVersion: Record<'A' | 'B', Score[]> = { A: [], B: [] };
const wins = { A: 0, B: 0, tie: 0 };
for (const item of judged) {
  const order = versions[item.id];
  if (!order) throw new Error(`${item.id} is not in the key`);
  const a = order.answer1 === 'A' ? item.answer1 : item.answer2;
  const b = order.answer1 === 'A' ? item.answer2 : item.answer1;
  byVersion.A.push(a);
  byVersion.B.push(b);
  if (a.relevance > b.relevance) wins.A += 1;
  else if (b.relevance > a.relevance) wins.B += 1;
  else wins.tie += 1;
}

const mean = (list: Score[], pick: (s: Score) => number) => (list.reduce((sum, s) => sum + pick(s), 0) / list.length).toFixed(2);
for (const version of ['A', 'B'] as const) {
  const list = byVersion[version];
  const forwarded = list.filter((s) => s.forward).length;
  console.log(
    `${version}: ${list.length} answers · relevance ${mean(list, (s) => s.relevance)} · correct ${mean(list, (s) => s.correct)} · ` +
      `actionable ${mean(list, (s) => s.actionable)} · relevance 1: ${list.filter((s) => s.relevance === 1).length} · forward ${forwarded}/${list.length}`,
  );
}
console.log(`more relevant: A ${wins.A}, B ${wins.B}, tie ${wins.tie}`);
