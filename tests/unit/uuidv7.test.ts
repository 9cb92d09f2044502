import { describe, expect, it } from 'vitest';
import { UUIDV7_PATTERN, uuidv7, uuidv7Time } from '../../src/lib/uuidv7';

describe('uuidv7', () => {
  it('is a version-7 UUID that encodes its creation time and sorts by it', () => {
    const early = uuidv7(Date.UTC(2026, 0, 1));
    const late = uuidv7(Date.UTC(2026, 10, 21, 12));
    expect(early).toMatch(UUIDV7_PATTERN);
    expect(uuidv7Time(early)).toBe(Date.UTC(2026, 0, 1));
    expect(uuidv7Time(late)).toBe(Date.UTC(2026, 10, 21, 12));
    expect([late, early].sort()).toEqual([early, late]);
  });

  it('is unique', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => uuidv7(1_700_000_000_000)));
    expect(ids.size).toBe(5000);
  });
});
