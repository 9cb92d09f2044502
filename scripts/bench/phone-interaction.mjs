// Interaction on the phone profile (scripts/lib/phone-profile.ts: 412×823 at 1.75×,
// touch, 150 ms latency, 1.6 Mbps, 4× CPU, cache disabled, a new browser context per run):
// - tap to first visible response (goal ≤ 100 ms at p95): after the load event, tap each tool's
//   primary button, the header's Search and the home page's Subscribe before the island's code
//   has arrived; measured in the page, from the tap's own event timestamp to the frame after the
//   first visible change that answers it (interaction-recorder.mjs);
// - tap to result: from that tap to the frame after the offline coach's answer is visible (the
//   bench server has no GEMINI_API_KEY);
// - input lost (goal 0): type character by character from the moment the navigation commits,
//   switching fields, pasting, pressing Enter or tapping the button while the code loads; then
//   count the characters missing from the fields once the page has settled and from the request
//   that was sent, which must leave exactly once.
// Runs: BENCH_INTERACTION_RUNS (default 5). BENCH_INTERACTION_FILTER (a piece of a scenario's
// name, e.g. "chat") runs only matching scenarios. Part of `npm run bench` (BENCH_ONLY=interaction
// runs only this); alone: `node scripts/bench/phone-interaction.mjs` starts its own server on the
// current build, or measures BENCH_URL (a server already running) and writes
// bench-results/interaction.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { PHONE_CONTEXT, PHONE_CPU_SLOWDOWN, PHONE_NETWORK, throttleLikePhone } from '../lib/phone-profile.ts';
import { PAGE_EVENTS } from '../../src/lib/page-events.ts';
import { installRecorder } from './interaction-recorder.mjs';
import { TAP_SCENARIOS, TYPING_SCENARIOS } from './interaction-scenarios.mjs';
import { charactersLost, meetsTimeGoal, summarizeTimes } from './interaction-stats.ts';

const FIRST_RESPONSE_GOAL_MS = 100;
/** A quick typist on a phone keyboard: about 10 characters a second. */
const TYPE_DELAY_MS = 60;
/** How long a control may take to appear, and the page to answer. */
const FIND_TIMEOUT_MS = 30_000;
const RESPONSE_WAIT_MS = 10_000;
const RESULT_WAIT_MS = 20_000;
const REQUEST_WAIT_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

/** Runs `measure(page)` on a fresh, throttled phone context (nothing cached), then closes it. */
async function onPhone(browser, measure) {
  // Service workers are blocked, as in the e2e tests: a first visit has none controlling it, and
  // page.on('request') must see every request the page makes.
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(installRecorder, { readyEvent: PAGE_EVENTS.islandReady });
    await throttleLikePhone(page);
    return await measure(page);
  } finally {
    await context.close();
  }
}

const readRecorder = (page) => page.evaluate(() => window.__phoneBench.read());

/** Polls the page's recorder until `done(state)` or `ms` pass; returns the last state. */
async function waitForRecorder(page, done, ms) {
  const deadline = Date.now() + ms;
  let state = await readRecorder(page);
  while (!done(state) && Date.now() < deadline) {
    await sleep(100);
    state = await readRecorder(page);
  }
  return state;
}

/** A run's own id, for texts that must be unique (a newsletter address): `{run}` in a text. */
const runId = (run) => `${Date.now().toString(36)}-${run}`;
const fillIn = (text, id) => text.replaceAll('{run}', id);

async function tapRun(browser, baseUrl, scenario, run) {
  return onPhone(browser, async (page) => {
    await page.goto(`${baseUrl}${scenario.route}`, { waitUntil: 'load', timeout: 60_000 });
    const id = runId(run);
    for (const [locate, text] of scenario.fill) await locate(page).fill(fillIn(text, id), { timeout: FIND_TIMEOUT_MS });
    const button = scenario.tap(page);
    await button.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS });
    await page.evaluate((spec) => window.__phoneBench.arm(spec), scenario.result);
    // Forced: a rep taps a button whether or not it is enabled yet.
    await button.tap({ force: true, timeout: FIND_TIMEOUT_MS });
    let state = await waitForRecorder(page, (s) => s.response?.paintedAt != null, RESPONSE_WAIT_MS);
    if (scenario.result) state = await waitForRecorder(page, (s) => s.result?.paintedAt != null, RESULT_WAIT_MS);
    if (state.tapAt === null) throw new Error('the tap never reached the page');
    const since = (time) => (typeof time === 'number' ? Math.round(time - state.tapAt) : null);
    return {
      firstResponseMs: since(state.response?.paintedAt),
      response: state.response?.what ?? 'no response',
      resultMs: scenario.result ? since(state.result?.paintedAt) : null,
      readyBeforeTap: state.readyAt.some((at) => at <= state.tapAt),
      readyAfterTapMs: since(state.readyAt.find((at) => at > state.tapAt)),
    };
  });
}

