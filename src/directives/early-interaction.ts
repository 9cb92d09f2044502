/**
 * What a visitor does inside an island's server-rendered markup before React listens, kept so that
 * nothing is lost when an island hydrates on first interaction (`client:ondemand`'s `interaction`
 * or `hold` token):
 * - typing needs nothing from here: the islands' fields are uncontrolled (`name` + `defaultValue`,
 *   read with FormData on submit), so the browser keeps what was typed and hydration leaves it;
 * - a press on a button or link, a form submission, and Enter in a field marked
 *   `data-enter-submits` (the chat box: Enter sends) are held, their default action prevented, and
 *   applied again, in the order they happened, once the island says it is ready (`island-ready`);
 * - the pressed button shows its pending state at once (`aria-busy` and `data-pending-press`,
 *   styled as "Loading…" in global.css), so a tap that waits for code never looks dead.
 * This file is bundled into the directive, which Astro inlines into each page: keep it small.
 */

/** Elements whose press does something only React can do (text fields and labels work natively). */
const PRESSABLE =
  'button, a[href], [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';
const PENDING = 'data-pending-press';

export interface EarlyInteraction {
  /** Stops holding: React handles what the visitor does from now on. */
  release(): void;
  /** Clears the pending marks and applies every held press, submission and Enter, in order. */
  replay(): Promise<void>;
  /** Forgets what was held (the code could not arrive) and clears the pending marks. */
  cancel(): void;
}

/** Starts holding what the visitor does inside `island`; `onFirst` is called for each held action. */
export function holdEarlyInteraction(island: HTMLElement, onFirst: () => void): EarlyInteraction {
  const held: (() => void)[] = [];
  const marked: Element[] = [];

  const hold = (event: Event, pending: Element | null | undefined, action: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (pending) {
      pending.setAttribute('aria-busy', 'true');
      pending.setAttribute(PENDING, '');
      marked.push(pending);
    }
    held.push(action);
    onFirst();
  };
  const submitButton = (form: HTMLFormElement | null) => form?.querySelector('button:not([type]), [type="submit"]');

  // Enter in a text field with a submit button arrives here too: the browser clicks that button.
  const onClick = (event: Event) => {
    const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (pressed && island.contains(pressed)) hold(event, pressed, () => pressed.click());
  };
  // A form with no submit button submits on Enter without a click.
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    hold(event, submitter ?? submitButton(form), () => form.requestSubmit(submitter));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target as HTMLTextAreaElement;
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !field.matches?.('[data-enter-submits]')) return;
    hold(event, submitButton(field.form), () => field.form?.requestSubmit());
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('keydown', onKeyDown, true);

  return {
    release() {
      island.removeEventListener('click', onClick, true);
      island.removeEventListener('submit', onSubmit, true);
      island.removeEventListener('keydown', onKeyDown, true);
    },
    cancel() {
      held.length = 0;
      for (const element of marked.splice(0)) {
        element.removeAttribute('aria-busy');
        element.removeAttribute(PENDING);
      }
    },
    async replay() {
      const actions = held.splice(0);
      this.cancel();
      // One task each, so React commits what one did before the next runs: a second early tap on
      // Generate then meets the in-flight (disabled) button and sends nothing more.
      for (const action of actions) {
        action();
        await new Promise((next) => setTimeout(next));
      }
    },
  };
}

/**
 * Fetches (without parsing or running) the island's component and renderer once the page has loaded and gone
 * idle, so the first tap on a tool rarely waits on the network. Nothing is requested before load.
 */
export function prefetchAfterLoad(island: HTMLElement): void {
  const prefetch = () => {
    for (const name of ['component-url', 'renderer-url']) {
      const href = island.getAttribute(name);
      if (!href || document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      // prefetch, not modulepreload: a modulepreload also parses and compiles the module, a long
      // task on a slow phone right after load (it cost tool pages Lighthouse points in the bench);
      // prefetch only puts the file in the HTTP cache, at idle priority, for the import to find.
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 2000 }) : setTimeout(prefetch, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
