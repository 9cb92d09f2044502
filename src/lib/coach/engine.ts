/**
 * The coach engine: every AI endpoint (and later the chat and the offline Field Kit) calls
 * runCoach or startCoachStream. It applies the guards, picks the engine, falls back to the
 * offline coach when Gemini is missing, over budget or failing, and says which engine answered.
 *
 * Isomorphic: providers and the budget are passed in, so this file imports neither the Gemini
 * SDK nor Blobs and can run in the browser with the offline coach alone.
 */
import { complianceNotice, findInducements } from './guards/compliance';
import { capTask } from './guards/limits';
import { privacyNotice, redactTask } from './guards/privacy';
import { offlineCoach } from './offline';
import type { ChatTask, CoachProvider, CoachResult, CoachTask, Engine, FallbackReason, ProviderAnswer } from './types';

/** Counts Gemini calls against a daily allowance; `take` answers false once it is spent. */
export interface Budget {
  take(): Promise<boolean>;
}

export interface EngineDeps {
  /** Absent when no API key is configured. */
  gemini?: CoachProvider;
  budget?: Budget;
  offline?: CoachProvider;
  /** Told about Gemini failures (the function logs them, without request text). */
  onGeminiError?: (error: unknown) => void;
}

export const FALLBACK_NOTICES: Record<Exclude<FallbackReason, 'no-key'>, string> = {
  budget: 'Today’s AI allowance has been used, so the offline coach answered from the Spartan knowledge base.',
  error: 'The AI service didn’t respond in time, so the offline coach answered from the Spartan knowledge base.',
};

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Caps and redacts a task; returns it with the notices the visitor should see. */
export function guardTask<T extends CoachTask>(task: T): { task: T; notices: string[] } {
  const { task: redacted, found } = redactTask(capTask(task));
  const notice = privacyNotice(found);
  return { task: redacted, notices: notice ? [notice] : [] };
}

/** Notices about the answer itself (compliance), added after it is known. */
export function answerNotices(text: string): string[] {
  const notice = complianceNotice(findInducements(text));
  return notice ? [notice] : [];
}

/** Decides whether Gemini may be called; undefined means yes. */
async function reasonToSkipGemini(deps: EngineDeps): Promise<FallbackReason | undefined> {
  if (!deps.gemini) return 'no-key';
  if (!deps.budget) return undefined;
  try {
    return (await deps.budget.take()) ? undefined : 'budget';
  } catch (error) {
    // The counter's store is unavailable: don't spend money blind, answer offline.
    deps.onGeminiError?.(error);
    return 'error';
  }
}

function fallbackNotices(reason: FallbackReason | undefined): string[] {
  return reason && reason !== 'no-key' ? [FALLBACK_NOTICES[reason]] : [];
}

export async function runCoach(task: CoachTask, deps: EngineDeps = {}): Promise<CoachResult> {
  const started = now();
  const guarded = guardTask(task);
  const offline = deps.offline ?? offlineCoach;

  let fallbackReason = await reasonToSkipGemini(deps);
  let answer: ProviderAnswer | undefined;
  let engine: Engine = 'offline';
  if (!fallbackReason && deps.gemini) {
    try {
      answer = await deps.gemini.answer(guarded.task);
      engine = 'gemini';
    } catch (error) {
      deps.onGeminiError?.(error);
      fallbackReason = 'error';
    }
  }
  answer ??= await offline.answer(guarded.task);

  return {
    ...answer,
    engine,
    notices: [...guarded.notices, ...fallbackNotices(fallbackReason), ...answerNotices(answer.text)],
    fallbackReason,
    durationMs: now() - started,
  };
}

/** A chat reply being streamed. Compliance notices can only be known once it has finished. */
export interface CoachStream {
  engine: Engine;
  /** Notices known before the first chunk (privacy, fallback). */
  notices: string[];
  fallbackReason?: FallbackReason;
  chunks: AsyncIterable<string>;
  /** After `chunks` is exhausted: notices about the full reply (compliance). */
  finalNotices(): string[];
}

/**
 * Starts a streamed chat reply. Gemini is used if it produces a first chunk; if it fails before
 * that, the offline coach streams instead (a failure after the first chunk surfaces as an error
 * from `chunks`, for the endpoint to turn into the spec's failure message).
 */
export async function startCoachStream(task: ChatTask, deps: EngineDeps = {}): Promise<CoachStream> {
  const guarded = guardTask(task);
  const offline = deps.offline ?? offlineCoach;
  let fallbackReason = await reasonToSkipGemini(deps);
  let full = '';
  const collect = async function* (first: string | undefined, rest: AsyncIterator<string>) {
    if (first !== undefined) {
      full += first;
      yield first;
    }
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      full += next.value;
      yield next.value;
    }
  };

  if (!fallbackReason && deps.gemini) {
    const iterator = deps.gemini.streamChat(guarded.task)[Symbol.asyncIterator]();
    try {
      const first = await iterator.next();
      return {
        engine: 'gemini',
        notices: guarded.notices,
        chunks: collect(first.done ? undefined : first.value, iterator),
        finalNotices: () => answerNotices(full),
      };
    } catch (error) {
      deps.onGeminiError?.(error);
      fallbackReason = 'error';
    }
  }
  const iterator = offline.streamChat(guarded.task)[Symbol.asyncIterator]();
  return {
    engine: 'offline',
    notices: [...guarded.notices, ...fallbackNotices(fallbackReason)],
    fallbackReason,
    chunks: collect(undefined, iterator),
    finalNotices: () => answerNotices(full),
  };
}
