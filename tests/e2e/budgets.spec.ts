import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes';

/**
 * Deterministic size budgets over the production build. Bytes, not timings: the
 * same build always gives the same answer.
 *
 * "Before first paint" is the document up to the end of the first section of <main> (the head
 * with its inlined CSS, the header and the first screen of content): that must fit the first
 * round trip of a slow connection, 14 KB compressed. The rest of a long page streams in after
 * first paint; it gets a separate, looser cap.
 */
const FIRST_PAINT_BUDGET = 14 * 1024;
const WHOLE_PAGE_BUDGET = 40 * 1024;

const brotliSize = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

const htmlFile = (route: string) => join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** The document up to the end of the first <section> inside <main>, or all of it. */
export function firstPaintSlice(html: string): string {
  const main = html.indexOf('<main');
  const end = main === -1 ? -1 : html.indexOf('</section>', main);
  return end === -1 ? html : html.slice(0, end + '</section>'.length);
}

test.describe('byte budgets', () => {
  for (const route of builtRoutes()) {
    test(`${route}: first paint fits 14 KB compressed, and no script file is requested by the HTML`, () => {
      const html = readFileSync(htmlFile(route), 'utf8');
      expect(brotliSize(firstPaintSlice(html))).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
      expect(brotliSize(html)).toBeLessThanOrEqual(WHOLE_PAGE_BUDGET);
      // No render-blocking stylesheet and no script file requested by the parser.
      expect(html).not.toMatch(/<link[^>]+rel="?stylesheet/);
      expect(html).not.toMatch(/<script[^>]+\bsrc=/);
      // A modulepreload <link> in the markup would fetch island code during load (the inline directive
      // adds one itself, after load and idle, on tool pages: its source may name the rel, so match tags).
      expect(html).not.toMatch(/<link[^>]+rel="?modulepreload/);
    });
  }
});
