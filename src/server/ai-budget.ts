import type { Budget } from '../lib/coach/engine';
import { store } from './blobs';

/**
 * The daily Gemini allowance (AI_DAILY_LIMIT), counted in the Blobs store `usage` under one key
 * per UTC day. It is a cost guard, not an exact quota: two requests racing on the same count can
 * let one extra call through, which is acceptable and avoids a lock on every AI request.
 */
export const usageKey = (date: Date) => `gemini/${date.toISOString().slice(0, 10)}`;

interface UsageRecord {
  count: number;
}

export function dailyBudget(limit: number, clock: () => Date = () => new Date()): Budget {
  return {
    async take() {
      if (limit <= 0) return false;
      const key = usageKey(clock());
      const counters = store('usage');
      const current = (await counters.get(key, { type: 'json' })) as UsageRecord | null;
      const count = current?.count ?? 0;
      if (count >= limit) return false;
      await counters.setJSON(key, { count: count + 1 } satisfies UsageRecord);
      return true;
    },
  };
}

/** Gemini calls counted on a given UTC day. */
export async function usageOn(date: Date): Promise<number> {
  const record = (await store('usage').get(usageKey(date), { type: 'json' })) as UsageRecord | null;
  return record?.count ?? 0;
}
