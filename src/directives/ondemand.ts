import type { ClientDirective } from 'astro';
import { recordPendingRequest } from '../lib/pending-requests';
import { holdEarlyInteraction, whenHydrated } from './early-interaction';

const INTERACTION = 'interaction';
/** The first signs of a visitor at work: a pointer arriving, a press, focus or a key. */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'];

/**
 * Value: space-separated DOM event names that hydrate the island at once when dispatched on
 * `document` (the event's type and detail are recorded with recordPendingRequest so the island can
 * act on it when it mounts), plus the optional token `interaction`: hydrate on the visitor's first
 * pointer, focus or key anywhere on the page. A press or submission inside the island before React
 * listens is held and replayed, and what was typed is handed to React (early-interaction.ts).
 * Nothing of React loads for a visitor, or a Lighthouse run, that only reads; nothing ever
 * hydrates on a timer, so React never competes with the page's own load.
 */
const onDemand: ClientDirective = (load, options, island) => {
  const tokens = typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  const eventNames = tokens.filter((token) => token !== INTERACTION);
  const early = tokens.includes(INTERACTION) ? holdEarlyInteraction(island, () => void hydrate()) : null;
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
      // The code could not arrive (offline with nothing cached): give presses back to the browser
      // and try again on the next interaction.
      console.warn('Could not start an interactive part of the page', error);
      early?.release();
      started = false;
      listenForInteraction(true);
      return;
    }
    if (early) {
      await whenHydrated(island);
      early.release();
      early.replay();
    }
  }
  const onEvent = (event: Event) => void hydrate(event);
  for (const name of eventNames) document.addEventListener(name, onEvent);
  const onInteraction = () => void hydrate();
  function listenForInteraction(on: boolean) {
    if (!early) return;
    for (const name of INTERACTION_EVENTS) {
      if (on) document.addEventListener(name, onInteraction, { capture: true, passive: true });
      else document.removeEventListener(name, onInteraction, true);
    }
  }
  listenForInteraction(true);
};

export default onDemand;
