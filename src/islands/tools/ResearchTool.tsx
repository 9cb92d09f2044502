import { useId, useRef, useState, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api';
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

export const EXAMPLE_QUESTIONS = [
  'Which skilled nursing facilities in my county have memory care units?',
  'What do hospital case managers look for in a hospice partner?',
  'How should I tier the accounts in my territory?',
  'What are the hospice eligibility indicators for dementia?',
] as const;

type Result = ({ ok: true } & ResearchResponse) | { ok: false; text: string; sources: Source[] };

/**
 * Grounded research: a question of at least 5 characters, Enter searches,
 * example questions only before a result and while not loading, a loading panel, and the answer
 * with its sources (links open in a new tab).
 * The question box is uncontrolled and read on submit, so a question typed (and Enter pressed)
 * before the code arrived is the one searched (docs/architecture.md §1); `query` only mirrors it
 * for the length message.
 */
export default function ResearchTool() {
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [attempted, setAttempted] = useState(false);
  const request = useRef(0);
  const queryRef = useRef<HTMLInputElement>(null);
  const readyRef = useIslandReady<HTMLDivElement>();
  const id = useId();

  const showError = attempted && query.trim().length < AI_MIN_LENGTHS.query;

  async function search(text: string, askAs?: ResearchRequest['askAs']) {
    const current = ++request.current;
    setLoading(true);
    try {
      const answer = await postJson<ResearchResponse>('/api/research', askAs ? { query: text, askAs } : { query: text });
      if (current === request.current) setResult({ ok: true, ...answer });
    } catch (error) {
      // Research needs the live web: offline, say so plainly (the question stays in the box).
      const text = isNetworkFailure(error) ? NEEDS_CONNECTION.research : FAILURE_MESSAGES.research;
      if (current === request.current) setResult({ ok: false, text, sources: [] });
    } finally {
      if (current === request.current) setLoading(false);
    }
  }

  // Enter in the box submits natively (Search is enabled unless a search is running).
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('query') ?? '');
    setQuery(typed);
    setAttempted(true);
    if (typed.trim().length < AI_MIN_LENGTHS.query || loading) return;
    void search(typed.trim());
  };

  const chooseExample = (question: string) => {
    // The rep chose this question: put it in the box, as if typed.
    if (queryRef.current) queryRef.current.value = question;
    setQuery(question);
    setAttempted(false);
    void search(question);
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

      {!result && !loading && (
        <section aria-labelledby={`${id}-examples`}>
          <h2 id={`${id}-examples`} className="text-lg font-bold">
            Try an example
          </h2>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {EXAMPLE_QUESTIONS.map((question) => (
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
              onCorrect={(ask) => void search(queryRef.current?.value.trim() || query.trim(), ask)}
            />
          ) : null}
          {result.ok ? <CoachText text={result.text} headingLevel={3} /> : <p className="field-error text-base">{result.text}</p>}
          <ResearchSources sources={result.sources} searchEntryPoint={result.ok ? result.searchEntryPoint : undefined} />
        </section>
      )}
    </div>
  );
}
