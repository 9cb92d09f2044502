import { useId, useRef, useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api';
import { formText } from '../../lib/forms';
import { withOfflineCoach } from '../../coach/offline-fallback';
import { FAILURE_MESSAGES } from '../../coach/messages';
import { CoachText, coachTextToPlain } from '../../lib/render-coach-text';
import { AI_MESSAGES, AI_MIN_LENGTHS, type PlaybookRequest, type PlaybookResponse } from '../../lib/schemas/ai';
import { COACH_LIMITS } from '../../coach/guard/limits';
import { BRAND } from '../../lib/site';
import { CoachMeta } from './CoachMeta';
import { useDeferredAnswers } from './useDeferredAnswers';
import { useToolRequest } from './useToolRequest';
import { Spinner } from './Spinner';
import { CloseButton } from '../CloseButton';
import { downloadText, failureMessage } from './browser-actions';
import { useIslandReady } from '../useIslandReady';
import { useOfflineCoachWarmUp } from '../useOfflineCoachWarmUp';

/** Four situations every hospice rep meets; choosing one generates at once (a chosen scenario needs no length check). */
export const CLASSIC_SCENARIOS = [
  {
    label: 'SNF with an incumbent hospice',
    scenario: 'A skilled nursing facility where the DON says they already have a hospice provider they are happy with.',
  },
  {
    label: 'Hospital referring too late',
    scenario: 'Hospital case managers refer patients to hospice only in their final days, so families get little benefit.',
  },
  {
    label: 'Physicians who prefer palliative care',
    scenario: 'A physician practice that prefers to keep declining patients on palliative care or home health instead of hospice.',
  },
  {
    label: 'Memory care community, first visit',
    scenario: 'A memory care community I have never visited, where residents with advanced dementia keep being sent to the ER.',
  },
] as const;

export const PLAYBOOK_FILENAME = `${BRAND.shortName}-playbook.txt`;

type Status = 'idle' | 'loading' | 'done' | 'error';

/** The full coach, or the one on this device when the network or the server fails. */
const askCoach = (payload: PlaybookRequest) =>
  withOfflineCoach(
    () => postJson<PlaybookResponse>('/api/playbooks', payload),
    { kind: 'playbook', scenario: payload.scenario, desiredOutcomes: payload.desiredOutcomes, askAs: payload.askAs },
    (result) => ({ playbook: result.text, engine: result.engine, notices: result.notices, understanding: result.understanding }),
    { tool: 'playbook', url: '/api/playbooks', body: payload },
  );
const describeFailure = (error: unknown) => failureMessage(error, FAILURE_MESSAGES.playbook);

/**
 * The playbook generator: scenario and optional desired outcomes, four classic
 * scenarios, a result dialog that shows a spinner then the playbook or the error, and a page panel
 * that keeps the playbook after the dialog closes, with Print and Download.
 * The fields are uncontrolled and read from the form on submit: what a rep typed before the code
 * arrived stays in them through hydration (docs/architecture.md §1). `scenario` only mirrors the
 * box for the live length message.
 */
export default function PlaybookGenerator() {
  const [scenario, setScenario] = useState('');
  const [edited, setEdited] = useState(false);
  const { inFlight, answer: result, failure: error, run, show } = useToolRequest(askCoach, describeFailure);
  const status: Status = inFlight ? 'loading' : error !== null ? 'error' : result ? 'done' : 'idle';
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const scenarioRef = useRef<HTMLTextAreaElement>(null);
  const outcomesRef = useRef<HTMLInputElement>(null);
  const readyRef = useIslandReady<HTMLDivElement>();
  useOfflineCoachWarmUp();
  const id = useId();

  const showError = edited && scenario.trim().length < AI_MIN_LENGTHS.scenario;

  async function generate(text: string, outcomes: string, askAs?: PlaybookRequest['askAs']) {
    const payload: PlaybookRequest = { scenario: text };
    if (outcomes.trim()) payload.desiredOutcomes = outcomes.trim();
    if (askAs) payload.askAs = askAs;
    setDialogOpen(true);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    await run(payload);
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = formText(form, 'scenario');
    setScenario(typed);
    setEdited(true);
    if (typed.trim().length < AI_MIN_LENGTHS.scenario || status === 'loading') return;
    void generate(typed.trim(), formText(form, 'desiredOutcomes'));
  };

  const chooseClassic = (text: string) => {
    // The rep chose this text: put it in the box, as if typed, so the form shows what was sent.
    if (scenarioRef.current) scenarioRef.current.value = text;
    setScenario(text);
    setEdited(false);
    void generate(text, outcomesRef.current?.value ?? '');
  };

  // A scenario saved without signal is answered by the full coach once the connection is back.
  useDeferredAnswers<PlaybookResponse>('playbook', (_question, answer) => show(answer));

  // The rep says the coach misread the request: the same words, read as what they meant.
  const askAgainAs = (ask: NonNullable<PlaybookRequest['askAs']>) =>
    void generate(scenarioRef.current?.value.trim() || scenario.trim(), outcomesRef.current?.value ?? '', ask);

  const download = () => result && downloadText(PLAYBOOK_FILENAME, coachTextToPlain(result.playbook));

  return (
    <div ref={readyRef} className="mt-8 flex flex-col gap-8">
      <form className="card no-print flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Describe your scenario
        </h2>
        <div>
          <label className="label" htmlFor={`${id}-scenario`}>
            Scenario
          </label>
          <textarea
            ref={scenarioRef}
            id={`${id}-scenario`}
            name="scenario"
            className="field"
            rows={4}
            maxLength={COACH_LIMITS.scenario}
            placeholder="e.g. A 120-bed SNF where the DON uses another hospice and says they're happy with it."
            defaultValue=""
            aria-invalid={showError}
            aria-describedby={showError ? `${id}-scenario-error` : undefined}
            onInput={(event) => {
              setScenario(event.currentTarget.value);
              setEdited(true);
            }}
          />
          {showError && (
            <p id={`${id}-scenario-error`} className="field-error mt-1">
              {AI_MESSAGES.scenario}
            </p>
          )}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-outcomes`}>
            Desired outcomes <span className="muted font-normal">(optional)</span>
          </label>
          <input
            ref={outcomesRef}
            id={`${id}-outcomes`}
            name="desiredOutcomes"
            className="field"
            maxLength={COACH_LIMITS.desiredOutcomes}
            placeholder="e.g. An in-service within 30 days; first referral this quarter"
            defaultValue=""
          />
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={status === 'loading'}>
            {status === 'loading' ? <Spinner label="Generating..." visibleLabel /> : 'Generate Playbook'}
          </button>
        </div>
        <fieldset className="flex flex-col gap-3 border-t border-[var(--line)] pt-4">
          <legend className="font-semibold">Or start from a classic scenario</legend>
          <div className="flex flex-wrap gap-2">
            {CLASSIC_SCENARIOS.map((classic) => (
              <button
                key={classic.label}
                type="button"
                className="btn btn-outline"
                disabled={status === 'loading'}
                onClick={() => chooseClassic(classic.scenario)}
              >
                {classic.label}
              </button>
            ))}
          </div>
        </fieldset>
      </form>

      {result && !dialogOpen && (
        <section className="card flex flex-col gap-4" aria-labelledby={`${id}-panel`}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-panel`} className="text-2xl font-bold">
              Your Sales Playbook
            </h2>
            <div className="no-print flex gap-2">
              <button type="button" className="btn btn-outline" onClick={() => window.print()}>
                Print
              </button>
              <button type="button" className="btn btn-outline" onClick={download}>
                Download
              </button>
            </div>
          </div>
          <CoachMeta engine={result.engine} notices={result.notices} understanding={result.understanding} onCorrect={askAgainAs} />
          <CoachText text={result.playbook} headingLevel={3} />
        </section>
      )}

      <dialog
        ref={dialogRef}
        className="modal no-print"
        aria-labelledby={`${id}-dialog-title`}
        aria-busy={status === 'loading'}
        onClose={() => setDialogOpen(false)}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={`${id}-dialog-title`} className="text-xl font-bold">
            Your Sales Playbook
          </h2>
          <CloseButton onClick={() => dialogRef.current?.close()} />
        </div>
        {status === 'loading' && (
          <p role="status" className="flex justify-center py-10">
            <Spinner label="Generating your playbook..." visibleLabel />
          </p>
        )}
        {status === 'error' && (
          <p role="alert" className="field-error text-base">
            {error}
          </p>
        )}
        {status === 'done' && result && (
          <div className="flex flex-col gap-4">
            <CoachMeta engine={result.engine} notices={result.notices} understanding={result.understanding} onCorrect={askAgainAs} />
            <CoachText text={result.playbook} headingLevel={3} />
          </div>
        )}
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn btn-primary" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </div>
  );
}
