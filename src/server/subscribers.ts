import { createHash } from 'node:crypto';
import type { Subscriber } from '../lib/schemas/newsletter';
import { UNSUBSCRIBE_PATH, type AdminSubscriber } from '../lib/schemas/admin';
import { BLOB_READ_CONCURRENCY, getJsonRecord, mapLimited, store } from './blobs';
import { secretToken, uuidv7 } from './ids';
import { safeEqual, sha256Hex } from './secrets';

/** A stored subscription: the admin's view plus the secret unsubscribe token. */
export interface SubscriberRecord extends Subscriber {
  unsubscribeToken: string;
  /**
   * 'pending' until the address is confirmed (double opt-in, only when email is configured).
   * Records from before double opt-in have no status and are active.
   */
  status?: 'pending' | 'active';
  confirmedAt?: string;
  /** When the last confirmation email went out, so repeated sign-ups do not flood an inbox. */
  confirmationSentAt?: string;
}

export const isActive = (record: Pick<SubscriberRecord, 'status'>) => record.status !== 'pending';

/** The token index: hash of an unsubscribe token → the subscriber's key, so unsubscribing never scans. */
interface TokenIndexEntry {
  subscriberKey: string;
}

/** One key per address: SHA-256 of the trimmed, lower-cased email, so repeats land on one record. */
export function subscriberKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

const tokenKey = (token: string) => sha256Hex(token);

/**
 * Subscribes an address. Idempotent under any concurrency: the write is conditional on the key
 * being new, so twenty simultaneous subscribes leave exactly one record. Returns whether this
 * call created it.
 *
 * The token index entry is written first: if the process dies between the two writes, the
 * leftover is an index entry pointing at a record with another token (harmless, checked on use),
 * never a subscriber whose unsubscribe link does not work.
 */
export async function subscribe(
  email: string,
  now = new Date(),
  options: { pending?: boolean } = {},
): Promise<{ created: boolean; key: string }> {
  const key = subscriberKey(email);
  const record: SubscriberRecord = {
    id: uuidv7(now.getTime()),
    email: email.trim(),
    subscribedAt: now.toISOString(),
    unsubscribeToken: secretToken(),
    ...(options.pending ? { status: 'pending' as const } : {}),
  };
  const tokens = store('subscriber-tokens');
  const entry: TokenIndexEntry = { subscriberKey: key };
  await tokens.setJSON(tokenKey(record.unsubscribeToken), entry);
  const result = await store('subscribers').setJSON(key, record, { onlyIfNew: true });
  if (!result.modified) await tokens.delete(tokenKey(record.unsubscribeToken));
  return { created: result.modified, key };
}

export async function allRecords(): Promise<{ key: string; record: SubscriberRecord }[]> {
  const subscribers = store('subscribers');
  const { blobs } = await subscribers.list();
  const records = await mapLimited(blobs, BLOB_READ_CONCURRENCY, async ({ key }) => ({
    key,
    record: await getJsonRecord<SubscriberRecord>('subscribers', key),
  }));
  return records.filter((entry): entry is { key: string; record: SubscriberRecord } => entry.record !== null);
}

/**
 * Every active subscriber, newest first, without their tokens. Unsubscribing deletes the record,
 * so every record listed here is an active subscription.
 */
export async function listSubscribers(): Promise<Subscriber[]> {
  return (await listSubscriberRecords()).map(({ id, email, subscribedAt }) => ({ id, email, subscribedAt }));
}

/**
 * The admin's list: each subscriber with their personal unsubscribe link, which the owner's
 * mailing tool merges into every newsletter (the CSV export carries it).
 */
export async function listSubscribersForAdmin(origin: string, status: 'active' | 'pending' = 'active'): Promise<AdminSubscriber[]> {
  return (await listSubscriberRecords(status)).map(({ id, email, subscribedAt, unsubscribeToken }) => ({
    id,
    email,
    subscribedAt,
    unsubscribeUrl: unsubscribeUrl(origin, unsubscribeToken),
  }));
}

const unsubscribeUrl = (origin: string, token: string) => `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

async function listSubscriberRecords(status: 'active' | 'pending' = 'active'): Promise<SubscriberRecord[]> {
  return (await allRecords())
    .map(({ record }) => record)
    .filter((record) => isActive(record) === (status === 'active'))
    .sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt) || b.id.localeCompare(a.id));
}

/** The record behind an unsubscribe link; the token is compared in constant time. */
async function findByToken(token: string): Promise<{ key: string; record: SubscriberRecord } | null> {
  const entry = (await store('subscriber-tokens').get(tokenKey(token), { type: 'json' })) as TokenIndexEntry | null;
  if (!entry) return null;
  const record = (await store('subscribers').get(entry.subscriberKey, { type: 'json' })) as SubscriberRecord | null;
  if (!record || !safeEqual(record.unsubscribeToken, token)) {
    await store('subscriber-tokens').delete(tokenKey(token));
    return null;
  }
  return { key: entry.subscriberKey, record };
}

export async function remove(key: string, record: SubscriberRecord): Promise<void> {
  await store('subscribers').delete(key);
  await store('subscriber-tokens').delete(tokenKey(record.unsubscribeToken));
}

/** Ends the subscription behind an unsubscribe link. False when the link matches nothing (already removed, or never valid). */
export async function unsubscribeByToken(token: string): Promise<{ removed: boolean }> {
  const found = await findByToken(token);
  if (!found) return { removed: false };
  await remove(found.key, found.record);
  return { removed: true };
}

/** The address behind an unsubscribe link, for the page that asks for a click before removing it. */
export async function emailForUnsubscribeToken(token: string): Promise<string | null> {
  return (await findByToken(token))?.record.email ?? null;
}

/** The admin's delete (privacy requests). Scans: it is rare and the list is the admin's to read anyway. */
export async function deleteSubscriberById(id: string): Promise<boolean> {
  const found = (await allRecords()).find(({ record }) => record.id === id);
  if (!found) return false;
  await remove(found.key, found.record);
  return true;
}
