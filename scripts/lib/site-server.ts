// A production-like local server: the built site in dist/, the Netlify Functions and a local
// Blobs store, all through @netlify/dev (no CLI, no login, no network). It also does the two
// things Netlify's CDN does that @netlify/dev leaves out: a 404 page for unknown paths, and
// brotli/gzip compression, so local Lighthouse numbers match what visitors get.
import http, { type IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { fromWebResponse } from '@netlify/dev-utils';
import { API_SECURITY_HEADERS } from '../../src/server/api-headers.ts';
import { runFunctionsInProcess } from './in-process-functions.mjs';
import { readCappedBody, requestProblem, sendProblem } from './request-guard.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

/**
 * Compressed copies of static files, like a CDN's edge cache. Brotli at quality 11 costs real CPU
 * (about 5 s for the whole site here), and a first visit's service worker asks for every file at
 * once: compressing them all at 11 on demand stalled every other request for seconds. So a file
 * seen for the first time is sent at a fast level, and its best copy (brotli 11, gzip 9) is made
 * in the background, one file at a time, and served from then on.
 * Keyed by encoding + URL + ETag (or length); function responses are compressed fast and never cached.
 */
const bestCopies = new Map<string, Buffer | null>();
let bestCopyQueue: Promise<unknown> = Promise.resolve();

const FAST = { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: { level: 6 } };
const BEST = { br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, gzip: { level: 9 } };
type Encoding = 'br' | 'gzip';
type Levels = typeof FAST;
const compressWith = (encoding: Encoding, raw: Buffer, options: Levels): Promise<Buffer> =>
  encoding === 'br' ? brotli(raw, options.br) : gzip(raw, options.gzip);

function makeBestCopyLater(key: string, encoding: Encoding, raw: Buffer): void {
  if (bestCopies.has(key)) return;
  bestCopies.set(key, null);
  bestCopyQueue = bestCopyQueue
    .then(() => compressWith(encoding, raw, BEST))
    .then((body) => bestCopies.set(key, body))
    .catch(() => bestCopies.delete(key));
}

async function compress(response: Response, acceptEncoding: string, cacheKey: string | undefined): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const encoding: Encoding | null = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !COMPRESSIBLE.test(type) || response.headers.has('content-encoding') || !response.body) return response;
  const raw = Buffer.from(await response.arrayBuffer());
  const key = cacheKey && `${encoding}:${cacheKey}:${response.headers.get('etag') ?? raw.byteLength}`;
  let body = key ? bestCopies.get(key) : undefined;
  if (!body) {
    body = await compressWith(encoding, raw, FAST);
    if (key) makeBestCopyLater(key, encoding, raw);
  }
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  headers.append('vary', 'Accept-Encoding');
  return new Response(bytes(body), { status: response.status, statusText: response.statusText, headers });
}

/** A Buffer as the Uint8Array fetch's types expect (same memory, no copy). */
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** Node's header object as web Headers (repeated headers joined, as fetch does). */
function nodeHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  port?: number;
  host?: string;
  projectRoot?: string;
  quiet?: boolean;
}

/** Starts the server. `port: 0` picks a free port. */
export async function startSiteServer({
  port = 8888,
  host = '127.0.0.1',
  projectRoot = process.cwd(),
  quiet = false,
}: SiteServerOptions = {}): Promise<SiteServer> {
  runFunctionsInProcess();
  const netlifyDev = new NetlifyDev({
    projectRoot,
    // Everything that would reach the network (linked-site env vars, geolocation, AI gateway,
    // edge functions needing Deno, image CDN) is off: the server works fully offline.
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    logger: quiet ? { log() {}, warn() {}, error: console.error } : undefined,
  });
  await netlifyDev.start();

  // @netlify/dev bundles a function on its first call; two first calls at once can race and
  // fail while the bundle is being written. Each function's first request runs alone; once it
  // has answered, that function serves requests concurrently like Netlify does.
  const warmed = new Set<string>();
  let coldLock: Promise<void> = Promise.resolve();
  const functionKey = (url = ''): string | null => (url.startsWith('/api/') ? url.split('?')[0].split('/').slice(0, 3).join('/') : null);

  const respond = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Refused before anything is parsed or buffered: bad method, Host, path or declared size.
    const problem = requestProblem(req);
    if (problem) return sendProblem(res, req.url ?? '/', problem, API_SECURITY_HEADERS);
    const body = await readCappedBody(req).catch(() => null);
    if (body === null) {
      sendProblem(res, req.url ?? '/', { status: 413, message: 'Request body too large' }, API_SECURITY_HEADERS);
      req.destroy();
      return;
    }
    const key = functionKey(req.url);
    let release: (() => void) | undefined;
    if (key && !warmed.has(key)) {
      const previous = coldLock;
      coldLock = new Promise<void>((resolve) => (release = resolve));
      await previous;
    }
    try {
      const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
      const request = new Request(new URL(req.url ?? '/', origin), {
        method: req.method,
        headers: nodeHeaders(req.headers),
        body: body?.byteLength ? bytes(body) : undefined,
      });
      const matched = await netlifyDev.handleAndIntrospect(request);
      let response = matched?.response;
      if (!response) {
        // Netlify answers unknown paths with the site's 404.html and status 404.
        const notFound = await netlifyDev.handle(new Request(`${origin}/404.html`));
        response = notFound
          ? new Response(notFound.body, { status: 404, headers: notFound.headers })
          : new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
      }
      if (key) warmed.add(key);
      release?.();
      release = undefined;
      const staticKey = matched?.type === 'static' && response.status === 200 ? req.url : undefined;
      response = await compress(response, String(req.headers['accept-encoding'] ?? ''), staticKey);
      await fromWebResponse(response, res);
    } catch (error) {
      release?.();
      // A bug, not bad input (that is refused above): logged here, never sent to the client.
      console.error('Local server error:', error);
      if (!res.headersSent) res.writeHead(500, { ...API_SECURITY_HEADERS, 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Local server error' }));
    }
  };
  // respond answers its own failures (the 500 above), so the promise it returns never rejects.
  const server = http.createServer((req, res) => void respond(req, res));
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const displayHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  const url = `http://${displayHost}:${actualPort}`;
  // Netlify sets URL (the site's address) for every function; links in emails are built from it
  // (src/server/site-origin.ts), never from a request's Host. The functions run in this process,
  // so this server's own address plays that part, unless SITE_URL or URL is configured.
  const ownsUrl = !process.env.SITE_URL?.trim() && !process.env.URL?.trim();
  if (ownsUrl) process.env.URL = url;

  return {
    url,
    port: actualPort,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await netlifyDev.stop();
      if (ownsUrl && process.env.URL === url) delete process.env.URL;
    },
  };
}
