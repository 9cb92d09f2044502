import { BRAND } from '../../lib/site';

/**
 * Where email goes, from the environment (README: Configuration):
 * - `smtp`: SMTP_URL is set (any provider: Postmark, SES, Resend, Gmail…), sent with nodemailer.
 * - `outbox`: no SMTP_URL but MAIL_OUTBOX_DIR is set. The local server (`npm start`, the e2e
 *   tests) sets it to `.netlify/outbox`, so every message is written there as an `.eml` file and
 *   the whole flow (alerts, confirmation, weekly send) can be followed locally.
 * - `off`: neither (a deploy without SMTP_URL). Nothing is sent and subscribing stays single opt-in.
 */
type EmailMode = { kind: 'smtp'; url: string } | { kind: 'outbox'; directory: string } | { kind: 'off' };

export function emailMode(): EmailMode {
  const url = process.env.SMTP_URL?.trim();
  if (url) return { kind: 'smtp', url };
  const directory = process.env.MAIL_OUTBOX_DIR?.trim();
  if (directory) return { kind: 'outbox', directory };
  return { kind: 'off' };
}

export const emailConfigured = (): boolean => emailMode().kind !== 'off';

/** The From header: MAIL_FROM, else the brand's contact address (which the provider must allow). */
export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || `"${BRAND.name}" <${BRAND.contactEmail}>`;
}

/** Who gets lead alerts and test sends: OWNER_EMAIL, else the site's public contact address. */
export function ownerEmail(): string {
  return process.env.OWNER_EMAIL?.trim() || BRAND.contactEmail;
}

/**
 * The business's postal address, which CAN-SPAM requires in every commercial email. Without it
 * the weekly send refuses to run (the admin desk says why) rather than send unlawful mail.
 */
export function postalAddress(): string | null {
  return process.env.BUSINESS_POSTAL_ADDRESS?.trim() || null;
}

/** Optional Slack-compatible incoming webhook for new-lead alerts (`{"text": …}`). */
export function leadWebhookUrl(): string | null {
  return process.env.LEAD_WEBHOOK_URL?.trim() || null;
}
