/**
 * The coach engine: every AI endpoint (and later the chat and the offline Field Kit) calls
 * runCoach or startCoachStream. It applies the guards, picks the engine, falls back to the
 * offline coach when Gemini is missing, over budget or failing, and says which engine answered.
 *
 * Isomorphic: providers and the budget are passed in, so this file imports neither the Gemini
 * SDK nor Blobs and can run in the browser with the offline coach alone.
 */
import { complianceNotice, findInducements } from './check/compliance';
import { capTask } from './guard/limits';
import type { GateReason } from './guard/gate';
import type { NameFinder } from './guard/names';
import { privacyNotice, redactPatientIdentifiers, redactTask } from './guard/privacy';
import { gateTask } from './guard/task-gate';
import { findingFromModel, splitVerdict, verdictSettled, type ComplianceVerdicts, type ModelVerdict } from './guard/model-verdict';
import { refusalText } from './guard/refusal';
import { offlineCoach } from './compose/offline';
import { understand, understoodLine, type Understanding } from './understand/understand';
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
  /** Finds patient names (default: the rules in guards/names.ts, as in the browser). */
  findNames?: NameFinder;
  /** Picks the name finder for a task; the server adds NLP this way (guards/names-nlp.ts, loaded only when needed). */
  namesFor?: (task: CoachTask) => Promise<NameFinder>;
  /** Told both compliance verdicts of every keyed request (the server logs them, with no request text). */
  onComplianceVerdicts?: (verdicts: ComplianceVerdicts) => void;
}

/** What the rep sees of the coach's reading when the engine (not the offline coach) answered. */
const summarize = (u: Understanding) => ({ ask: u.ask, line: understoodLine(u), outcome: 'answer' as const, confidence: u.confidence });

const toolOf = (task: CoachTask) => (task.kind === 'chat' && task.practice ? 'practice' : task.kind);
/** Practice replies play a persona; the gate alone judges them (the model is not asked for a verdict). */
const asksModelVerdict = (task: CoachTask) => !(task.kind === 'chat' && task.practice);

function reportVerdicts(deps: EngineDeps, task: CoachTask, verdict: ModelVerdict | undefined) {
  deps.onComplianceVerdicts?.({
    tool: toolOf(task),
    gate: 'pass',
    model: !asksModelVerdict(task) ? 'not asked' : verdict ? (verdict.refuse ? 'refuse' : 'pass') : 'missing',
    modelConcept: verdict?.concept,
  });
}

export const FALLBACK_NOTICES: Record<Exclude<FallbackReason, 'no-key'>, string> = {
  budget: 'Today’s AI allowance has been used, so the offline coach answered from the Spartan knowledge base.',
  error: 'The AI service didn’t respond in time, so the offline coach answered from the Spartan knowledge base.',
};

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Caps and redacts a task; returns it with the notices the visitor should see. */
export function guardTask<T extends CoachTask>(task: T, findNames?: NameFinder): { task: T; notices: string[] } {
  const { task: redacted, found } = redactTask(capTask(task), findNames);
  const notice = privacyNotice(found);
  return { task: redacted, notices: notice ? [notice] : [] };
}

/** What the guards decided before any provider runs: go on with a clean task, or this is the answer. */
export type Screened<T extends CoachTask> =
  { verdict: 'pass'; task: T; notices: string[] } | { verdict: 'answer'; text: string; notices: string[]; reason: GateReason };

/**
 * Every guard on the way in: caps, the compliance gate on the rep's own words, then patient privacy
 * on whatever goes further (the gate's quote of a practice line is redacted too). The gate's answers
 * (refusals, an automatic-fail scorecard, a role-play decline) never reach a provider.
 */
