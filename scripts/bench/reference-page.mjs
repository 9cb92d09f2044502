// A blank reference page for `npm run bench`: one heading and one sentence, no CSS, no script.
// Lighthouse's TBT on this page is what the machine and Chromium cost before any page content
// (navigation commit, V8 context creation) under the 4x CPU slowdown; a site page can do no better.
import http from 'node:http';

const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Blank reference page</title>
<meta name="description" content="A page with nothing on it, to measure the browser's own cost."></head>
<body><h1>Blank reference page</h1><p>Nothing else is on this page.</p></body></html>`;

/** Serves the blank page on a free loopback port. Returns { url, close }. */
export async function startReferencePage() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(BLANK_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
