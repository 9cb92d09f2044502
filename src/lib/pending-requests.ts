/**
 * Requests (like "open the search") that arrive before an island listens for them. The
 * `client:ondemand` directive records each triggering event's type, and the latest event's
 * `detail` (e.g. which service an "open the inquiry" request was for), here; the island takes it
 * when its effect starts listening. React mounts asynchronously, well after hydration starts, so
 * the directive keeps recording until the island has taken that type: an event fired in between
 * (a second click while the code is still arriving on a slow phone) is never lost.
 * The state lives on `window` because the directive is inlined into each page, apart from the
 * islands' bundles.
 */
declare global {
  interface Window {
    /** Event type -> the `detail` of the latest such event (undefined for plain events). */
    __spartanPendingRequests?: Map<string, unknown>;
    /** Event types an island has started listening for itself. */
    __spartanListening?: Set<string>;
  }
}

export function recordPendingRequest(type: string, detail?: unknown): void {
  if (window.__spartanListening?.has(type)) return;
  (window.__spartanPendingRequests ??= new Map()).set(type, detail);
}

/** True (once) when `type` was requested before the island mounted. */
export function takePendingRequest(type: string): boolean {
  return takePendingRequestDetail(type) !== null;
}

/**
 * The pending request of `type` (once), as `{ detail }` with the latest event's detail, or null
 * when nothing of that type was requested before the island mounted. Call it right after adding
 * the island's own listener: from then on the island handles `type` and nothing more is recorded.
 */
export function takePendingRequestDetail(type: string): { detail: unknown } | null {
  (window.__spartanListening ??= new Set()).add(type);
  const pending = window.__spartanPendingRequests;
  if (!pending?.has(type)) return null;
  const detail = pending.get(type);
  pending.delete(type);
  return { detail };
}
