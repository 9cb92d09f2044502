import { utcDay, type Tip } from '../../lib/tips';
import { store } from '../blobs';
import { emailConfigured, postalAddress } from '../email/config';
import { sendEmail } from '../email/transport';
import { uuidv7 } from '../ids';
import { allRecords, isActive } from '../subscribers';
import { claimRecord, readVersioned, writeIf } from '../versioned-record';
import { secretToken } from '../ids';
import { issueEmail } from './messages';
import { ALL_TIPS } from './tips';

/**
 * The weekly send (README: Weekly Coaching Tips). Records in the `newsletter` store:
 * - `weeks/<monday>`: the tip chosen as that week's issue (written once, `onlyIfNew`);
 * - `deliveries/<tipId>/<subscriberKey>`: one per subscriber and tip, claimed before the message
 *   is sent, so a retry, a second run or two concurrent runs never send it twice;
 * - `runs/<tipId>/<runId>`: what each run did (sent, failed, skipped, when), for the history.
 */
interface WeekRecord {
  week: string;
  tipId: string;
  chosenAt: string;
}

interface DeliveryRecord {
  status: 'sending' | 'sent' | 'failed';
  at: string;
  claimId: string;
}

/**
 * Marks a tip as delivered to a subscriber outside the weekly send (the welcome email carries the
 * latest tip), so a run later that week does not send the same tip again.
 */
export async function recordDelivered(tipId: string, subscriberKey: string, now = new Date()): Promise<void> {
  const record: DeliveryRecord = { status: 'sent', at: now.toISOString(), claimId: 'welcome' };
  await writeIf('newsletter', `deliveries/${tipId}/${subscriberKey}`, record, null);
}

interface RunRecord {
  tipId: string;
  week: string;
  trigger: string;
  startedAt: string;
  finishedAt: string;
  sent: number;
  failed: number;
  skipped: number;
}

/** A 'sending' claim older than this belongs to a run that died; the next run retries it. */
const STALE_CLAIM_MS = 20 * 60 * 1000;

/** Between two messages: 200 ms is 5 a second, inside every common provider's limit (NEWSLETTER_SEND_INTERVAL_MS). */
function sendIntervalMs(): number {
  const raw = process.env.NEWSLETTER_SEND_INTERVAL_MS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : 200;
}

/** The Monday (UTC) that starts the week `now` is in. */
export function weekOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return utcDay(day);
}

async function weekRecords(): Promise<WeekRecord[]> {
  const newsletter = store('newsletter');
  const { blobs } = await newsletter.list({ prefix: 'weeks/' });
  const records = await Promise.all(blobs.map(({ key }) => newsletter.get(key, { type: 'json' }) as Promise<WeekRecord | null>));
  return records.filter((record): record is WeekRecord => record !== null);
}

interface WeekIssue {
  week: string;
  tip: Tip;
  /** True once a run this week chose it (it may still be going out to some subscribers). */
  started: boolean;
}

/**
 * This week's issue: the tip already chosen for this week, else the oldest tip dated on or
 * before today that no week has used. Null when no tip is due. With `claim`, the choice is
 * written so every later run this week sends the same tip.
 */
export async function weekIssue(now = new Date(), tips: readonly Tip[] = ALL_TIPS, claim = false): Promise<WeekIssue | null> {
  const week = weekOf(now);
  const weeks = await weekRecords();
  const chosen = weeks.find((record) => record.week === week);
  const byId = (id: string) => tips.find((tip) => tip.id === id);
  if (chosen && byId(chosen.tipId)) return { week, tip: byId(chosen.tipId)!, started: true };
  const used = new Set(weeks.map((record) => record.tipId));
  const today = utcDay(now);
  const due = [...tips]
    .filter((tip) => tip.date <= today && !used.has(tip.id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))[0];
  if (!due) return null;
  if (!claim) return { week, tip: due, started: false };
  const record: WeekRecord = { week, tipId: due.id, chosenAt: now.toISOString() };
  if ((await writeIf('newsletter', `weeks/${week}`, record, null)) !== null) return { week, tip: due, started: true };
  // Another run chose first: use its choice.
  return weekIssue(now, tips, false);
}

type SendResult =
  | { status: 'sent'; tipId: string; week: string; sent: number; failed: number; skipped: number }
  | { status: 'no-tip-due' }
  | { status: 'not-configured'; reason: string };

/** Why the weekly send cannot run, or null when it can. */
export function sendBlocker(): string | null {
  if (!emailConfigured()) return 'Email is not configured: set SMTP_URL.';
  if (!postalAddress()) return 'Set BUSINESS_POSTAL_ADDRESS: the law (CAN-SPAM) requires a postal address in every newsletter.';
  return null;
}

