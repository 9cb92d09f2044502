import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes';

/**
 * Deterministic size budgets over the production build (DESIGN §7). Bytes, not timings: the
 * same build always gives the same answer.
 */
const HTML_BUDGET_BROTLI = 14 * 1024;

const brotliSize = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

const htmlFile = (route: string) => join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`);

test.describe('byte budgets', () => {
  for (const route of builtRoutes()) {
    test(`${route}: HTML with inlined CSS is at most 14 KB compressed and fetches no script before load`, () => {
      const html = readFileSync(htmlFile(route), 'utf8');
      expect(brotliSize(html)).toBeLessThanOrEqual(HTML_BUDGET_BROTLI);
      // No render-blocking stylesheet and no script file requested by the parser.
      expect(html).not.toMatch(/<link[^>]+rel="?stylesheet/);
      expect(html).not.toMatch(/<script[^>]+\bsrc=/);
      expect(html).not.toMatch(/rel="?modulepreload/);
    });
  }
});
