import { z } from 'zod';

/** POST /api/newsletter/unsubscribe: the secret token from the link in each newsletter email. */
export const UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not valid. Please copy the whole link from the email.';

export const unsubscribeInputSchema = z
  .object({
    token: z
      .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,128}$/, UNSUBSCRIBE_TOKEN_MESSAGE),
  })
  .strict();

export interface UnsubscribeResult {
  removed: boolean;
}
