import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

interface Props<Key extends string> {
  label: string;
  tabs: readonly TabDefinition<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order. */
export default function Tabs<Key extends string>({ label, tabs, selected, onSelect }: Props<Key>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-[var(--line)]">
        {tabs.map((tab, index) => {
          const active = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              className={`-mb-px min-h-12 border-b-4 px-4 font-semibold ${active ? 'border-[var(--brand)] text-[var(--fg)]' : 'muted border-transparent hover:bg-[var(--bg-soft)]'}`}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0} className="pt-6">
        {current.panel}
      </div>
    </div>
  );
}
