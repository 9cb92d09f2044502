import { describe, expect, it } from 'vitest';
import { understand } from '../../src/coach/understand/understand';

/**
 * General rules added after studying the answers batch b18, checked with phrasings of our own.
 */
const research = (query: string) => understand({ kind: 'research', query });

describe('a named place or person in the story, not in the question', () => {
  it('asks a rule when the name only says who asked', () => {
    expect(
      research('how many visits a month does the chaplain make? the administrator at Willowbend asked me').particulars.needsLiveData,
    ).toBe(false);
  });

  it('still defers when the question itself is about the named place', () => {
    expect(research('how many hospice patients does Willowbend have right now?').particulars.needsLiveData).toBe(true);
  });
});
