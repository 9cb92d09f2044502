import { beforeAll, describe, expect, it } from 'vitest';
import { findNamesWithNlp, loadNlp } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';

/**
 * Round s16, with phrasings of our own: a name followed by what a chart says of a patient (a
 * diagnosis in brackets, an age after a comma), a person placed "from" a room, a titled name after a
 * patient's bed even when a staff role came earlier; and, against false notices, the hospice's own
 * people (the rep "here from" the hospice, "X my director", "X in billing", "our CEO X") and a
 * preposition after "pt" ("a pt like ...").
 */

beforeAll(loadNlp);

const both = (text: string) => [redactPatientIdentifiers(text), redactPatientIdentifiers(text, findNamesWithNlp)];

describe('privacy guard: names in chart shapes', () => {
  it('removes a name followed by a diagnosis in brackets or an age after a comma', () => {
    for (const [text, name] of [
      ['any tips for my guy Thaddeus (COPD, on o2 24/7) who keeps going back to the ER', 'Thaddeus'],
      ['share the story of the man we admitted monday, Ignacio, 79, with end stage CHF', 'Ignacio'],
    ] as const) {
      for (const result of both(text)) expect(result.text, text).not.toContain(name);
    }
  });

  it('removes a person placed from a room and a titled name after a bed', () => {
    for (const [text, name] of [
      ['tell the ED that Philippa from apt 2D is now on our service', 'Philippa'],
      ['thank the CM for the referral in room 507, Mrs. Abernethy', 'Abernethy'],
    ] as const) {
      for (const result of both(text)) {
        expect(result.text, text).not.toContain(name);
        expect(result.found, text).toContain('room');
      }
    }
  });

  it("keeps the hospice's own people and a place with a diagnosis clinic in brackets", () => {
    for (const text of [
      'Hi Marisa, Quentin here from Spartan Hospice, is Dr. Osei seeing patients today?',
      'Yolanda my director says to push GIP referrals this month',
      'what are the hospice cap amounts this year, Bettina in billing asked',
      'our CEO Lamont Fisk will join the 2:30 meeting in conf room 3',
      'met with the team at Riverside (ALS clinic) about earlier referrals',
    ]) {
      for (const result of both(text)) expect(result.found, text).toEqual([]);
    }
  });

  it('reads a preposition after "pt" as no name', () => {
    expect(redactPatientIdentifiers('can a pt like that get continuous care at home?').found).toEqual([]);
  });
});

describe('privacy guard: public figures and family recipients', () => {
  it('keeps a name in a sentence about public figures', () => {
    for (const result of both('Walter Cronkite was on hospice at the end, how do I use famous examples in talks?'))
      expect(result.found).toEqual([]);
  });

  it('treats an email recipient as family when what to mention says so', () => {
    const task = {
      kind: 'email' as const,
      templateType: 'follow_up' as const,
      context: 'follow up after our visit last week',
      recipientName: 'Lorna Whitby',
      customization: 'her dad Ambrose died on 11/3, offer the bereavement group',
    };
    for (const result of [redactTask(task), redactTask(task, findNamesWithNlp)]) {
      expect(JSON.stringify(result.task)).not.toContain('Lorna');
      expect(JSON.stringify(result.task)).not.toContain('Ambrose');
    }
  });
});

describe('privacy guard: names listed together', () => {
  it('removes a full name listed with patients’ names, and keeps a list of contacts the rep invites', () => {
    for (const result of both('remember the residents we lost this year: Mr. Quimby, Mrs. Stroud and Petra Halvorsen')) {
      expect(result.text).not.toContain('Halvorsen');
    }
    for (const result of both('invite Mrs. Ashby, Ms. Chao and Rene Dupuis to the lunch and learn')) expect(result.found).toEqual([]);
  });
});
