import { describe, expect, it } from 'vitest';
import { redactTask } from '../../src/coach/guard/privacy';
import { redact, removesNothing } from '../helpers/privacy-redact';

/**
 * Names reps type without capitals or cues, read by the shape around them (the spent batches'
 * remaining misses, with phrasings of our own): after a patient cue with a month or virtue for a
 * given name, a nickname in quotes, after a care verb, before a room, after "dad is", a relative
 * at a clause's start, a family by its plural, a titled name after a greeting to someone else.
 */
describe('privacy guard: names in any case', () => {
  it('reads a month or virtue given name after a patient cue, and a quoted nickname', () => {
    expect(redact('dr ames’s pt april nowicki finished radiation, can we do an info visit')).not.toContain('april nowicki');
    expect(redact("the son of pt 'bubba' holloway wants hospice at home")).not.toMatch(/bubba|holloway/);
    removesNothing('the pt may benefit from hospice if the family agrees');
  });

  it('reads a lower-case full name after a care verb, before a room, or after "dad is"', () => {
    expect(redact('goal: admit gloria pastrana before the holidays, her son agrees')).not.toContain('gloria pastrana');
    expect(redact('saw edwin marsh rm 204 at the rehab, wife wants hospice')).not.toContain('edwin marsh');
    const dad = redact('her dad is otis bramble, 95. she wants to keep him home');
    for (const gone of ['otis bramble', '95']) expect(dad).not.toContain(gone);
    removesNothing('what is the live discharge rate benchmark for hospice nationally?');
    removesNothing('we admit dementia pts every week from that SNF');
  });

  it('reads a relative’s lower-case name at a clause’s start, and a name before a wish', () => {
    expect(redact('the family speaks mostly tagalog, granddaughter liza interprets for hospice')).not.toContain('liza');
    expect(redact('oncologist says no hospice for anne-marie roux, wants another scan')).not.toContain('anne-marie roux');
  });

  it('reads a family named by its plural beside a relative, and a titled name after a greeting to someone else', () => {
    expect(redact('one family (the Abernathys, son Glen) thinks hospice means giving up')).not.toContain('Abernathys');
    expect(redact('hi dana, pt of dr roe’s, ms. Castle — stopped chemo last week')).not.toContain('Castle');
    removesNothing('good morning, Mr. Hale. could your team use a hospice in-service?');
  });

  it('drops an email recipient whose own parent the request is about', () => {
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'good to meet you at the rehab about your mom’s care, sending our hospice faq',
      recipientName: 'Tanya Ruiz',
    });
    expect(email.task.recipientName).toBeUndefined();
  });
});
