import { useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { postJson } from '../../lib/api';
import { isNetworkFailure, NEEDS_CONNECTION } from '../../lib/network';
import { COACH_LIMITS } from '../../lib/coach/guards/limits';
import { FAILURE_MESSAGES } from '../../lib/coach/messages';
import type { Source } from '../../lib/coach/types';
import { CoachText } from '../../lib/render-coach-text';
import { AI_MESSAGES, AI_MIN_LENGTHS, type ResearchResponse } from '../../lib/schemas/ai';
import { CoachMeta } from './CoachMeta';
import { ResearchSources } from './ResearchSources';
import { Spinner } from './Spinner';

export const EXAMPLE_QUESTIONS = [
  'Which skilled nursing facilities in my county have memory care units?',
  'What do hospital case managers look for in a hospice partner?',
  'How should I tier the accounts in my territory?',
  'What are the hospice eligibility indicators for dementia?',
] as const;

type Result = ({ ok: true } & ResearchResponse) | { ok: false; text: string; sources: Source[] };

/**
 * Grounded research (spec §2, §4, §5): a question of at least 5 characters, Enter searches,
 * example questions only before a result and while not loading, a loading panel, and the answer
 * with its sources (links open in a new tab).
 */
export default function ResearchTool() {
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [attempted, setAttempted] = useState(false);
  const request = useRef(0);
  const id = useId();

  const tooShort = query.trim().length < AI_MIN_LENGTHS.query;
  const showError = attempted && tooShort;

  async function search(text: string) {
    const current = ++request.current;
    setLoading(true);
    try {
      const answer = await postJson<ResearchResponse>('/api/research', { query: text });
      if (current === request.current) setResult({ ok: true, ...answer });
    } catch (error) {
      // Research needs the live web: offline, say so plainly (the question stays in the box).
      const text = isNetworkFailure(error) ? NEEDS_CONNECTION.research : FAILURE_MESSAGES.research;
      if (current === request.current) setResult({ ok: false, text, sources: [] });
    } finally {
      if (current === request.current) setLoading(false);
    }
  }

  const submit = () => {
    setAttempted(true);
    if (tooShort || loading) return;
    void search(query.trim());
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit();
  };

  // A form doesn't submit on Enter while its only button is disabled, and Enter must always search.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  const chooseExample = (question: string) => {
    setQuery(question);
    setAttempted(false);
    void search(question);
  };

  return (
    <div className="mt-8 flex flex-col gap-6">
      <form className="card flex flex-col gap-3" onSubmit={onSubmit} noValidate role="search" aria-label="Research">
        <label className="label" htmlFor={`${id}-query`}>
          Research question
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-query`}
            className="field"
            type="text"
            maxLength={COACH_LIMITS.query}
            placeholder="e.g. Which hospitals in my territory have the most heart failure readmissions?"
            value={query}
            aria-invalid={showError}
            aria-describedby={showError ? `${id}-error` : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn btn-primary" disabled={loading || tooShort}>
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
          {result.ok ? <CoachMeta engine={result.engine} notices={result.notices} /> : null}
          {result.ok ? <CoachText text={result.text} headingLevel={3} /> : <p className="field-error text-base">{result.text}</p>}
          <ResearchSources sources={result.sources} searchEntryPoint={result.ok ? result.searchEntryPoint : undefined} />
        </section>
      )}
    </div>
  );
}
