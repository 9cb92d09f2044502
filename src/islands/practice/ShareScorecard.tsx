import { useId, useState } from 'react';
import { createPracticeLink, linkErrorMessage } from '../../lib/practice/link-client';
import type { PracticeScorecard } from '../../lib/practice/scorecard';
import type { SessionTurn } from '../../lib/practice/persona-client';
import { SHARED_TRANSCRIPT_MAX_TURNS, type Assignment } from '../../lib/schemas/practice-links';

/** "Send to my manager": a signed, read-only, expiring link to this scorecard; the transcript only if ticked. */
export function ShareScorecard({
  card,
  turns,
  assignment,
}: {
  card: PracticeScorecard;
  turns: SessionTurn[];
  assignment: Assignment | null;
}) {
  const [withTranscript, setWithTranscript] = useState(false);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState('');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const linkId = useId();

  const create = async () => {
    setBusy(true);
    setError('');
    try {
      const made = await createPracticeLink({
        kind: 'scorecard',
        scorecard: {
          persona: card.persona,
          difficulty: card.difficulty,
          ...(assignment ? { repName: assignment.repName, ...(assignment.due ? { due: assignment.due } : {}) } : {}),
          score: card.score,
          passed: card.passed,
          completedAt: new Date().toISOString(),
          checks: card.checks.map(({ id, pass, evidence, wouldPass }) => ({ id, pass, ...(evidence ? { evidence } : {}), wouldPass })),
          ...(withTranscript
            ? { transcript: turns.slice(-SHARED_TRANSCRIPT_MAX_TURNS).map((t) => ({ role: t.role, text: t.text.slice(0, 800) })) }
            : {}),
        },
      });
      setLink(`${location.origin}/tools/practice/scorecard#t=${made.token}`);
      setExpires(new Date(made.expiresAt).toLocaleDateString());
    } catch (err) {
      setError(linkErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby="share-heading" className="card flex flex-col gap-3 p-4">
      <h2 id="share-heading" className="text-lg font-bold">
        Share with your manager
      </h2>
      <p className="muted text-sm">A read-only link to this scorecard that opens on any device. No account; it expires.</p>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={withTranscript} onChange={(e) => setWithTranscript(e.target.checked)} />
        Include the conversation transcript
      </label>
      <button type="button" className="btn btn-outline self-start" onClick={() => void create()} disabled={busy} aria-busy={busy}>
        {busy ? 'Creating…' : 'Create scorecard link'}
      </button>
      {error && <p role="alert">{error}</p>}
      {link && (
        <div className="flex flex-col gap-2">
          <label htmlFor={linkId} className="font-semibold">
            Scorecard link (expires {expires})
          </label>
          <input id={linkId} className="field" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-outline self-start" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      )}
    </section>
  );
}
