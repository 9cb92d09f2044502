// What Netlify's edge refuses before a request reaches the site, refused here the same way by the
// local server: a clear 4xx, never a 500 or a stack trace, and never a body read whole into memory.
//
// @netlify/dev turns each Node request into a web Request; that throws (and answered 500) for a
// method fetch forbids (TRACE, CONNECT, TRACK), a Host that is not a host, or a path whose
// percent-encoding is broken, and it buffers the whole body (a 100 MB POST took 423 MB) before
// any function could refuse it.

/** Methods the site answers; anything else gets 405 before it is parsed further. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The largest body the local server reads (every function caps its own far lower: 1-96 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The problem with a request's line and headers, as `{ status, message }`, or null when it is fine.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 */
export function requestProblem(req) {
  if (!ALLOWED_METHODS.includes(req.method ?? ''))
    return { status: 405, message: `Method ${req.method} not allowed`, allow: ALLOWED_METHODS.join(', ') };
  const host = req.headers.host;
  if (host !== undefined && !HOST_PATTERN.test(host)) return { status: 400, message: 'Malformed Host header' };
  const url = req.url ?? '';
  if (!url.startsWith('/')) return { status: 400, message: 'Malformed request target' };
  try {
    decodeURIComponent(url.split('?')[0]);
  } catch {
    return { status: 400, message: 'Malformed percent-encoding in the path' };
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large' };
  return null;
}

/**
 * Reads a request body as it streams in, and stops at the cap: null means "over the limit" (the
 * rest is never read). Bodyless methods give null bodies.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer | null | undefined>} the body, undefined for none, null when too large
 */
export async function readCappedBody(req, maxBytes = MAX_BODY_BYTES) {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The answer to a refused request: JSON with the API's security headers under /api/, plain text
 * elsewhere, and the connection closed (an oversize upload is not read to its end).
 * @param {import('node:http').ServerResponse} res
 * @param {string} url
 * @param {{ status: number, message: string, allow?: string }} problem
 */
export function sendProblem(res, url, problem, apiHeaders) {
  const isApi = url.startsWith('/api/');
  const headers = isApi
    ? { ...apiHeaders, 'content-type': 'application/json' }
    : { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' };
  if (problem.allow) headers.allow = problem.allow;
  headers.connection = 'close';
  res.writeHead(problem.status, headers);
  res.end(isApi ? JSON.stringify({ error: problem.message }) : `${problem.message}\n`);
}
