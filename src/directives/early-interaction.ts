/**
 * What a visitor does to an island's server-rendered markup before React has taken it over, kept
 * so that nothing is lost when an island hydrates on first interaction (`client:ondemand`'s
 * `interaction` token):
 * - a press on a button or link is held (its default action prevented) and pressed again once
 *   React listens, so "Copy", "Start Recording" or "Generate" works on the very first tap;
 * - text typed and choices made are handed to React: hydration keeps what is in the page but
 *   React's state still holds the rendered value, so without this a rep who typed a facility name
 *   and pressed Research would be told the field is empty.
 * This file is bundled into the directive, which Astro inlines into each page: keep it small.
 */

/** Elements whose press does something only React can do (text fields and labels work natively). */
const PRESSABLE =
  'button, a[href], [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

/** How long to wait for React to claim the markup before replaying anyway. */
const HYDRATION_WAIT_MS = 10_000;
const POLL_MS = 16;

export interface EarlyInteraction {
  /** Stops holding presses (React handles them from now on). */
  release(): void;
  /** Gives React what was typed, then replays the held press or submission, if any. */
  replay(): void;
}

/** Starts holding presses and submissions made inside `island`; `onFirst` is called for each. */
export function holdEarlyInteraction(island: HTMLElement, onFirst: () => void): EarlyInteraction {
  let heldPress: HTMLElement | null = null;
  let heldSubmit: HTMLFormElement | null = null;
  let holding = true;

  const onClick = (event: Event) => {
    const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!holding || !pressed || !island.contains(pressed)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldPress = pressed;
    onFirst();
  };
  // A form with no submit button submits on Enter without a click.
  const onSubmit = (event: Event) => {
    if (!holding || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    heldSubmit = event.target;
    onFirst();
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);

  return {
    release() {
      holding = false;
      island.removeEventListener('click', onClick, true);
      island.removeEventListener('submit', onSubmit, true);
    },
    replay() {
      handOverTypedValues(island);
      if (heldPress?.isConnected) heldPress.click();
      else if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
      heldPress = heldSubmit = null;
    },
  };
}

/**
 * Resolves once React has hydrated the island's markup (it tags each element it owns with a
 * `__reactFiber…` property; the outermost element is tagged last), or after HYDRATION_WAIT_MS.
 */
export function whenHydrated(island: HTMLElement): Promise<void> {
  const claimed = () => {
    const root = island.firstElementChild;
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber'));
  };
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => (claimed() || Date.now() - started > HYDRATION_WAIT_MS ? setTimeout(resolve) : setTimeout(check, POLL_MS));
    check();
  });
}

/**
 * After hydration React believes each controlled field holds what it rendered (its
 * `defaultValue`). Every change is read first, because each hand-over re-renders the island and
 * React then writes its state back into the fields not yet handed over. For a text field, React's
 * value tracker (which intercepts the element's own `value` setter) is reset to the rendered value
 * and the visitor's value put back through the prototype's setter, so the `input` event that
 * follows reaches onChange; a select's choice reaches React through its change event.
 */
function handOverTypedValues(island: HTMLElement): void {
  const changed: [HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string][] = [];
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) changed.push([field, field.value]);
    } else if (!(field instanceof HTMLInputElement && UNTYPED_INPUTS.includes(field.type)) && field.value !== field.defaultValue) {
      changed.push([field, field.value]);
    }
  }
  for (const [field, value] of changed) {
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Inputs that hold no typed text (a checkbox's or radio's press is held and replayed instead). */
const UNTYPED_INPUTS = ['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'hidden'];
