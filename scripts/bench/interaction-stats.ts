// Pure arithmetic for the phone interaction bench (scripts/bench/phone-interaction.mjs): how many
// typed characters a page lost, and the median/p95 of a handful of timed runs. Kept apart from the
// browser code so it can be unit-tested (tests/unit/interaction-stats.test.ts).

/**
 * Characters of `expected` missing from `actual`, in order: `expected.length` minus their longest
 * common subsequence. A field wiped by hydration mid-typing keeps only its tail ("abcdef" → "def":
 * 3 lost); letters that went to another field are lost here and extra there. Extra characters in
 * `actual` are not counted as lost.
 */
export function charactersLost(expected: string, actual: string): number {
  if (!expected) return 0;
  if (!actual) return expected.length;
  // One row of the classic LCS table at a time: the strings here are a few hundred characters.
  let previous = new Array<number>(actual.length + 1).fill(0);
  for (const char of expected) {
    const row = new Array<number>(actual.length + 1).fill(0);
    for (let j = 1; j <= actual.length; j++) {
      row[j] = char === actual[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    }
    previous = row;
  }
  return expected.length - previous[actual.length];
}

/** Nearest-rank percentile (p in 0..100) of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export interface TimeSummary {
  /** Runs attempted. */
  runs: number;
  /** Runs that produced a time (a run with no response within the bench's wait has none). */
  measured: number;
  medianMs: number | null;
  p95Ms: number | null;
  maxMs: number | null;
}

/** Median, p95 and max of the runs that produced a time; `null` samples are runs with none. */
export function summarizeTimes(samples: readonly (number | null)[]): TimeSummary {
  const times = samples.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)).toSorted((a, b) => a - b);
  const rounded = (value: number) => (Number.isNaN(value) ? null : Math.round(value));
  return {
    runs: samples.length,
    measured: times.length,
    medianMs: rounded(percentile(times, 50)),
    p95Ms: rounded(percentile(times, 95)),
    maxMs: rounded(times.at(-1) ?? Number.NaN),
  };
}

/** A goal on time is met only when every run produced a time and the p95 is within it. */
export function meetsTimeGoal(summary: TimeSummary, goalMs: number): boolean {
  return summary.runs > 0 && summary.measured === summary.runs && summary.p95Ms !== null && summary.p95Ms <= goalMs;
}
