import { z } from 'zod';
import { CONFIRM_TOKEN_MESSAGE } from './newsletter-confirm-rules';

export * from './newsletter-confirm-rules';

/** POST /api/newsletter/confirm: the signed token from the link in the confirmation email. */
export const confirmInputSchema = z
  .object({
    token: z
      .string({ error: CONFIRM_TOKEN_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,128}\.\d{1,16}\.[A-Za-z0-9_-]{43}$/, CONFIRM_TOKEN_MESSAGE),
  })
  .strict();
