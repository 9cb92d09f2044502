import { useEffect, useRef } from 'react';
import { PAGE_EVENTS } from '../lib/page-events';

/**
 * The island's explicit "React now listens" signal. Attach the returned ref to any element the
 * island renders; the island's first effect then dispatches `island-ready` (bubbling) on its
 * `<astro-island>`. React runs effects after it has attached its event handlers to the root, so
 * from this moment a replayed press, submit or key reaches the island's own handlers. The
 * `client:ondemand` directive waits for this event instead of inspecting React's internals.
 *
 * `ready` (default true) lets an island hold the signal until its handlers can also act on what
 * the visitor did: the directive keeps holding (and showing as pending) every early press until
 * then. The signal is sent once, on the first render where `ready` is true.
 */
export function useIslandReady<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    ref.current?.closest('astro-island')?.dispatchEvent(new CustomEvent(PAGE_EVENTS.islandReady, { bubbles: true }));
  }, [ready]);
  return ref;
}
