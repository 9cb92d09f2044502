/**
 * The chat's rules and texts (spec §5, §8, §9), without zod, so the chat islands stay small.
 * The server's schema (src/lib/schemas/chat.ts) is built from these same constants.
 */
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
