import { useId, useRef, useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api';
import { formText } from '../../lib/forms';
import { isNetworkFailure, NEEDS_CONNECTION } from '../../lib/network';
import { COACH_LIMITS } from '../../coach/guard/limits';
import { FAILURE_MESSAGES } from '../../coach/messages';
import type { Source } from '../../coach/types';
import { CoachText } from '../../lib/render-coach-text';
import { AI_MESSAGES, AI_MIN_LENGTHS, type ResearchRequest, type ResearchResponse } from '../../lib/schemas/ai';
import { CoachMeta } from './CoachMeta';
import { ResearchSources } from './ResearchSources';
import { Spinner } from './Spinner';
import { useIslandReady } from '../useIslandReady';
import { parseQuestion, type TerritoryQuestion } from '../../territory/parse-question';
import { promptRows } from '../../territory/prompt-rows';
import { answerQuestion, providerNames, type Territory, type TerritoryAnswer } from '../../territory/query';
import type { TerritoryState } from '../../territory/types';
import { TerritoryAnswerView } from './territory/TerritoryAnswerView';
import { TerritoryPicker } from './territory/TerritoryPicker';
import { useTerritory } from './territory/useTerritory';
import { useToolRequest } from './useToolRequest';

export const EXAMPLE_QUESTIONS = [
  'Which skilled nursing facilities in my county have memory care units?',
  'What do hospital case managers look for in a hospice partner?',
  'How should I tier the accounts in my territory?',
  'What are the hospice eligibility indicators for dementia?',
] as const;

type Result = ({ ok: true } & ResearchResponse) | { ok: false; text: string; sources: Source[]; offline?: boolean };

/** One question of each kind, about the rep's own territory, as examples. */
function territoryExamples(data: TerritoryState, territory: Territory | null): string[] {
  const county = territory?.counties[0] ?? data.counties[0];
  const zip = territory?.zips[0] ?? data.hospices.find((h) => h.serviceZips.length)?.serviceZips[0];
  const hospice = data.hospices[0]?.name
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return [
    zip ? `Who serves ${zip}?` : '',
    county ? `SNFs in ${county} over 100 beds` : '',
    county ? `Hospitals in ${county}` : '',
    hospice ? `How does ${hospice} compare?` : '',
  ].filter(Boolean);
}

/** What the territory data said about a question: an answer, or that it cannot answer it. */
type TerritoryResult = { question: TerritoryQuestion; answer: TerritoryAnswer } | { question: null };

/** Says when the data is the example fixture or an older snapshot, so no one mistakes it for today's CMS files. */
function DataNotice({ data }: { data: TerritoryState }) {
  if (data.fallback) {
    return (
      <p className="text-sm" role="note">
        CMS could not be reached when this site was last updated, so these figures are from the earlier import of{' '}
        {data.fallback.snapshotGeneratedAt.slice(0, 10)}.
      </p>
    );
  }
  if (data.mode === 'fixture') {
    return (
      <p className="text-sm" role="note">
        Example data: fictional providers in CMS’s file layout. The live site shows CMS’s current files.
      </p>
    );
  }
  return null;
}

/**
 * Grounded research: a question of at least 5 characters, Enter searches,
 * example questions only before a result and while not loading, a loading panel, and the answer
 * with its sources (links open in a new tab).
 * The question box is uncontrolled and read on submit, so a question typed (and Enter pressed)
 * before the code arrived is the one searched (docs/architecture.md §1); `query` only mirrors it
 * for the length message.
 */
function researchRequest(query: string, askAs?: ResearchRequest['askAs'], territoryRows: string[] = []): ResearchRequest {
  return { query, ...(askAs ? { askAs } : {}), ...(territoryRows.length ? { territoryRows } : {}) };
}

const askResearch = (body: ResearchRequest) => postJson<ResearchResponse>('/api/research', body);

/** Research needs the live web: offline, say so plainly (the question stays in the box). */
function describeFailure(error: unknown) {
  const offline = isNetworkFailure(error);
  return { text: offline ? NEEDS_CONNECTION.research : FAILURE_MESSAGES.research, offline };
}

export default function ResearchTool() {
  const [query, setQuery] = useState('');
  const { inFlight: loading, answer, failure, run, retry } = useToolRequest(askResearch, describeFailure);
  const result: Result | null = failure ? { ok: false, sources: [], ...failure } : answer ? { ok: true, ...answer } : null;
  const [attempted, setAttempted] = useState(false);
  const queryRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const territory = useTerritory();
  // Ready (the directive replays what the visitor did early) only once the saved territory's data
  // is here or has failed. The race this closes: hydration commits, then the first effects run
  // in one flush. island-ready goes out, and useTerritory's effect starts fetching the saved
  // state's file. The directive then replays the held Enter in the next microtask, and
  // onSubmit runs with the first render's state (no territory, no data). So a question asked
  // while the code loaded went without its CMS table, and without the rows the coach answers
  // from, though the data arrived a moment later (phone-interaction.spec.ts, "saved territory").
  const readyRef = useIslandReady<HTMLDivElement>(territory.settled);
  const [local, setLocal] = useState<TerritoryResult | null>(null);
  // The rows the last territory answer showed; they go with the research request (Gemini answers from them).
  const rowsRef = useRef<string[]>([]);

  const showError = attempted && query.trim().length < AI_MIN_LENGTHS.query;

  /** Answers from the rep's territory data first (on the device, offline too), then asks the coach. */
  function ask(text: string, askAs?: ResearchRequest['askAs']) {
    const data = territory.data;
    if (data) {
      const question = parseQuestion(text, { counties: data.counties, providerNames: providerNames(data) });
      const answer = question ? answerQuestion(data, question, territory.territory ?? undefined) : null;
      setLocal(question && answer ? { question, answer } : { question: null });
      rowsRef.current = answer ? promptRows(data, answer) : [];
    } else {
      setLocal(null);
      rowsRef.current = [];
    }
    void run(researchRequest(text, askAs, rowsRef.current));
  }

  const refine = (question: TerritoryQuestion) => {
    if (!territory.data) return;
    setLocal({ question, answer: answerQuestion(territory.data, question, territory.territory ?? undefined) });
  };

  // Enter in the box submits natively (Search is enabled unless a search is running).
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formText(new FormData(event.currentTarget), 'query');
    setQuery(typed);
    setAttempted(true);
    if (typed.trim().length < AI_MIN_LENGTHS.query || loading) return;
    ask(typed.trim());
  };

  const chooseExample = (question: string) => {
    // The rep chose this question: put it in the box, as if typed.
    if (queryRef.current) queryRef.current.value = question;
    setQuery(question);
    setAttempted(false);
    ask(question);
  };

  return (
    <div ref={readyRef} className="mt-8 flex flex-col gap-6">
      <form className="card flex flex-col gap-3" onSubmit={onSubmit} noValidate role="search" aria-label="Research">
        <label className="label" htmlFor={`${id}-query`}>
          Research question
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={queryRef}
            id={`${id}-query`}
            name="query"
            className="field"
            type="text"
            maxLength={COACH_LIMITS.query}
            placeholder="e.g. Which hospitals in my territory have the most heart failure readmissions?"
            defaultValue=""
            aria-invalid={showError}
            aria-describedby={showError ? `${id}-error` : undefined}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={loading}>
            Search
          </button>
        </div>
        {showError && (
          <p id={`${id}-error`} className="field-error">
            {AI_MESSAGES.query}
          </p>
        )}
      </form>

      <TerritoryPicker
        territory={territory.territory}
        index={territory.index}
        status={territory.status}
        onOpen={() => void territory.loadIndex()}
        onChoose={territory.choose}
        onRetry={() => void territory.retry()}
      />

      {!result && !loading && (
        <section aria-labelledby={`${id}-examples`}>
          <h2 id={`${id}-examples`} className="text-lg font-bold">
            Try an example
          </h2>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {[...(territory.data ? territoryExamples(territory.data, territory.territory) : []), ...EXAMPLE_QUESTIONS].map((question) => (
              <button key={question} type="button" className="btn btn-outline text-left" onClick={() => chooseExample(question)}>
                {question}
              </button>
            ))}
          </div>
        </section>
      )}

      {loading && (
        <div className="card" role="status">
          <Spinner label="Searching for relevant information..." visibleLabel />
        </div>
      )}

      {local?.question && territory.data && (
        <section className="card flex flex-col gap-4" aria-labelledby={`${id}-territory`}>
          <h2 id={`${id}-territory`} className="text-2xl font-bold">
            From CMS data for your territory
          </h2>
          <DataNotice data={territory.data} />
          <TerritoryAnswerView data={territory.data} answer={local.answer} question={local.question} onAsk={refine} />
        </section>
      )}

      {result && !loading && (
        <section className="card flex flex-col gap-4" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="text-2xl font-bold">
            Research Results
          </h2>
          {result.ok ? (
            <CoachMeta
              engine={result.engine}
              notices={result.notices}
              understanding={result.understanding}
              onCorrect={(kind) =>
                void retry((last) => researchRequest(queryRef.current?.value.trim() || query.trim(), kind, last.territoryRows ?? []))
              }
            />
          ) : null}
          {local?.question === null && (
            <p className="muted text-sm">Your territory’s CMS data does not answer this question, so this is the coach’s answer.</p>
          )}
          {result.ok ? (
            <CoachText text={result.text} headingLevel={3} />
          ) : result.offline && local?.question ? (
            <p className="text-base">
              The coach’s answer needs a connection; the table above is from the territory data saved on this device.
            </p>
          ) : (
            <p className="field-error text-base">{result.text}</p>
          )}
          <ResearchSources sources={result.sources} searchEntryPoint={result.ok ? result.searchEntryPoint : undefined} />
        </section>
      )}
    </div>
  );
}
