import type { Budget } from '../coach/engine';
import { store } from './blobs';
import { slotTimes, takeSlot } from './slots';

/**
 * The daily Gemini allowance (AI_DAILY_LIMIT), counted in the Blobs store `usage`: one slot
 * record per call under `gemini/<UTC day>/` (slots.ts), so 60 concurrent requests with 10 calls
 * left make at most 10 model calls, and the rest get the offline coach. Old days are removed by
 * the daily cleanup (cleanup.ts).
 */
export const usageKey = (date: Date) => `gemini/${date.toISOString().slice(0, 10)}`;

export function dailyBudget(limit: number, clock: () => Date = () => new Date()): Budget {
  return {
    async take() {
      if (limit <= 0) return false;
      const now = clock();
      const slot = await takeSlot(store('usage'), `${usageKey(now)}/`, limit, { now: now.getTime() });
      return slot.taken;
    },
  };
}

/** Gemini calls counted on a given UTC day. */
export async function usageOn(date: Date): Promise<number> {
  return (await slotTimes(store('usage'), `${usageKey(date)}/`, null)).length;
}
