import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { formText } from '../../../lib/forms';
import type { Territory } from '../../../territory/query';
import type { TerritoryIndex } from '../../../territory/types';
import type { TerritoryStatus } from './useTerritory';

interface Props {
  territory: Territory | null;
  index: TerritoryIndex | null;
  status: TerritoryStatus;
  onOpen: () => void;
  onChoose: (territory: Territory | null) => void;
  onRetry: () => void;
}

const describe = (t: Territory) => [t.state, [...t.counties, ...t.zips].join(', ')].filter(Boolean).join(' · ');

/**
 * Where the rep sells: a state and, optionally, counties or ZIP codes in it. Kept on this device.
 * The list of states loads when the panel is opened; the state's data once one is saved.
 */
export function TerritoryPicker({ territory, index, status, onOpen, onChoose, onRetry }: Props) {
  const id = useId();
  const [state, setState] = useState('');
  const [error, setError] = useState('');
  const [open, setOpen] = useState(false);
  // What was typed or ticked but not saved yet survives closing and reopening the panel.
  const [draft, setDraft] = useState<{ counties?: string[]; zips?: string }>({});
  const details = useRef<HTMLDetailsElement>(null);
  // Opened natively before the code arrived: catch up once it has.
  useEffect(() => {
    if (details.current?.open) {
      setOpen(true);
      onOpen();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const shownState = state || territory?.state || '';
  const counties = index?.states.find((s) => s.code === shownState)?.counties ?? [];

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = formText(form, 'state');
    const zipText = formText(form, 'zips').trim();
    const zips = zipText ? zipText.split(/[\s,;]+/).filter(Boolean) : [];
    const bad = zips.find((zip) => !/^\d{5}$/.test(zip));
    if (!/^[A-Z]{2}$/.test(chosen)) return setError('Choose a state.');
    if (bad) return setError(`“${bad}” is not a 5-digit ZIP code.`);
    setError('');
    onChoose({ state: chosen, counties: form.getAll('county').map(String), zips: [...new Set(zips)] });
    setDraft({});
    if (details.current) details.current.open = false;
  };

  return (
    <details
      ref={details}
      className="card"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (event.currentTarget.open) onOpen();
      }}
    >
      <summary className="cursor-pointer font-bold">
        Your territory: <span className="font-normal">{territory ? describe(territory) : 'not set'}</span>
        {status === 'loading' && <span className="muted font-normal"> (loading CMS data…)</span>}
      </summary>
      {status === 'error' && (
        <p className="field-error mt-2" role="alert">
          The territory data could not be loaded (it needs a connection the first time).{' '}
          <button type="button" className="underline" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
      {/* Only while open: a closed panel's fields would still have boxes on the page. */}
      {open && (
        <form className="mt-4 flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-label="Territory">
          <p className="muted text-sm">
            Pick your state, then the counties or ZIP codes you cover. It is kept on this device, and your state’s CMS data is saved for use
            without signal.
          </p>
          <div className="flex flex-col gap-1">
            <label className="label" htmlFor={`${id}-state`}>
              State
            </label>
            <select
              id={`${id}-state`}
              name="state"
              className="field"
              value={shownState}
              onChange={(event) => setState(event.currentTarget.value)}
              aria-describedby={index ? undefined : `${id}-loading`}
            >
              <option value="">Choose a state</option>
              {index?.states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.code}
                </option>
              ))}
            </select>
            {!index && (
              <p id={`${id}-loading`} className="muted text-sm">
                Loading the list of states…
              </p>
            )}
          </div>
          {counties.length > 0 && (
            <fieldset className="flex flex-col gap-1">
              <legend className="label">Counties (none: the whole state)</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {counties.map((county) => (
                  <label key={`${shownState}-${county}`} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="county"
                      value={county}
                      defaultChecked={
                        draft.counties
                          ? draft.counties.includes(county)
                          : territory?.state === shownState && territory.counties.includes(county)
                      }
                      onChange={(event) => {
                        const ticked = [
                          ...(event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="county"]:checked') ?? []),
                        ];
                        setDraft((d) => ({ ...d, counties: ticked.map((input) => input.value) }));
                      }}
                    />
                    {county}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="flex flex-col gap-1">
            <label className="label" htmlFor={`${id}-zips`}>
              ZIP codes (optional)
            </label>
            <input
              id={`${id}-zips`}
              name="zips"
              className="field"
              inputMode="numeric"
              placeholder="e.g. 85004, 85251"
              defaultValue={draft.zips ?? territory?.zips.join(', ') ?? ''}
              onInput={(event) => {
                const zips = event.currentTarget.value;
                setDraft((d) => ({ ...d, zips }));
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary">
              Save territory
            </button>
            {territory && (
              <button type="button" className="btn btn-outline" onClick={() => onChoose(null)}>
                Clear
              </button>
            )}
          </div>
        </form>
      )}
    </details>
  );
}
