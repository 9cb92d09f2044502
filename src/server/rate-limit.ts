import type { Config } from '@netlify/functions';
import { store } from './blobs';
import { jsonError } from './http';
import { sha256Hex } from './secrets';
import { slotTimes, takeSlot } from './slots';

/**
 * Per-client rate limits. Each function declares its limit once, as the literal
 * `config.rateLimit` Netlify enforces at its edge (it must be a literal: Netlify reads the config
 * without running the code). The same numbers are counted here, in Blobs, because the platform
 * rule is not applied locally and tests must see it, and so the limit holds if the platform rule
 * is ever removed: `rateLimitRule(config)` reads them from the function's own config.
 *
 * Counting takes a slot (slots.ts), so 50 concurrent requests from one address let at most the
 * limit through. Keys: `<bucket>/<hash of the client>/<window end ms>/<uuidv7>`; the window end
 * in the key lets the daily cleanup delete finished windows without reading them.
 *
 * RATE_LIMIT_SCALE multiplies every limit (the local load test raises it; 0 disables counting).
 */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** The in-code rule for a function, from the `config.rateLimit` Netlify enforces. */
export function rateLimitRule(config: Config & { path?: string | string[] }): RateLimitRule {
  const { rateLimit } = config;
  const path = Array.isArray(config.path) ? config.path[0] : config.path;
  if (!rateLimit || !path) throw new Error('rateLimitRule needs a function config with path and rateLimit');
  const bucket = path
    .replace(/^\/api\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
  return { bucket, limit: rateLimit.windowLimit, windowSeconds: rateLimit.windowSize ?? 60 };
}

function scale(): number {
  const raw = process.env.RATE_LIMIT_SCALE;
  const value = raw === undefined || raw === '' ? 1 : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 1;
}

/**
 * Counts one use of `key` in the rule's current fixed window, at the rule's own limit (not
 * scaled): for limits that protect someone else, like confirmation emails per mailbox. Returns
 * the seconds until the window ends when it is full, null when the use is allowed. The key is
 * hashed: no address is stored in plain text.
 */
export async function takeWindowSlot(rule: RateLimitRule, key: string, limit = rule.limit, now = Date.now()): Promise<number | null> {
  const { prefix, windowEnd } = windowOf(rule, key, now);
  const slot = await takeSlot(store('ratelimits'), prefix, limit, { now });
  return slot.taken ? null : Math.max(1, Math.ceil((windowEnd - now) / 1000));
}

function windowOf(rule: RateLimitRule, key: string, now: number): { prefix: string; windowEnd: number } {
  const windowMs = rule.windowSeconds * 1000;
  const windowEnd = Math.floor(now / windowMs) * windowMs + windowMs;
  return { prefix: `${rule.bucket}/${sha256Hex(key).slice(0, 32)}/${windowEnd}/`, windowEnd };
}

const scaledLimit = (rule: RateLimitRule, factor: number) => Math.max(1, Math.floor(rule.limit * factor));

const tooMany = (retryAfter: number) =>
  jsonError(
    429,
    'Too many requests. Please wait a moment and try again.',
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );

/**
 * For limits that count only some requests (failures): a 429 when the client's window already
 * holds the limit, without counting this request; `takeRateLimit` counts one once it failed.
 */
export async function rateLimitReached(rule: RateLimitRule, clientKey: string, now = Date.now()): Promise<Response | null> {
  const factor = scale();
  if (factor === 0) return null;
  const { prefix, windowEnd } = windowOf(rule, clientKey, now);
  const counted = await slotTimes(store('ratelimits'), prefix, null);
  return counted.length >= scaledLimit(rule, factor) ? tooMany(Math.max(1, Math.ceil((windowEnd - now) / 1000))) : null;
}

/** Counts one request; returns a 429 Response (with Retry-After) once the window's limit is reached. */
export async function takeRateLimit(rule: RateLimitRule, clientKey: string, now = Date.now()): Promise<Response | null> {
  const factor = scale();
  if (factor === 0) return null;
  const retryAfter = await takeWindowSlot(rule, clientKey, scaledLimit(rule, factor), now);
  return retryAfter === null ? null : tooMany(retryAfter);
}
