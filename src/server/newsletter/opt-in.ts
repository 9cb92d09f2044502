import type { Context } from '@netlify/functions';
import { emailConfigured } from '../email/config';
import { sendEmail } from '../email/transport';
import { allRecords, remove, subscribe, type SubscriberRecord } from '../subscribers';
import { readVersioned, writeIf } from '../versioned-record';
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
const PURPOSE = 'newsletter-confirm';

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
    if ((await writeIf('subscribers', key, claimed, current.etag)) !== null) {
      const token = signValue(PURPOSE, key, now.getTime() + CONFIRM_VALID_MS);
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
  const current = await readVersioned<SubscriberRecord>('subscribers', verified.payload);
  // Purged after expiry, or unsubscribed: the link no longer matches anyone.
  if (!current) return 'expired';
  if (current.value.status !== 'pending') return 'already';
  const { confirmationSentAt: _sent, ...rest } = current.value;
  const active: SubscriberRecord = { ...rest, status: 'active', confirmedAt: now.toISOString() };
  if ((await writeIf('subscribers', verified.payload, active, current.etag)) === null) return 'already';
  const tip = latestTip(undefined, now);
  try {
    await sendEmail(welcomeEmail(active, tip, origin));
    if (tip) await recordDelivered(tip.id, verified.payload, now);
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
