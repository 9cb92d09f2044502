// Offline coach latency: many varied requests to the four AI endpoints of the running site (no
// GEMINI_API_KEY, so the offline coach answers). Reports the engine's own time, read from the
// `Server-Timing: coach;dur=…` header each function sends, and the full HTTP round trip (which
// on the local server also includes starting a function worker). Target: engine median and p95
// under 50 ms per request.

const SETTINGS = [
  'a 120-bed SNF',
  'a hospital case management team',
  'a cardiology practice',
  'an assisted living community',
  'a memory care unit',
  'an adult daughter caring for her father at home',
];
const SITUATIONS = [
  'that already uses another hospice',
  'that stopped referring after a missed weekend admission',
  'that only refers in the last days of life',
  'that has never referred to us',
  'whose physicians prefer palliative care',
  'that had a bad experience with a hospice',
];
const OBJECTIONS = [
  'We already have a hospice provider we are happy with.',
  'The family is not ready to talk about hospice.',
  'He is still walking, so he will not qualify yet.',
  'We are too busy for another in-service.',
  'Hospice means giving up on her.',
  'Our doctors prefer home health.',
  'All hospices are the same to us.',
  'The last hospice never showed up on a Saturday.',
  'Hospice is too expensive for our families.',
];
const QUERIES = [
  'How should I tier my territory?',
  'What are the dementia eligibility indicators?',
  'Which SNFs in my county have memory care units?',
  'What monthly metrics should a rep track?',
  'How do I explain the four levels of care?',
  'What happens in the Guiding stage?',
];
const TYPES = ['follow_up', 'thank_you', 'value_add'];

function requests(count) {
  /** @type {[path: string, body: object][]} */
  const list = [];
  for (let i = 0; i < count; i++) {
    const setting = SETTINGS[i % SETTINGS.length];
    const situation = SITUATIONS[Math.floor(i / SETTINGS.length) % SITUATIONS.length];
    switch (i % 4) {
      case 0:
        list.push([
          '/api/playbooks',
          {
            scenario: `${setting} ${situation} (case ${i})`,
            ...(i % 8 === 0 ? { desiredOutcomes: 'an in-service in 30 days; first referral' } : {}),
          },
        ]);
        break;
      case 1:
        list.push(['/api/objections', { objection: `${OBJECTIONS[i % OBJECTIONS.length]} (${setting})` }]);
        break;
      case 2:
        list.push(['/api/research', { query: `${QUERIES[i % QUERIES.length]} for ${setting}` }]);
        break;
      default:
        list.push([
          '/api/email-templates',
          {
            templateType: TYPES[i % TYPES.length],
            recipientName: i % 2 ? 'Sarah Jones' : undefined,
            context: `Met the DON at ${setting} ${situation}.`,
            customization: i % 3 ? 'keep it brief' : undefined,
          },
        ]);
    }
  }
  return list;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 100) / 100;

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]),
  };
}

export async function run(baseUrl, { count = 120 } = {}) {
  const engine = [];
  const roundTrip = [];
  const engines = new Set();
  let failures = 0;
  const list = requests(count);
  for (let i = 0; i < list.length; i++) {
    const [path, body] = list[i];
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      // A distinct client address per request keeps the per-IP rate limits out of the measurement.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    roundTrip.push(performance.now() - started);
    const timing = response.headers.get('server-timing')?.match(/coach;dur=([\d.]+)/);
    if (!response.ok || !timing) {
      failures++;
      continue;
    }
    engine.push(Number(timing[1]));
    engines.add(json.engine);
  }
  const result = {
    engine: summary(engine),
    roundTrip: summary(roundTrip),
    engines: [...engines],
    failures,
    targetMs: 50,
  };
  result.pass = failures === 0 && result.engine.p95Ms < result.targetMs;
  console.log('\nOffline coach (engine time from Server-Timing, and HTTP round trip):');
  console.table({ engine: result.engine, roundTrip: result.roundTrip });
  console.log(
    result.pass ? 'Offline coach answers in under 50 ms per request.' : `Offline coach misses the 50 ms target (failures: ${failures}).`,
  );
  return result;
}
