import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, getJson, postJson } from '../../src/lib/api';

/** A real HTTP server that records what the client sent and answers per path. */
let server: http.Server;
let base: string;
let requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/ok')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ echo: body ? (JSON.parse(body) as unknown) : null }));
      if (req.url === '/bad')
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Name must be at least 2 characters' }));
      if (req.url === '/empty-error') return res.writeHead(503, 'Service Unavailable').end();
      if (req.url === '/secret') return res.writeHead(401, 'Unauthorized').end('nope');
      if (req.url === '/api/inquiries') return res.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":"1"}]');
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends JSON with a JSON content type and returns the OK response', async () => {
    requests = [];
    const response = await apiRequest('POST', `${base}/ok`, { email: 'rep@example.com' });
    expect(await response.json()).toEqual({ echo: { email: 'rep@example.com' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.body).toBe('{"email":"rep@example.com"}');
  });

  it('sends no body and no content type when there is no payload', async () => {
    requests = [];
    await apiRequest('DELETE', `${base}/ok`);
    expect(requests[0]?.headers['content-type']).toBeUndefined();
    expect(requests[0]?.body).toBe('');
  });

  it('throws "<status>: <body>" for a non-OK answer with a body', async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"Name must be at least 2 characters"}');
    expect((error as ApiError).serverMessage).toBe('Name must be at least 2 characters');
  });

  it('throws "<status>: <statusText>" when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it('makes exactly one request on failure (no retries)', async () => {
    requests = [];
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});

describe('getJson', () => {
  it('joins query key parts with slashes', async () => {
    requests = [];
    expect(await getJson([base, 'api', 'inquiries'])).toEqual([{ id: '1' }]);
    expect(requests[0]?.url).toBe('/api/inquiries');
  });

  it('throws on 401 by default and returns null in returnNull mode', async () => {
    await expect(getJson([base, 'secret'])).rejects.toThrow('401: nope');
    expect(await getJson([base, 'secret'], { on401: 'returnNull' })).toBeNull();
  });
});

describe('postJson', () => {
  it('parses the JSON answer', async () => {
    expect(await postJson<{ echo: unknown }>(`${base}/ok`, { a: 1 })).toEqual({ echo: { a: 1 } });
  });
});
