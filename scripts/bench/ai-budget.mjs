// The daily AI budget under load: CONCURRENT takes at once, LIMIT slots, several rounds, against
// the local server's Blobs store (the one `npm start` uses). Prints how many went ahead per round
// and the overruns (must be 0: a model call beyond the budget is money spent past the cap), with
// take latency. The budget module is bundled with esbuild (as coach-gate.mjs does) so this plain
// .mjs can run the TypeScript. The rounds count a day long past, whose records are deleted after.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CONCURRENT = 200;
const LIMIT = 10;
const ROUNDS = 5;
const root = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = `
export { dailyBudget, usageKey, usageOn } from './src/server/ai-budget';
export { store } from './src/server/blobs';
`;

async function load() {
  const dir = await mkdtemp(join(tmpdir(), 'ai-budget-bench-'));
  const outfile = join(dir, 'budget.mjs');
  await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  const module = await import(pathToFileURL(outfile).href);
  await rm(dir, { recursive: true, force: true });
  return module;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function run() {
  const { dailyBudget, usageKey, usageOn, store } = await load();
  const rows = [];
  const latencies = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // One past day per round, so every round starts with the whole budget.
    const day = new Date(Date.UTC(2000, 0, round, 12));
    const budget = dailyBudget(LIMIT, () => day);
    const started = performance.now();
    const taken = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const t0 = performance.now();
        const ok = await budget.take();
        latencies.push(performance.now() - t0);
        return ok;
      }),
    );
    const admitted = taken.filter(Boolean).length;
    rows.push({
      round,
      concurrent: CONCURRENT,
      limit: LIMIT,
      admitted,
      slotsStored: await usageOn(day),
      overrun: Math.max(0, admitted - LIMIT),
      ms: Math.round(performance.now() - started),
    });
    const usage = store('usage');
    const { blobs } = await usage.list({ prefix: `${usageKey(day)}/` });
    await Promise.all(blobs.map(({ key }) => usage.delete(key)));
  }
  latencies.sort((a, b) => a - b);
  const overruns = rows.reduce((sum, row) => sum + row.overrun, 0);
  console.log(`\nAI daily budget under load (${CONCURRENT} concurrent takes, ${LIMIT} slots, local Blobs):`);
  console.table(rows);
  console.log(
    `Overruns: ${overruns}; take latency p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms.`,
  );
  return {
    concurrent: CONCURRENT,
    limit: LIMIT,
    rounds: rows,
    overruns,
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
  };
}