export function screenTask<T extends CoachTask>(task: T, findNames?: NameFinder): Screened<T> {
  const capped = capTask(task);
  const gate = gateTask(capped, (text) => redactPatientIdentifiers(text, findNames).text);
  const guarded = guardTask(capped, findNames);
  if (gate.verdict === 'answer') return { verdict: 'answer', text: gate.text, notices: guarded.notices, reason: gate.finding.reason };
  // An email customization may have lost a line: redact what the gate kept.
  const clean = gate.task === capped ? guarded.task : redactTask(gate.task, findNames).task;
  return { verdict: 'pass', task: clean, notices: [...guarded.notices, ...gate.notices] };
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
  const guarded = screenTask(task, deps.findNames ?? (await deps.namesFor?.(task)));
  // The gate answered: labelled like the offline coach (it is local, rule-based text), no model call.
  if (guarded.verdict === 'answer') {
    if (deps.gemini) deps.onComplianceVerdicts?.({ tool: toolOf(task), gate: 'refuse', gateConcept: guarded.reason, model: 'not asked' });
    return { text: guarded.text, sources: [], engine: 'offline', notices: guarded.notices, durationMs: now() - started };
  }
  const offline = deps.offline ?? offlineCoach;

  let fallbackReason = await reasonToSkipGemini(deps);
  let answer: ProviderAnswer | undefined;
  let engine: Engine = 'offline';
  if (!fallbackReason && deps.gemini) {
    try {
      const raw = await deps.gemini.answer(guarded.task);
      const { verdict, body } = asksModelVerdict(guarded.task) ? splitVerdict(raw.text) : { verdict: undefined, body: raw.text };
      reportVerdicts(deps, guarded.task, verdict);
      // Refused when either check flags it: the model's refusal reads like the gate's.
      if (verdict?.refuse)
        return {
          text: refusalText(findingFromModel(verdict)),
          sources: [],
          engine: 'gemini',
          notices: guarded.notices,
          durationMs: now() - started,
        };
      answer = { ...raw, text: body };
      engine = 'gemini';
    } catch (error) {
      deps.onGeminiError?.(error);
      fallbackReason = 'error';
    }
  }
  answer ??= await offline.answer(guarded.task);

  return {
    ...answer,
    understanding: answer.understanding ?? summarize(understand(guarded.task, guarded.task.askAs)),
    engine,
    notices: [...guarded.notices, ...fallbackNotices(fallbackReason), ...answerNotices(answer.text)],
    fallbackReason,
    durationMs: now() - started,
  };
}

/** A gate answer as a stream: one chunk per line, like the offline coach's replies. */
async function* linesOf(text: string): AsyncGenerator<string> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) yield i < lines.length - 1 ? `${lines[i]}\n` : lines[i]!;
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
  const guarded = screenTask(task, deps.findNames ?? (await deps.namesFor?.(task)));
  if (guarded.verdict === 'answer') {
    if (deps.gemini) deps.onComplianceVerdicts?.({ tool: toolOf(task), gate: 'refuse', gateConcept: guarded.reason, model: 'not asked' });
    const text = guarded.text;
    return { engine: 'offline', notices: guarded.notices, chunks: linesOf(text), finalNotices: () => [] };
  }
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
      // Read until the model's verdict line is complete (or plainly absent) before showing anything.
      let head = '';
      let done = false;
      do {
        const next = await iterator.next();
        done = !!next.done;
        if (!next.done) head += next.value;
      } while (!done && asksModelVerdict(guarded.task) && !verdictSettled(head));
      const { verdict, body } = asksModelVerdict(guarded.task) ? splitVerdict(head) : { verdict: undefined, body: head };
      reportVerdicts(deps, guarded.task, verdict);
      if (verdict?.refuse) {
        void iterator.return?.();
        return {
          engine: 'gemini',
          notices: guarded.notices,
          chunks: linesOf(refusalText(findingFromModel(verdict))),
          finalNotices: () => [],
        };
      }
      const rest: AsyncIterator<string> = done ? { next: async () => ({ done: true, value: undefined }) } : iterator;
      return {
        engine: 'gemini',
        notices: guarded.notices,
        chunks: collect(body === '' ? undefined : body, rest),
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
