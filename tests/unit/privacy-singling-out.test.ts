import { beforeAll, describe, expect, it } from 'vitest';
import { findNamesWithNlp, loadNlp } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';
import type { CoachTask } from '../../src/coach/types';

/**
 * Round s16, with phrasings of our own: what singles out an unnamed patient (uniqueness in a place, a
 * definite former role, being in the news, a thing only they have, a past role at a named place) is
 * removed; and, against false notices, what a rep says of a patient after "pt" ("pt appropriate for
 * GIP"), a count before "way" ("2 are way behind"), the rep introduced by their hospice, a knighted or
 * national public figure, and a community contact's former role stay as typed.
 */

beforeAll(loadNlp);

const both = (text: string) => [redactPatientIdentifiers(text), redactPatientIdentifiers(text, findNamesWithNlp)];
const chat = (prompt: string): CoachTask => ({ kind: 'chat', prompt, history: [] });

describe('privacy guard: details that single out an unnamed patient', () => {
  it('removes "the only <person or case> in <place>"', () => {
    for (const [text, gone] of [
      ['we have the only ALS patient in the county right now, the DON wants a plan', 'only ALS patient in the county'],
      ['one resident is the only 100 year old at Willow Bend and her kids want comfort care', 'only 100 year old at Willow Bend'],
      ['they are the only family in this town caring for a kid on a vent', 'only family in this town'],
    ] as const) {
      for (const result of both(text)) {
        expect(result.found, text).toContain('detail');
        expect(result.text, text).not.toContain(gone);
      }
    }
    // What the coach needs after the clause stays.
    expect(redactPatientIdentifiers('one resident is the only 100 year old at Willow Bend and her kids want comfort care').text).toContain(
      'and her kids want comfort care',
    );
  });

  it('removes a definite former role in a text about care, a role set off after a name, and being in the news', () => {
    for (const [text, gone] of [
      ['at my 12 bed ALF there is the retired pastor with end stage CHF, how do i approach the owner', 'retired pastor'],
      ['the ex-firefighter in the back cottage is declining fast', 'ex-firefighter'],
      ['thank the ED for the call about Bud (the former sheriff up the hill)', 'former sheriff'],
      ['the lady who was in the paper for her 105th bday says she is not ready', 'lady who was in the paper'],
      ['family of the gentleman that got on tv for his garden says hospice is giving up', 'got on tv'],
      ['the man w/ the green parakeet keeps falling, can we help', 'green parakeet'],
      ['pt with ALS, he used to teach at Lincoln High, his wife wants help', 'Lincoln High'],
    ] as const) {
      for (const result of both(text)) {
        expect(result.found, text).toContain('detail');
        expect(result.text, text).not.toContain(gone);
      }
    }
    // The name the description is set off from goes with it.
    expect(redactPatientIdentifiers('thank the ED for the call about Bud (the former sheriff up the hill)').text).not.toContain('Bud');
  });

  it('keeps staff, places, public figures, care equipment and a retired role with no care in the text', () => {
    for (const text of [
      'our former DON at Maple moved to Birch Hill, how do i reconnect',
      'the retired medical director still refers to us',
      'the only hospice in town that takes medicaid pending is ours',
      'the only way to grow referrals is consistency?',
      'the former president who was on hospice for two years, how long can someone be on service?',
      'the anchor on the news said hospice means giving up, how do i answer that',
      'the guy with the trach in the back hall is stable',
      'the retired pastor who runs our grief group wants to partner on a community talk',
    ]) {
      for (const result of both(text)) expect(result.found, text).not.toContain('detail');
    }
  });
});

describe('privacy guard: no false notice', () => {
  it('reads an adjective or an adverb after "pt" as how the patient is, not who', () => {
    for (const text of [
      'is this pt suitable for our program or should i wait',
      'pt unresponsive since tuesday, family asking about GIP',
      'pt actively dying per the nurse, do we do continuous care',
      'pt independent with adls, still eligible?',
      'your pt ambulatory but losing weight, could we get an eval',
    ]) {
      for (const result of both(text)) expect(result.found, text).toEqual([]);
    }
    // A lower-case name after "pt" still goes.
    for (const text of ['pt beverly jones declining fast', 'pt crystal is declining and on o2', 'pt vincent is in 220 and struggling']) {
      expect(redactPatientIdentifiers(text).found, text).toContain('name');
    }
  });

  it('reads a count before "way" as a count, not a street', () => {
    for (const text of ['3 of my 6 accounts are way behind goal, 2 are way over', 'all 4 are way past the 60 day mark']) {
      for (const result of both(text)) expect(result.found, text).toEqual([]);
    }
    expect(redactPatientIdentifiers('she lives at 44 Cedar Way apt 3').found).toContain('address');
  });

  it('keeps the rep introduced by the hospice they work for', () => {
    for (const prompt of [
      'Morning! Alicia Grant from Spartan Hospice here, do you have a sec about your CHF readmits?',
      'Dr. Obi, it is Marcus Lee with Spartan, about your COPD readmissions',
      'Dr. Amadi, Jo Kessler from Lakeside Hospice here, quick one on your dialysis patients',
    ]) {
      for (const result of [redactTask(chat(prompt)), redactTask(chat(prompt), findNamesWithNlp)]) expect(result.found, prompt).toEqual([]);
    }
  });

  it('keeps a knighted person and a person seen in the news', () => {
    for (const text of [
      'did sir william osler write about dying? need it for a slide',
      'read in the paper that tom brokaw talked about hospice care, can I quote him',
    ]) {
      for (const result of both(text)) expect(result.found, text).toEqual([]);
    }
  });
});
