import type { NewsletterDeskStatus } from '../../lib/schemas/newsletter-admin';
import { BLOB_READ_CONCURRENCY, mapLimited, store } from '../blobs';
import { emailConfigured, emailMode, ownerEmail, postalAddress } from '../email/config';
import { sendEmail } from '../email/transport';
import { allRecords, isActive } from '../subscribers';
import { issueSubject } from './issue-content';
import { issueEmail } from './messages';
import { scheduledTips, tipsRunwayWarning, utcDay } from '../../lib/tips';
import { ALL_TIPS, latestTip } from './tips';
import { sendBlocker, sendHistory, weekIssue } from './weekly-send';

/** The admin's Newsletter tab: this week's issue with a preview, the subscriber counts and the history. */
export async function newsletterDeskStatus(origin: string, now = new Date()): Promise<NewsletterDeskStatus> {
  const records = await allRecords();
  const active = records.filter(({ record }) => isActive(record)).length;
  const issue = await weekIssue(now);
  let delivered = 0;
  if (issue) {
    const newsletter = store('newsletter');
    const { blobs } = await newsletter.list({ prefix: `deliveries/${issue.tip.id}/` });
    const statuses = await mapLimited(
      blobs,
      BLOB_READ_CONCURRENCY,
      async ({ key }) => ((await newsletter.get(key, { type: 'json' })) as { status?: string } | null)?.status,
    );
    delivered = statuses.filter((status) => status === 'sent').length;
  }
  return {
    email: { mode: emailMode().kind, ownerEmail: ownerEmail(), postalAddressSet: postalAddress() !== null },
    blocker: sendBlocker(),
    activeSubscribers: active,
    pendingSubscribers: records.length - active,
    issue: issue && {
      week: issue.week,
      tipId: issue.tip.id,
      title: issue.tip.title,
      date: issue.tip.date,
      subject: issueSubject(issue.tip),
      preview: issueEmail({ email: ownerEmail() }, issue.tip, origin).text,
      started: issue.started,
      delivered,
    },
    history: await sendHistory(),
    ahead: scheduledTips(ALL_TIPS, utcDay(now)).map((tip) => ({ date: tip.date, title: tip.title })),
    runwayWarning: tipsRunwayWarning(ALL_TIPS, utcDay(now)),
  };
}

type TestSendResult = { ok: true; to: string; title: string } | { ok: false; status: number; error: string };

/** 'Send test to me': this week's issue (or the latest tip when none is due) to OWNER_EMAIL, marked [Test]. */
export async function sendTestToOwner(origin: string, now = new Date()): Promise<TestSendResult> {
  if (!emailConfigured()) return { ok: false, status: 409, error: 'Email is not configured: set SMTP_URL.' };
  const tip = (await weekIssue(now))?.tip ?? latestTip(undefined, now);
  if (!tip) return { ok: false, status: 409, error: 'There is no tip to send yet: add one in src/content/tips.json.' };
  const to = ownerEmail();
  try {
    await sendEmail(issueEmail({ email: to }, tip, origin, { test: true }));
  } catch {
    return { ok: false, status: 502, error: 'The email provider refused the test message. Check SMTP_URL and try again.' };
  }
  return { ok: true, to, title: tip.title };
}
