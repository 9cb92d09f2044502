import { SUBMISSION_MAX_AGE_MS } from '../lib/schemas/common';
import { sweepExpiredSessions } from './admin-session';
import { mapLimited, store, type StoreName } from './blobs';
import { LOGIN_ATTEMPTS_PREFIX, LOGIN_SLOWDOWN_PREFIX, LOGIN_WINDOW_MS, SLOWDOWN_INTERVAL_MS } from './login-attempts';
import { slotTime } from './slots';

/**
 * The daily cleanup (netlify/functions/daily-cleanup.mts): deletes the records that only matter
 * for a while, so a flood of requests from many addresses cannot grow the stores for good.
 * - `ratelimits`: windows that have ended (the window end is in the key).
 * - `admin`: failed-login records older than the 15-minute window, slow-down slots, expired
 *   sessions, and deleted-lead tombstones older than any submission the API still accepts.
 * - `usage`: AI budget slots of days before yesterday.
 * Unconfirmed newsletter sign-ups have their own scheduled purge (newsletter-purge-pending).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DELETE_CONCURRENCY = 16;

export interface CleanupReport {
  rateLimits: number;
  loginAttempts: number;
  sessions: number;
  tombstones: number;
  usage: number;
}

export async function runCleanup(now = Date.now()): Promise<CleanupReport> {
  const [rateLimits, loginAttempts, tombstones, usage] = await Promise.all([
    deleteWhere('ratelimits', '', (key) => rateLimitExpired(key, now)),
    deleteWhere('admin', LOGIN_ATTEMPTS_PREFIX, (key) => !(slotTime(key) > now - LOGIN_WINDOW_MS)).then(
      async (count) => count + (await deleteWhere('admin', LOGIN_SLOWDOWN_PREFIX, (key) => !(slotTime(key) > now - SLOWDOWN_INTERVAL_MS))),
    ),
    // A tombstone stops a late offline retry from bringing a deleted lead back; once the
    // submission id (a UUIDv7) is older than the API accepts, no retry can arrive.
    deleteWhere('admin', 'deleted-inquiries/', (key) => slotTime(key) < now - SUBMISSION_MAX_AGE_MS - DAY_MS),
    deleteWhere('usage', 'gemini/', (key) => usageDayExpired(key, now)),
  ]);
  const sessions = await sweepExpiredSessions(now);
  return { rateLimits, loginAttempts, sessions, tombstones, usage };
}

/** `<bucket>/<client hash>/<window end ms>/<uuidv7>`; anything unreadable is stale too. */
function rateLimitExpired(key: string, now: number): boolean {
  const windowEnd = Number(key.split('/')[2]);
  return !(windowEnd > now);
}

/** `gemini/<YYYY-MM-DD>/<uuidv7>`: kept for today and yesterday (UTC), whatever the time zone of the caller. */
function usageDayExpired(key: string, now: number): boolean {
  const day = Date.parse(`${key.split('/')[1]}T00:00:00Z`);
  return !(day >= now - 2 * DAY_MS);
}

async function deleteWhere(name: StoreName, prefix: string, expired: (key: string) => boolean): Promise<number> {
  const target = store(name);
  const { blobs } = await target.list(prefix ? { prefix } : {});
  const stale = blobs.filter(({ key }) => expired(key));
  await mapLimited(stale, DELETE_CONCURRENCY, ({ key }) => target.delete(key));
  return stale.length;
}
