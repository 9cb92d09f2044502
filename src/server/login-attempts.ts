import { store } from './blobs';
import { uuidv7 } from './ids';
import { sha256Hex } from './secrets';

/**
 * Failed admin logins allowed per client in a sliding window. Enforced here, in Blobs, because
 * Netlify's `config.rateLimit` is not applied locally and tests must see it. Not scaled by
 * RATE_LIMIT_SCALE: a passphrase guesser must never be given more tries by a config knob.
 *
 * Each attempt writes its own record before the password is checked and deletes it on success,
 * so only failures remain. Writing before counting closes the read-then-write gap: in a burst of
 * parallel guesses, the n-th attempt to count sees at least n records, so at most LIMIT of them
 * ever reach the password check.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const PREFIX = 'login-attempts/';

export type LoginAttempt =
  | { allowed: true; succeeded: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/** UUIDv7 keys start with their creation time in milliseconds. */
function keyTime(key: string): number {
  const id = key.slice(key.lastIndexOf('/') + 1);
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

export async function beginLoginAttempt(clientKey: string, now = Date.now()): Promise<LoginAttempt> {
  const attempts = store('admin');
  const prefix = `${PREFIX}${sha256Hex(clientKey).slice(0, 32)}/`;
  const ownKey = `${prefix}${uuidv7(now)}`;
  await attempts.set(ownKey, '');

  const blobs = await listIncluding(attempts, prefix, ownKey);
  const windowStart = now - LOGIN_WINDOW_MS;
  const expired = blobs.filter(({ key }) => keyTime(key) < windowStart);
  await Promise.all(expired.map(({ key }) => attempts.delete(key)));

  const others = blobs
    .map(({ key }) => key)
    .filter((key) => key !== ownKey && keyTime(key) >= windowStart)
    .sort();
  if (others.length >= LOGIN_FAILURE_LIMIT) {
    // A refused attempt is not a failed password check: it leaves nothing behind.
    await attempts.delete(ownKey);
    const freesAt = keyTime(others[others.length - LOGIN_FAILURE_LIMIT]!) + LOGIN_WINDOW_MS;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
  }
  return { allowed: true, succeeded: () => attempts.delete(ownKey) };
}

/**
 * Lists the client's records, re-reading when the answer is missing the record this attempt has
 * just written: such a list is known to be partial (the local Blobs server aborts a list midway
 * when a file vanishes during it, and answers with what it had read so far).
 */
async function listIncluding(attempts: ReturnType<typeof store>, prefix: string, ownKey: string) {
  let blobs: { key: string }[] = [];
  for (let read = 0; read < 5; read++) {
    ({ blobs } = await attempts.list({ prefix }));
    if (blobs.some(({ key }) => key === ownKey)) break;
  }
  return blobs;
}