async function doStep(page, step) {
  const [kind, locate, text] = step;
  switch (kind) {
    case 'type':
      await locate(page).tap({ timeout: FIND_TIMEOUT_MS });
      await page.keyboard.type(text, { delay: TYPE_DELAY_MS });
      break;
    case 'paste':
      await locate(page).tap({ timeout: FIND_TIMEOUT_MS });
      await page.keyboard.insertText(text);
      break;
    case 'keys':
      await page.keyboard.type(locate, { delay: TYPE_DELAY_MS });
      break;
    case 'enter':
      await page.keyboard.press('Enter');
      break;
    case 'tap':
      await locate(page).tap({ force: true, timeout: FIND_TIMEOUT_MS });
      break;
    default:
      throw new Error(`unknown step ${kind}`);
  }
}

/** Characters of `expected` (field → text) missing from `body` (a request's JSON text). */
function lostFromRequest(body, expected) {
  let parsed = {};
  try {
    parsed = JSON.parse(body);
  } catch {
    // An unreadable request delivered nothing.
  }
  return Object.entries(expected).reduce((sum, [key, text]) => sum + charactersLost(text, String(parsed?.[key] ?? '')), 0);
}

async function typingRun(browser, baseUrl, scenario, run) {
  return onPhone(browser, async (page) => {
    const id = runId(run);
    const steps = scenario.steps.map((step) => step.map((part) => (typeof part === 'string' ? fillIn(part, id) : part)));
    const sent = scenario.sent && {
      path: scenario.sent.path,
      body: Object.fromEntries(Object.entries(scenario.sent.body).map(([key, text]) => [key, fillIn(text, id)])),
    };
    const bodies = [];
    page.on('request', (request) => {
      if (sent && request.method() === 'POST' && new URL(request.url()).pathname === sent.path) bodies.push(request.postData() ?? '');
    });
    await page.goto(`${baseUrl}${scenario.route}`, { waitUntil: 'commit', timeout: 60_000 });
    for (const step of steps) await doStep(page, step);
    const deadline = Date.now() + REQUEST_WAIT_MS;
    while (sent && !bodies.length && Date.now() < deadline) await sleep(100);
    // Settled: loaded, the island's code in, nothing more on the network (a replayed press would
    // have sent its duplicate by now).
    await page.waitForLoadState('load', { timeout: FIND_TIMEOUT_MS }).catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: FIND_TIMEOUT_MS }).catch(() => {});
    let fieldsLost = 0;
    for (const [locate, template] of scenario.kept) {
      const text = fillIn(template, id);
      const value = await locate(page)
        .inputValue({ timeout: 2_000 })
        .catch(() => '');
      fieldsLost += charactersLost(text, value);
    }
    const typed = steps.reduce((sum, step) => sum + (step[0] === 'keys' ? step[1].length : (step[2]?.length ?? 0)), 0);
    const sentLost = sent ? (bodies.length ? lostFromRequest(bodies[0], sent.body) : Object.values(sent.body).join('').length) : 0;
    return { typed, lost: Math.max(fieldsLost, sentLost), fieldsLost, sentLost, requests: sent ? bodies.length : null };
  });
}

/** Runs `measure` `runs` times; a run that throws is kept as its reason. */
async function repeat(runs, measure) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    try {
      results.push(await measure(run));
    } catch (error) {
      results.push({ error: firstLine(error) });
    }
  }
  return results;
}

const mostCommon = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

function tapRow(scenario, results) {
  const ok = results.filter((result) => !result.error);
  const firstResponse = summarizeTimes(results.map((result) => result.firstResponseMs ?? null));
  const result = scenario.result ? summarizeTimes(results.map((r) => r.resultMs ?? null)) : null;
  const row = {
    scenario: scenario.name,
    route: scenario.route,
    firstResponse,
    result,
    // Only islands that send island-ready can say whether the tap beat their code.
    tappedBeforeReady: ok.some((r) => r.readyBeforeTap || r.readyAfterTapMs !== null)
      ? `${ok.filter((r) => !r.readyBeforeTap).length}/${results.length}`
      : 'n/a (no island-ready)',
    codeReadyAfterTap: summarizeTimes(ok.map((r) => r.readyAfterTapMs ?? null)),
    response: mostCommon(ok.map((r) => r.response)),
    pass: meetsTimeGoal(firstResponse, FIRST_RESPONSE_GOAL_MS),
    runs: results,
  };
  if (!ok.length) row.na = results[0]?.error ?? 'no runs';
  return row;
}

