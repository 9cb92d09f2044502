/**
 * A deliberately simple HTML part: one column, system fonts, 16 px text, dark on white (contrast
 * well above 4.5:1), underlined links, a language and a title, no images or tables for layout.
 * Screen readers and every mail client read it like the plain-text part it mirrors.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

export type HtmlBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'strong'; label: string; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'fields'; rows: readonly (readonly [string, string])[] }
  | { kind: 'small'; text: string };

const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:1.5';

function blockHtml(block: HtmlBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="${PARAGRAPH};white-space:pre-line">${escapeHtml(block.text)}</p>`;
    case 'strong':
      return `<p style="${PARAGRAPH}"><strong>${escapeHtml(block.label)}</strong> ${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p style="${PARAGRAPH}"><a href="${escapeHtml(block.href)}" style="color:#0b4f8a;text-decoration:underline">${escapeHtml(block.text)}</a></p>`;
    case 'fields':
      return `<dl style="${PARAGRAPH}">${block.rows
        .map(
          ([label, value]) =>
            `<dt style="font-weight:bold">${escapeHtml(label)}</dt><dd style="margin:0 0 8px;white-space:pre-line">${escapeHtml(value)}</dd>`,
        )
        .join('')}</dl>`;
    case 'small':
      return `<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:#333333;white-space:pre-line">${escapeHtml(block.text)}</p>`;
  }
}

/** The body's look: what a mail client shows around the blocks (the CMS preview draws the same). */
export const EMAIL_BODY_STYLE =
  'margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/** The content column's look. */
export const EMAIL_COLUMN_STYLE = 'max-width:600px;margin:0 auto';

/** The message's blocks as HTML, without the document and column around them. */
export const htmlBlocks = (blocks: readonly HtmlBlock[]): string => blocks.map(blockHtml).join('\n');

export function htmlDocument(title: string, blocks: readonly HtmlBlock[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="${EMAIL_BODY_STYLE}">`,
    `<main style="${EMAIL_COLUMN_STYLE}">${htmlBlocks(blocks)}</main>`,
    '</body>',
    '</html>',
  ].join('\n');
}
