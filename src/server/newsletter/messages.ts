import { BRAND } from '../../lib/site';
import { tipPath, type Tip } from '../../lib/tips';
import { ownerEmail, postalAddress } from '../email/config';
import { htmlDocument, type HtmlBlock } from '../email/html';
import type { OutgoingEmail } from '../email/transport';

/** Weekly Coaching Tips emails: confirmation, welcome, the weekly issue (and its test copy to the owner). */
const NEWSLETTER_NAME = 'Weekly Coaching Tips';

const oneClickUrl = (origin: string, token: string) => `${origin}/api/newsletter/one-click?token=${encodeURIComponent(token)}`;

interface Recipient {
  email: string;
  /** The subscriber's own unsubscribe token; absent for the owner's test copy. */
  unsubscribeToken?: string;
}

function tipText(tip: Tip, origin: string): string[] {
  return [
    tip.title,
    '',
    ...tip.body.flatMap((paragraph) => [paragraph, '']),
    `Your action this week: ${tip.action}`,
    '',
    `Read it on the site: ${origin}${tipPath(tip)}`,
  ];
}

function tipBlocks(tip: Tip, origin: string): HtmlBlock[] {
  return [
    { kind: 'heading', text: tip.title },
    ...tip.body.map((text): HtmlBlock => ({ kind: 'paragraph', text })),
    { kind: 'strong', label: 'Your action this week:', text: tip.action },
    { kind: 'link', text: 'Read this tip on the site', href: `${origin}${tipPath(tip)}` },
  ];
}

/** CAN-SPAM: why they get it, a visible way out, and the sender's postal address, in both parts. */
function footer(recipient: Recipient, origin: string): { text: string[]; blocks: HtmlBlock[]; unsubscribe?: OutgoingEmail['unsubscribe'] } {
  const address = postalAddress() ?? 'Postal address not configured (set BUSINESS_POSTAL_ADDRESS)';
  const why = `You receive ${NEWSLETTER_NAME} because you subscribed at ${new URL(origin).host}.`;
  const link = recipient.unsubscribeToken
    ? `${origin}/unsubscribe?token=${encodeURIComponent(recipient.unsubscribeToken)}`
    : `${origin}/unsubscribe`;
  return {
    text: ['--', why, `Unsubscribe: ${link}`, '', BRAND.name, address],
    blocks: [
      { kind: 'small', text: why },
      { kind: 'link', text: `Unsubscribe from ${NEWSLETTER_NAME}`, href: link },
      { kind: 'small', text: `${BRAND.name}\n${address}` },
    ],
    ...(recipient.unsubscribeToken
      ? { unsubscribe: { url: oneClickUrl(origin, recipient.unsubscribeToken), mailto: `mailto:${ownerEmail()}?subject=unsubscribe` } }
      : {}),
  };
}

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
  const end = footer(recipient, origin);
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

export const issueSubject = (tip: Tip) => `${NEWSLETTER_NAME}: ${tip.title}`;

/** One week's issue for one subscriber (or, without a token, the owner's test copy, marked as such). */
export function issueEmail(
  recipient: Recipient,
  tip: Tip,
  origin: string,
  options: { test?: boolean; messageId?: string } = {},
): OutgoingEmail {
  const subject = `${options.test ? '[Test] ' : ''}${issueSubject(tip)}`;
  const end = footer(recipient, origin);
  return {
    kind: options.test ? 'newsletter-test' : 'newsletter',
    to: recipient.email,
    subject,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    text: [...tipText(tip, origin), '', ...end.text, ''].join('\n'),
    html: htmlDocument(subject, [...tipBlocks(tip, origin), ...end.blocks]),
    ...(end.unsubscribe ? { unsubscribe: end.unsubscribe } : {}),
  };
}
