import type { Store } from '@netlify/blobs';
import { uuidv7, uuidv7Time } from '../lib/uuidv7';
import { oneAtATime } from './one-at-a-time';

/**
 * Counters that cannot be raced: the AI budget, the rate limits and the login attempts all take
 * a *slot*. A slot is a record of its own (`<prefix><uuidv7>`), written before anything is
 * counted; the request then lists the prefix and goes ahead only if at most `limit` records are
 * there. There is no read-then-write gap: of any set of requests that went ahead, the one whose
 * record was written last listed after every other one's record existed (an admitted record is
 * never deleted by the take), saw them all, and still counted at most `limit`. So never more than
 * `limit` go ahead, provided a listing shows every record that exists when it starts. It fails
 * closed: under a burst a few may be refused that a lock would admit.
 *
 * Why not `onlyIfNew` on numbered slots or `onlyIfMatch` on one counter: Netlify's Blobs makes
 * those atomic, but the local Blobs server (@netlify/blobs/server, which the tests and
 * `npm start` use) checks the condition and writes in separate steps, so two racing writes both
 * "win" there. Unique keys never conflict, anywhere.
 *
 * The proviso above fails on the local server: it lists a folder by reading its entries and then
 * inspecting each one, and when an entry vanishes in between (the temporary file of a concurrent
 * write, or a refused record being deleted) it stops and answers with the entries found so far.
 * A short listing undercounts, and under a burst that let more than `limit` through. On Netlify
 * a strongly consistent listing is complete. So the takes of one prefix run one at a time inside
 * a process (oneAtATime): locally every request shares one process (the tests, `npm start`), so
 * no write or delete under the prefix overlaps a listing of it and every count is complete and
 * exact; on Netlify concurrent requests run in separate instances, where the argument above holds.
 * Prefixes are unique across stores, so the prefix alone names the queue.
 */
export interface SlotOptions {
  now?: number;
  /** Records older than this (by their UUIDv7 time) are ignored: a sliding window. */
  since?: number;
}

export type SlotResult = { taken: true; key: string; count: number } | { taken: false; count: number; times: number[] };

const MAX_LISTINGS = 6;
const MAX_ROUNDS = 6;

export async function takeSlot(
  store: Store,
  prefix: string,
  limit: number,
  { now = Date.now(), since = -Infinity }: SlotOptions = {},
): Promise<SlotResult> {
  for (let round = 1; ; round++) {
    const attempt = await oneAtATime(`slot:${prefix}`, () => countWithOwnRecord(store, prefix, limit, now, since));
    if (attempt.result.taken) return attempt.result;
    // Everyone in a burst (across instances) writes before anyone counts, so each may see more
    // than `limit` and all would be refused. Those among the first `limit` (by key) try again
    // after a short random pause, outside the queue; admission is still only ever by the count
    // above, so the limit holds.
    if (attempt.rank >= limit || round >= MAX_ROUNDS) return attempt.result;
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * round));
  }
}

async function countWithOwnRecord(
  store: Store,
  prefix: string,
  limit: number,
  now: number,
  since: number,
): Promise<{ result: SlotResult; rank: number }> {
  // Already full: refused without writing. A listing can only miss records, never invent them,
  // so one that shows `limit` already is proof enough, and the many requests of a flood that
  // arrive after the limit cost one read each instead of a write, two reads and a delete.
  const before = await listSlots(store, prefix, since);
  if (before.length >= limit) return { result: refused(before), rank: limit };
  const key = `${prefix}${uuidv7(now)}`;
  await store.set(key, '');
  const slots = await slotKeys(store, prefix, key, since);
  if (slots.length <= limit) return { result: { taken: true, key, count: slots.length }, rank: 0 };
  // Refused: the record goes, so a flood from one client keeps at most `limit` records per
  // window, and the requests still racing (in other instances) can count without it.
  await store.delete(key);
  const rank = slots.filter((other) => other.key < key).length;
  return { result: refused(slots.filter((slot) => slot.key !== key)), rank };
}

/** Refused: the records that filled the window (never the refused request's own), oldest first. */
const refused = (slots: { time: number }[]): SlotResult => ({ taken: false, count: slots.length, times: slots.map((slot) => slot.time) });

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
    const slots = slotsIn(blobs, since);
    if (complete && slots.length > best.length) best = slots;
    if (complete && slots.length === previousCount) break;
    if (complete) previousCount = slots.length;
  }
  return best.sort((a, b) => a.time - b.time || (a.key < b.key ? -1 : 1));
}

/** One listing of the slot records under `prefix` (oldest first); it may miss some (see above). */
async function listSlots(store: Store, prefix: string, since: number): Promise<{ key: string; time: number }[]> {
  return slotsIn((await store.list({ prefix })).blobs, since).sort((a, b) => a.time - b.time || (a.key < b.key ? -1 : 1));
}

function slotsIn(blobs: { key: string }[], since: number): { key: string; time: number }[] {
  return blobs.map(({ key }) => ({ key, time: slotTime(key) })).filter(({ time }) => Number.isFinite(time) && time >= since);
}

/** The creation time of a slot record (its key ends in a UUIDv7); NaN for anything else. */
export function slotTime(key: string): number {
  const id = key.slice(key.lastIndexOf('/') + 1);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-7/.test(id) ? uuidv7Time(id) : Number.NaN;
}
