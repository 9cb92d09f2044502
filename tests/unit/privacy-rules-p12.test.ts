import { beforeAll, describe, expect, it } from 'vitest';
import { findNamesWithNlp, loadNlp } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';
import { redact, removesNothing } from '../helpers/privacy-redact';

/**
 * Rules added after studying privacy-p12, with phrasings of our own (never the batch's): a billing
 * account number written "acct" or "account" with the number straight after, and a disease named
 * after a person ("Parkinson's", "Creutzfeldt-Jakob") that is no patient's name, on either finder.
 */

beforeAll(loadNlp);

describe('privacy guard: rules from p12', () => {
  it('removes an account number however the label is shortened', () => {
    for (const text of [
      'the family got a bill on acct # 55-10293-7, can they appeal',
      'finance asked about account 4471-0092 again',
      'billing said acct no. 330198 is past due',
      'acct#60211-4 was billed for room and board',
    ]) {
      const result = redactPatientIdentifiers(text);
      expect(result.found, text).toContain('mrn');
      expect(result.text, text).not.toMatch(/\d{4}/);
    }
  });

  it('leaves an account word without a number alone', () => {
    for (const text of ['our account manager covers the north county', 'we opened 12 new accounts this quarter']) removesNothing(text);
  });

  it('does not take a disease named after a person for a patient name, with or without compromise', () => {
    for (const text of [
      "teaching the nursing students about lou gehrig's and huntington's, when do they qualify for hospice?",
      'does creutzfeldt-jakob disease qualify for hospice with rapid decline',
      "what are the hospice criteria for end stage Parkinson's disease",
    ]) {
      expect(redactPatientIdentifiers(text).found, text).toEqual([]);
      expect(redactPatientIdentifiers(text, findNamesWithNlp).found, text).toEqual([]);
    }
  });

  it('still removes a patient whose surname is also a disease name', () => {
    expect(redact('our pt Ruth Parkinson has end stage copd, 2L O2')).not.toContain('Parkinson');
    expect(redactPatientIdentifiers('pt Alvin Graves, declining fast with chf', findNamesWithNlp).text).not.toContain('Graves');
  });

  it('removes a room number with a dash and bed letter without any room word, but not a meeting room', () => {
    for (const text of ['the ADON wants to hold off on 318-B until her son flies in', '312-c keeps asking to go home']) {
      const result = redactPatientIdentifiers(text);
      expect(result.found, text).toContain('room');
      expect(result.text, text).not.toMatch(/\d{3}-[bc]/i);
    }
    for (const text of ['the IDG meets in conference 214-A at noon', 'icd-10 codes and our hours, 9-5']) removesNothing(text);
  });

  it("takes the recipient for family when the email is about the recipient's grandparent", () => {
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'recap of the call about her grandma starting hospice',
      recipientName: 'Mei Tran',
    });
    expect(JSON.stringify(email.task)).not.toContain('Mei Tran');
  });

  it('removes a description of who a named patient is, set off by commas, but keeps care detail', () => {
    for (const [text, gone] of [
      ['pt Harlan Voss, the retired sheriff, wont let the aide in', 'retired sheriff'],
      ['our pt is Opal Reyes, 71, widow of the pastor at first baptist, declining', 'widow of the pastor'],
      ['pt is Dwayne T. 66 yo, county road crew retiree in Elm Grove, FVC 40%', 'road crew'],
    ]) {
      const result = redactPatientIdentifiers(text);
      expect(result.text, text).not.toContain(gone);
    }
    expect(redact('pt Gus Miller, the CHF pt on the rehab hall, refuses')).toContain('the CHF pt');
    removesNothing('the retired sheriff, the old pastor and a former mayor came to the talk on hospice');
  });
});
