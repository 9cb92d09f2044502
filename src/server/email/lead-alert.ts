import type { Inquiry } from '../../lib/schemas/inquiry';
import { BRAND } from '../../lib/site';
import { tipsRunwayWarning, utcDay } from '../../lib/tips';
import { ALL_TIPS } from '../newsletter/tips';
import { htmlDocument } from './html';
import type { OutgoingEmail } from './transport';
import { quotedField, slackText, subjectText } from './visitor-text';

const GENERAL_SERVICE = 'General inquiry';

/** Every field of the lead, in the order the owner reads them. */
function fields(inquiry: Inquiry): [string, string][] {
  return [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone],
    ['Company', inquiry.company ?? '(not given)'],
    ['Service', inquiry.serviceType ?? GENERAL_SERVICE],
    ['Message', inquiry.message],
    ['Submitted', inquiry.submittedAt],
    ['Lead ID', inquiry.id],
  ];
}

const leadAlertSubject = (inquiry: Inquiry) => subjectText(`New lead: ${inquiry.name} (${inquiry.serviceType ?? GENERAL_SERVICE})`);

/**
 * The owner's alert: subject with name and service, every field, a link to the lead desk, and
 * Reply-To set to the lead so answering the alert answers the lead (the 4-hour rule starts now).
 */
export function leadAlertEmail(inquiry: Inquiry, to: string, origin: string, host: string, now = new Date()): OutgoingEmail {
  const adminUrl = `${origin}/admin`;
  const rows = fields(inquiry);
  const intro = `A new inquiry arrived on ${BRAND.name}. Reply to this email to answer ${inquiry.name} directly.`;
  // The owner reads lead alerts; this is where a tips calendar about to run dry gets noticed.
  const runway = tipsRunwayWarning(ALL_TIPS, utcDay(now));
  return {
    kind: 'lead-alert',
    to,
    replyTo: inquiry.email,
    // One alert per lead: a retry carries the same Message-ID, so a repeat is recognisable.
    messageId: `<lead-${inquiry.id}@${host}>`,
    subject: leadAlertSubject(inquiry),
    text: [
      intro,
      '',
      ...rows.map(([label, value]) => quotedField(label, value)),
      '',
      `Open the lead desk: ${adminUrl}`,
      ...(runway ? ['', `Weekly tips: ${runway}`] : []),
      '',
    ].join('\n'),
    html: htmlDocument(leadAlertSubject(inquiry), [
      { kind: 'heading', text: `New lead: ${inquiry.name}` },
      { kind: 'paragraph', text: intro },
      { kind: 'fields', rows },
      { kind: 'link', text: 'Open the lead desk', href: adminUrl },
      ...(runway ? [{ kind: 'paragraph' as const, text: `Weekly tips: ${runway}` }] : []),
    ]),
  };
}

/**
 * The Slack-compatible webhook body: one `text` field with the same facts. What the visitor typed
 * is escaped for Slack's formatting and quoted like the email's plain text; our own lines are not.
 */
export function leadWebhookBody(inquiry: Inquiry, origin: string): { text: string } {
  return {
    text: [
      slackText(leadAlertSubject(inquiry)),
      ...fields(inquiry).map(([label, value]) => quotedField(label, slackText(value))),
      `Lead desk: ${origin}/admin`,
    ].join('\n'),
  };
}