interface SendOptions {
  origin: string;
  trigger: string;
  now?: Date;
  tips?: readonly Tip[];
  /** How to wait between messages (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let running: Promise<unknown> = Promise.resolve();

/**
 * Sends this week's issue to every active subscriber who has not had it, one at a time, paced.
 * Runs in one process take turns (the schedule and 'Send now' may meet on the local server);
 * runs in separate function instances are kept apart by the per-delivery claims.
 */
export function sendWeeklyIssue(options: SendOptions): Promise<SendResult> {
  const result = running.then(() => sendOnce(options));
  running = result.catch(() => undefined);
  return result;
}

async function sendOnce({ origin, trigger, now = new Date(), tips = ALL_TIPS, sleep = defaultSleep }: SendOptions): Promise<SendResult> {
  const blocker = sendBlocker();
  if (blocker) return { status: 'not-configured', reason: blocker };
  const issue = await weekIssue(now, tips, true);
  if (!issue) return { status: 'no-tip-due' };
  const startedAt = new Date().toISOString();
  const interval = sendIntervalMs();
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  let attempted = 0;
  for (const { key, record } of await allRecords()) {
    if (!isActive(record)) continue;
    const deliveryKey = `deliveries/${issue.tip.id}/${key}`;
    const existing = await readVersioned<DeliveryRecord>('newsletter', deliveryKey);
    const retryable =
      !existing ||
      existing.value.status === 'failed' ||
      (existing.value.status === 'sending' && Date.now() - Date.parse(existing.value.at) > STALE_CLAIM_MS);
    if (!retryable) {
      skipped += 1;
      continue;
    }
    const claim: DeliveryRecord = { status: 'sending', at: new Date().toISOString(), claimId: secretToken() };
    const etag = await claimRecord('newsletter', deliveryKey, claim, existing?.etag ?? null);
    if (etag === null) {
      skipped += 1;
      continue;
    }
    if (attempted > 0 && interval > 0) await sleep(interval);
    attempted += 1;
    let outcome: DeliveryRecord['status'] = 'sent';
    try {
      await sendEmail(
        issueEmail(record, issue.tip, origin, { messageId: `<tip-${issue.tip.id}.${key.slice(0, 16)}@${new URL(origin).hostname}>` }),
      );
      sent += 1;
    } catch {
      outcome = 'failed';
      failed += 1;
    }
    await writeIf<DeliveryRecord>(
      'newsletter',
      deliveryKey,
      { status: outcome, at: new Date().toISOString(), claimId: claim.claimId },
      etag,
    );
  }
  const run: RunRecord = {
    tipId: issue.tip.id,
    week: issue.week,
    trigger,
    startedAt,
    finishedAt: new Date().toISOString(),
    sent,
    failed,
    skipped,
  };
  await store('newsletter').setJSON(`runs/${issue.tip.id}/${uuidv7()}`, run);
  return { status: 'sent', tipId: issue.tip.id, week: issue.week, sent, failed, skipped };
}

interface HistoryEntry {
  tipId: string;
  title: string;
  week: string;
  sent: number;
  failed: number;
  lastRunAt: string;
  runs: number;
}

/** Every issue that went out, newest week first, with its totals across runs (failed = still failing after the last run). */
export async function sendHistory(tips: readonly Tip[] = ALL_TIPS): Promise<HistoryEntry[]> {
  const newsletter = store('newsletter');
  const { blobs } = await newsletter.list({ prefix: 'runs/' });
  const runs = (await Promise.all(blobs.map(({ key }) => newsletter.get(key, { type: 'json' }) as Promise<RunRecord | null>))).filter(
    (run): run is RunRecord => run !== null,
  );
  const byTip = new Map<string, HistoryEntry>();
  for (const run of runs.sort((a, b) => a.startedAt.localeCompare(b.startedAt))) {
    const entry = byTip.get(run.tipId) ?? {
      tipId: run.tipId,
      title: tips.find((tip) => tip.id === run.tipId)?.title ?? run.tipId,
      week: run.week,
      sent: 0,
      failed: 0,
      lastRunAt: run.finishedAt,
      runs: 0,
    };
    entry.sent += run.sent;
    entry.failed = run.failed;
    entry.lastRunAt = run.finishedAt;
    entry.runs += 1;
    byTip.set(run.tipId, entry);
  }
  return [...byTip.values()].sort((a, b) => b.week.localeCompare(a.week));
}
