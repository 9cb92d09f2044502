import * as z from 'zod/mini';
import { emailField, strictPayload, submissionIdField } from './common';
import { cleanText } from './text';

/**
 * The inquiry form's rules (docs/product-spec.md §5), one schema shared by the dialog and POST /api/inquiries so
 * the two can never disagree; the types are derived from it. Strict: unknown fields are
 * rejected, not silently stored. Every text field is cleaned (./text): NFC, no control or
 * bidirectional characters.
 */
export const INQUIRY_LIMITS = { name: 120, phone: 40, company: 160, serviceType: 160, message: 5000 } as const;

export const INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** docs/product-spec.md §5's words; the rule behind them: at least 10 digits (a US number with area code). */
export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const PHONE_MIN_DIGITS = 10;

export const inquiryInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    name: cleanText({ label: 'Name', min: 2, max: INQUIRY_LIMITS.name, required: 'Name must be at least 2 characters' }),
    email: emailField,
    phone: cleanText({ label: 'Phone', max: INQUIRY_LIMITS.phone, required: PHONE_MESSAGE }).check(
      z.refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS, PHONE_MESSAGE),
    ),
    company: z._default(cleanText({ label: 'Company', max: INQUIRY_LIMITS.company }), ''),
    serviceType: z._default(cleanText({ label: 'Service', max: INQUIRY_LIMITS.serviceType }), ''),
    message: cleanText({
      label: 'Message',
      min: 10,
      max: INQUIRY_LIMITS.message,
      required: 'Message must be at least 10 characters',
      multiLine: true,
    }),
    submissionId: submissionIdField,
  }))();

export type ValidInquiry = z.output<typeof inquiryInputSchema>;

/** An inquiry as stored and as the admin reads it (docs/product-spec.md §3 field names). */
export interface Inquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  company?: string;
  serviceType?: string;
  message: string;
  submittedAt: string;
  status: InquiryStatus;
}
