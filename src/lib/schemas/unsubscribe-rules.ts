/** What the unsubscribe page needs without zod; unsubscribe.ts builds the schema from it. */
export const UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not valid. Please copy the whole link from the email.';

/** POST /api/newsletter/unsubscribe's answer. */
export interface UnsubscribeResult {
  removed: boolean;
}

/** GET /api/newsletter/unsubscribe?token=…'s answer: the address the link belongs to, shown before the click. */
export interface UnsubscribeLookup {
  email: string;
}
