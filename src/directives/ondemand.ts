import type { ClientDirective } from 'astro';
import { PAGE_EVENTS } from '../lib/page-events';
import { recordPendingRequest } from '../lib/pending-requests';
import { holdEarlyInteraction, prefetchAfterLoad } from './early-interaction';

/** Hydrate on the visitor's first pointer, focus or key; hold early presses; prefetch after load. */
const INTERACTION = 'interaction';
/** Hold early presses, submissions and Enter until the island is ready (no other effect). */
const HOLD = 'hold';
/** The first signs of a visitor at work: a pointer arriving, a press, focus or a key. */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'];

/**
 * Value: space-separated DOM event names that hydrate the island at once when dispatched on
 * `document` (the event's type and detail are recorded with recordPendingRequest so the island can
 * act on it when it mounts), plus optional tokens:
 * - `interaction`: hydrate on the visitor's first pointer, focus or key anywhere on the page, and
 *   fetch (not run) the island's code once the page has loaded and gone idle;
 * - `hold` (implied by `interaction`): a press, submission or Enter inside the island before React
 *   listens is held, shown as pending at once, and applied in order when the island dispatches
 *   `island-ready` (useIslandReady) from its first effect (early-interaction.ts).
 * Nothing of React runs for a visitor, or a Lighthouse run, that only reads; nothing ever
 * hydrates on a timer, so React never competes with the page's own load.
 */
const onDemand: ClientDirective = (load, options, island) => {
  const tokens = typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  const eventNames = tokens.filter((token) => token !== INTERACTION && token !== HOLD);
  const onInteraction = tokens.includes(INTERACTION);
  const early = onInteraction || tokens.includes(HOLD) ? holdEarlyInteraction(island, () => void hydrate()) : null;
  // Listen before hydrating: the island's first effect may run as soon as its code does. The
  // `data-ready` attribute states it in the page too (tests wait for it; no React internals).
  const ready = new Promise<void>((resolve) => {
    const onReady = () => {
      island.setAttribute('data-ready', '');
      resolve();
    };
    island.addEventListener(PAGE_EVENTS.islandReady, onReady, { once: true });
  });
  let started = false;

  async function hydrate(trigger?: Event) {
    // Keep the detail too: it says what was asked for (e.g. which service to prefill).
    if (trigger) recordPendingRequest(trigger.type, trigger instanceof CustomEvent ? trigger.detail : undefined);
    if (started) return;
    started = true;
    listenForInteraction(false);
    try {
      const run = await load();
      // The listeners stay: until the island itself listens, later events must be recorded too.
      await run();
    } catch (error) {
      // The code could not arrive (offline with nothing cached): forget the held presses (their
      // pending marks go) and try again on the next interaction.
      console.warn('Could not start an interactive part of the page', error);
      early?.cancel();
      started = false;
      listenForInteraction(true);
      return;
    }
    if (early) {
      await ready;
      early.release();
      void early.replay();
    }
  }
  const onEvent = (event: Event) => void hydrate(event);
  for (const name of eventNames) document.addEventListener(name, onEvent);
  const onFirstInteraction = () => void hydrate();
  function listenForInteraction(on: boolean) {
    if (!onInteraction) return;
    for (const name of INTERACTION_EVENTS) {
      if (on) document.addEventListener(name, onFirstInteraction, { capture: true, passive: true });
      else document.removeEventListener(name, onFirstInteraction, true);
    }
  }
  listenForInteraction(true);
  if (onInteraction) prefetchAfterLoad(island);
};

export default onDemand;
