// The main thread during a page load on the phone profile (scripts/lib/phone-profile.ts: 4× CPU,
// 150 ms latency, 1.6 Mbps, cold cache), from a Chrome trace: time per kind of work (script,
// parsing, style and layout, paint, image decoding, GC, other) and every task over 50 ms with what
// it ran (main-thread-summary.ts). The same is measured on the blank reference page, and each
// page's figures are printed as ratios to it, so a regression reads as "3.1× the blank page"
// rather than as an absolute that swings with the machine's load.
// The trace runs from navigation until LOAD_SETTLE_MS after the load event (what runs "after load"
// on idle, such as the hero video starting, belongs to the page's cost too).
// Runs: BENCH_TRACE_RUNS (default 3) per page, the run with the median total reported.
// Part of `npm run bench`; alone: `node scripts/bench/main-thread.mjs [/route ...]` on the current
// build (or BENCH_URL), writing bench-results/main-thread.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { PHONE_CONTEXT, throttleLikePhone } from '../lib/phone-profile.ts';
import { GROUPS, inlineScriptLocator, ms, summarizeMainThread } from './main-thread-summary.ts';

export const LONG_TASK_MS = 50;
const LOAD_SETTLE_MS = 3000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
  'toplevel',
].join(',');

const htmlOf = (url, distDir) => {
  const path = new URL(url).pathname;
  try {
    return readFileSync(`${distDir}${path === '/' ? '/index' : path}.html`, 'utf8');
  } catch {
    return '';
  }
};

/** One traced load of `url` on a fresh phone context; returns the summary (main-thread-summary.ts). */
export async function traceLoad(browser, url, { html = '' } = {}) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const cdp = await throttleLikePhone(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForTimeout(LOAD_SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    // From the page's own navigation: the blank tab it replaced did its own, unrelated work.
    const navigation = events.find(
      (event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith(url),
    );
    return summarizeMainThread(events, { fromUs: navigation?.ts ?? 0, inlineScriptAt: html ? inlineScriptLocator(html) : undefined });
  } finally {
    await context.close();
  }
}

/** The run whose total main-thread time is the median of `runs` traced loads. */
async function medianTrace(browser, url, runs, options) {
  const summaries = [];
  for (let run = 0; run < runs; run += 1) summaries.push(await traceLoad(browser, url, options));
  return summaries.toSorted((a, b) => a.totalMs - b.totalMs)[Math.floor((summaries.length - 1) / 2)];
}

const ratio = (value, reference) => (reference > 0 ? `${(value / reference).toFixed(1)}×` : 'n/a');

/** A summary as a table row: each group in ms, the total and the blocking time as ratios to the reference. */
function row(label, summary, reference) {
  const blocking = (s) => s.tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);
  const longest = (s) => Math.max(0, ...s.tasks.map((task) => task.durationMs));
  return {
    page: label,
    ...Object.fromEntries(GROUPS.map((group) => [group, ms(summary.groups[group])])),
    totalMs: ms(summary.totalMs),
    'total ×ref': ratio(summary.totalMs, reference.totalMs),
    longestTaskMs: ms(longest(summary)),
    'longest ×ref': ratio(longest(summary), longest(reference)),
    'tasks>50ms': summary.tasks.filter((task) => task.durationMs > LONG_TASK_MS).length,
    blockingMs: ms(blocking(summary)),
  };
}

/**
 * Traces every route and the blank reference page; prints the per-page breakdown (ratios to the
 * reference) and every task over 50 ms with what it ran; returns both for latest.json.
 */
export async function run(
  baseUrl,
  routes,
  { referenceUrl, runs = Math.max(1, Number(process.env.BENCH_TRACE_RUNS) || 3), distDir = 'dist' } = {},
) {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS });
  const pages = [];
  let reference;
  try {
    // A throwaway load: a fresh browser and a server compressing each file for the first time are slower than any visit.
    await traceLoad(browser, `${baseUrl}/`);
    reference = referenceUrl ? await medianTrace(browser, referenceUrl, runs) : null;
    for (const route of routes) {
      const url = `${baseUrl}${route}`;
      pages.push({ route, summary: await medianTrace(browser, url, runs, { html: htmlOf(url, distDir) }) });
    }
  } finally {
    await browser.close();
  }
  const base = reference ?? { groups: {}, totalMs: 0, tasks: [] };
  console.log(
    `\nMain thread during load on the phone profile (4× CPU, slow network, cold cache; ms of self time per kind of work, ` +
      `median of ${runs} traced loads, until ${LOAD_SETTLE_MS / 1000} s after the load event):`,
  );
  console.table([
    ...(reference ? [row('(blank reference page)', reference, base)] : []),
    ...pages.map(({ route, summary }) => row(route, summary, base)),
  ]);
  const long = pages.flatMap(({ route, summary }) =>
    summary.tasks
      .filter((task) => task.durationMs > LONG_TASK_MS)
      .map((task) => ({
        page: route,
        atMs: ms(task.startMs - summary.tasks[0].startMs),
        durationMs: ms(task.durationMs),
        source: task.source,
        ran: task.ran.join('; '),
      })),
  );
  console.log(
    long.length
      ? `Tasks over ${LONG_TASK_MS} ms (at: ms after the first task of the load):`
      : `No task over ${LONG_TASK_MS} ms on any page.`,
  );
  if (long.length) console.table(long);
  return { runs, settleMs: LOAD_SETTLE_MS, reference, pages };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { prepareLocalSecrets } = await import('../lib/local-secrets.mjs');
  const { startSiteServer } = await import('../lib/site-server.ts');
  const { startReferencePages } = await import('./reference-page.ts');
  let server = null;
  let baseUrl = process.env.BENCH_URL;
  if (!baseUrl) {
    prepareLocalSecrets();
    server = await startSiteServer({ port: 0, quiet: true });
    baseUrl = server.url;
  }
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const referencePages = await startReferencePages({ siteUrl: baseUrl });
  const result = await run(baseUrl.replace(/\/$/, ''), routes, { referenceUrl: referencePages.blankUrl });
  await referencePages.close();
  await server?.close();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/main-thread.json', JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
  process.exit(0);
}
