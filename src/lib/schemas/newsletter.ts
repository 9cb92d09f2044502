import { emailField, strictPayload, submissionIdField } from './common';

/** POST /api/newsletter/subscribe payload (docs/product-spec.md §3, §5). */
// submissionId is accepted for the offline outbox; subscribing is idempotent by email anyway.
export const subscribeInputSchema = /* @__PURE__ */ (() => strictPayload({ email: emailField, submissionId: submissionIdField }))();

/** A subscriber as the admin reads it (docs/product-spec.md §3). */
export interface Subscriber {
  id: string;
  email: string;
  subscribedAt: string;
}
