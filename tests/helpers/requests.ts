import type { Context } from '@netlify/functions';

export const SITE = 'http://localhost:8888';

/** A JSON POST as a browser on the site would send it. */
export function jsonPost(path: string, body: unknown, init: { headers?: Record<string, string>; ip?: string } = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, 'x-nf-client-connection-ip': init.ip ?? '203.0.113.7', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The slice of Netlify's Context our functions read. */
export function fakeContext(ip = '203.0.113.7'): Context {
  return { ip } as Context;
}
