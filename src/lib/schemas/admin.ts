import { z } from 'zod';
import { INQUIRY_STATUSES } from './inquiry';
import type { Subscriber } from './newsletter';

/**
 * Admin payloads and the words the admin desk shares with its functions. The passphrase has no
 * minimum or maximum beyond a sanity cap (DESIGN §5 overrides the spec's 4-character code).
 */
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;

export const ADMIN_MESSAGES = {
  passwordRequired: 'Please enter the admin passphrase',
  wrongPassword: 'Incorrect password. Please try again.',
  sessionRequired: 'Admin session required. Please log in.',
  notConfigured: 'Admin login is not available: this site has no ADMIN_PASSWORD (and SESSION_SECRET) configured.',
  tooManyAttempts: 'Too many failed attempts. Please wait before trying again.',
} as const;

export const adminLoginSchema = z
  .object({
    password: z
      .string({ error: ADMIN_MESSAGES.passwordRequired })
      .min(1, ADMIN_MESSAGES.passwordRequired)
      .max(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_MESSAGES.wrongPassword),
  })
  .strict();

export const STATUS_MESSAGE = `Status must be one of: ${INQUIRY_STATUSES.join(', ')}`;

export const inquiryStatusPatchSchema = z
  .object({ status: z.enum(INQUIRY_STATUSES, { error: STATUS_MESSAGE }) })
  .strict();

/** What GET /api/admin/session answers while a session is valid. */
export interface AdminSessionInfo {
  authenticated: true;
  expiresAt: string;
}

/** One row of GET /api/admin/resource-downloads. */
export interface ResourceDownloadCount {
  resourceName: string;
  title: string;
  total: number;
  last30Days: number;
}

/** The page a newsletter's unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** A subscriber as the admin desk reads it: spec §3 fields plus the personal unsubscribe link. */
export interface AdminSubscriber extends Subscriber {
  unsubscribeUrl: string;
}
