import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';

/** Rule added after studying practice-t20 (phrasings of our own): an absolute about outcomes is a promise no hospice can keep. */
describe('guiding-honest: absolutes about outcomes are false promises', () => {
  it('fails honesty on an arrival time every time, no referral turned down, a patient kept out for good or never suffering, care as long as wanted', () => {
    for (const promise of [
      'Our admissions nurse is at the bedside in under two hours, always.',
      'We never turn down a referral, send us anyone.',
      'Anybody can go on hospice with us.',
      'Our team will keep your residents out of the ER for good.',
      'With our symptom team, patients never suffer at the end.',
      'An aide can stay with your father as long as the family wants.',
    ]) {
      expect(checkPasses([them('What makes you different?'), rep(promise)], 'guiding-honest', 'snf-don'), promise).toBe(false);
    }
  });

  it('still passes an honest description of what the team does', () => {
    const honest = 'Our nurse line answers around the clock, and a nurse can visit at night when symptoms flare.';
    expect(checkPasses([them('What makes you different?'), rep(honest)], 'guiding-honest', 'snf-don')).toBe(true);
  });
});
