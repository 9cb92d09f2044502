import { z } from 'zod';
import { UUIDV7_PATTERN, uuidv7Time } from '../uuidv7';

/** Spec §5: text, an at-sign, text, a dot, then text, with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** How old a submission saved offline may be when it is finally delivered. */
export const SUBMISSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The browser's id for one form submission (a UUIDv7 it makes when the visitor presses Submit),
 * so a submission delivered twice (a retry after a lost answer, an offline outbox) is stored once.
 */
export const submissionIdField = z
  .string({ error: 'submissionId must be text' })
  .regex(UUIDV7_PATTERN, 'submissionId must be a UUIDv7')
  .refine((id) => {
    const age = Date.now() - uuidv7Time(id);
    return age > -5 * 60 * 1000 && age < SUBMISSION_MAX_AGE_MS;
  }, 'submissionId is too old or in the future')
  .optional();
