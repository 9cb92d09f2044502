import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { NAV_ITEMS, filterNavItems, type NavItem } from '../lib/nav';
import { PAGE_EVENTS } from '../lib/page-events';
import { useIslandReady } from './useIslandReady';

/**
 * Site search: filters the searchable routes as you type. The whole dialog (heading,
 * input, every route) is server-rendered, so it works from the first paint: the header's Search
 * button opens it natively (`command="show-modal"`), and SiteSearch.astro's inline script opens it
 * on Ctrl/Cmd+K and filters, moves and chooses over this same markup until React takes over.
 * React hydrates on `open-search`; on mount it takes the input's value and the highlighted result
 * from the page, says so with `island-ready` (the inline script then stops), and from then on it
 * renders the same attributes the inline script did (hidden, aria-selected,
 * aria-activedescendant), so neither ever leaves the other's marks behind.
 * The input is uncontrolled: hydration never rewrites what was typed.
 */
export const SEARCH_DIALOG_ID = 'site-search';
const LIST_ID = `${SEARCH_DIALOG_ID}-results`;
const DESCRIPTION_ID = `${SEARCH_DIALOG_ID}-description`;
const optionId = (item: NavItem) => `${SEARCH_DIALOG_ID}-option-${NAV_ITEMS.indexOf(item)}`;

interface SearchState {
  query: string;
  /** Index of the highlighted result among the results of `query`. */
  active: number;
  /** A result chosen with Enter, navigated to by an effect. */
  chosen: string | null;
  /** React has taken the list over from the inline script (see the list's key). */
  live: boolean;
}

type SearchAction =
  | { type: 'take-over'; query: string; active: number }
  | { type: 'query'; query: string }
  | { type: 'move'; step: 1 | -1 }
  | { type: 'highlight'; active: number }
  | { type: 'choose' }
  | { type: 'reset' };

const INITIAL: SearchState = { query: '', active: 0, chosen: null, live: false };

// A reducer, so keys pressed before React re-renders apply in order to the latest state.
function reduce(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'take-over':
      return { ...state, query: action.query, active: action.active, live: true };
    case 'query':
      // The same text again (React replays a change made before hydration) keeps the highlight.
      return action.query === state.query ? state : { ...state, query: action.query, active: 0 };
    case 'move': {
      const count = filterNavItems(state.query).length;
      return count === 0 ? state : { ...state, active: (state.active + action.step + count) % count };
    }
    case 'highlight':
      return action.active === state.active ? state : { ...state, active: action.active };
    case 'choose':
      return { ...state, chosen: filterNavItems(state.query)[state.active]?.path ?? null };
    case 'reset':
      return { ...INITIAL, live: state.live };
  }
}

export default function SearchDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const results = filterNavItems(state.query);
  const activeItem = results[state.active];

  // Take over what the visitor did before React: the typed text and the highlighted result.
  // Declared before useIslandReady, so it runs first: the inline script stops only once React has it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const highlighted = input.getAttribute('aria-activedescendant');
    const active = filterNavItems(input.value).findIndex((item) => optionId(item) === highlighted);
    dispatch({ type: 'take-over', query: input.value, active: Math.max(active, 0) });
  }, []);
  const readyRef = useIslandReady<HTMLDivElement>();

  useEffect(() => {
    if (!state.chosen) return;
    dialogRef.current?.close();
    window.location.assign(state.chosen);
  }, [state.chosen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      dispatch({ type: 'choose' });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      id={SEARCH_DIALOG_ID}
      className="modal search-dialog"
      aria-label="Search"
      aria-describedby={DESCRIPTION_ID}
      // Light dismiss (backdrop, Escape) with no script; SiteSearch.astro does it for older browsers.
      {...{ closedby: 'any' }}
      data-open-event={PAGE_EVENTS.openSearch}
      data-ready-event={PAGE_EVENTS.islandReady}
      onClose={() => {
        // Uncontrolled: the field is cleared here, React's state below (focus: SiteSearch.astro).
        if (inputRef.current) inputRef.current.value = '';
        dispatch({ type: 'reset' });
      }}
    >
      <div ref={readyRef} className="mb-3 flex items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold">Search</h2>
          <p id={DESCRIPTION_ID} className="muted text-sm">
            Search through pages and AI tools to quickly navigate to what you need.
          </p>
        </div>
        {/* Closes natively (invoker command), before and without React. */}
        <button type="button" className="icon-btn" {...{ command: 'close', commandfor: SEARCH_DIALOG_ID }}>
          <span aria-hidden="true" className="text-2xl leading-none">
            &times;
          </span>
          <span className="sr-only">Close search</span>
        </button>
      </div>
      <input
        ref={inputRef}
        // type="text", not "search": Chromium's search inputs swallow the first Escape to clear
        // themselves, and Escape must close the dialog.
        type="text"
        className="field"
        placeholder="Search pages and tools..."
        aria-label="Search pages and tools"
        role="combobox"
        aria-expanded="true"
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
        autoComplete="off"
        // The browser focuses it when the dialog opens, even when no script has run yet.
        autoFocus
        defaultValue=""
        onChange={(event) => dispatch({ type: 'query', query: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <p className="muted py-6 text-center" role="status" hidden={results.length > 0}>
        No results found
      </p>
      {/* Every route is always in the page; the ones that do not match are hidden. The key changes
          once, when React takes over: the list is drawn afresh rather than patched, because
          hydration leaves the inline script's marks in place and a patch only touches what React's
          own last render changed (a highlight the script moved could stay, beside React's). */}
      <ul
        key={state.live ? 'live' : 'server'}
        id={LIST_ID}
        role="listbox"
        aria-label="Results"
        className="mt-3 flex max-h-[60vh] flex-col gap-1 overflow-y-auto"
        hidden={results.length === 0}
      >
        {NAV_ITEMS.map((item) => (
          <li
            key={item.path}
            id={optionId(item)}
            role="option"
            aria-selected={item === activeItem}
            hidden={!results.includes(item)}
            data-path={item.path}
            // Lower-cased label and description on two lines: the inline filter's haystack, the same
            // match as filterNavItems (a one-line query cannot span both).
            data-search={`${item.label}\n${item.description}`.toLowerCase()}
            className="search-option"
            onClick={() => {
              dialogRef.current?.close();
              window.location.assign(item.path);
            }}
            onMouseMove={() => dispatch({ type: 'highlight', active: results.indexOf(item) })}
          >
            <span className="block font-semibold">{item.label}</span>
            <span className="muted block text-sm">
              {item.path} · {item.description}
            </span>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
