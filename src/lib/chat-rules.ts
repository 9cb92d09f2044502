/**
 * The chat's rules and texts (spec §5, §8, §9), without zod, so the chat islands stay small.
 * The server's schema (src/lib/schemas/chat.ts) is built from these same constants.
 */
export const CHAT_HISTORY_LIMIT = 20;
export const CHAT_CONTEXT_LIMIT = 10;
/** Practice sends the whole session since "Let's practise" (all the chat keeps), so scoring sees every turn. */
export const PRACTICE_CONTEXT_LIMIT = CHAT_HISTORY_LIMIT;
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
export const PRACTICE_PERSONAS = ['snf-don', 'hospitalist', 'adult-daughter'] as const;
export type PracticePersonaId = (typeof PRACTICE_PERSONAS)[number];
export type PracticeAction = 'reply' | 'score';

export interface ChatMessage {
  role: 'user' | 'model';
  content: string;
  timestamp: number;
}

export interface ChatRequest {
  prompt: string;
  conversationHistory: ChatMessage[];
  practice?: { persona: PracticePersonaId; action?: PracticeAction };
}

/** The line the widget sends when practice mode starts; everything after it is the session. */
export const PRACTICE_START = /^Let's practise: you are the /;

/**
 * The earlier messages to send with a prompt: in practice mode the whole session since it began
 * (so the score covers every turn, not the last ten messages); otherwise the last ten.
 */
export function contextToSend<T extends { role: 'user' | 'model'; content: string }>(history: readonly T[], practice: boolean): T[] {
  if (!practice) return history.slice(-CHAT_CONTEXT_LIMIT);
  const start = history.findLastIndex((message) => message.role === 'user' && PRACTICE_START.test(message.content));
  return history.slice(start === -1 ? 0 : start).slice(-PRACTICE_CONTEXT_LIMIT);
}

/** Shape check for history read back from local storage (anything else means "start fresh"). */
export function isChatHistory(value: unknown): value is ChatMessage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        (item.role === 'user' || item.role === 'model') &&
        typeof item.content === 'string' &&
        typeof item.timestamp === 'number',
    )
  );
}
