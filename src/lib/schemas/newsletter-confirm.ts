import * as z from 'zod/mini';
import { strictPayload } from './common';

export const CONFIRM_TOKEN_MESSAGE = 'This confirmation link is not valid. Please copy the whole link from the email.';

/** POST /api/newsletter/confirm: the signed token from the link in the confirmation email. */
export const confirmInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    token: z
      .string({ error: CONFIRM_TOKEN_MESSAGE })
      .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,128}\.\d{1,16}\.[A-Za-z0-9_-]{43}$/, CONFIRM_TOKEN_MESSAGE)),
  }))();

/** POST /api/newsletter/confirm's answer. 'expired' also covers forged links and removed sign-ups. */
export interface ConfirmResult {
  outcome: 'confirmed' | 'already' | 'expired';
}
