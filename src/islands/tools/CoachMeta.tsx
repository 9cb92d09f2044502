import type { Engine } from '../../lib/coach/types';
import { OFFLINE_LABEL } from '../../lib/coach/messages';

/**
 * What every coach answer shows above its text: a small "Offline coach" label when the offline
 * engine answered, and the notices (privacy redactions, compliance notes, fallbacks).
 */
export function CoachMeta({ engine, notices }: { engine: Engine; notices: readonly string[] }) {
  if (engine !== 'offline' && notices.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
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
