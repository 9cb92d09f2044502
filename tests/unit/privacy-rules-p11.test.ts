import { describe, expect, it } from 'vitest';
import { redactTask } from '../../src/coach/guard/privacy';
import { redact, removesNothing } from '../helpers/privacy-redact';

/**
 * Rules added after studying privacy-p11, with phrasings of our own (never the batch's): names
 * known by what stands beside them in any case, a name repeated in another field, quoted speech,
 * phone numbers without a cue, the shapes wards give a bed, and the recipient who is family.
 */

describe('privacy guard: rules from p11', () => {
  it('removes a name said in one field from every other field of the request', () => {
    const playbook = redactTask({
      kind: 'playbook',
      scenario: 'patient Odessa Grange at Pine Hollow revoked for surgery',
      desiredOutcomes: 'get Odessa back on service',
    });
    expect(JSON.stringify(playbook.task)).not.toContain('Odessa');
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'the DON asked about Thaddeus, his breathing is worse',
      customization: "mention Thaddeus's chart is ready",
    });
    expect(JSON.stringify(email.task)).not.toContain('Thaddeus');
  });

  it('reads a name inside quoted speech (a quote is not a title)', () => {
    const text = redact("case manager: 'Harriet Lindqvist is 95 and still sharp, she is not dying'");
    for (const gone of ['Harriet Lindqvist', '95']) expect(text).not.toContain(gone);
    removesNothing("our 'Hospice in Assisted Living' FAQ for residents with dementia");
  });

  it('removes a 555-style number beside a patient or their family, or said to be how to reach someone', () => {
    expect(redact('her nephew Bo (555-0137) wants a call back about hospice')).not.toContain('555-0137');
    expect(redact('is 555-0146 still the best number to reach you?')).not.toContain('555-0146');
    removesNothing('cardiology office, dr. ines ruiz, 555-0121, nobody ever answers');
    removesNothing('mention our after hours line 555-0190 in the email');
  });

  it('removes the shapes wards give a bed: a unit code, a lettered bed, a treatment chair, a floor and room', () => {
    expect(redact('we lost Opal Greer (6N-08) to another hospice')).not.toMatch(/Opal|6N-08/);
    expect(redact('bed c in 311 has a family asking about hospice')).not.toContain('bed c in 311');
    expect(redact('she sits in dialysis chair 7 on MWF and is exhausted')).not.toContain('chair 7');
    expect(redact('the resident on 3rd floor west 22a is not eating')).not.toContain('22a');
    expect(redact("Mabel's apartment is 4-118, bring the packet there")).not.toContain('4-118');
    removesNothing('they have 2 east 20 beds and a 3rd floor 12 residents unit');
  });

  it('removes a name in any case right before its owner’s birth date or age, and keeps a statistic', () => {
    expect(redact('Winifred (DOB 3.4.29) wants to stop dialysis')).not.toContain('Winifred');
    expect(redact('use the one in rm 9 (otto, age 96) as the example')).not.toContain('otto');
    removesNothing('residents average 88 years old and half have dementia');
    removesNothing('which does intake need for the NOE, the MRN and the MBI or the DOB?');
  });

  it('removes a name in apposition to a patient’s room, in any case', () => {
    expect(redact('resident in rm 310 at Pine Vale, delphine moreau, pps 30% now')).not.toContain('delphine moreau');
    expect(redact('the man in 5E bed 3, oskar lind, is refusing his tube feeds')).not.toContain('oskar lind');
  });

  it('removes labelled initials, and a person declared a patient even with a doctor’s title', () => {
    expect(redact('the one in the ER hold, initials T.M.W., lives alone')).not.toContain('T.M.W.');
    expect(redact('strange one: dr. elias ward, the retired cardiologist, is now our patient')).not.toContain('elias ward');
    removesNothing('Dr. Ward is a patient advocate for the oncology group');
  });

  it('removes a relative’s name typed in lower case, and keeps the words that follow a relation', () => {
    expect(redact('i met your mom ruth today, she loves the garden')).not.toContain('ruth');
    expect(redact('her grandson kofi texts me every night about hospice')).not.toContain('kofi');
    removesNothing('what worries you most about your dad right now with hospice?');
    removesNothing('her son already knows hospice is the next step');
  });

  it('removes a lower-case full name the next clause calls she or he', () => {
    expect(redact('what do I need for rosalind okafor, she’s at day 170 on hospice')).not.toContain('rosalind okafor');
  });

  it('removes a nickname whoever gives it, and a name placed in a room with an adverb between', () => {
    expect(redact('his grandkids all call him Tank, he is in rm 12 on hospice')).not.toContain('Tank');
    expect(redact('is Minerva still in apt 114? her daughter says she is sleeping all day')).not.toContain('Minerva');
  });

  it('keeps a greeting’s reach to the person greeted, not to a patient named in a clause after it', () => {
    expect(redact('hey, so we saw mrs. albright on 4 south and she is not eating')).not.toContain('albright');
  });

  it('keeps a place whose name owns something, a street-name word, and the rep’s own signature', () => {
    removesNothing('Maple Garden’s rehab wing has 30 beds, how many of your residents are on hospice?');
    const signed = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'f/u with the ED at Birch Terrace about respite for her residents on hospice',
      recipientName: 'Nora Velez',
      customization: 'sign it Mara Quist, Lakeside Hospice, 555-0109',
    });
    expect(signed.found).toEqual([]);
  });

  it('removes a street said after "at home on", and a recipient the request shows is the patient or family', () => {
    expect(redact('patient died at home on Finch Ct last night')).toContain('at home on [address removed]');
    const daughter = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: "pt's son asked what the benefit covers at home",
      recipientName: 'Dev Patel',
    });
    expect(daughter.task.recipientName).toBeUndefined();
    const patient = redactTask({
      kind: 'email',
      templateType: 'thank_you',
      context: 'thank her for letting our team come by, and confirm the chaplain visit friday',
      recipientName: 'Loretta Banks',
    });
    expect(patient.task.recipientName).toBeUndefined();
    const source = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'thank the DON for the lunch meeting today',
      recipientName: 'Loretta Banks',
    });
    expect(source.task.recipientName).toBe('Loretta Banks');
  });
});
