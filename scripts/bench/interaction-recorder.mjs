// The phone interaction bench's stopwatch, run inside the page (Playwright's addInitScript, which
// the page's CSP does not apply to) before any of the page's own code. Timing is the page's own:
// the tap's event timestamp, the frame after the first DOM change that answers it, and the frame
// after the answer's text is visible, so Playwright's round trips to the browser add nothing.
//
// `installRecorder` is serialised by Playwright and runs in the page: it must not use anything
// from this module's scope.

/**
 * Installs `window.__phoneBench`:
 * - `arm(resultSpec)`: start watching; the next pointerdown/touchstart/mousedown is "the tap".
 * - `read()`: { tapAt, response: { at, paintedAt, what }, result: { at, paintedAt }, readyAt: [] }
 *   in performance.now() milliseconds.
 * A "response" is the first visible change after the tap near what was tapped (its form, island
 * or parent), in an open dialog, or in a live region (status, alert, log): a spinner or
 * "Loading…" appearing, aria-busy, a dialog opening, a message or validation error shown. Changes
 * that only mean "React took over" (an `<astro-island>` losing its `ssr` attribute, a `disabled`
 * attribute removed, a field's default text written, server-rendered nodes removed) are not a
 * response to the tap.
 */
export function installRecorder({ readyEvent }) {
  const state = {
    armed: false,
    tapAt: null,
    tapTarget: null,
    response: null,
    result: null,
    readyAt: [],
    resultSpec: null,
    answersAtArm: 0,
    textAtArm: '',
  };
  const now = () => performance.now();
  const paintedAfter = (mark) => requestAnimationFrame(() => (mark.paintedAt = now()));
  const visible = (element) =>
    element.isConnected && (element.checkVisibility ? element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) : true);
  const SHOWING_ATTRIBUTES = ['aria-busy', 'aria-invalid', 'aria-expanded', 'aria-pressed', 'aria-label', 'class'];
  const INDICATORS = '[role="status"], [role="alert"], [role="progressbar"], [aria-busy="true"], svg, [class*="spin"], [class*="load"]';
  const SIGNALS = '[role="status"], [role="alert"], [role="log"], [aria-live], dialog[open], [aria-busy="true"]';

  addEventListener(readyEvent, () => state.readyAt.push(now()), true);
  const onTap = (event) => {
    if (!state.armed || state.tapAt !== null) return;
    // The event's own timestamp is when the browser received the tap, so time spent waiting for
    // a busy main thread counts, as it does for the rep.
    state.tapAt = event.timeStamp > 0 && event.timeStamp <= now() ? event.timeStamp : now();
    state.tapTarget = event.target instanceof Element ? event.target : null;
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown']) addEventListener(type, onTap, { capture: true, passive: true });

  function region() {
    const target = state.tapTarget;
    return target?.closest('form') ?? target?.closest('astro-island') ?? target?.parentElement ?? null;
  }

  /** What changed, for the report: "added 'Generating...' in <button>", "open= on <dialog>". */
  function describe(record, element) {
    const name = element.tagName.toLowerCase();
    if (record.type === 'attributes')
      return `${record.attributeName}=${element.getAttribute(record.attributeName) ?? '(removed)'} on <${name}>`;
    const nodes = record.addedNodes?.length ? record.addedNodes : record.removedNodes;
    const text = [...(nodes ?? [])]
      .map((node) => node.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const kind = record.type === 'characterData' ? 'text' : record.addedNodes.length ? 'added' : 'removed';
    return `${kind} '${record.type === 'characterData' ? element.textContent.trim().slice(0, 40) : text}' in <${name}>`;
  }

  function isResponse(record) {
    const element = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
    if (!element || element.closest('head')) return null;
    if (record.type === 'attributes') {
      const name = record.attributeName;
      if (element.tagName === 'ASTRO-ISLAND') return null;
      if (name === 'open' && element.tagName === 'DIALOG') return element.hasAttribute('open') ? element : null;
      // Only attributes that show something: a control becoming enabled, or React setting a
      // field's value or type attribute as it takes over, is not an answer to the tap.
      const shown =
        SHOWING_ATTRIBUTES.includes(name) ||
        name.startsWith('data-') ||
        (name === 'disabled' && element.hasAttribute('disabled')) ||
        (name === 'hidden' && !element.hasAttribute('hidden'));
      if (!shown) return null;
    } else {
      // A field's own text nodes are its default value, which hydration writes: never a response.
      if (element.closest('textarea, select, option')) return null;
      const meaningful = (nodes) =>
        [...nodes].some((node) => node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.textContent.trim()));
      // Something new: text the page did not show when the bench armed (React re-rendering the
      // coach's welcome message is not an answer), or an indicator that has no text (a spinner).
      const appeared = (nodes) =>
        [...nodes].some((node) => {
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text) return !state.textAtArm.includes(text);
          return node.nodeType === Node.ELEMENT_NODE && (node.matches(INDICATORS) || node.querySelector(INDICATORS) !== null);
        });
      // Anything changing inside the tapped control counts (its label becoming a spinner); elsewhere
      // only something appearing does: hydration may drop server-rendered nodes, which shows nothing new.
      const onTapped = state.tapTarget?.closest('button, a, [role="button"], input')?.contains(element) ?? false;
      if (
        record.type === 'childList' &&
        !(onTapped ? meaningful(record.addedNodes) || meaningful(record.removedNodes) : appeared(record.addedNodes))
      )
        return null;
    }
    const inRegion = region()?.contains(element) ?? false;
    if (!inRegion && !element.closest(SIGNALS)) return null;
    return visible(element) ? element : null;
  }

  /** The visible elements that show an answer as `spec` describes it (see interaction-scenarios.mjs). */
  function answers(spec) {
    if (spec.field) {
      const label = new RegExp(spec.field, 'i');
      return [...document.querySelectorAll('textarea, input')].filter((field) => {
        const name = field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? '';
        return label.test(name) && field.value.trim().length >= (spec.minChars ?? 1) && visible(field);
      });
    }
    const pattern = new RegExp(spec.text ?? '', 'i');
    return [...document.querySelectorAll(spec.scope)].filter((element) => {
      const text = element.textContent ?? '';
      const container = spec.container ? element.closest(spec.container) : element;
      return (
        pattern.test(text) &&
        text.trim().length >= (spec.minChars ?? 0) &&
        (container?.textContent ?? '').trim().length >= (spec.containerMinChars ?? 0) &&
        visible(element)
      );
    });
  }

  // An answer counts only when there are more of them than when the bench armed: the coach's
  // welcome message is already in the conversation before anyone asks anything.
  const resultVisible = () => state.resultSpec !== null && answers(state.resultSpec).length > state.answersAtArm;

  function checkResult() {
    if (state.tapAt === null || state.result || !resultVisible()) return;
    state.result = { at: now(), paintedAt: null };
    paintedAfter(state.result);
  }

  const observer = new MutationObserver((records) => {
    if (state.tapAt === null) return;
    if (!state.response) {
      for (const record of records) {
        const element = isResponse(record);
        if (!element) continue;
        state.response = { at: now(), paintedAt: null, what: describe(record, element) };
        paintedAfter(state.response);
        break;
      }
    }
    checkResult();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  window.__phoneBench = {
    arm(resultSpec) {
      state.armed = true;
      state.resultSpec = resultSpec ?? null;
      state.answersAtArm = resultSpec ? answers(resultSpec).length : 0;
      state.textAtArm = (document.body?.textContent ?? '').replace(/\s+/g, ' ');
      // A field's value (the email tool's result) changes without a DOM mutation.
      const poll = setInterval(() => (state.result ? clearInterval(poll) : checkResult()), 50);
    },
    read() {
      const { tapAt, response, result, readyAt } = state;
      return { tapAt, response, result, readyAt };
    },
  };
}
