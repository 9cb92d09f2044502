import { z } from 'zod';
import { CHAT_CONTEXT_LIMIT, CHAT_MESSAGE_MAX, CHAT_PROMPT_MAX, PRACTICE_CONTEXT_LIMIT, PRACTICE_PERSONAS } from '../chat-rules';

export * from '../chat-rules';

/** POST /api/chat payload (spec §3, §7), validated by the function. Strict: no unknown fields. */
export const chatMessageSchema = z
  .object({
    role: z.enum(['user', 'model'], { error: 'Each message role must be "user" or "model"' }),
    content: z.string({ error: 'Each message needs text content' }).max(CHAT_MESSAGE_MAX, `Each message must be at most ${CHAT_MESSAGE_MAX} characters`),
    timestamp: z.number({ error: 'Each message needs a timestamp' }).int().nonnegative(),
  })
  .strict();

export const chatRequestSchema = z
  .object({
    prompt: z
      .string({ error: 'Please type a message' })
      .trim()
      .min(1, 'Please type a message')
      .max(CHAT_PROMPT_MAX, `Messages must be at most ${CHAT_PROMPT_MAX} characters`),
    conversationHistory: z
      .array(chatMessageSchema, { error: 'conversationHistory must be a list of messages' })
      .max(PRACTICE_CONTEXT_LIMIT, `Send at most ${PRACTICE_CONTEXT_LIMIT} earlier messages`)
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
  .strict()
  // Practice sends its whole session; ordinary chat sends the last few messages only.
  .refine((request) => request.practice || request.conversationHistory.length <= CHAT_CONTEXT_LIMIT, {
    message: `Send at most ${CHAT_CONTEXT_LIMIT} earlier messages`,
    path: ['conversationHistory'],
  });
