import type { Context } from '@netlify/functions';
import { emailConfigured } from '../email/config';
import { sendEmail } from '../email/transport';
import { allRecords, remove, subscribe, type SubscriberRecord } from '../subscribers';
import { takeWindowSlot, type RateLimitRule } from '../rate-limit';
import { readVersioned, writeIf } from '../versioned-record';
import { mailboxOf } from './mailbox';
import { confirmationEmail, welcomeEmail } from './messages';
import { signingSecret, signValue, verifyValue } from './signing';
import { latestTip } from './tips';
import { recordDelivered } from './weekly-send';

/**
 * Double opt-in (README: Weekly Coaching Tips). On when email can be sent (SMTP_URL, or the
 * local outbox) and SESSION_SECRET can sign links; otherwise subscribing is single opt-in.
 */
export const CONFIRM_VALID_DAYS = 7;
const CONFIRM_VALID_MS = CONFIRM_VALID_DAYS * 24 * 60 * 60 * 1000;
/** A second sign-up within this time sends no second confirmation (nobody can flood an inbox). */
const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000;
/**
 * And whatever spellings of one inbox are signed up (tags, dots at Gmail, case: mailbox.ts), it
 * gets at most this many confirmation emails a day. Never scaled by RATE_LIMIT_SCALE: it protects
 * the inbox's owner, not the site.
 */
export const CONFIRMATIONS_PER_MAILBOX_PER_DAY = 3;
const MAILBOX_RULE: RateLimitRule = { bucket: 'confirm-mailbox', limit: CONFIRMATIONS_PER_MAILBOX_PER_DAY, windowSeconds: 24 * 60 * 60 };
const PURPOSE = 'newsletter-confirm';

/**
 * A confirmation token names the sign-up it was issued for (the record's id, new for every
 * sign-up), not only the address: a link from an earlier sign-up of the same address, later
 * unsubscribed or purged, cannot confirm a new one.
 */
const tokenPayload = (key: string, signUpId: string) => `${key}_${signUpId.replaceAll('-', '')}`;
function parseTokenPayload(payload: string): { key: string; signUpId: string } | null {
  const match = /^([0-9a-f]{64})_([0-9a-f]{32})$/.exec(payload);
  if (!match) return null;
  const hex = match[2]!;
  return { key: match[1]!, signUpId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

export const doubleOptInEnabled = () => emailConfigured() && signingSecret() !== null;

/** The page with the confirm button (the click, not the link, confirms: see newsletter-confirm.mts). */
const confirmUrl = (origin: string, token: string) => `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`;

interface SubscribeOutcome {
  /** True when the visitor must confirm from the email (the same answer whether or not the address was already on the list). */
  confirmationRequired: boolean;
}

export async function subscribeWithOptIn(
  email: string,
  origin: string,
  context: Partial<Pick<Context, 'waitUntil'>>,
  now = new Date(),
): Promise<SubscribeOutcome> {
  if (!doubleOptInEnabled()) {
    await subscribe(email, now);
    return { confirmationRequired: false };
  }
  const { key } = await subscribe(email, now, { pending: true });
  const current = await readVersioned<SubscriberRecord>('subscribers', key);
  const due =
    current &&
    current.value.status === 'pending' &&
    now.getTime() - Date.parse(current.value.confirmationSentAt ?? '1970-01-01') > CONFIRM_RESEND_AFTER_MS;
  if (current && due) {
    const claimed: SubscriberRecord = { ...current.value, confirmationSentAt: now.toISOString() };
    const claimedAddress = (await writeIf('subscribers', key, claimed, current.etag)) !== null;
    // The per-mailbox limit is taken only once this address's own guard let the email through.
    if (claimedAddress && (await takeWindowSlot(MAILBOX_RULE, mailboxOf(claimed.email), undefined, now.getTime())) !== null) {
      console.warn('Newsletter confirmation not sent: the mailbox had its confirmations for today');
    } else if (claimedAddress) {
      const token = signValue(PURPOSE, tokenPayload(key, claimed.id), now.getTime() + CONFIRM_VALID_MS);
      const sending = sendEmail(confirmationEmail(claimed.email, confirmUrl(origin, token), CONFIRM_VALID_DAYS)).catch(async () => {
        console.error('Newsletter confirmation email could not be sent');
        // Not sent: the next sign-up with this address may try again at once.
        const after = await readVersioned<SubscriberRecord>('subscribers', key);
        if (after && after.value.confirmationSentAt === claimed.confirmationSentAt) {
          const { confirmationSentAt: _unsent, ...rest } = after.value;
          await writeIf('subscribers', key, rest, after.etag);
        }
      });
      // The visitor's answer does not wait for SMTP.
      if (context.waitUntil) context.waitUntil(sending);
      else await sending;
    }
  }
  return { confirmationRequired: true };
}

type ConfirmOutcome = 'confirmed' | 'already' | 'expired' | 'invalid';

/** Makes a pending subscriber active and sends the welcome email with the latest tip. */
export async function confirmSubscription(token: string, origin: string, now = new Date()): Promise<ConfirmOutcome> {
  const verified = verifyValue(PURPOSE, token, now.getTime());
  if (!verified.ok) return verified.reason;
  const issuedFor = parseTokenPayload(verified.payload);
  if (!issuedFor) return 'invalid';
  const current = await readVersioned<SubscriberRecord>('subscribers', issuedFor.key);
  // Purged after expiry, or unsubscribed (perhaps signed up again since): the link matches no one.
  if (!current || current.value.id !== issuedFor.signUpId) return 'expired';
  if (current.value.status !== 'pending') return 'already';
  const { confirmationSentAt: _sent, ...rest } = current.value;
  const active: SubscriberRecord = { ...rest, status: 'active', confirmedAt: now.toISOString() };
  if ((await writeIf('subscribers', issuedFor.key, active, current.etag)) === null) return 'already';
  const tip = latestTip(undefined, now);
  try {
    await sendEmail(welcomeEmail(active, tip, origin));
    if (tip) await recordDelivered(tip.id, issuedFor.key, now);
  } catch {
    // The subscription stands; only the welcome is lost, and next Monday's issue still arrives.
    console.error('Newsletter welcome email could not be sent');
  }
  return 'confirmed';
}

/** Pending sign-ups whose confirmation link has expired are deleted (the scheduled purge). */
export async function purgeExpiredPending(now = new Date()): Promise<number> {
  let purged = 0;
  for (const { key, record } of await allRecords()) {
    if (record.status !== 'pending') continue;
    const lastAsked = Date.parse(record.confirmationSentAt ?? record.subscribedAt);
    if (now.getTime() - lastAsked > CONFIRM_VALID_MS) {
      await remove(key, record);
      purged += 1;
    }
  }
  return purged;
}
