// Benchmarks beyond Lighthouse (API throughput, the AI budget under load, coach latency). Each module exports
// `async function run(baseUrl) => object`, prints its own table, and is listed here.
const modules = [
  ['inquiryThroughput', () => import('./inquiry-throughput.mjs')],
  ['aiBudget', () => import('./ai-budget.mjs')],
  ['offlineCoach', () => import('./offline-coach.mjs')],
  ['offlineCoachInBrowser', () => import('./offline-coach-browser.mjs')],
  ['chatFirstText', () => import('./chat-first-text.mjs')],
  ['coachGate', () => import('./coach-gate.mjs')],
];

export async function extraBenchmarks(baseUrl) {
  const results = {};
  for (const [name, load] of modules) {
    const module = await load();
    results[name] = await module.run(baseUrl);
  }
  return results;
}
