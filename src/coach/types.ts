import type { PracticeAction, PracticePersonaId } from '../lib/schemas/chat';

/**
 * The coach engine's vocabulary, shared by the Gemini provider, the offline coach, the API
 * functions, the tool islands and (later) the chat and the offline Field Kit. Types only.
 */

/** Which engine produced an answer. The UI shows "Offline coach" for `offline`. */
export type Engine = 'gemini' | 'offline';

export type TemplateType = 'follow_up' | 'thank_you' | 'value_add';

/** A link backing a research answer (its uri and title). */
export interface Source {
  uri: string;
  title: string;
}

/** A chat turn as the engine sees it (the client's timestamp is not needed here). */
export interface ChatTurn {
  role: 'user' | 'model';
  content: string;
}

export interface PlaybookTask {
  kind: 'playbook';
  scenario: string;
  desiredOutcomes?: string;
}

export interface ObjectionTask {
  kind: 'objection';
  objection: string;
}

export interface ResearchTask {
  kind: 'research';
  query: string;
  /** Rows of CMS data from the rep's territory that answer the question (src/territory/prompt-rows.ts). */
  territoryRows?: string[];
}

export interface EmailTask {
  kind: 'email';
  templateType: TemplateType;
  recipientName?: string;
  context: string;
  customization?: string;
}

export interface ChatTask {
  kind: 'chat';
  prompt: string;
  /** Practice mode: the coach plays a referral source, or scores the rep (src/lib/practice/). */
  practice?: { persona: PracticePersonaId; action: PracticeAction };
  /** Earlier turns, oldest first, without the current prompt. */
  history: ChatTurn[];
}

export type CoachTask = (PlaybookTask | ObjectionTask | ResearchTask | EmailTask | ChatTask) & {
  /** The rep's one-tap correction of what the coach understood ("this is a metric question"). */
  askAs?: AskKind;
};

/** What a provider returns: the answer text and, for research, its sources. */
export interface ProviderAnswer {
  text: string;
  sources: Source[];
  /** Research with Google Search grounding: Google's search suggestions (HTML to show as given, sandboxed). */
  searchEntryPoint?: string;
  /** The offline coach's reading of the request and whether it answered, asked or deferred. */
  understanding?: UnderstandingSummary;
}

export interface ProviderCallOptions {
  signal?: AbortSignal;
}

/**
 * One way of answering coach tasks. Both engines implement it, so the engine (and later the chat
 * endpoint) can swap one for the other without knowing which it has.
 */
export interface CoachProvider {
  readonly engine: Engine;
  answer(task: CoachTask, options?: ProviderCallOptions): Promise<ProviderAnswer>;
  /** Streams a chat reply as text chunks, in order. */
  streamChat(task: ChatTask, options?: ProviderCallOptions): AsyncIterable<string>;
}

/** Why the offline coach answered instead of Gemini. */
export type FallbackReason = 'no-key' | 'budget' | 'error';

/** What the engine hands back to an endpoint. */
export interface CoachResult extends ProviderAnswer {
  engine: Engine;
  /** Things the visitor should be told: redactions, compliance notes, fallbacks. */
  notices: string[];
  fallbackReason?: FallbackReason;
  /** Time spent answering (guards + provider), for the Server-Timing header. */
  durationMs: number;
  /** What the coach understood the request to ask, shown to the rep in one line. */
  understanding?: UnderstandingSummary;
}

/** The kinds of request the coach tells apart before it answers. */
export type AskKind = 'fact' | 'objection' | 'account-plan' | 'leadership' | 'metric' | 'email' | 'practice' | 'services' | 'unclear';

/**
 * The understanding that travels with an answer: one line the rep can check at a glance, and
 * whether the coach answered, asked one question back, or said what it cannot answer offline.
 */
export interface UnderstandingSummary {
  ask: AskKind;
  /** "Objection from a SNF DON · already uses another hospice · goal: be the second option" */
  line: string;
  outcome: 'answer' | 'clarify' | 'defer';
  /** 0..1: how sure the coach is of this reading and of the library's match. */
  confidence: number;
}
