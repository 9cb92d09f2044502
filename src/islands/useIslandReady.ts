import { useEffect, useRef } from 'react';
import { PAGE_EVENTS } from '../lib/page-events';

/**
 * The island's explicit "React now listens" signal. Attach the returned ref to any element the
 * island renders; the island's first effect then dispatches `island-ready` (bubbling) on its
 * `<astro-island>`. React runs effects after it has attached its event handlers to the root, so
 * from this moment a replayed press, submit or key reaches the island's own handlers. The
 * `client:ondemand` directive waits for this event instead of inspecting React's internals.
 */
export function useIslandReady<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.closest('astro-island')?.dispatchEvent(new CustomEvent(PAGE_EVENTS.islandReady, { bubbles: true }));
  }, []);
  return ref;
}
