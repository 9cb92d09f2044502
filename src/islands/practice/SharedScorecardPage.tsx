import { useEffect, useState } from 'react';
import { linkErrorMessage, openPracticeLink, tokenFromHash } from '../../lib/practice/link-client';
import { PRACTICE_PERSONA_INFO } from '../../lib/practice-personas';
import type { SharedScorecard } from '../../lib/schemas/practice-links';
import { useIslandReady } from '../useIslandReady';
import { ScorecardView } from './ScorecardView';

/** A manager opening a rep's signed scorecard link: read-only, on any device; a bad or old link says so. */
export default function SharedScorecardPage() {
  const readyRef = useIslandReady<HTMLDivElement>();
  const [card, setCard] = useState<SharedScorecard | null>(null);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const token = tokenFromHash(location.hash, 't');
    if (!token) {
      setError('This page needs a scorecard link. Ask the rep to send theirs.');
      return;
    }
    openPracticeLink(token)
      .then((link) => {
        if (link.kind !== 'scorecard') throw new Error('not a scorecard');
        setCard(link.scorecard);
        setExpires(new Date(link.expiresAt).toLocaleDateString());
      })
      .catch((err: unknown) => setError(linkErrorMessage(err)));
  }, []);

  return (
    <div ref={readyRef} className="flex flex-col gap-4">
      {!card && !error && <p role="status">Checking the link…</p>}
      {error && (
        <p role="alert" className="card p-4">
          {error}
        </p>
      )}
      {card && (
        <>
          <p className="muted text-sm">
            {card.repName ? `${card.repName}, ` : ''}completed {new Date(card.completedAt).toLocaleString()}
            {card.due ? ` (due ${card.due})` : ''}. Read-only; this link expires {expires}.
          </p>
          <ScorecardView card={card} />
          {card.transcript && (
            <section aria-labelledby="transcript-heading" className="card p-4">
              <h2 id="transcript-heading" className="text-lg font-bold">
                Transcript
              </h2>
              <ol className="mt-2 flex flex-col gap-1 text-sm" data-testid="shared-transcript">
                {card.transcript.map((turn, index) => (
                  <li key={index}>
                    <strong>{turn.role === 'rep' ? 'Rep' : PRACTICE_PERSONA_INFO[card.persona].label}:</strong> {turn.text}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </div>
  );
}
