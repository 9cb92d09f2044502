// `npm run bench`: Lighthouse (mobile, simulated slow 4G, Debian Chromium) on every built page,
// against the production build on the local server, with compressed bytes per resource type.
// BENCH_RUNS (default 3) sets how many runs per page; the median run is reported. BENCH_ROUTES
// (comma-separated, e.g. /tools/objections,/about) measures only those pages, and nothing else.
// Targets (docs/architecture.md §7): performance 100, LCP <= 1.2 s, CLS 0, TBT 0 on every page; SEO 100 on every
// page search engines may index (noindex pages fail Lighthouse's crawlable check on purpose: n/a).
// Beside it, interaction on the phone profile (scripts/bench/phone-interaction.mjs): tap to first
// visible response (goal <= 100 ms), tap to result, input lost while the code loads (goal 0).
// Beside both, the main thread during each page's load on the phone profile, from Chrome traces
// (scripts/bench/main-thread.mjs): time per kind of work and every task over 50 ms with what it ran,
// as ratios to the blank reference page measured the same way.
// BENCH_ONLY=interaction runs only that, BENCH_ONLY=lighthouse only Lighthouse (and the API
// benchmarks), BENCH_ONLY=main-thread only the traces (BENCH_TRACE_RUNS per page, default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { startSiteServer } from './lib/site-server.ts';
import { prepareLocalSecrets } from './lib/local-secrets.mjs';
import { CHROMIUM_FLAGS, findChromium } from './lib/chromium.ts';
import { builtRoutes } from './lib/built-routes.ts';
import { extraBenchmarks } from './bench/index.mjs';
import { run as phoneInteraction } from './bench/phone-interaction.mjs';
import { run as mainThread } from './bench/main-thread.mjs';
import { startReferencePages, TEXT_ONLY_SOURCE } from './bench/reference-page.ts';

prepareLocalSecrets();
const server = await startSiteServer({ port: 0, quiet: true });
const only = process.env.BENCH_ONLY?.trim().toLowerCase();
if (only === 'interaction') {
  // Minutes instead of a quarter of an hour: the phone interaction figures alone.
  const interaction = await phoneInteraction(server.url);
  await server.close();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify({ date: new Date().toISOString(), interaction }, null, 2));
  process.exit(0);
}
const onlyRoutes = process.env.BENCH_ROUTES?.split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const routes = builtRoutes().filter((route) => route !== '/404' && (!onlyRoutes?.length || onlyRoutes.includes(route)));
if (only === 'main-thread') {
  const referencePages = await startReferencePages({ siteUrl: server.url });
  const trace = await mainThread(server.url, routes, { referenceUrl: referencePages.blankUrl });
  await referencePages.close();
  await server.close();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify({ date: new Date().toISOString(), mainThread: trace }, null, 2));
  process.exit(0);
}
const chromePath = findChromium();
const chrome = await chromeLauncher.launch({
  chromePath: chromePath ?? undefined,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

// Lighthouse's own advice: one run varies a lot (TBT swings by 100+ ms on a two-core machine), so
// each page is measured several times and the median run (Lighthouse's computeMedianRun) reported.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const runLighthouse = async (url) =>
  (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] })).lhr;
const rows = [];
/** Each measured run's host CPU score (Lighthouse's benchmarkIndex), for the summary. */
const benchmarkIndexes = [];
const kb = (bytes) => (bytes / 1024).toFixed(1);

// One throwaway run first: a freshly launched Chromium (and a server compressing each file for
// the first time) is slower than anything a visitor sees, and that cold start would otherwise
// land on whichever page happens to be measured first.
await runLighthouse(`${server.url}/`);

/** Lighthouse's median run of RUNS on `url`, as a table row. */
async function measure(url, route) {
  const runs = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) runs.push(await runLighthouse(url));
  const valid = filterToValidRuns(runs);
  const lhr = valid.length ? computeMedianRun(valid) : runs[0];
  const audit = (id) => lhr.audits[id];
  const bytesByType = { Document: 0, Stylesheet: 0, Script: 0 };
  for (const request of audit('network-requests')?.details?.items ?? []) {
    if (request.resourceType in bytesByType) bytesByType[request.resourceType] += request.transferSize ?? 0;
  }
  // A page that asks not to be indexed fails Lighthouse's is-crawlable audit by design.
  const noindex = lhr.audits['is-crawlable']?.score === 0;
  const row = {
    route,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: noindex ? 'n/a' : Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    htmlKB: kb(bytesByType.Document),
    cssKB: kb(bytesByType.Stylesheet),
    jsKB: kb(bytesByType.Script),
  };
  row.pass = row.score === 100 && (row.seo === 'n/a' || row.seo === 100) && row.lcpMs <= 1200 && row.tbtMs === 0 && row.cls === 0;
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  console.log(`${route}: ${row.score}, SEO ${row.seo} (LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls})`);
  return row;
}

const referencePages = await startReferencePages({ siteUrl: server.url });
let reference;
let textOnly;
try {
  for (const route of routes) rows.push(await measure(`${server.url}${route}`, route));
  // Measured last, on the same warm browser: the floor this machine sets on every metric, and the
  // cost of one page's bare content (no CSS, no script) on this machine.
  reference = await measure(referencePages.blankUrl, '(blank reference page)');
  textOnly = await measure(referencePages.textOnlyUrl, `(${TEXT_ONLY_SOURCE}, text only)`);
} finally {
  chrome.kill();
}

console.log(`\nLighthouse, mobile, simulated slow 4G, median of ${RUNS} runs (compressed transfer sizes):`);
console.table([...rows, reference, textOnly]);
const failing = rows.filter((row) => !row.pass);
console.log(failing.length ? `Pages missing a target: ${failing.map((r) => r.route).join(', ')}` : 'Every page meets the targets.');
const sortedIndexes = benchmarkIndexes.toSorted((a, b) => a - b);
const benchmarkIndex = Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)] ?? 0);
// Lighthouse's 4x CPU slowdown assumes a host with a benchmarkIndex of about 1500-2000 (docs/throttling.md).
console.log(
  `Host CPU (Lighthouse benchmarkIndex, median): ${benchmarkIndex}. TBT of the blank reference page: ${reference.tbtMs} ms; ` +
    `of ${TEXT_ONLY_SOURCE} without its CSS and scripts: ${textOnly.tbtMs} ms.`,
);

// What the main thread did on each page, beside the same for the blank reference page (also on a
// subset run: it explains the TBT column above).
let trace;
try {
  trace = await mainThread(server.url, routes, { referenceUrl: referencePages.blankUrl });
} finally {
  await referencePages.close();
}

// The phone interaction figures, beside the Lighthouse table (also on a subset run: they are the
// other half of "fast on a phone").
const interaction = only === 'lighthouse' ? null : await phoneInteraction(server.url);

// A subset run (BENCH_ROUTES) is for checking pages; it skips the API and engine benchmarks.
const extra = onlyRoutes?.length ? null : await extraBenchmarks(server.url);
await server.close();

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), benchmarkIndex, lighthouse: rows, reference, textOnly, mainThread: trace, interaction, extra },
    null,
    2,
  ),
);
process.exit(0);
