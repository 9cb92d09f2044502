/** What the confirmation page needs without zod; newsletter-confirm.ts builds the schema from it. */
export const CONFIRM_TOKEN_MESSAGE = 'This confirmation link is not valid. Please copy the whole link from the email.';

/** POST /api/newsletter/confirm's answer. 'expired' also covers forged links and removed sign-ups. */
export interface ConfirmResult {
  outcome: 'confirmed' | 'already' | 'expired';
}
