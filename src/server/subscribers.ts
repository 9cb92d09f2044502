import { createHash } from 'node:crypto';
import type { Subscriber } from '../lib/schemas/newsletter';
import { store } from './blobs';
import { secretToken, uuidv7 } from './ids';

/** A stored subscription: the admin's view plus the secret unsubscribe token. */
export interface SubscriberRecord extends Subscriber {
  unsubscribeToken: string;
}

/** One key per address: SHA-256 of the trimmed, lower-cased email, so repeats land on one record. */
export function subscriberKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Subscribes an address. Idempotent under any concurrency: the write is conditional on the key
 * being new, so twenty simultaneous subscribes leave exactly one record. Returns whether this
 * call created it.
 */
export async function subscribe(email: string, now = new Date()): Promise<{ created: boolean }> {
  const record: SubscriberRecord = {
    id: uuidv7(now.getTime()),
    email: email.trim(),
    subscribedAt: now.toISOString(),
    unsubscribeToken: secretToken(),
  };
  const result = await store('subscribers').setJSON(subscriberKey(email), record, { onlyIfNew: true });
  return { created: result.modified };
}

/** Every subscriber, newest first, without their tokens. */
export async function listSubscribers(): Promise<Subscriber[]> {
  const subscribers = store('subscribers');
  const { blobs } = await subscribers.list();
  const records = await Promise.all(blobs.map(({ key }) => subscribers.get(key, { type: 'json' }) as Promise<SubscriberRecord | null>));
  return records
    .filter((record): record is SubscriberRecord => record !== null)
    .map(({ id, email, subscribedAt }) => ({ id, email, subscribedAt }))
    .sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt));
}
