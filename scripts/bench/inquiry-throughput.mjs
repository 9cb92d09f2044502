// Inquiry submission throughput on the local server: N inquiries, a fixed number in flight, then
// a count of what the admin API has stored. Prints requests/s, latency percentiles and the number
// of records lost (must be 0). The run's records are deleted afterwards.
const TOTAL = 300;
const IN_FLIGHT = 25;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function run(baseUrl) {
  // The functions run inside this process and read the env at each call: the per-IP limits would
  // otherwise stop a single client after a handful of posts.
  process.env.RATE_LIMIT_SCALE = '0';
  const marker = `bench-${Date.now().toString(36)}`;
  const latencies = [];
  const failures = {};
  const ids = [];

  // Warm-up, not timed: the server builds each function on first use. An empty body is rejected
  // (400), so nothing is stored.
  await fetch(`${baseUrl}/api/inquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Rep',
          email: 'bench@example.com',
          phone: '555-010-2030',
          message: `${marker} #${i} throughput check`,
        }),
      });
      latencies.push(performance.now() - t0);
      const body = await response.json().catch(() => ({}));
      if (response.status === 201 && body.id) ids.push(body.id);
      else failures[response.status] = (failures[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;

  const login = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: process.env.ADMIN_PASSWORD ?? '' }),
  });
  if (!login.ok) throw new Error(`Admin login failed (${login.status}): set ADMIN_PASSWORD for the bench`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const stored = (await (await fetch(`${baseUrl}/api/inquiries`, { headers: { cookie } })).json()).filter((inquiry) =>
    inquiry.message.startsWith(`${marker} #`),
  );
  const storedIds = new Set(stored.map((inquiry) => inquiry.id));
  const lost = ids.filter((id) => !storedIds.has(id)).length;
  const duplicated = stored.length - storedIds.size;

  // Clean up through the admin API, a few at a time.
  const queue = [...storedIds];
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (queue.length)
        await fetch(`${baseUrl}/api/inquiries/${queue.pop()}`, { method: 'DELETE', headers: { cookie, origin: baseUrl } });
    }),
  );
  await fetch(`${baseUrl}/api/admin/session`, { method: 'DELETE', headers: { cookie, origin: baseUrl } });

  latencies.sort((a, b) => a - b);
  const result = {
    inquiries: TOTAL,
    inFlight: IN_FLIGHT,
    accepted: ids.length,
    rejected: failures,
    requestsPerSecond: Number((TOTAL / seconds).toFixed(1)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    stored: stored.length,
    duplicated,
    recordsLost: lost,
  };
  console.log('\nInquiry submission throughput (local server):');
  console.table([result]);
  console.log(lost === 0 && duplicated === 0 ? 'Records lost: 0' : `RECORDS LOST: ${lost}, duplicated: ${duplicated}`);
  return result;
}
