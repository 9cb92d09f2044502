/**
 * Requests (like "open the search") that woke an island before it had mounted. The
 * `client:ondemand` directive records the triggering event's type here; the island takes it on
 * mount. React mounts asynchronously after hydration starts, so re-dispatching the event would
 * arrive before the island listens.
 */
declare global {
  interface Window {
    __spartanPendingRequests?: Set<string>;
  }
}

export function recordPendingRequest(type: string): void {
  (window.__spartanPendingRequests ??= new Set()).add(type);
}

/** True (once) when `type` was requested before the island mounted. */
export function takePendingRequest(type: string): boolean {
  return window.__spartanPendingRequests?.delete(type) ?? false;
}
