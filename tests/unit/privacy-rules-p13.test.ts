import { beforeAll, describe, expect, it } from 'vitest';
import { findNamesWithNlp, loadNlp } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';
import type { CoachTask } from '../../src/coach/types';
import { redact, removesNothing } from '../helpers/privacy-redact';

/**
 * Rules added after studying privacy-p13, with phrasings of our own (never the batch's): a hospital
 * stay's encounter number, a date printed day-month-year, every date of a patient once their birth
 * date or record number is removed, an intensive-care bay, a bed beside a meeting, initials with a
 * record number or a readmission, nicknames and who a patient was in a small place, relatives' and
 * families' names in brackets or with their phone, and, against false notices, staff named by role
 * in another field, a public figure named by office and a building that opens at an address.
 */

beforeAll(loadNlp);

const both = (text: string) => [redactPatientIdentifiers(text), redactPatientIdentifiers(text, findNamesWithNlp)];

/** Everything a task sends on, with either finder. */
function sentOn(task: CoachTask) {
  return [redactTask(task), redactTask(task, findNamesWithNlp)].map((result) => ({
    text: JSON.stringify(result.task),
    found: result.found,
  }));
}

describe('privacy guard: rules from p13', () => {
  it('removes an encounter, visit or CSN number like a record number', () => {
    for (const text of [
      'pt with enc #77120345 needs a GIP eval',
      'encounter 2025-339102 is the one the CM flagged',
      'the ED visit # 44109-2 was her fourth',
      'CSN 81920337, can we take him today',
    ]) {
      for (const result of both(text)) {
        expect(result.found, text).toContain('mrn');
        expect(result.text, text).not.toMatch(/\d{4}/);
      }
    }
    for (const text of ['does a F2F encounter 2nd benefit period count', 'the F2F encounter within 30 days of recert'])
      removesNothing(text);
  });

  it('reads a date printed as day, month name and year', () => {
    expect(redact('dob 3-Feb-1931, lives alone')).not.toContain('1931');
    expect(redact('born 22-sep-28 per the face sheet')).not.toMatch(/sep-28/i);
  });

  it("removes every date once a patient's birth date or number is removed", () => {
    const text = 'pt dob 2/14/1936 got her recert visit on 12/03 and the NP saw her 11/28';
    const result = redactPatientIdentifiers(text);
    expect(result.text).not.toMatch(/12\/03|11\/28/);
    expect(result.found).toContain('date');
    // Without a patient, an event's date stays.
    removesNothing('our lunch and learn is on 12/03 at noon');
  });

  it('removes the bed number of an intensive or step-down unit, but not the unit or its size', () => {
    for (const text of [
      'saw the man in SICU 6 this am, family at bedside',
      'she is in CCU 12 on a drip',
      'he moved to step-down 31 overnight',
    ]) {
      const result = redactPatientIdentifiers(text);
      expect(result.found, text).toContain('room');
      expect(result.text, text).not.toMatch(/\b(?:6|12|31)\b/);
    }
    for (const text of [
      'the MICU refers to us maybe twice a month',
      'our CCU 5 bed expansion opens in march',
      'ICU 24/7 coverage is new this year',
      'he was in the icu 3 days then step-down 2 days',
    ])
      removesNothing(text);
  });

  it('takes a bed number for a patient’s even with a family meeting mentioned', () => {
    const text = "any news on the gentleman with the hip fracture? he's on 6 west bed 14, is the family meeting still on for 3";
    const result = redactPatientIdentifiers(text);
    expect(result.found).toContain('room');
    expect(result.text).not.toMatch(/bed 14/);
  });

  it('removes initials that carry a record number or come back in', () => {
    for (const text of ['K.L. (mrn 5509182) wants to go home', 'T.B. readmitted overnight with sepsis again']) {
      for (const result of both(text)) expect(result.text, text).not.toMatch(/K\.L\.|T\.B\./);
    }
  });

  it('removes a nickname a ward gives someone, and a quoted nickname said of a person', () => {
    expect(redact('the lady the aides call Birdie keeps asking for her sister, she has dementia')).not.toContain('Birdie');
    expect(redact("then there's 'Skip' who was the town barber, end stage CHF")).not.toContain('Skip');
    expect(redact('remind her of Birdie, the resident who painted the mural, she has dementia')).not.toContain('Birdie');
    // A person reached at a desk is not a nickname.
    removesNothing('everyone calls Tasha at intake when they need a referral form');
  });

  it('removes who a patient was in a small place, after a name or without one', () => {
    const named = redact("'Skip' who's the former postmaster of Alder Flats, end stage CHF");
    expect(named).not.toMatch(/postmaster|Alder Flats/);
    const unnamed = redactPatientIdentifiers('pt is the retired harbor pilot, family says no hospice');
    expect(unnamed.text).not.toContain('harbor pilot');
    expect(unnamed.found).toContain('detail');
    const resident = redact("the resident who used to be the choir director at st anne's is declining");
    expect(resident).not.toContain('choir director');
    expect(resident).toContain('is declining');
    for (const text of [
      'a patient who used to be the life of the party is withdrawn now, how do i talk to the family',
      'pt is a retired teacher and wants to stay home',
    ])
      removesNothing(text);
  });

  it("removes a relative's name in brackets, and a family named with its phone or asking", () => {
    for (const text of [
      "her son (eli brandt, 555-0142) says she's just tired",
      'the granddaughter (priya) said no more hospital',
      'the Lindqvists (555-0177) asked about respite',
      'the Abernathys keep calling about their dad',
    ]) {
      for (const result of both(text)) expect(result.text, text).not.toMatch(/eli brandt|priya|Lindqvist|Abernathy/i);
    }
    for (const text of [
      'her son (the poa) asked about respite',
      "the daughter (oldest) said she can't take leave",
      'the Sisters want to know about hospice for their convent',
      "Let's practise: you are the Worried adult daughter (medium). I'll start the conversation.",
    ])
      removesNothing(text);
  });

  it('removes a lower-case full name right before a unit and bed', () => {
    for (const result of both('what does GIP need, asking about rena lott, SICU bed 3, pain not controlled'))
      expect(result.text).not.toContain('rena lott');
  });

  it('keeps a double-barrelled surname whole', () => {
    expect(redact('her husband is Omar Nasser-Kline on 5W, end stage liver')).not.toContain('Kline');
  });

  it('keeps staff named by role in one field when another field or turn names them alone', () => {
    const chat: CoachTask = {
      kind: 'chat',
      prompt: 'how do i get her to call before the last hours',
      history: [
        { role: 'user', content: 'the SW on 4 east, corinne bly, only calls us for pts who are actively dying' },
        { role: 'model', content: 'What does Corinne see as the moment to call hospice?' },
      ],
    };
    const playbook: CoachTask = {
      kind: 'playbook',
      scenario: 'the two CMs at Mercy, kerri and jo, never refer to us, kerri says families want everything done',
      desiredOutcomes: 'get kerri to bring me into one family mtg this month',
    };
    for (const task of [chat, playbook]) for (const result of sentOn(task)) expect(result.found, result.text).toEqual([]);
  });

  it('keeps every name of a list a plural role introduces, on the server too', () => {
    for (const text of [
      'we met with the 3 navigators, lena and sam, about hospice referrals',
      'the CMs, jo and ann marie, never call us about dying pts',
    ])
      for (const result of sentOn({ kind: 'chat', prompt: text, history: [] })) expect(result.found, text).toEqual([]);
  });

  it("removes a relative's name set off by commas when the relative speaks, but not an aside", () => {
    expect(redact('the grandson, tuan, said she wants to stay home')).not.toContain('tuan');
    for (const text of [
      'the son, eventually, called about hospice',
      'the daughter, meanwhile, said she will think about it',
      'the wife, who is the poa, said no',
    ])
      removesNothing(text);
  });

  it('still removes a patient whose name also follows a role somewhere', () => {
    const task: CoachTask = {
      kind: 'chat',
      prompt: 'dr. ezra lind, the retired surgeon, is now the pt. how do i approach him',
      history: [],
    };
    for (const result of sentOn(task)) expect(result.text).not.toMatch(/ezra|lind\b/i);
  });

  it('keeps a public figure named by office, and a building that opens at an address', () => {
    for (const text of [
      'families keep bringing up governor ruth ashby going on hospice, it was on the news',
      'the new cancer wing opens at 400 Elm St in may, want to be known there',
    ]) {
      for (const result of both(text)) expect(result.found, text).toEqual([]);
    }
  });
});
