import type { createElement, ReactElement } from 'react';
import { EMAIL_BODY_STYLE, EMAIL_COLUMN_STYLE, htmlBlocks } from '../server/email/html';
import { issueParts } from '../server/newsletter/issue-content';
import type { Tip } from '../lib/tips';

/**
 * The content manager's preview of the Weekly tips file: every tip drawn as the email a
 * subscriber receives on its Monday (subject, body, action, link and the unsubscribe footer),
 * built by the same functions as the real send (src/server/newsletter/issue-content.ts).
 *
 * Sveltia CMS renders preview templates with its own bundled React and hands us its
 * `createElement` (window.h); bringing a second React onto the page would only add weight and
 * risk, so this file takes `h` as a parameter and never imports React's runtime.
 */

type CreateElement = typeof createElement;

/** What Sveltia passes a preview template that this one reads (see CustomPreviewTemplateProps). */
interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
}

/** A value Sveltia hands over: an Immutable-like collection (with toJS) or plain data. */
const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? (value.toJS as () => unknown)() : value;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The tips being edited, as far as they are filled in. A tip half typed (a new one with no title
 * yet, a paragraph just added) still previews; empty paragraphs are left out as the build would
 * refuse them anyway. The list file is edited as a top-level list (`root: true` on its `items`
 * field), which Sveltia may hand over under that field's name or as the data itself.
 */
export function tipsFromEntryData(data: unknown): Tip[] {
  const value = plain(data);
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : [];
  return list.map((item) => {
    const tip = (plain(item) ?? {}) as Record<string, unknown>;
    const body = Array.isArray(tip.body)
      ? tip.body.map((paragraph) => asText(plain(paragraph))).filter((paragraph) => paragraph.trim())
      : [];
    return {
      id: asText(tip.id),
      title: asText(tip.title),
      date: asText(tip.date),
      summary: asText(tip.summary),
      body,
      action: asText(tip.action),
    };
  });
}

/** "Monday, December 7, 2026", read as the calendar day it names (no time zone shift). */
export function sendDayLabel(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'No send date yet';
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return 'No send date yet';
  const label = day.toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return day.getUTCDay() === 1 ? label : `${label} (not a Monday: the weekly email goes out on Mondays)`;
}

const POSTAL_ADDRESS_PLACEHOLDER = '[Your postal address, as set for the site]';

const CARD_STYLE = { border: '1px solid #c4c4c4', borderRadius: '8px', margin: '0 0 24px', overflow: 'hidden', background: '#ffffff' };
const HEADER_STYLE = {
  background: '#f1f1f1',
  color: '#1a1a1a',
  padding: '12px 16px',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '14px',
  lineHeight: '1.5',
};

/** One tip as its email, with the envelope a mail client shows above it. */
function tipEmail(h: CreateElement, tip: Tip, index: number, origin: string): ReactElement {
  // Without a subscriber's token the footer links to the unsubscribe page rather than a personal
  // link; the postal address is the deploy's setting, which the browser cannot read.
  const issue = issueParts({ email: 'subscriber' }, tip, origin, { postalAddress: POSTAL_ADDRESS_PLACEHOLDER, ownerEmail: '' });
  return h(
    'article',
    { key: `${index}-${tip.id}`, style: CARD_STYLE, 'aria-label': `Email for ${tip.title || 'an untitled tip'}` },
    h(
      'header',
      { style: HEADER_STYLE },
      h('div', null, h('strong', null, 'Subject: '), issue.subject),
      h('div', null, h('strong', null, 'Goes out: '), sendDayLabel(tip.date)),
    ),
    // The email's body and column; its blocks are escaped by htmlBlocks, as in the sent message.
    h(
      'div',
      { style: styleObject(EMAIL_BODY_STYLE) },
      h('div', { style: styleObject(EMAIL_COLUMN_STYLE), dangerouslySetInnerHTML: { __html: htmlBlocks(issue.blocks) } }),
    ),
  );
}

/** The email's inline body style as a React style object (one source: src/server/email/html.ts). */
function styleObject(css: string): Record<string, string> {
  return Object.fromEntries(
    css
      .split(';')
      .map((rule) => rule.split(':'))
      .filter((parts) => parts.length >= 2)
      .map(([property, ...value]) => [
        property!.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value.join(':').trim(),
      ]),
  );
}

/** The preview template for the tips file, bound to Sveltia's React and the site's address. */
export function tipEmailsPreview(h: CreateElement, origin: string) {
  return function TipEmailsPreview({ entry }: PreviewProps): ReactElement {
    const tips = tipsFromEntryData(entry.getIn(['data']));
    return h(
      'div',
      { style: { padding: '16px', background: '#e8e8e8', minHeight: '100%' } },
      h(
        'p',
        { style: { ...HEADER_STYLE, background: 'transparent', padding: '0 0 16px', margin: 0 } },
        'Each tip as subscribers receive it on its Monday, in the order of the list.',
      ),
      ...tips.map((tip, index) => tipEmail(h, tip, index, origin)),
    );
  };
}
