import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes';
import { inlineHashes } from '../../src/lib/csp/page-csp.mjs';

/**
 * Deterministic size budgets over the production build. Bytes, not timings: the
 * same build always gives the same answer.
 *
 * Critical bytes are the document up to the end of <main>: the head with its inlined CSS and its
 * CSP, the header, and the page's own content, everything the screen shows before the footer, the
 * closed dialogs and the chrome's scripts that follow it. They must fit the first flight of a new
 * connection, 10 TCP segments of 1460 bytes (14 600 bytes, brotli): more costs a whole extra round
 * trip before first paint on a slow phone connection. The whole document gets a separate cap, so
 * the tail after <main> cannot grow unseen either.
 */
const CRITICAL_BUDGET = 14_600;
const WHOLE_PAGE_BUDGET = 20 * 1024;

const brotliSize = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

const htmlFile = (route: string) => join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** The document up to the end of <main>, or all of it. */
function criticalSlice(html: string): string {
  const end = html.indexOf('</main>');
  return end === -1 ? html : html.slice(0, end + '</main>'.length);
}

test.describe('byte budgets', () => {
  for (const route of builtRoutes()) {
    test(`${route}: the critical bytes fit the first flight (14 600 B brotli), and no script file is requested by the HTML`, () => {
      const html = readFileSync(htmlFile(route), 'utf8');
      expect(brotliSize(criticalSlice(html))).toBeLessThanOrEqual(CRITICAL_BUDGET);
      expect(brotliSize(html)).toBeLessThanOrEqual(WHOLE_PAGE_BUDGET);
      // No render-blocking stylesheet and no script file requested by the parser.
      expect(html).not.toMatch(/<link[^>]+rel="?stylesheet/);
      expect(html).not.toMatch(/<script[^>]+\bsrc=/);
      // A modulepreload <link> in the markup would fetch island code during load (the inline directive
      // adds one itself, after load and idle, on tool pages: its source may name the rel, so match tags).
      expect(html).not.toMatch(/<link[^>]+rel="?modulepreload/);
      // The CSP <meta> lists the hashes of this page's own inline scripts and styles, no others.
      const { scripts, styles } = inlineHashes(html);
      const listed = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1].match(/'sha256-[^']+'/g) ?? [];
      expect(listed.toSorted()).toEqual([...scripts, ...styles].toSorted());
    });
  }
});
