import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sendDayLabel, tipEmailsPreview, tipsFromEntryData } from '../../src/cms/tip-email-preview';
import { issueEmail } from '../../src/server/newsletter/messages';
import { tipsFileSchema } from '../../src/lib/tips';
import tipsFile from '../../src/content/tips.json';

/**
 * The content manager's tips preview draws each tip as the weekly email. It is rendered here with
 * React's own createElement, the same function Sveltia hands it as window.h, and compared with
 * the email the weekly send builds.
 */
const ORIGIN = 'https://spartan.test';
const tips = tipsFileSchema.parse(tipsFile);

/** An entry as Sveltia hands it: getIn over Immutable-like data (toJS), the list under its root field. */
const entryOf = (data: unknown) => ({
  getIn: (path: string[]) => (path.join('.') === 'data' ? { toJS: () => data } : undefined),
});

function render(data: unknown): string {
  const Preview = tipEmailsPreview(createElement, ORIGIN) as FunctionComponent<{ entry: ReturnType<typeof entryOf> }>;
  return renderToStaticMarkup(createElement(Preview, { entry: entryOf(data) }));
}

describe('the tips email preview in the content manager', () => {
  it('shows every tip as the email the weekly send builds: subject, body, action, link and unsubscribe footer', () => {
    const html = render({ items: tips });
    const tip = tips[0]!;
    const sent = issueEmail({ email: 'reader@example.com' }, tip, ORIGIN);
    expect(html).toContain(`Subject: </strong>${sent.subject.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}`);
    // The email's own HTML blocks, one for one.
    const column = /<main[^>]*>([\s\S]*)<\/main>/.exec(sent.html)![1]!.replace(/\n/g, '');
    expect(html.replace(/\n/g, '')).toContain(
      column.replace(/Postal address not configured \(set BUSINESS_POSTAL_ADDRESS\)/, '[Your postal address, as set for the site]'),
    );
    expect(html.match(/<article/g)).toHaveLength(tips.length);
    expect(html).toContain(`${ORIGIN}/unsubscribe`);
  });

  it('previews a tip still being written without failing, and takes the list as data or under its field', () => {
    const draft = { id: '', title: 'Half-typed title', body: ['First paragraph', ''], date: '' };
    expect(tipsFromEntryData([draft])).toEqual([
      { id: '', title: 'Half-typed title', date: '', summary: '', body: ['First paragraph'], action: '' },
    ]);
    expect(tipsFromEntryData({ items: [draft] })).toEqual(tipsFromEntryData([draft]));
    expect(tipsFromEntryData(undefined)).toEqual([]);
    const html = render([draft]);
    expect(html).toContain('Weekly Coaching Tips: Half-typed title');
    expect(html).toContain('No send date yet');
  });

  it('names the Monday it goes out, and says so when the date is not a Monday', () => {
    expect(sendDayLabel('2026-12-07')).toBe('Monday, December 7, 2026');
    expect(sendDayLabel('2026-12-10')).toMatch(/^Thursday, December 10, 2026 \(not a Monday/);
    expect(sendDayLabel('2026-13-45')).toBe('No send date yet');
  });

  it('escapes what the owner types: markup in a tip shows as text in the preview', () => {
    const html = render([{ ...tips[0], body: ['<img src=x onerror=alert(1)>'] }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
