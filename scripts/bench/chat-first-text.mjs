// Time to the first streamed text of an AI Coach reply from the offline coach (target < 100 ms),
// measured over HTTP against the local server like a browser would see it.
const PROMPTS = [
  'Handle We already have a provider',
  'How do I prioritize my territory?',
  'Coach me on SNF objections',
  'Build a weekly sales rhythm',
  'The family is not ready to talk about hospice',
  'How do I get into a hospital case management team?',
];

async function firstTextMs(baseUrl, prompt) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ prompt, conversationHistory: [] }),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first === null && text.includes('event: delta')) first = performance.now() - started;
  }
  return first ?? Number.NaN;
}

export async function run(baseUrl) {
  process.env.RATE_LIMIT_SCALE = '0';
  await firstTextMs(baseUrl, 'warm up'); // the first call loads the function
  const samples = [];
  for (let round = 0; round < 4; round++) for (const prompt of PROMPTS) samples.push(await firstTextMs(baseUrl, prompt));
  samples.sort((a, b) => a - b);
  const pick = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const result = { requests: samples.length, medianMs: Number(pick(0.5).toFixed(1)), p95Ms: Number(pick(0.95).toFixed(1)), targetMs: 100 };
  console.log('\nAI Coach chat, offline coach, time to first streamed text:');
  console.table([result]);
  return result;
}
