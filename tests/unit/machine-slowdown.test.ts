import { describe, expect, it } from 'vitest';
import { clampFactor, MAX_FACTOR, measureSlowdown, slowdownForRun } from '../../scripts/lib/machine-slowdown';

describe('the e2e timeout factor', () => {
  it('E2E_SLOWDOWN is used as given, kept between 1 and the maximum, and written back for the workers', () => {
    const env: Record<string, string | undefined> = { E2E_SLOWDOWN: '2.5' };
    expect(slowdownForRun(env)).toBe(2.5);
    expect(slowdownForRun({ E2E_SLOWDOWN: '0.2' })).toBe(1);
    expect(slowdownForRun({ E2E_SLOWDOWN: '40' })).toBe(MAX_FACTOR);
    expect(slowdownForRun({ E2E_SLOWDOWN: 'fast' })).toBe(1);
    expect(env.E2E_SLOWDOWN).toBe('2.5');
  });

  it('without the knob the factor is measured once, is a number in range, and is handed on', () => {
    const env: Record<string, string | undefined> = {};
    const factor = slowdownForRun(env);
    expect(factor).toBeGreaterThanOrEqual(1);
    expect(factor).toBeLessThanOrEqual(MAX_FACTOR);
    expect(env.E2E_SLOWDOWN).toBe(String(factor));
    expect(measureSlowdown()).toBeGreaterThanOrEqual(1);
  });

  it('rounds to one decimal', () => {
    expect(clampFactor(1.234)).toBe(1.2);
    expect(clampFactor(Number.NaN)).toBe(1);
  });
});
