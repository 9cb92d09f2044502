import { BRAND } from '../../lib/site';
import { tipPath } from '../../lib/tip-path';
import type { Tip } from '../../lib/tips';
import type { HtmlBlock } from '../email/html';
import type { OutgoingEmail } from '../email/transport';

/**
 * What a Weekly Coaching Tips email says, as pure functions of the tip and the settings passed
 * in: no environment, no I/O. The mail sender (./messages.ts) and the content manager's email
 * preview (src/cms/tip-email-preview.ts, in the owner's browser) both build from here, so the
 * preview is the email, not a look-alike.
 */
export const NEWSLETTER_NAME = 'Weekly Coaching Tips';

export const issueSubject = (tip: Pick<Tip, 'title'>) => `${NEWSLETTER_NAME}: ${tip.title}`;

const oneClickUrl = (origin: string, token: string) => `${origin}/api/newsletter/one-click?token=${encodeURIComponent(token)}`;

export interface Recipient {
  email: string;
  /** The subscriber's own unsubscribe token; absent for the owner's test copy. */
  unsubscribeToken?: string;
}

export function tipText(tip: Tip, origin: string): string[] {
  return [
    tip.title,
    '',
    ...tip.body.flatMap((paragraph) => [paragraph, '']),
    `Your action this week: ${tip.action}`,
    '',
    `Read it on the site: ${origin}${tipPath(tip)}`,
  ];
}

export function tipBlocks(tip: Tip, origin: string): HtmlBlock[] {
  return [
    { kind: 'heading', text: tip.title },
    ...tip.body.map((text): HtmlBlock => ({ kind: 'paragraph', text })),
    { kind: 'strong', label: 'Your action this week:', text: tip.action },
    { kind: 'link', text: 'Read this tip on the site', href: `${origin}${tipPath(tip)}` },
  ];
}

/** Shown where the postal address goes until the owner sets it (the weekly send refuses to run without it). */
const POSTAL_ADDRESS_MISSING = 'Postal address not configured (set BUSINESS_POSTAL_ADDRESS)';

export interface FooterSettings {
  postalAddress: string | null;
  ownerEmail: string;
}

/**
 * CAN-SPAM: why they get it, a visible way out, and the sender's postal address, in both parts.
 * `postalAddress` and `ownerEmail` are the configured values (src/server/email/config.ts).
 */
export function footer(
  recipient: Recipient,
  origin: string,
  settings: FooterSettings,
): { text: string[]; blocks: HtmlBlock[]; unsubscribe?: OutgoingEmail['unsubscribe'] } {
  const address = settings.postalAddress ?? POSTAL_ADDRESS_MISSING;
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
      ? {
          unsubscribe: {
            url: oneClickUrl(origin, recipient.unsubscribeToken),
            mailto: `mailto:${settings.ownerEmail}?subject=unsubscribe`,
          },
        }
      : {}),
  };
}

/** One week's issue: its subject, plain-text part and the blocks of its HTML part. */
export function issueParts(recipient: Recipient, tip: Tip, origin: string, settings: FooterSettings, options: { test?: boolean } = {}) {
  const end = footer(recipient, origin, settings);
  return {
    subject: `${options.test ? '[Test] ' : ''}${issueSubject(tip)}`,
    text: [...tipText(tip, origin), '', ...end.text, ''].join('\n'),
    blocks: [...tipBlocks(tip, origin), ...end.blocks],
    unsubscribe: end.unsubscribe,
  };
}
