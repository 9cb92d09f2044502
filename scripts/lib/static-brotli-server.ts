// A plain static file server with brotli, for comparing two built sites on equal terms
// (scripts/bench/side-by-side.mjs): no functions, no redirects, no headers but the content type
// and encoding, each file compressed once at quality 11 and kept in memory. `/about` is served
// from `about.html` or `about/index.html`, whichever the build wrote.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

/** The file a request path names inside `root`, or null. */
function resolveFile(root: string, pathname: string): string | null {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean}.html`, join(clean, 'index.html')]) {
    const path = join(root, candidate);
    if (path.startsWith(root) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

export async function startStaticBrotliServer(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const path = resolveFile(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!path) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = extname(path);
    const headers: Record<string, string> = { 'Content-Type': TYPES[type] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    let body: Buffer = readFileSync(path);
    if (COMPRESSIBLE.has(type) && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!compressed.has(path)) compressed.set(path, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      body = compressed.get(path)!;
      headers['Content-Encoding'] = 'br';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(body.length) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
