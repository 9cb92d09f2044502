import { describe, expect, it } from 'vitest';
import { redact, removesNothing } from '../helpers/privacy-redact';

/**
 * Rules added after studying privacy-p10, with phrasings of our own (never the batch's): an age over
 * 89 standing alone between commas or said of "pop", a date beside a clinical event, a room before
 * its bed, and the person whose relative's number is asked for.
 */

describe('privacy guard: rules from p10', () => {
  it('removes an age over 89 between commas in a clause about a patient, or said of a relative', () => {
    expect(redact('new admit at the memory care, 96, wandering at night')).not.toContain('96');
    expect(redact('the family says pop is 99 and done with hospitals')).not.toContain('99');
    // A list of figures has digits beside its commas; a census is no age.
    removesNothing('our LOS by quarter was 93, 97, 104 days');
    removesNothing('census was 96, up from 88 last month');
  });

  it('removes a date beside a clinical event, and keeps a meeting date', () => {
    const text = redact('her g-tube placed 8/19, then she revoked 9/2 for the hospital');
    for (const gone of ['8/19', '9/2']) expect(text).not.toContain(gone);
    removesNothing('lunch-and-learn is wed 12/9 at noon for 12 nurses');
  });

  it('removes a room number before its bed', () => {
    expect(redact('his dad is in 214 bed B at the rehab')).not.toContain('214 bed B');
    removesNothing('they run a 90 bed SNF with 3 beds open');
  });

  it('removes the person whose relative’s number is asked for', () => {
    expect(redact('need the wife’s cell for Tomasz Wierzbicki, the one we have is dead')).not.toContain('Tomasz Wierzbicki');
  });
});
