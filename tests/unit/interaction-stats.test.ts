// The phone interaction bench's arithmetic: a wrong count of lost characters or a wrong p95 would
// report a page that loses a rep's typing, or answers late, as meeting its goal.
import { describe, expect, it } from 'vitest';
import { charactersLost, meetsTimeGoal, percentile, summarizeTimes } from '../../scripts/bench/interaction-stats.ts';

describe('charactersLost', () => {
  it('is 0 when everything typed is there', () => {
    expect(charactersLost('A 120-bed SNF', 'A 120-bed SNF')).toBe(0);
    expect(charactersLost('', 'anything')).toBe(0);
  });

  it('counts a field wiped mid-typing: only the tail typed after hydration is left', () => {
    expect(charactersLost('How do I prioritize', 'prioritize')).toBe(9);
  });

  it('counts characters dropped from the middle and from the end', () => {
    expect(charactersLost('playbook', 'pook')).toBe(4);
    expect(charactersLost('Sarah Jones', 'Sarah')).toBe(6);
  });

  it('counts everything when nothing arrived', () => {
    expect(charactersLost('Met the DON', '')).toBe(11);
  });

  it('does not count extra or duplicated characters as lost, and order matters', () => {
    expect(charactersLost('abc', 'aabbcc')).toBe(0);
    expect(charactersLost('abc', 'cba')).toBe(2);
  });
});

describe('percentile', () => {
  it('is the nearest rank', () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(percentile(sorted, 50)).toBe(30);
    expect(percentile(sorted, 95)).toBe(50);
    expect(percentile(sorted, 0)).toBe(10);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarizeTimes and meetsTimeGoal', () => {
  it('summarises the runs that produced a time, rounded', () => {
    expect(summarizeTimes([40.4, 90.6, 60, 20, 80])).toEqual({ runs: 5, measured: 5, medianMs: 60, p95Ms: 91, maxMs: 91 });
  });

  it('meets the goal only when the p95 is within it', () => {
    expect(meetsTimeGoal(summarizeTimes([30, 40, 50, 60, 100]), 100)).toBe(true);
    expect(meetsTimeGoal(summarizeTimes([30, 40, 50, 60, 101]), 100)).toBe(false);
  });

  it('fails a goal when a run got no response at all, however fast the others were', () => {
    const summary = summarizeTimes([20, null, 30]);
    expect(summary).toMatchObject({ runs: 3, measured: 2, medianMs: 20 });
    expect(meetsTimeGoal(summary, 100)).toBe(false);
  });

  it('has no times and fails when no run responded', () => {
    const summary = summarizeTimes([null, null]);
    expect(summary).toEqual({ runs: 2, measured: 0, medianMs: null, p95Ms: null, maxMs: null });
    expect(meetsTimeGoal(summary, 100)).toBe(false);
  });
});
