import type { ClientDirective } from 'astro';
import { recordPendingRequest } from '../lib/pending-requests';

const AFTER_LOAD = 'after-load';

/**
 * Value: space-separated DOM event names that hydrate the island at once when dispatched on
 * `document` (the event's type and detail are recorded with recordPendingRequest so the island can act on it
 * when it mounts), plus the optional token `after-load` to hydrate anyway once the page has loaded
 * and gone idle.
 */
const onDemand: ClientDirective = (load, options) => {
  const tokens = typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  const eventNames = tokens.filter((token) => token !== AFTER_LOAD);
  let started = false;

  const hydrate = async (trigger?: Event) => {
    // Keep the detail too: it says what was asked for (e.g. which service to prefill).
    if (trigger) recordPendingRequest(trigger.type, trigger instanceof CustomEvent ? trigger.detail : undefined);
    if (started) return;
    started = true;
    const run = await load();
    // The listeners stay: until the island itself listens, later events must be recorded too.
    await run();
  };
  const onEvent = (event: Event) => void hydrate(event);
  for (const name of eventNames) document.addEventListener(name, onEvent);

  if (tokens.includes(AFTER_LOAD)) {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => void hydrate(), { timeout: 4000 })
        : setTimeout(() => void hydrate(), 300);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
};

export default onDemand;
