import type { Engine, UnderstandingSummary } from '../../coach/types';
import { OFFLINE_LABEL } from '../../coach/messages';
import { CORRECTABLE_ASKS } from '../../lib/schemas/ai';

type CorrectableAsk = (typeof CORRECTABLE_ASKS)[number];

const ASK_BUTTON_LABELS: Record<CorrectableAsk, string> = {
  fact: 'A question',
  objection: 'An objection',
  'account-plan': 'An account plan',
  leadership: 'Leadership',
  metric: 'A metric',
};

interface Props {
  engine: Engine;
  notices: readonly string[];
  understanding?: UnderstandingSummary;
  /** Asks again, read as this kind of request (the rep's one-tap correction). Absent: no correction offered. */
  onCorrect?: (ask: CorrectableAsk) => void;
}

/**
 * What every coach answer shows above its text: what the coach understood (one line, so a misreading
 * shows at once, with a one-tap correction that asks again), a small "Offline coach" label when the
 * offline engine answered, and the notices (privacy redactions, compliance notes, fallbacks).
 */
export function CoachMeta({ engine, notices, understanding, onCorrect }: Props) {
  if (engine !== 'offline' && notices.length === 0 && !understanding) return null;
  return (
    <div className="flex flex-col gap-2">
      {understanding && (
        <div className="flex flex-col gap-1 text-sm" data-testid="coach-understood">
          <p>
            <span className="font-semibold">Understood:</span> {understanding.line}
          </p>
          {onCorrect && (
            <details>
              <summary className="cursor-pointer underline">Not what you asked?</summary>
              <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Ask again as">
                {CORRECTABLE_ASKS.filter((ask) => ask !== understanding.ask).map((ask) => (
                  <button key={ask} type="button" className="btn btn-outline px-3 py-1 text-sm" onClick={() => onCorrect(ask)}>
                    {ASK_BUTTON_LABELS[ask]}
                  </button>
                ))}
              </div>
            </details>
          )}
        </div>
      )}
      {engine === 'offline' && (
        <p>
          <span
            className="inline-block rounded-full border border-[var(--line)] bg-[var(--bg-soft)] px-3 py-1 text-xs font-semibold"
            title="Answered by the built-in offline coach from the Spartan knowledge base"
          >
            {OFFLINE_LABEL}
          </span>
        </p>
      )}
      {notices.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Notes about this answer">
          {notices.map((notice) => (
            <li key={notice} className="rounded-md border-l-4 border-[var(--accent)] bg-[var(--bg-soft)] p-3 text-sm">
              {notice}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
