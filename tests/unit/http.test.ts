import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isHoneypotFilled, readJsonObject, requireMethod, requireSameOrigin, validate, withoutHoneypot } from '../../src/server/http';
import { takeRateLimit } from '../../src/server/rate-limit';
import { startTestBlobs } from '../helpers/blobs';
import { SITE, jsonPost } from '../helpers/requests';

describe('request helpers', () => {
  it('rejects a wrong method with 405 and an Allow header', async () => {
    const response = requireMethod(new Request(`${SITE}/api/x`, { method: 'GET' }), 'POST');
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe('POST');
    expect(await response?.json()).toEqual({ error: 'Method GET not allowed' });
    expect(requireMethod(new Request(`${SITE}/api/x`, { method: 'POST' }), 'POST')).toBeNull();
  });

  it('rejects a foreign Origin and accepts our own or none', () => {
    expect(requireSameOrigin(jsonPost('/api/x', {}))).toBeNull();
    expect(requireSameOrigin(jsonPost('/api/x', {}, { headers: { origin: 'https://evil.example' } }))?.status).toBe(403);
    expect(requireSameOrigin(new Request(`${SITE}/api/x`, { method: 'POST' }))).toBeNull();
  });

  it('requires a JSON content type (415)', async () => {
    const result = await readJsonObject(jsonPost('/api/x', '{}', { headers: { 'content-type': 'text/plain' } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(415);
  });

  it('caps the body size (413), even without a Content-Length', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(40 * 1024) });
    const result = await readJsonObject(jsonPost('/api/x', big));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
  });

  it('rejects invalid JSON and non-objects with 400', async () => {
    for (const body of ['{nope', '[1,2]', '"text"', 'null']) {
      const result = await readJsonObject(jsonPost('/api/x', body));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.response.status).toBe(400);
    }
  });

  it('parses a JSON object', async () => {
    const result = await readJsonObject(jsonPost('/api/x', { email: 'a@b.co' }));
    expect(result).toEqual({ ok: true, value: { email: 'a@b.co' } });
  });

  it('validates with the schema messages', async () => {
    const schema = z.object({ name: z.string().min(2, 'Name must be at least 2 characters') }).strict();
    const bad = validate(schema, { name: 'A' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.response.status).toBe(400);
      expect(await bad.response.json()).toEqual({
        error: 'Name must be at least 2 characters',
        issues: [{ path: 'name', message: 'Name must be at least 2 characters' }],
      });
    }
    expect(validate(schema, { name: 'Al' })).toEqual({ ok: true, value: { name: 'Al' } });
  });

  it('detects and strips the honeypot field', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(withoutHoneypot({ website: '', email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });
});

describe('rate limit (Blobs-backed)', () => {
  let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
  beforeAll(async () => {
    blobs = await startTestBlobs();
  });
  afterAll(() => blobs.stop());

  it('allows the limit, then answers 429 with Retry-After, per client and window', async () => {
    const rule = { bucket: 'test', limit: 3, windowSeconds: 60 };
    const now = Date.UTC(2026, 10, 21, 12, 0, 10);
    for (let i = 0; i < 3; i++) expect(await takeRateLimit(rule, 'client-a', now)).toBeNull();
    const blocked = await takeRateLimit(rule, 'client-a', now);
    expect(blocked?.status).toBe(429);
    expect(blocked?.headers.get('retry-after')).toBe('50');
    expect(await takeRateLimit(rule, 'client-b', now)).toBeNull();
    expect(await takeRateLimit(rule, 'client-a', now + 60_000)).toBeNull();
  });
});
