// Reference pages for `npm run bench`, served on their own loopback port:
// - `/`: a blank page, one heading and one sentence, no CSS, no script. Its TBT is what the machine
//   and Chromium cost before any page content (navigation commit, V8 context creation) under the
//   4x CPU slowdown; a site page can do no better.
// - `/text-only`: a built page (TEXT_ONLY_SOURCE) with every <style> and <script> removed, so only
//   its HTML and text are left. Its TBT is what parsing and laying out that page's own content costs
//   on this machine, before any of our CSS or JavaScript; it tells "the site's code is slow" apart
//   from "this host is slow for any page with real content on it".
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Blank reference page</title>
<meta name="description" content="A page with nothing on it, to measure the browser's own cost."></head>
<body><h1>Blank reference page</h1><p>Nothing else is on this page.</p></body></html>`;

/** The built page whose bare content is measured: a prose page of typical length. */
export const TEXT_ONLY_SOURCE = '/about';

/** `html` without its style sheets and scripts (inline or linked). */
export function stripStylesAndScripts(html: string): string {
  return html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:stylesheet|modulepreload)"[^>]*>/gi, '');
}

/**
 * Serves both reference pages on a free loopback port. The text-only page gets a <base> pointing at
 * the site server, so its images and icons load exactly as on the real page.
 * Returns { blankUrl, textOnlyUrl, close }.
 */
export async function startReferencePages({
  siteUrl,
  distDir = 'dist',
}: {
  siteUrl: string;
  distDir?: string;
}): Promise<{ blankUrl: string; textOnlyUrl: string; close: () => Promise<void> }> {
  const textOnly = stripStylesAndScripts(readFileSync(`${distDir}${TEXT_ONLY_SOURCE}.html`, 'utf8'));
  const pages: Record<string, string> = { '/': BLANK_PAGE, '/text-only': textOnly.replace(/<head>/i, `<head><base href="${siteUrl}/">`) };
  const server = http.createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://localhost').pathname];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    blankUrl: `${origin}/`,
    textOnlyUrl: `${origin}/text-only`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
