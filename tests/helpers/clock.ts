import { vi } from 'vitest';

/**
 * Rate limits count in fixed windows (src/server/rate-limit.ts). A test that sends limit + 1
 * requests on the real clock fails whenever the burst straddles a window boundary (CI saw
 * six 201s in a row at 05:36:00). Tests that count toward a limit pin the clock a few seconds
 * into a window instead. Only Date is faked: the Blobs client's timers and sockets keep running.
 * Call `vi.useRealTimers()` afterwards (the helper returns it for `try/finally`).
 */
export function pinClockInsideRateWindow(at = '2026-11-24T12:00:05.000Z'): () => void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  return () => vi.useRealTimers();
}
