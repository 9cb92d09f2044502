import { useId, useState, type FormEvent } from 'react';
import { formText } from '../../lib/forms';
import { dueState, type DueState } from '../../lib/lead-due';
import { LEAD_NOTE_MAX_LENGTH, leadNoteInputSchema, nextContactInputSchema, type DeskLead } from '../../lib/schemas/lead-follow-up';
import { formatDateTime } from './format';

interface Props {
  lead: DeskLead;
  /** The owner's today (`YYYY-MM-DD`), so every card of the desk agrees on what is due. */
  today: string;
  /** Each resolves true once saved; on failure the desk has said why (a toast) and what was typed stays. */
  onSetNextContact: (day: string) => Promise<boolean>;
  onAddNote: (text: string) => Promise<boolean>;
}

/** A next-contact day is a calendar day: shown as written, never shifted by a time zone. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const DUE_TEXT: Record<Exclude<DueState, 'none'>, (day: string) => string> = {
  overdue: (day) => `Overdue: contact was due ${formatDay(day)}`,
  today: () => 'Due today',
  upcoming: (day) => `Next contact ${formatDay(day)}`,
};

/**
 * A lead's follow-up on its card: the next-contact day and the owner's dated notes. Both fields
 * are uncontrolled (read with FormData on submit), checked with the same schema the server uses,
 * and cleared only once the server has saved them, so nothing typed is lost to a failed request.
 */
export default function LeadFollowUp({ lead, today, onSetNextContact, onAddNote }: Props) {
  const id = useId();
  const [dateError, setDateError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'date' | 'note' | null>(null);
  const state = dueState(lead.nextContactOn, today);

  const saveDay = async (day: string) => {
    const parsed = nextContactInputSchema.safeParse({ nextContactOn: day });
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message ?? 'Please choose a date.');
      return;
    }
    setDateError(null);
    setBusy('date');
    try {
      await onSetNextContact(parsed.data.nextContactOn);
    } finally {
      setBusy(null);
    }
  };

  const submitDay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveDay(formText(new FormData(event.currentTarget), 'nextContactOn'));
  };

  const submitNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = leadNoteInputSchema.safeParse({ text: formText(new FormData(form), 'text') });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? 'Please write the note first.');
      return;
    }
    setNoteError(null);
    setBusy('note');
    try {
      if (await onAddNote(parsed.data.text)) form.reset();
    } finally {
      setBusy(null);
    }
  };

  return (
    // A plain group under its heading, not a region: a landmark per card gave twenty landmarks all
    // named "Follow-up" (axe: landmark-unique).
    <div className="flex flex-col gap-3 border-t border-[var(--line)] pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">Follow-up</h3>
        {state !== 'none' && lead.nextContactOn && (
          <p
            className={`rounded-full border px-3 py-1 text-xs font-semibold ${state === 'upcoming' ? 'border-[var(--line)]' : 'border-[var(--brand)] bg-[var(--bg-soft)]'}`}
            data-due={state}
          >
            {DUE_TEXT[state](lead.nextContactOn)}
          </p>
        )}
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submitDay} noValidate>
        <div>
          <label htmlFor={`${id}-next`} className="label text-sm">
            Next contact
          </label>
          <input
            // Remounted when the saved day changes (a clear), so the field shows what is stored.
            key={lead.nextContactOn ?? ''}
            id={`${id}-next`}
            name="nextContactOn"
            type="date"
            className="field w-48"
            defaultValue={lead.nextContactOn ?? ''}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-next-error` : undefined}
          />
        </div>
        <button type="submit" className="btn btn-outline" disabled={busy === 'date'}>
          Save date<span className="sr-only"> for {lead.name}</span>
        </button>
        {lead.nextContactOn && (
          <button type="button" className="btn btn-outline" disabled={busy === 'date'} onClick={() => void saveDay('')}>
            Clear date<span className="sr-only"> for {lead.name}</span>
          </button>
        )}
      </form>
      {dateError && (
        <p id={`${id}-next-error`} className="field-error" role="alert">
          {dateError}
        </p>
      )}
      <h4 className="text-sm font-semibold">Notes ({lead.notes.length})</h4>
      {lead.notes.length === 0 ? (
        <p className="muted text-sm">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={`Notes on ${lead.name}`}>
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-[var(--bg-soft)] p-2 text-sm">
              <time className="muted block text-xs font-semibold" dateTime={note.createdAt}>
                {formatDateTime(note.createdAt)}
              </time>
              <p className="break-words whitespace-pre-wrap">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="flex flex-col gap-2" onSubmit={(event) => void submitNote(event)} noValidate>
        <label htmlFor={`${id}-note`} className="label text-sm">
          Add a note
        </label>
        <textarea
          id={`${id}-note`}
          name="text"
          rows={3}
          className="field"
          placeholder="What was said, what was promised, what happens next"
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
        />
        <p id={`${id}-note-hint`} className="muted text-xs">
          Saved with today's date and time. Up to {LEAD_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.
        </p>
        {noteError && (
          <p id={`${id}-note-error`} className="field-error" role="alert">
            {noteError}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-outline" disabled={busy === 'note'}>
            Add note<span className="sr-only"> to {lead.name}</span>
          </button>
        </div>
      </form>
    </div>
  );
}
