import { z } from 'zod';

/** Spec §9: the browser keeps the last 20 messages and sends the last 10 with each prompt. */
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

export const chatMessageSchema = z
  .object({
    role: z.enum(['user', 'model'], { error: 'Each message role must be "user" or "model"' }),
    content: z.string({ error: 'Each message needs text content' }).max(CHAT_MESSAGE_MAX, `Each message must be at most ${CHAT_MESSAGE_MAX} characters`),
    timestamp: z.number({ error: 'Each message needs a timestamp' }).int().nonnegative(),
  })
  .strict();

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z
  .object({
    prompt: z
      .string({ error: 'Please type a message' })
      .trim()
      .min(1, 'Please type a message')
      .max(CHAT_PROMPT_MAX, `Messages must be at most ${CHAT_PROMPT_MAX} characters`),
    conversationHistory: z
      .array(chatMessageSchema, { error: 'conversationHistory must be a list of messages' })
      .max(CHAT_CONTEXT_LIMIT, `Send at most ${CHAT_CONTEXT_LIMIT} earlier messages`)
      .default([]),
    /** Practice mode: the coach plays this referral source; `score` asks for the stage-by-stage scorecard. */
    practice: z
      .object({
        persona: z.enum(PRACTICE_PERSONAS, { error: 'Unknown practice persona' }),
        action: z.enum(['reply', 'score']).default('reply'),
      })
      .strict()
      .optional(),
  })
  .strict();

export type ChatRequest = z.input<typeof chatRequestSchema>;
