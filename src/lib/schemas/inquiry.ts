import { z } from 'zod';
import { emailField, submissionIdField } from './common';
import { INQUIRY_LIMITS } from './inquiry-rules';

export * from './inquiry-rules';

/**
 * The inquiry form's rules (spec §5), shared by the dialog and POST /api/inquiries so the two can
 * never disagree. Strict: unknown fields are rejected, not silently stored.
 */
export const inquiryInputSchema = z
  .object({
    name: z
      .string({ error: 'Name must be at least 2 characters' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(INQUIRY_LIMITS.name, `Name must be at most ${INQUIRY_LIMITS.name} characters`),
    email: emailField,
    phone: z
      .string({ error: 'Please enter a valid phone number' })
      .trim()
      .min(10, 'Please enter a valid phone number')
      .max(INQUIRY_LIMITS.phone, 'Please enter a valid phone number'),
    company: z
      .string({ error: 'Company must be text' })
      .trim()
      .max(INQUIRY_LIMITS.company, `Company must be at most ${INQUIRY_LIMITS.company} characters`)
      .optional()
      .default(''),
    serviceType: z
      .string({ error: 'Service must be text' })
      .trim()
      .max(INQUIRY_LIMITS.serviceType, `Service must be at most ${INQUIRY_LIMITS.serviceType} characters`)
      .optional()
      .default(''),
    message: z
      .string({ error: 'Message must be at least 10 characters' })
      .trim()
      .min(10, 'Message must be at least 10 characters')
      .max(INQUIRY_LIMITS.message, `Message must be at most ${INQUIRY_LIMITS.message} characters`),
    submissionId: submissionIdField,
  })
  .strict();

export type InquiryInput = z.input<typeof inquiryInputSchema>;
export type ValidInquiry = z.output<typeof inquiryInputSchema>;
