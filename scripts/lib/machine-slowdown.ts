import { createHash } from 'node:crypto';

/**
 * How much slower than a quiet machine this one runs right now, for test timeouts that must hold
 * on a newcomer's slow laptop or a busy CI runner without retries hiding a real failure.
 * E2E_SLOWDOWN (a number ≥ 1) sets it; otherwise a fixed piece of CPU work (hashing and
 * arithmetic) is timed a few times and its median compared with REFERENCE_MS, the fastest this
 * workload ran on the project's two-core machine. The factor is kept between 1 and MAX_FACTOR:
 * beyond that a test is too slow to be worth waiting for, and must be looked at.
 */
export const REFERENCE_MS = 90;
export const MAX_FACTOR = 4;
const RUNS = 5;

function workload(): number {
  const started = performance.now();
  let digest = Buffer.alloc(64);
  for (let i = 0; i < 20_000; i++) digest = createHash('sha256').update(digest).digest();
  let sum = 0;
  for (let i = 0; i < 3_000_000; i++) sum += Math.sqrt(i) % 3;
  // `sum` is used, so the loop cannot be optimised away.
  return performance.now() - started + (sum < 0 ? 1 : 0);
}

export function measureSlowdown(): number {
  const times = Array.from({ length: RUNS }, workload).sort((a, b) => a - b);
  return clampFactor(times[Math.floor(RUNS / 2)]! / REFERENCE_MS);
}

export function clampFactor(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_FACTOR, Math.max(1, Math.round(value * 10) / 10)) : 1;
}

/**
 * The factor for this run: E2E_SLOWDOWN when set, else measured once. The result is written back
 * to E2E_SLOWDOWN, so Playwright's worker processes (which load the config again, with the
 * runner's environment) use the runner's figure instead of measuring again.
 */
export function slowdownForRun(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.E2E_SLOWDOWN);
  const factor = env.E2E_SLOWDOWN ? clampFactor(configured) : measureSlowdown();
  env.E2E_SLOWDOWN = String(factor);
  return factor;
}