function typingRow(scenario, results) {
  const ok = results.filter((result) => !result.error);
  const lost = ok.map((r) => r.lost);
  const requests = ok.map((r) => r.requests).filter((count) => count !== null);
  const row = {
    scenario: scenario.name,
    route: scenario.route,
    typedChars: ok[0]?.typed ?? null,
    lostMedian: lost.length ? lost.toSorted((a, b) => a - b)[Math.floor((lost.length - 1) / 2)] : null,
    lostMax: lost.length ? Math.max(...lost) : null,
    requestsSent: requests.length ? `${Math.min(...requests)}-${Math.max(...requests)}` : 'n/a',
    pass: ok.length === results.length && lost.every((count) => count === 0) && requests.every((count) => count === 1),
    runs: results,
  };
  if (!ok.length) row.na = results[0]?.error ?? 'no runs';
  return row;
}

const ms = (value) => (value === null || value === undefined ? 'n/a' : value);

function print(tap, typing, runs) {
  console.log(
    `\nPhone interaction (412×823, ${PHONE_NETWORK.latency} ms latency, 1.6 Mbps, ${PHONE_CPU_SLOWDOWN}× CPU, cold cache), ` +
      `${runs} runs each; tap to first visible response, goal ≤ ${FIRST_RESPONSE_GOAL_MS} ms at p95:`,
  );
  console.table(
    tap.map((row) => ({
      scenario: row.scenario,
      'first response median': ms(row.firstResponse.medianMs),
      p95: ms(row.firstResponse.p95Ms),
      responded: `${row.firstResponse.measured}/${row.firstResponse.runs}`,
      'tap to result median': row.result ? ms(row.result.medianMs) : 'n/a',
      'result p95': row.result ? ms(row.result.p95Ms) : 'n/a',
      'before code': row.tappedBeforeReady,
      pass: row.na ? `n/a: ${row.na}` : row.pass,
    })),
  );
  console.log('Input lost while the code loads (characters typed − characters kept and sent; goal 0, one request):');
  console.table(
    typing.map((row) => ({
      scenario: row.scenario,
      typed: ms(row.typedChars),
      'lost median': ms(row.lostMedian),
      'lost max': ms(row.lostMax),
      requests: row.requestsSent,
      pass: row.na ? `n/a: ${row.na}` : row.pass,
    })),
  );
  const failing = [...tap, ...typing].filter((row) => !row.pass).map((row) => row.scenario);
  console.log(failing.length ? `Interaction goals missed: ${failing.join('; ')}` : 'Every interaction meets its goal.');
}

/** Measures every scenario on `baseUrl`; prints the tables and returns them (for latest.json). */
export async function run(baseUrl, { runs = Math.max(1, Number(process.env.BENCH_INTERACTION_RUNS) || 5) } = {}) {
  // The functions run in this process: no per-IP limit may turn a run's request away.
  process.env.RATE_LIMIT_SCALE = '0';
  const filter = process.env.BENCH_INTERACTION_FILTER?.toLowerCase();
  const wanted = (scenario) => !filter || scenario.name.toLowerCase().includes(filter);
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS });
  const tap = [];
  const typing = [];
  try {
    // A throwaway visit: the server's first compression of each file is slower than any visitor's.
    await onPhone(browser, (page) => page.goto(`${baseUrl}/tools`, { waitUntil: 'load', timeout: 60_000 })).catch(() => {});
    for (const scenario of TAP_SCENARIOS.filter(wanted)) {
      tap.push(tapRow(scenario, await repeat(runs, (run) => tapRun(browser, baseUrl, scenario, run))));
      const { medianMs } = tap.at(-1).firstResponse;
      console.log(`${scenario.name}: first response ${medianMs === null ? 'none' : `${medianMs} ms (median)`}`);
    }
    for (const scenario of TYPING_SCENARIOS.filter(wanted)) {
      typing.push(typingRow(scenario, await repeat(runs, (run) => typingRun(browser, baseUrl, scenario, run))));
      console.log(`${scenario.name}: ${ms(typing.at(-1).lostMax)} characters lost (worst run)`);
    }
  } finally {
    await browser.close();
  }
  print(tap, typing, runs);
  return {
    profile: { ...PHONE_CONTEXT.viewport, network: PHONE_NETWORK, cpuSlowdown: PHONE_CPU_SLOWDOWN, cache: 'disabled' },
    runs,
    goals: { firstResponseP95Ms: FIRST_RESPONSE_GOAL_MS, charactersLost: 0, requestsPerSubmit: 1 },
    tap,
    typing,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let server = null;
  let baseUrl = process.env.BENCH_URL;
  if (!baseUrl) {
    const { prepareLocalSecrets } = await import('../lib/local-secrets.mjs');
    const { startSiteServer } = await import('../lib/site-server.ts');
    prepareLocalSecrets();
    server = await startSiteServer({ port: 0, quiet: true });
    baseUrl = server.url;
  }
  const interaction = await run(baseUrl.replace(/\/$/, ''));
  await server?.close();
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/interaction.json', JSON.stringify({ date: new Date().toISOString(), interaction }, null, 2));
  process.exit(0);
}
