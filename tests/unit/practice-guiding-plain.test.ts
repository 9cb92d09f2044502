import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t21 (phrasings of our own): what they asked for, said back and
 * taken on, is tied to their need; the rep's own past is no service of ours; the benefit said without
 * its rulebook's words is still explained; GIP for a family that cannot cope, eligibility as one easy
 * test and a guess at their need explain nothing; getting people together on a day is a step.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'snf-don');

describe('guiding: a need taken on, and what is not a service', () => {
  it('ties what they asked for, said back and taken on', () => {
    const session = [
      them('What I need is a text to the charge nurse whenever you admit one of ours.'),
      rep('A text to the charge nurse at admission. I will set that up with intake today.'),
    ];
    expect(passes(session, 'guiding-link')).toBe(true);
  });

  it('does not tie what we always do, or the rep’s own past job', () => {
    for (const line of ['We do that all the time.', 'When I worked as a social worker, Friday discharges were chaos for us too.']) {
      expect(passes([them('Friday discharges are chaos and I need callbacks.'), rep(line)], 'guiding-link'), line).toBe(false);
    }
  });

  it('counts an on call RN typed without a hyphen', () => {
    const line = 'on weekends our on call rn goes out the same night when a resident is in pain that isnt controlled';
    expect(passes([them('Weekend pain is where it falls apart for us.'), rep(line)], 'guiding-link')).toBe(true);
  });
});

describe('guiding: the benefit in plain words, and rules stated wrongly', () => {
  it('counts what hospice covers, keeping their doctor, an LCD marker in plain words, and glossed terms', () => {
    for (const line of [
      'Hospice covers the nursing visits, the medicines and the equipment for his lung disease, and he can still see his own doctor.',
      'For heart failure we look for someone short of breath even at rest while on the best diuretics they can tolerate.',
      'There are four levels of care: routine home care, which is most days in her own room; continuous care, only for a short crisis; general inpatient, when symptoms cannot be managed where she lives; and respite, up to five days so a family caregiver can rest.',
    ]) {
      expect(passes([them('How does hospice actually work here?'), rep(line)], 'guiding-educate'), line).toBe(true);
    }
  });

  it('fails GIP for a family that cannot cope, eligibility as one easy test, and a guess at their need', () => {
    for (const line of [
      "If the family can't cope at home, we just admit him to our unit as GIP for a few days.",
      "Eligibility is simple, it's only a PPS under 40 and they're in.",
      "I'm guessing what you really need is respite beds so families get a break from caregiving.",
    ]) {
      expect(passes([them('How does hospice actually work here?'), rep(line)], 'guiding-educate'), line).toBe(false);
    }
  });
});

describe('commitment: getting people together on a day is a step', () => {
  it('puts a time on a step that gets people together', () => {
    const session = [
      them('Our medical director has questions.'),
      rep("Let's get you and Dr. Amos together with our medical director, Thursday at 3?"),
    ];
    expect(passes(session, 'commitment-time')).toBe(true);
  });
});

describe('commitment: a slot with nothing in it is no step, and keeping in touch is no service', () => {
  it('does not count "put something on the calendar" as a step, with or without "sometime"', () => {
    for (const line of ["Let's put something on the calendar.", "Let's put something on the calendar sometime soon and stay in touch?"]) {
      expect(passes([them('We are slammed this week.'), rep(line)], 'commitment-ask'), line).toBe(false);
    }
  });

  it('still counts a day on a slot when a step is named in it', () => {
    const line =
      "Let's put something on the calendar, Thursday at noon, and I'll walk your nurses through a short overview of our night line.";
    expect(passes([them('We are slammed this week.'), rep(line)], 'commitment-time')).toBe(true);
  });

  it('does not tie "we can stay in touch" to a need that shares a word with it', () => {
    const session = [them('Can he stay at my house when it gets bad?'), rep("I'll text you this week and we can stay in touch.")];
    expect(passes(session, 'guiding-link')).toBe(false);
  });
});
