import { z } from 'zod';
import { UNSUBSCRIBE_TOKEN_MESSAGE } from './unsubscribe-rules';

export * from './unsubscribe-rules';

/** POST /api/newsletter/unsubscribe: the secret token from the link in each newsletter email. */
export const unsubscribeInputSchema = z
  .object({
    token: z
      .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,128}$/, UNSUBSCRIBE_TOKEN_MESSAGE),
  })
  .strict();
