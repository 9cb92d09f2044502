import { readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessModuleCount } from '../../scripts/lib/in-process-functions.mjs';
import { startSiteServer, type SiteServer } from '../../scripts/lib/site-server.ts';

/**
 * The real local server (the one `npm start` and the e2e tests use), over real HTTP:
 * every /api/* answer carries the security headers, whatever the function, method or input
 * (netlify.toml's headers never reach function responses), and no bad request gets a 5xx or a
 * stack trace. Nothing here
 * stores a record: every request is refused before a function would write.
 */
const LONG = 240_000;
let server: SiteServer;

beforeAll(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.ADMIN_PASSWORD = 'local-server-suite-passphrase';
  process.env.SESSION_SECRET = 'local-server-suite-session-secret-0123456789';
  process.env.ALLOW_LOCAL_ADMIN = '1';
  server = await startSiteServer({ port: 0, quiet: true });
}, LONG);
afterAll(() => server?.close(), LONG);

/** Every function's public path(s), read from its own config, with `:id` filled in. */
async function functionPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const file of readdirSync('netlify/functions').filter((name) => name.endsWith('.mts'))) {
    const { config } = (await import(`../../netlify/functions/${file}`)) as { config?: { path?: string | string[] } };
    for (const path of [config?.path ?? []].flat()) paths.push(path.replace(/:id\b/, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'));
  }
  return paths;
}

function expectApiHeaders(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), label).toBeTruthy();
  expect(response.headers.get('cache-control'), label).toContain('no-store');
  expect(response.headers.get('content-security-policy'), label).toContain("default-src 'none'");
  expect(response.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
}

describe('every /api/* response carries the security headers', () => {
  it(
    'for every function, method and kind of body, and for unknown paths',
    async () => {
      const paths = await functionPaths();
      expect(paths.length).toBeGreaterThanOrEqual(15);
      const requests: [string, RequestInit][] = [];
      for (const path of [...paths, '/api/no-such-endpoint', '/api/inquiries/not/a/route']) {
        requests.push([path, { method: 'GET' }]);
        requests.push([path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }]);
        requests.push([path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' }]);
        requests.push([path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }]);
        requests.push([path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }]);
        requests.push([path, { method: 'DELETE', headers: { origin: 'https://evil.example' } }]);
      }
      for (const [path, init] of requests) {
        // The API's own answer, not a page a redirect (one-click GET → /unsubscribe) leads to.
        const response = await fetch(`${server.url}${path}`, { ...init, redirect: 'manual' });
        expectApiHeaders(response, `${init.method} ${path} → ${response.status}`);
        await response.arrayBuffer();
      }
      // The fast path (functions loaded once, in this process) is the one that answered.
      expect(inProcessModuleCount()).toBeGreaterThan(0);
    },
    LONG,
  );

  it('unknown /api/* paths and wrong methods answer JSON, not the HTML 404 page', async () => {
    const unknown = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No API endpoint answers GET /api/no-such-endpoint' });
    const wrongMethod = await fetch(`${server.url}/api/admin/resource-downloads`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    // Outside /api an unknown path is a page: the site's 404 page once built (tests/e2e/shell.spec.ts
    // checks its content; unit tests run before the build), never the API's JSON.
    const page = await fetch(`${server.url}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).not.toMatch(/json/);
  });
});

/** Sends raw bytes (requests fetch refuses to make) and returns the status line and the rest. */
function rawRequest(port: number, text: string): Promise<{ status: number; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0), raw }));
    socket.on('error', reject);
    socket.setTimeout(30_000, () => socket.destroy(new Error('timeout')));
  });
}

describe('bad requests to the local server get a 4xx, never a 5xx or a stack trace', () => {
  const cases: [string, string, number][] = [
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
    ['TRACE on the API', 'TRACE /api/inquiries HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
    ['an unknown method (TRACK, refused by the Node parser)', 'TRACK /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['a malformed Host', 'GET / HTTP/1.1\r\nHost: exa mple.com:80:80\r\nConnection: close\r\n\r\n', 400],
    ['a Host with a path in it', 'GET /api/inquiries HTTP/1.1\r\nHost: evil.example/x?y\r\nConnection: close\r\n\r\n', 400],
    ['broken percent-encoding', 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['broken percent-encoding in an API id', 'DELETE /api/inquiries/%ZZ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['an absolute-form target', 'GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    [
      'a declared 100 MB body',
      'POST /api/inquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\nConnection: close\r\n\r\n{',
      413,
    ],
  ];
  it.each(cases)('%s', async (_label, text, status) => {
    const { status: answered, raw } = await rawRequest(server.port, text);
    expect(answered).toBe(status);
    expect(raw).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  });

  it(
    'refuses an oversize body while it streams (no Content-Length), without reading it all',
    async () => {
      let sent = 0;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${server.url}/api/inquiries`,
          { method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          // Up to 100 MB, unless the server has answered and closed first.
          while (sent < 100 * 1024 * 1024 && !req.destroyed) {
            sent += chunk.byteLength;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(status).toBe(413);
      // Refused after a little over the 1 MB cap, not after the whole 100 MB.
      expect(sent).toBeLessThan(50 * 1024 * 1024);
      // And the server still answers.
      expect((await fetch(`${server.url}/api/no-such-endpoint`)).status).toBe(404);
    },
    LONG,
  );
});
