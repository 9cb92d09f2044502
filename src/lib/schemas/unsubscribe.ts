import * as z from 'zod/mini';
import { strictPayload } from './common';

export const UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not valid. Please copy the whole link from the email.';

/** POST /api/newsletter/unsubscribe: the secret token from the link in each newsletter email. */
export const unsubscribeInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    token: z.string({ error: UNSUBSCRIBE_TOKEN_MESSAGE }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,128}$/, UNSUBSCRIBE_TOKEN_MESSAGE)),
  }))();

/** POST /api/newsletter/unsubscribe's answer. */
export interface UnsubscribeResult {
  removed: boolean;
}

/** GET /api/newsletter/unsubscribe?token=…'s answer: the address the link belongs to, shown before the click. */
export interface UnsubscribeLookup {
  email: string;
}
