import { createHash, randomBytes } from 'node:crypto';
import { store } from '../blobs';

/**
 * The day's salt for visit hashes: random, made on the day's first event, deleted by the nightly
 * rollup once the day is over. A visit id hashed with it can be counted that day and never linked
 * to another day, and once the salt is gone not even the site can recompute a hash.
 */
const saltKey = (day: string) => `salt/${day}`;
const cache = new Map<string, string>();

export async function daySalt(day: string): Promise<string> {
  const cached = cache.get(day);
  if (cached) return cached;
  const analytics = store('analytics');
  let salt = (await analytics.get(saltKey(day), { type: 'text' })) ?? null;
  if (salt === null) {
    await analytics.set(saltKey(day), randomBytes(32).toString('hex'), { onlyIfNew: true });
    // Read back whichever salt won, so every function instance hashes with the same one.
    salt = (await analytics.get(saltKey(day), { type: 'text' }))!;
  }
  cache.clear();
  cache.set(day, salt);
  return salt;
}

export const visitHash = (salt: string, visitId: string) => createHash('sha256').update(`${salt}:${visitId}`).digest('hex').slice(0, 32);

/** Salts of days before `today` (UTC): no longer needed once the day is over. */
export async function deleteOldSalts(today: string): Promise<number> {
  const analytics = store('analytics');
  const { blobs } = await analytics.list({ prefix: 'salt/' });
  const old = blobs.filter(({ key }) => key.slice('salt/'.length) < today);
  await Promise.all(old.map(({ key }) => analytics.delete(key)));
  for (const day of cache.keys()) if (day < today) cache.delete(day);
  return old.length;
}
