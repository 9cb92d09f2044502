// The coach's input guards in process: the compliance gate alone, and the whole screen every request
// passes before any engine (caps, gate, privacy redaction), with the browser's rule-based name
// detector and with the server's rules + compromise. Inputs are the labelled eval sets
// (tests/eval/*-cases.ts) plus long requests at the input caps, bundled with esbuild (Vite's own
// dependency) so this plain .mjs can run the TypeScript. Target: p95 under 5 ms per request for
// the gate. Run alone with `node scripts/bench/coach-gate.mjs`.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = `
export { screenTask } from './src/coach/engine';
export { gateTask } from './src/coach/guard/task-gate';
export { findNamesWithNlp, loadNlp } from './src/coach/guard/names-nlp';
export { MUST_REFUSE, MUST_ANSWER } from './tests/eval/compliance-cases';
export { PHI_CASES, NO_PHI } from './tests/eval/privacy-cases';
`;

async function load() {
  const dir = await mkdtemp(join(tmpdir(), 'coach-gate-bench-'));
  const outfile = join(dir, 'guards.mjs');
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 1000) / 1000;
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]),
  };
}

function tasksFrom(m) {
  const tasks = [...m.MUST_REFUSE, ...m.MUST_ANSWER].map((testCase) => testCase.task);
  const texts = [...m.PHI_CASES.map((testCase) => testCase.text), ...m.NO_PHI];
  for (const [i, text] of texts.entries()) {
    tasks.push(
      i % 2
        ? { kind: 'playbook', scenario: text, desiredOutcomes: 'an in-service in 30 days' }
        : { kind: 'chat', prompt: text, history: [] },
    );
  }
  // Requests at the input caps: a long scenario and a ten-turn chat, the worst case per request.
  const paragraph = texts.join(' ');
  tasks.push({ kind: 'playbook', scenario: paragraph.slice(0, 2000), desiredOutcomes: paragraph.slice(0, 1000) });
  tasks.push({
    kind: 'chat',
    prompt: paragraph.slice(0, 4000),
    history: texts.slice(0, 10).map((content, i) => ({ role: i % 2 ? 'model' : 'user', content: content.repeat(8) })),
  });
  return tasks;
}

function time(tasks, rounds, fn) {
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    for (const task of tasks) {
      const started = performance.now();
      fn(task);
      samples.push(performance.now() - started);
    }
  }
  return summary(samples);
}

export async function run(_baseUrl, { rounds = 5 } = {}) {
  const m = await load();
  const tasks = tasksFrom(m);
  await m.loadNlp();
  // One warm-up pass each, as a running function would have had.
  for (const task of tasks) m.screenTask(task, m.findNamesWithNlp);
  const result = {
    gate: time(tasks, rounds, (task) => m.gateTask(task)),
    screenBrowser: time(tasks, rounds, (task) => m.screenTask(task)),
    screenServer: time(tasks, rounds, (task) => m.screenTask(task, m.findNamesWithNlp)),
    targetMs: 5,
  };
  result.pass = result.gate.p95Ms < result.targetMs;
  console.log('\nCoach input guards per request (compliance gate; whole screen = caps + gate + privacy):');
  console.table({
    gate: result.gate,
    'screen (browser names)': result.screenBrowser,
    'screen (server names, compromise)': result.screenServer,
  });
  console.log(
    result.pass
      ? `The compliance gate costs under ${result.targetMs} ms per request at p95.`
      : `The compliance gate misses the ${result.targetMs} ms p95 target.`,
  );
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
