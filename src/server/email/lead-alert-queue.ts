import type { Context } from '@netlify/functions';
import type { Inquiry } from '../../lib/schemas/inquiry';
import { SUBMISSION_MAX_AGE_MS } from '../../lib/schemas/common';
import { store } from '../blobs';
import { secretToken } from '../ids';
import { siteOrigin } from '../site-origin';
import { claimRecord, readVersioned, writeIf } from '../versioned-record';
import { emailConfigured, leadWebhookUrl, ownerEmail } from './config';
import { leadAlertEmail, leadWebhookBody } from './lead-alert';
import { sendEmail } from './transport';

/**
 * New-lead alerts, kept in the `lead-alerts` store (one record per inquiry id, no personal data:
 * the lead is read from `inquiries` when the alert is sent).
 *
 * - Stored before the visitor's response, so no alert is lost: if the send after the response
 *   fails or the function is stopped, the record stays and the scheduled retry sends it.
 * - Created with `onlyIfNew`, so a submission delivered twice (offline outbox) alerts once.
 * - A sender claims the record with a compare-and-set write before sending and records each
 *   channel (email, webhook) as soon as it succeeds, so two senders never both send, and a
 *   webhook failure never resends the email. A claim lapses after CLAIM_MS, so an alert whose
 *   sender died is retried. (Only a crash between the provider accepting the message and the
 *   record being written could repeat it; the repeat has the same Message-ID.)
 */
export interface LeadAlertRecord {
  inquiryId: string;
  createdAt: string;
  attempts: number;
  claimedUntil?: number;
  /** Who holds the current claim (see claimRecord). */
  claimId: string;
  emailSentAt?: string;
  webhookSentAt?: string;
  doneAt?: string;
  lastError?: string;
}

const CLAIM_MS = 2 * 60 * 1000;

export async function queueLeadAlert(inquiry: Inquiry, now = new Date()): Promise<boolean> {
  const record: LeadAlertRecord = { inquiryId: inquiry.id, createdAt: now.toISOString(), attempts: 0, claimId: '' };
  return (await writeIf('lead-alerts', inquiry.id, record, null)) !== null;
}

/**
 * Stores the alert, then sends it after the response (`context.waitUntil`): the visitor never
 * waits for SMTP and never sees its failure. A failure to store the alert is logged, not thrown:
 * the lead itself is already saved.
 */
export async function alertNewLead(inquiry: Inquiry, context: Partial<Pick<Context, 'waitUntil'>>): Promise<void> {
  // Nowhere to send it (no SMTP_URL, no outbox, no webhook): nothing to keep either.
  if (!emailConfigured() && !leadWebhookUrl()) return;
  try {
    if (!(await queueLeadAlert(inquiry))) return;
  } catch {
    console.error(`Lead alert for ${inquiry.id} could not be stored`);
    return;
  }
  const delivery = deliverLeadAlert(inquiry.id).catch(() =>
    console.error(`Lead alert for ${inquiry.id} failed; the scheduled retry will send it`),
  );
  if (context.waitUntil) context.waitUntil(delivery);
}

type DeliveryOutcome = 'sent' | 'failed' | 'busy' | 'done' | 'missing';

/** Sends one alert if nobody else is sending it. Never throws for a provider failure: the record keeps the error. */
export async function deliverLeadAlert(inquiryId: string, now = Date.now()): Promise<DeliveryOutcome> {
  const current = await readVersioned<LeadAlertRecord>('lead-alerts', inquiryId);
  if (!current) return 'missing';
  if (current.value.doneAt) return 'done';
  if ((current.value.claimedUntil ?? 0) > now) return 'busy';
  let record: LeadAlertRecord = {
    ...current.value,
    attempts: current.value.attempts + 1,
    claimedUntil: now + CLAIM_MS,
    claimId: secretToken(),
  };
  let etag = await claimRecord('lead-alerts', inquiryId, record, current.etag);
  if (etag === null) return 'busy';

  const save = async (next: LeadAlertRecord) => {
    record = next;
    etag = (await writeIf('lead-alerts', inquiryId, record, etag)) ?? etag;
  };

  const inquiry = (await store('inquiries').get(inquiryId, { type: 'json' })) as Inquiry | null;
  if (!inquiry) {
    // Deleted by the owner before the alert went out (a privacy request): nothing to send.
    await save({ ...record, claimedUntil: undefined, doneAt: new Date(now).toISOString() });
    return 'done';
  }
  const webhook = leadWebhookUrl();
  if (!emailConfigured() && !webhook) {
    console.warn(`Lead alert for ${inquiryId} not sent: neither SMTP_URL nor LEAD_WEBHOOK_URL is set`);
    await save({ ...record, claimedUntil: undefined, doneAt: new Date(now).toISOString() });
    return 'done';
  }
  const errors: string[] = [];
  // The lead desk link comes from the site's configured address, never from the lead's request.
  const origin = siteOrigin();
  if (!record.emailSentAt && emailConfigured()) {
    try {
      await sendEmail(leadAlertEmail(inquiry, ownerEmail(), origin, new URL(origin).hostname));
      await save({ ...record, emailSentAt: new Date().toISOString() });
    } catch (error) {
      errors.push(`email: ${errorText(error)}`);
    }
  }
  if (webhook && !record.webhookSentAt) {
    try {
      const response = await fetch(webhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadWebhookBody(inquiry, origin)),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      await save({ ...record, webhookSentAt: new Date().toISOString() });
    } catch (error) {
      errors.push(`webhook: ${errorText(error)}`);
    }
  }
  if (errors.length > 0) {
    await save({ ...record, claimedUntil: undefined, lastError: errors.join('; ') });
    return 'failed';
  }
  await save({ ...record, claimedUntil: undefined, lastError: undefined, doneAt: new Date().toISOString() });
  return 'sent';
}

/** The provider's reason without anything from the message (SMTP replies can echo addresses, so only the code and first words). */
function errorText(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return [code, responseCode].filter(Boolean).join(' ') || (error instanceof Error ? error.name : 'unknown error');
}

/** The scheduled retry: every alert not yet done and not being sent right now. */
export async function retryLeadAlerts(now = Date.now()): Promise<{ sent: number; failed: number }> {
  const { blobs } = await store('lead-alerts').list();
  let sent = 0;
  let failed = 0;
  for (const { key } of blobs) {
    const record = (await store('lead-alerts').get(key, { type: 'json' })) as LeadAlertRecord | null;
    if (record?.doneAt) {
      // Kept only while a late duplicate of the submission could still arrive (see queueLeadAlert).
      if (now - Date.parse(record.doneAt) > SUBMISSION_MAX_AGE_MS + 24 * 60 * 60 * 1000) await store('lead-alerts').delete(key);
      continue;
    }
    const outcome = await deliverLeadAlert(key, now);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'failed') failed += 1;
  }
  return { sent, failed };
}
