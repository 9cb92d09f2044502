import * as z from 'zod/mini';
import { strictPayload } from './common';
import { INQUIRY_STATUSES } from './inquiry';
import type { Subscriber } from './newsletter';

/**
 * Admin payload schemas and types, and the words the admin desk shares with its functions. What
 * is typed at login has no rule beyond a sanity cap; the configured ADMIN_PASSWORD must be at
 * least 12 characters (src/server/admin-config.ts; docs/architecture.md §5 overrides the spec's
 * 4-character code).
 */
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;

export const ADMIN_MESSAGES = {
  passwordRequired: 'Please enter the admin passphrase',
  wrongPassword: 'Incorrect password. Please try again.',
  sessionRequired: 'Admin session required. Please log in.',
  notConfigured:
    'Admin login is not available: this site needs ADMIN_PASSWORD (at least 12 characters) and SESSION_SECRET (at least 32) configured.',
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

/** A subscriber as the admin desk reads it: docs/product-spec.md §3 fields plus the personal unsubscribe link. */
export interface AdminSubscriber extends Subscriber {
  unsubscribeUrl: string;
}

export const adminLoginSchema = /* @__PURE__ */ (() =>
  strictPayload({
    password: z
      .string({ error: ADMIN_MESSAGES.passwordRequired })
      .check(z.minLength(1, ADMIN_MESSAGES.passwordRequired), z.maxLength(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_MESSAGES.wrongPassword)),
  }))();

export const inquiryStatusPatchSchema = /* @__PURE__ */ (() =>
  strictPayload({ status: z.enum(INQUIRY_STATUSES, { error: STATUS_MESSAGE }) }))();
