import { useId, useRef, useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api';
import { formText } from '../../lib/forms';
import { withOfflineCoach } from '../../coach/offline-fallback';
import { COACH_LIMITS } from '../../coach/guard/limits';
import { FAILURE_MESSAGES } from '../../coach/messages';
import { CoachText } from '../../lib/render-coach-text';
import type * as z from 'zod/mini';
import { AI_MESSAGES, AI_MIN_LENGTHS, type ObjectionResponse, type objectionInputSchema } from '../../lib/schemas/ai';
import { failureMessage } from './browser-actions';
import { CoachMeta } from './CoachMeta';
import { useDeferredAnswers } from './useDeferredAnswers';
import { useToolRequest } from './useToolRequest';
import { Spinner } from './Spinner';
import { useIslandReady } from '../useIslandReady';
import { useOfflineCoachWarmUp } from '../useOfflineCoachWarmUp';

type ObjectionRequest = z.input<typeof objectionInputSchema>;
type Result = { ok: true; answer: ObjectionResponse } | { ok: false; message: string };

/** The full coach, or the one on this device when the network or the server fails. */
const askCoach = (payload: ObjectionRequest) =>
  withOfflineCoach(
    () => postJson<ObjectionResponse>('/api/objections', payload),
    { kind: 'objection', objection: payload.objection, askAs: payload.askAs },
    (coach) => ({ response: coach.text, engine: coach.engine, notices: coach.notices, understanding: coach.understanding }),
    { tool: 'objection', url: '/api/objections', body: payload },
  );
const describeFailure = (error: unknown) => failureMessage(error, FAILURE_MESSAGES.objection);

/**
 * "What did they say?": the objection a rep actually heard, in their words ("she's still on
 * dialysis", "we use Sunrise and love them"), answered for that situation, with what the coach
 * understood and a one-tap correction. Works offline with the on-device coach. The box is read on
 * submit, so text typed before the code arrived is the text answered.
 */
export default function ObjectionAsk() {
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { inFlight: loading, answer, failure, run, retry, show } = useToolRequest(askCoach, describeFailure);
  const result: Result | null = failure !== null ? { ok: false, message: failure } : answer ? { ok: true, answer } : null;
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const readyRef = useIslandReady<HTMLDivElement>();
  useOfflineCoachWarmUp();
  const id = useId();
  const showError = attempted && text.trim().length < AI_MIN_LENGTHS.objection;

  // An objection saved without signal is answered by the full coach once the connection is back.
  useDeferredAnswers<ObjectionResponse>('objection', (_question, deferred) => show(deferred));

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formText(new FormData(event.currentTarget), 'objection');
    setText(typed);
    setAttempted(true);
    if (typed.trim().length < AI_MIN_LENGTHS.objection || loading) return;
    void run({ objection: typed.trim() });
  };

  return (
    <div ref={readyRef} className="card flex flex-col gap-4">
      <form className="no-print flex flex-col gap-3" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Heard something else? Tell me what they said
        </h2>
        <label className="label" htmlFor={`${id}-objection`}>
          What the referral source or family said, and the situation
        </label>
        <textarea
          ref={boxRef}
          id={`${id}-objection`}
          name="objection"
          className="field"
          rows={3}
          maxLength={COACH_LIMITS.objection}
          placeholder="e.g. The DON says her resident is still on dialysis, so hospice isn't an option."
          aria-invalid={showError}
          aria-describedby={showError ? `${id}-error` : undefined}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        {showError && (
          <p id={`${id}-error`} className="field-error">
            {AI_MESSAGES.objection}
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={loading}>
          {loading ? <Spinner label="Thinking..." visibleLabel /> : 'Get a response'}
        </button>
      </form>
      <div aria-live="polite">
        {result?.ok === false && <p className="field-error text-base">{result.message}</p>}
        {result?.ok && (
          <div className="flex flex-col gap-3">
            <CoachMeta
              engine={result.answer.engine}
              notices={result.answer.notices}
              understanding={result.answer.understanding}
              onCorrect={(askAs) => void retry((last) => ({ ...last, objection: boxRef.current?.value.trim() || text.trim(), askAs }))}
            />
            <CoachText text={result.answer.response} headingLevel={3} />
          </div>
        )}
      </div>
    </div>
  );
}
