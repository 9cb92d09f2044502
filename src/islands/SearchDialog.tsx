import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterNavItems, type NavItem } from '../lib/nav';
import { takePendingRequest } from '../lib/pending-requests';
import { CloseButton } from './CloseButton';

/**
 * Site search (spec §2): filters the 13 navigation items as you type. Opened by the header's
 * Search button or Ctrl/Cmd+K, both of which dispatch `open-search` on document.
 */
export default function SearchDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The dialog's contents exist only while it is open: nothing to ship in every page's HTML.
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const results = useMemo(() => filterNavItems(query), [query]);
  const listId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const show = () => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return;
      setOpen(true);
      dialog.showModal();
    };
    document.addEventListener('open-search', show);
    if (takePendingRequest('open-search')) show();
    return () => document.removeEventListener('open-search', show);
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const reset = () => {
    setQuery('');
    setActiveIndex(0);
  };

  const onClose = () => {
    setOpen(false);
    reset();
    document.getElementById('search-button')?.focus();
  };

  const choose = (item: NavItem) => {
    dialogRef.current?.close();
    window.location.assign(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = results[activeIndex];
      if (item) choose(item);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <dialog
      ref={dialogRef}
      className="modal search-dialog"
      aria-label="Search"
      aria-describedby={open ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
    >
      {open && (
        <>
          <div className="mb-3 flex items-start justify-between gap-4">
            <div>
              <h2 id={`${descriptionId}-title`} className="text-xl font-bold">
                Search
              </h2>
              <p id={descriptionId} className="muted text-sm">
                Search through pages and AI tools to quickly navigate to what you need.
              </p>
            </div>
            <CloseButton label="Close search" onClick={() => dialogRef.current?.close()} />
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
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? optionId(activeIndex) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onKeyDown}
          />
          {results.length === 0 ? (
            <p className="muted py-6 text-center" role="status">
              No results found
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Results" className="mt-3 flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
              {results.map((item, index) => (
                <li
                  key={item.path}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`cursor-pointer rounded-md px-3 py-2 ${index === activeIndex ? 'bg-[var(--bg-soft)] outline outline-2 outline-[var(--accent)]' : ''}`}
                  onClick={() => choose(item)}
                  onMouseMove={() => setActiveIndex(index)}
                >
                  <span className="block font-semibold">{item.label}</span>
                  <span className="muted block text-sm">
                    {item.path} · {item.description}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </dialog>
  );
}
