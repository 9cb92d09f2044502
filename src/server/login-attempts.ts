import { store } from './blobs';
import { sha256Hex } from './secrets';
import { slotTimes, takeSlot } from './slots';

/**
 * Failed admin logins, limited in two ways, in the `admin` store. Enforced here, in Blobs,
 * because Netlify's `config.rateLimit` is not applied locally and tests must see it. Not scaled
 * by RATE_LIMIT_SCALE: a passphrase guesser must never be given more tries by a config knob.
 *
 * Per address: LOGIN_FAILURE_LIMIT failures in a sliding LOGIN_WINDOW_MS lock that address until
 * the oldest failure leaves the window (the answer says when). Each attempt takes a slot
 * (slots.ts) before the passphrase is checked and gives it back on success, so only failures
 * remain and a burst of parallel guesses gets at most LIMIT checks.
 *
 * Across addresses: once GLOBAL_SLOWDOWN_AFTER failures from anyone are in the window (a guesser
 * spreading over many addresses), every login, from any address, first takes the one global
 * slot of each SLOWDOWN_INTERVAL_MS. Guessing drops to a few attempts a minute while the owner,
 * from an address that has not failed, still gets in within seconds: slowed, never locked out.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const GLOBAL_SLOWDOWN_AFTER = 20;
export const SLOWDOWN_INTERVAL_MS = 10 * 1000;
export const LOGIN_ATTEMPTS_PREFIX = 'login-attempts/';
export const LOGIN_SLOWDOWN_PREFIX = 'login-slowdown/';

export type LoginAttempt = { allowed: true; succeeded: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export async function beginLoginAttempt(clientKey: string, now = Date.now()): Promise<LoginAttempt> {
  const admin = store('admin');
  const since = now - LOGIN_WINDOW_MS;

  const recentFailures = await slotTimes(admin, LOGIN_ATTEMPTS_PREFIX, null, since);
  if (recentFailures.length >= GLOBAL_SLOWDOWN_AFTER) {
    const slowdown = await takeSlot(admin, LOGIN_SLOWDOWN_PREFIX, 1, { now, since: now - SLOWDOWN_INTERVAL_MS });
    if (!slowdown.taken) return { allowed: false, retryAfterSeconds: seconds(slowdown.times[0]! + SLOWDOWN_INTERVAL_MS - now) };
  }

  const prefix = `${LOGIN_ATTEMPTS_PREFIX}${sha256Hex(clientKey).slice(0, 32)}/`;
  const slot = await takeSlot(admin, prefix, LOGIN_FAILURE_LIMIT, { now, since });
  if (!slot.taken) {
    // The address is free again when enough of its failures have left the window.
    const freesAt = slot.times[slot.times.length - LOGIN_FAILURE_LIMIT]! + LOGIN_WINDOW_MS;
    return { allowed: false, retryAfterSeconds: seconds(freesAt - now) };
  }
  return { allowed: true, succeeded: () => admin.delete(slot.key) };
}
