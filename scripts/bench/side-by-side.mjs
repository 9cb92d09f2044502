// Side by side with a peer site (docs/performance-main-thread.md, "Against AstroWind"):
//   node scripts/bench/side-by-side.mjs <peer dist folder>
// Both built sites are served by the same static brotli server (scripts/lib/static-brotli-server.ts)
// and measured by Lighthouse (mobile: simulated slow 4G, 4x CPU) page against page, interleaved:
// in each round every pair of comparable pages is run one after the other, the order alternating
// between rounds, so a busy moment of the machine lands on both sites alike.
// SIDE_ROUNDS (default 3) sets the rounds; SIDE_PAGES pairs "ours=peer" paths, comma-separated
// (default: home, about, services, programs against pricing, the tips list against the blog list).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { startStaticBrotliServer } from '../lib/static-brotli-server.ts';

const peerDir = process.argv[2];
if (!peerDir) {
  console.error('Usage: node scripts/bench/side-by-side.mjs <peer dist folder> (see docs/performance-main-thread.md)');
  process.exit(2);
}
const ROUNDS = Math.max(1, Number(process.env.SIDE_ROUNDS) || 3);
const PAIRS = (process.env.SIDE_PAGES ?? '/=/,/about=/about,/services=/services,/programs=/pricing,/tips=/blog')
  .split(',')
  .map((pair) => pair.split('=').map((path) => path.trim()));

const ours = await startStaticBrotliServer(resolve('dist'));
const peer = await startStaticBrotliServer(resolve(peerDir));
const chrome = await chromeLauncher.launch({ chromePath: findChromium() ?? undefined, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });

/** One Lighthouse run, reduced to the figures compared. */
async function run(url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audit = (id) => lhr.audits[id];
  const load = audit('metrics')?.details?.items?.[0]?.observedLoad ?? Infinity;
  const requests = audit('network-requests')?.details?.items ?? [];
  // What the first paint waits for: the document and the style sheets it links.
  const criticalBytes = requests
    .filter((r) => r.resourceType === 'Document' || (r.resourceType === 'Stylesheet' && r.priority !== 'Low'))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scriptsBeforeLoad = requests.filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Infinity) <= load);
  return {
    score: lhr.categories.performance.score ?? 0,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    criticalBytes,
    scriptFiles: scriptsBeforeLoad.length,
    scriptBytes: scriptsBeforeLoad.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    url,
  };
}

const results = { ours: [], peer: [] };
try {
  await run(`${ours.url}/`); // a cold Chromium is slower than anything measured after it
  await run(`${peer.url}/`);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [mine, theirs] of PAIRS) {
      const order = round % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
      for (const site of order) {
        const result = await run(site === 'ours' ? `${ours.url}${mine}` : `${peer.url}${theirs}`);
        results[site].push({ ...result, page: site === 'ours' ? mine : theirs, round });
        console.log(
          `round ${round + 1} ${site.padEnd(4)} ${result.url}: ${Math.round(result.score * 100)}, TBT ${Math.round(result.tbt)} ms`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  await ours.close();
  await peer.close();
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (rows) => ({
  'perf median': median(rows.map((r) => r.score)).toFixed(2),
  'perf min': Math.min(...rows.map((r) => r.score)).toFixed(2),
  'FCP ms': Math.round(median(rows.map((r) => r.fcp))),
  'LCP ms': Math.round(median(rows.map((r) => r.lcp))),
  'TBT median ms': Math.round(median(rows.map((r) => r.tbt))),
  'TBT max ms': Math.round(Math.max(...rows.map((r) => r.tbt))),
  'critical HTML+CSS KB (br)': (median(rows.map((r) => r.criticalBytes)) / 1024).toFixed(1),
  'JS files before load': median(rows.map((r) => r.scriptFiles)),
});
const table = { 'this site': summary(results.ours), peer: summary(results.peer) };
console.log(`\nSide by side, Lighthouse mobile, ${ROUNDS} rounds x ${PAIRS.length} pages, interleaved:`);
console.table(table);
const ratio = (key) => (Number(table['this site'][key]) / Number(table.peer[key])).toFixed(2);
console.log(`FCP ratio ${ratio('FCP ms')}, LCP ratio ${ratio('LCP ms')} (goal: at most 0.80)`);
console.log('Per page (this site), median of rounds:');
console.table(
  PAIRS.map(([mine]) => {
    const rows = results.ours.filter((r) => r.page === mine);
    return {
      page: mine,
      'perf min': Math.min(...rows.map((r) => r.score)).toFixed(2),
      'TBT median ms': Math.round(median(rows.map((r) => r.tbt))),
    };
  }),
);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/side-by-side.json',
  JSON.stringify({ date: new Date().toISOString(), rounds: ROUNDS, pairs: PAIRS, table, results }, null, 2),
);
