import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepOwnHashes } from '../../src/lib/csp/page-csp.mjs';

const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe('keepOwnHashes', () => {
  const own = 'console.log(1)';
  const style = 'p{color:red}';
  const other = 'console.log(2)';
  const policy = `default-src 'self';img-src 'self' data:; script-src 'self' ${hash(own)} ${hash(other)}; style-src 'self' ${hash(style)} ${hash('b{}')};`;

  it("keeps the hashes of the page's own inline scripts and styles and drops the rest", () => {
    const html = keepOwnHashes(page(policy, `<style>${style}</style><script type="module">${own}</script>`));
    const kept = html.match(/content="([^"]*)"/)![1];
    expect(kept).toContain(`script-src 'self' ${hash(own)};`);
    expect(kept).not.toContain(hash(other));
    expect(kept).toContain(`style-src 'self' ${hash(style)};`);
    expect(kept).not.toContain(hash('b{}'));
    // Other directives are untouched.
    expect(kept).toContain("default-src 'self';img-src 'self' data:;");
  });

  it('needs no hash for JSON-LD data blocks or script files', () => {
    const html = keepOwnHashes(page(policy, `<script type="application/ld+json">${own}</script><script src="/x.js"></script>`));
    expect(html).toContain("script-src 'self';");
  });

  it('leaves a page without a CSP <meta> as it is', () => {
    const html = `<p>${own}</p>`;
    expect(keepOwnHashes(html)).toBe(html);
  });
});
