import type { Store } from '@netlify/blobs';
import { uuidv7, uuidv7Time } from '../lib/uuidv7';

/**
 * Counters that cannot be raced: the AI budget, the rate limits and the login attempts all take
 * a *slot*. A slot is a record of its own (`<prefix><uuidv7>`), written before anything is
 * counted; the request then lists the prefix and goes ahead only if at most `limit` records are
 * there. There is no read-then-write gap: of any set of requests that went ahead, the one whose
 * record was written last listed after every other one's record existed, saw them all, and still
 * counted at most `limit`. So N concurrent requests consume exactly N slots and never more than
 * `limit` go ahead (it fails closed: under a burst a few may be refused that a lock would admit).
 *
 * Why not `onlyIfNew` on numbered slots or `onlyIfMatch` on one counter: Netlify's Blobs makes
 * those atomic, but the local Blobs server (@netlify/blobs/server, which the tests and
 * `npm start` use) checks the condition and writes in separate steps, so two racing writes both
 * "win" there. Unique keys never conflict, anywhere.
 *
 * The local server can also cut a listing short when a file vanishes while it walks a folder (a
 * concurrent write's temporary file), so the count is the largest of a few listings that
 * include our own record, read until two agree. A production list is consistent on the first read.
 */
export interface SlotOptions {
  now?: number;
  /** Records older than this (by their UUIDv7 time) are ignored: a sliding window. */
  since?: number;
}

export type SlotResult = { taken: true; key: string; count: number } | { taken: false; key: string; count: number; times: number[] };

const MAX_LISTINGS = 6;
const MAX_ROUNDS = 6;

export async function takeSlot(
  store: Store,
  prefix: string,
  limit: number,
  { now = Date.now(), since = -Infinity }: SlotOptions = {},
): Promise<SlotResult> {
  for (let round = 1; ; round++) {
    const key = `${prefix}${uuidv7(now)}`;
    await store.set(key, '');
    const slots = await slotKeys(store, prefix, key, since);
    if (slots.length <= limit) return { taken: true, key, count: slots.length };
    // Refused: the record goes, so a flood from one client keeps at most `limit` records per
    // window (plus those in flight), and the requests still racing can count without it.
    await store.delete(key);
    // Everyone in a burst writes before anyone counts, so each may see more than `limit` and
    // all would be refused. Those among the first `limit` (by key) try again after a short random
    // pause; admission is still only ever by the count above, so the limit holds.
    const rank = slots.filter((other) => other.key < key).length;
    if (rank >= limit || round >= MAX_ROUNDS) return { taken: false, key, count: slots.length, times: slots.map((slot) => slot.time) };
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * round));
  }
}

/** The times of the records under `prefix` (oldest first), counted as described above. */
export async function slotTimes(store: Store, prefix: string, ownKey: string | null, since = -Infinity): Promise<number[]> {
  return (await slotKeys(store, prefix, ownKey, since)).map((slot) => slot.time);
}

async function slotKeys(store: Store, prefix: string, ownKey: string | null, since: number): Promise<{ key: string; time: number }[]> {
  let best: { key: string; time: number }[] = [];
  let previousCount = -1;
  for (let read = 0; read < MAX_LISTINGS; read++) {
    const { blobs } = await store.list({ prefix });
    const complete = ownKey === null || blobs.some((blob) => blob.key === ownKey);
    const slots = blobs.map(({ key }) => ({ key, time: slotTime(key) })).filter(({ time }) => Number.isFinite(time) && time >= since);
    if (complete && slots.length > best.length) best = slots;
    if (complete && slots.length === previousCount) break;
    if (complete) previousCount = slots.length;
  }
  return best.sort((a, b) => a.time - b.time || (a.key < b.key ? -1 : 1));
}

/** The creation time of a slot record (its key ends in a UUIDv7); NaN for anything else. */
export function slotTime(key: string): number {
  const id = key.slice(key.lastIndexOf('/') + 1);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-7/.test(id) ? uuidv7Time(id) : Number.NaN;
}
