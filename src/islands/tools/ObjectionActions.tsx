import { useRef, useState } from 'react';
import { postJson } from '../../lib/api';
import { withOfflineCoach } from '../../coach/offline-fallback';
import { FAILURE_MESSAGES } from '../../coach/messages';
import { CoachText } from '../../lib/render-coach-text';
import type { ObjectionResponse } from '../../lib/schemas/ai';
import { CoachMeta } from './CoachMeta';
import { Spinner } from './Spinner';
import { useReadAloud } from './useReadAloud';
import { useIslandReady } from '../useIslandReady';
import { useOfflineCoachWarmUp } from '../useOfflineCoachWarmUp';

interface Props {
  objection: string;
  /** The card's stock response, which Read Aloud speaks. */
  response: string;
}

type Result = { ok: true; answer: ObjectionResponse } | { ok: false; message: string };

/**
 * The interactive part of one objection card (the card itself is static HTML): 'Generate AI
 * Alternative' with its own generating state (a new result replaces the previous one) and
 * 'Read Aloud'.
 */
export default function ObjectionActions({ objection, response }: Props) {
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const { playing, toggle } = useReadAloud(response);
  const request = useRef(0);
  const readyRef = useIslandReady<HTMLDivElement>();
  useOfflineCoachWarmUp();

  async function generate() {
    const current = ++request.current;
    setGenerating(true);
    try {
      const answer = await withOfflineCoach(
        () => postJson<ObjectionResponse>('/api/objections', { objection }),
        { kind: 'objection', objection },
        (result) => ({ response: result.text, engine: result.engine, notices: result.notices }),
      );
      if (current === request.current) setResult({ ok: true, answer });
    } catch {
      if (current === request.current) setResult({ ok: false, message: FAILURE_MESSAGES.objection });
    } finally {
      if (current === request.current) setGenerating(false);
    }
  }

  return (
    <div ref={readyRef} className="mt-4 flex flex-col gap-4">
      <div className="no-print flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void generate()} disabled={generating}>
          {generating ? <Spinner label="Generating..." visibleLabel /> : 'Generate AI Alternative'}
        </button>
        <button type="button" className="btn btn-outline" onClick={toggle}>
          {playing ? 'Playing...' : 'Read Aloud'}
        </button>
      </div>
      <div aria-live="polite">
        {result?.ok === false && <p className="field-error text-base">{result.message}</p>}
        {result?.ok && (
          <div className="flex flex-col gap-3 rounded-lg border border-[var(--line)] bg-[var(--bg-soft)] p-4">
            <h3 className="font-bold">AI Alternative</h3>
            <CoachMeta engine={result.answer.engine} notices={result.answer.notices} />
            <CoachText text={result.answer.response} headingLevel={4} />
          </div>
        )}
      </div>
    </div>
  );
}
