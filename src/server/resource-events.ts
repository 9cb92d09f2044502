import type { ResourceAccessEvent } from '../lib/schemas/analytics';
import { store } from './blobs';
import { uuidv7 } from './ids';

/**
 * Resource download events in the `events` store, one key per event:
 * `${resourceName}/${uuidv7}`. Counting is a prefix listing, so concurrent clicks never race on a
 * shared counter and nothing is lost.
 */
export const resourceEventPrefix = (resourceName: string) => `${resourceName}/`;

export async function recordResourceAccess(event: { resourceName: string; timestamp: number }, now = new Date()): Promise<string> {
  const key = `${resourceEventPrefix(event.resourceName)}${uuidv7(now.getTime())}`;
  const record: ResourceAccessEvent = { resourceName: event.resourceName, timestamp: event.timestamp, receivedAt: now.toISOString() };
  await store('events').setJSON(key, record);
  return key;
}

/** How many times each named resource was opened (a name with no events counts 0). */
export async function countResourceAccess(resourceNames: readonly string[]): Promise<Record<string, number>> {
  const events = store('events');
  const counts = await Promise.all(
    resourceNames.map(async (name) => {
      const { blobs } = await events.list({ prefix: resourceEventPrefix(name) });
      return [name, blobs.length] as const;
    }),
  );
  return Object.fromEntries(counts);
}
