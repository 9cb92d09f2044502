import { BRAND } from '../../lib/site';
import type { Tip } from '../../lib/tips';
import { ownerEmail, postalAddress } from '../email/config';
import { htmlDocument } from '../email/html';
import type { OutgoingEmail } from '../email/transport';
import { footer, issueParts, NEWSLETTER_NAME, tipBlocks, tipText, type FooterSettings, type Recipient } from './issue-content';

/** Weekly Coaching Tips emails: confirmation, welcome, the weekly issue (and its test copy to the owner). */

/** This deploy's footer settings. */
const footerSettings = (): FooterSettings => ({ postalAddress: postalAddress(), ownerEmail: ownerEmail() });

export function confirmationEmail(to: string, confirmUrl: string, validDays: number): OutgoingEmail {
  const subject = `Please confirm your ${NEWSLETTER_NAME} subscription`;
  const intro = `Someone, hopefully you, asked to receive ${NEWSLETTER_NAME} from ${BRAND.name} at this address.`;
  const ask = `To start receiving one practical hospice sales tip each week, confirm your address within ${validDays} days:`;
  const ignore = 'If you did not ask for this, ignore this email: you will not be subscribed and will hear nothing more from us.';
  return {
    kind: 'confirm',
    to,
    subject,
    text: [intro, '', ask, confirmUrl, '', ignore, ''].join('\n'),
    html: htmlDocument(subject, [
      { kind: 'heading', text: 'Confirm your subscription' },
      { kind: 'paragraph', text: intro },
      { kind: 'paragraph', text: ask },
      { kind: 'link', text: 'Yes, subscribe me', href: confirmUrl },
      { kind: 'small', text: ignore },
    ]),
  };
}

export function welcomeEmail(recipient: Recipient, tip: Tip | null, origin: string): OutgoingEmail {
  const subject = `Welcome to ${NEWSLETTER_NAME}`;
  const intro = `You're subscribed. A new tip arrives every Monday morning.${tip ? ' Here is the latest one to start with.' : ''}`;
  const end = footer(recipient, origin, footerSettings());
  return {
    kind: 'welcome',
    to: recipient.email,
    subject,
    text: [intro, '', ...(tip ? tipText(tip, origin) : []), '', `All tips: ${origin}/tips`, '', ...end.text, ''].join('\n'),
    html: htmlDocument(subject, [
      { kind: 'paragraph', text: intro },
      ...(tip ? tipBlocks(tip, origin) : []),
      { kind: 'link', text: 'Browse every tip', href: `${origin}/tips` },
      ...end.blocks,
    ]),
    ...(end.unsubscribe ? { unsubscribe: end.unsubscribe } : {}),
  };
}

/** One week's issue for one subscriber (or, without a token, the owner's test copy, marked as such). */
export function issueEmail(
  recipient: Recipient,
  tip: Tip,
  origin: string,
  options: { test?: boolean; messageId?: string } = {},
): OutgoingEmail {
  const issue = issueParts(recipient, tip, origin, footerSettings(), options);
  return {
    kind: options.test ? 'newsletter-test' : 'newsletter',
    to: recipient.email,
    subject: issue.subject,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    text: issue.text,
    html: htmlDocument(issue.subject, issue.blocks),
    ...(issue.unsubscribe ? { unsubscribe: issue.unsubscribe } : {}),
  };
}
