/**
 * User Timing names for the offline coach running in the browser (offline-fallback.ts): fetching
 * and evaluating the engine's code (once per page), composing one answer, and the warm-up that
 * prepares the engine in idle time once the device is offline (from its start to its end).
 * `npm run bench` reads these entries on a throttled phone (scripts/bench/offline-coach-browser.mjs);
 * DevTools' Performance panel shows them. No imports, so the bench (plain Node) can read it.
 */
export const ON_DEVICE_MEASURES = {
  load: 'offline-coach:load',
  answer: 'offline-coach:answer',
  warmUp: 'offline-coach:warm-up',
} as const;
