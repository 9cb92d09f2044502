import { store } from './blobs';
import { jsonError } from './http';

/**
 * A fixed-window request counter in Blobs. Netlify's `config.rateLimit` does the real work in
 * production, but it is not enforced locally, so limits that tests must observe (and that must
 * hold if the platform rule is ever removed) are also counted here.
 *
 * RATE_LIMIT_SCALE multiplies every limit (the local load test raises it; 0 disables counting).
 */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

function scale(): number {
  const raw = process.env.RATE_LIMIT_SCALE;
  const value = raw === undefined || raw === '' ? 1 : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 1;
}

async function hashKey(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Buffer.from(digest).toString('hex').slice(0, 32);
}

/** Counts one request; returns a 429 Response (with Retry-After) once the window's limit is passed. */
export async function takeRateLimit(rule: RateLimitRule, clientKey: string, now = Date.now()): Promise<Response | null> {
  const factor = scale();
  if (factor === 0) return null;
  const limit = Math.max(1, Math.floor(rule.limit * factor));
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  // The client key is hashed: no IP address is stored in plain text.
  const key = `${rule.bucket}/${await hashKey(clientKey)}/${windowStart}`;
  const counters = store('ratelimits');
  const current = (await counters.get(key, { type: 'json' })) as { count: number } | null;
  const count = (current?.count ?? 0) + 1;
  await counters.setJSON(key, { count, expiresAt: windowStart + windowMs });
  if (count <= limit) return null;
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  return jsonError(429, 'Too many requests. Please wait a moment and try again.', {}, { 'Retry-After': String(retryAfter) });
}
