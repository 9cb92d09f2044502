import * as z from 'zod/mini';
import { strictPayload } from './common';
import { cleanText } from './text';

/**
 * The chat's payload schema (docs/product-spec.md §3, §7), rules and texts (docs/product-spec.md §5, §8, §9), shared by the chat
 * islands and POST /api/chat. Strict: no unknown fields; the prompt is cleaned (./text).
 */
/** Messages the chat keeps; practice sends all of them since "Let's practise", so scoring sees every turn. */
export const CHAT_HISTORY_LIMIT = 20;
export const CHAT_CONTEXT_LIMIT = 10;
export const CHAT_PROMPT_MAX = 2000;
export const CHAT_MESSAGE_MAX = 6000;

export const CHAT_FAILURE_MESSAGE = "Sorry, I'm having trouble responding right now. Please try again.";

export const CHAT_SUGGESTIONS = [
  'Handle We already have a provider',
  'How do I prioritize my territory?',
  'Coach me on SNF objections',
  'Build a weekly sales rhythm',
] as const;

/** Referral sources the coach can play in practice mode. */
export const PRACTICE_PERSONAS = ['snf-don', 'case-manager', 'hospitalist', 'oncology-office', 'alf-director', 'adult-daughter'] as const;
export type PracticePersonaId = (typeof PRACTICE_PERSONAS)[number];
/** How hard the referral source is to win: where they start, and how fast they harden. */
export const PRACTICE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type PracticeDifficulty = (typeof PRACTICE_DIFFICULTIES)[number];
export type PracticeAction = 'reply' | 'score';

export const chatMessageSchema = /* @__PURE__ */ (() =>
  strictPayload({
    role: z.enum(['user', 'model'], { error: 'Each message role must be "user" or "model"' }),
    content: z
      .string({ error: 'Each message needs text content' })
      .check(z.maxLength(CHAT_MESSAGE_MAX, `Each message must be at most ${CHAT_MESSAGE_MAX} characters`)),
    timestamp: z.int({ error: 'Each message needs a timestamp' }).check(z.nonnegative()),
  }))();

export const chatRequestSchema = /* @__PURE__ */ (() =>
  strictPayload({
    prompt: cleanText({ label: 'Your message', min: 1, max: CHAT_PROMPT_MAX, required: 'Please type a message', multiLine: true }),
    conversationHistory: z._default(
      z
        .array(chatMessageSchema, { error: 'conversationHistory must be a list of messages' })
        .check(z.maxLength(CHAT_HISTORY_LIMIT, `Send at most ${CHAT_HISTORY_LIMIT} earlier messages`)),
      [],
    ),
    /** Practice mode: the coach plays this referral source; `score` asks for the stage-by-stage scorecard. */
    practice: z.optional(
      strictPayload({
        persona: z.enum(PRACTICE_PERSONAS, { error: 'Unknown practice persona' }),
        action: z._default(z.enum(['reply', 'score']), 'reply'),
      }),
    ),
  }).check(
    // Practice sends its whole session; ordinary chat sends the last few messages only.
    z.refine((request) => request.practice !== undefined || request.conversationHistory.length <= CHAT_CONTEXT_LIMIT, {
      error: `Send at most ${CHAT_CONTEXT_LIMIT} earlier messages`,
      path: ['conversationHistory'],
    }),
  ))();

export type ChatMessage = z.output<typeof chatMessageSchema>;
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** The line the widget sends when practice mode starts; everything after it is the session. */
export const PRACTICE_START = /^Let's practise: you are the /;

/** The difficulty named in a session's start line ("… (hard) …"); medium when none is named. */
export function difficultyOfStart(line: string): PracticeDifficulty {
  return (/\((easy|medium|hard)\)/.exec(line)?.[1] as PracticeDifficulty | undefined) ?? 'medium';
}

/**
 * The earlier messages to send with a prompt: in practice mode the whole session since it began
 * (so the score covers every turn, not the last ten messages); otherwise the last ten.
 */
export function contextToSend<T extends { role: 'user' | 'model'; content: string }>(history: readonly T[], practice: boolean): T[] {
  if (!practice) return history.slice(-CHAT_CONTEXT_LIMIT);
  const start = history.findLastIndex((message) => message.role === 'user' && PRACTICE_START.test(message.content));
  return history.slice(start === -1 ? 0 : start).slice(-CHAT_HISTORY_LIMIT);
}

/** Shape check for history read back from local storage (anything else means "start fresh"). */
export function isChatHistory(value: unknown): value is ChatMessage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        item !== null &&
        typeof item === 'object' &&
        'role' in item &&
        (item.role === 'user' || item.role === 'model') &&
        'content' in item &&
        typeof item.content === 'string' &&
        'timestamp' in item &&
        typeof item.timestamp === 'number',
    )
  );
}
