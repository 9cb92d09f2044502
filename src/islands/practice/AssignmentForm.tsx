import { useId, useState, type SubmitEvent } from 'react';
import { formText } from '../../lib/forms';
import { createPracticeLink, linkErrorMessage } from '../../lib/practice/link-client';
import { DIFFICULTY_LABELS, PRACTICE_PERSONA_INFO } from '../../lib/practice-personas';
import { PRACTICE_DIFFICULTIES, PRACTICE_PERSONAS, type PracticeDifficulty, type PracticePersonaId } from '../../lib/schemas/chat';
import { assignmentSchema } from '../../lib/schemas/practice-links';
import { useIslandReady } from '../useIslandReady';

/** A manager's assignment: persona, difficulty, the rep's name and an optional due date, as a signed link to send. */
export default function AssignmentForm() {
  const readyRef = useIslandReady<HTMLFormElement>();
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const ids = { persona: useId(), difficulty: useId(), name: useId(), due: useId(), link: useId() };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const due = formText(data, 'due');
    const parsed = assignmentSchema.safeParse({
      persona: data.get('persona') as PracticePersonaId,
      difficulty: data.get('difficulty') as PracticeDifficulty,
      repName: formText(data, 'repName'),
      ...(due ? { due } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const made = await createPracticeLink({ kind: 'assignment', assignment: parsed.data });
      setLink(`${location.origin}/tools/practice#a=${made.token}`);
      setCopied(false);
    } catch (err) {
      setError(linkErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={readyRef} onSubmit={(e) => void submit(e)} className="card flex flex-col gap-4 p-4" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.name} className="font-semibold">
          Rep's name
        </label>
        <input id={ids.name} name="repName" className="field" required maxLength={60} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.persona} className="font-semibold">
          Practice partner
        </label>
        <select id={ids.persona} name="persona" className="field" defaultValue="snf-don">
          {PRACTICE_PERSONAS.map((id) => (
            <option key={id} value={id}>
              {PRACTICE_PERSONA_INFO[id].label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.difficulty} className="font-semibold">
          Difficulty
        </label>
        <select id={ids.difficulty} name="difficulty" className="field" defaultValue="medium">
          {PRACTICE_DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {DIFFICULTY_LABELS[level]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.due} className="font-semibold">
          Due date (optional)
        </label>
        <input id={ids.due} name="due" type="date" className="field" />
      </div>
      <button type="submit" className="btn btn-primary self-start" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating…' : 'Create assignment link'}
      </button>
      {error && <p role="alert">{error}</p>}
      {link && (
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.link} className="font-semibold">
            Assignment link: send it to the rep (expires in 14 days)
          </label>
          <input id={ids.link} className="field" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="btn btn-outline self-start"
            onClick={() =>
              void navigator.clipboard.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      )}
    </form>
  );
}
