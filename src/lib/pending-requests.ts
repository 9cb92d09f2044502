/**
 * Requests (like "open the search") that woke an island before it had mounted. The
 * `client:ondemand` directive records the triggering event's type, and the latest event's
 * `detail` (e.g. which service an "open the inquiry" request was for), here; the island takes it
 * on mount. React mounts asynchronously after hydration starts, so re-dispatching the event would
 * arrive before the island listens.
 */
declare global {
  interface Window {
    /** Event type -> the `detail` of the latest such event (undefined for plain events). */
    __spartanPendingRequests?: Map<string, unknown>;
  }
}

export function recordPendingRequest(type: string, detail?: unknown): void {
  (window.__spartanPendingRequests ??= new Map()).set(type, detail);
}

/** True (once) when `type` was requested before the island mounted. */
export function takePendingRequest(type: string): boolean {
  return takePendingRequestDetail(type) !== null;
}

/**
 * The pending request of `type` (once), as `{ detail }` with the latest event's detail, or null
 * when nothing of that type was requested before the island mounted.
 */
export function takePendingRequestDetail(type: string): { detail: unknown } | null {
  const pending = window.__spartanPendingRequests;
  if (!pending?.has(type)) return null;
  const detail = pending.get(type);
  pending.delete(type);
  return { detail };
}
