import type { Subscriber } from './newsletter';
import { INQUIRY_STATUSES } from './inquiry-rules';

/**
 * Admin payload types and the words the admin desk shares with its functions. The passphrase has no
 * minimum or maximum beyond a sanity cap (DESIGN §5 overrides the spec's 4-character code).
 * Zod-free, so the admin desk island does not load zod; admin.ts builds the schemas from these.
 */
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;

export const ADMIN_MESSAGES = {
  passwordRequired: 'Please enter the admin passphrase',
  wrongPassword: 'Incorrect password. Please try again.',
  sessionRequired: 'Admin session required. Please log in.',
  notConfigured: 'Admin login is not available: this site needs ADMIN_PASSWORD (at least 12 characters) and SESSION_SECRET (at least 32) configured.',
  tooManyAttempts: 'Too many failed attempts. Please wait before trying again.',
} as const;

export const STATUS_MESSAGE = `Status must be one of: ${INQUIRY_STATUSES.join(', ')}`;

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
