/**
 * Checks knowledge files against the library's schema and for ids repeated across files:
 * `npm run knowledge:check -- [files...]` (default: every file in
 * src/content/knowledge/). For content writers; the unit tests check the same on every run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { knowledgePassageSchema } from '../src/lib/content-schemas.ts';

const dir = 'src/content/knowledge/';
const all = readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'objection-cards.json');
const files = process.argv.slice(2).length ? process.argv.slice(2) : all.map((file) => dir + file);
const seen = new Map<string, string>();
for (const file of all.map((f) => dir + f)) {
  for (const entry of JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]) {
    if (seen.has(entry.id)) console.log(`duplicate id ${entry.id} in ${file} and ${seen.get(entry.id)}`);
    seen.set(entry.id, file);
  }
}
let problems = 0;
for (const file of files) {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  entries.forEach((entry, index) => {
    const result = knowledgePassageSchema.safeParse(entry);
    if (!result.success) {
      problems++;
      console.log(
        `${file} #${index} ${(entry as { id?: string }).id}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
  });
  console.log(`${file}: ${entries.length} entries`);
}
process.exitCode = problems ? 1 : 0;
