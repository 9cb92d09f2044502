import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t21 (phrasings of our own): a summary they answer with "I didn't
 * say that" (or by saying again what they did say) heard nothing; a greeting said back is no
 * reflection; their words inside a push for referrals are the rep's ask.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'alf-director');

describe('connecting: a summary they deny earns nothing', () => {
  it('fails acknowledgement and their words when the summary is denied', () => {
    for (const denial of [
      "I never said that. We're fine on staffing.",
      'I said the billing, not the staffing.',
      "That's not what I said.",
    ]) {
      const session = [
        them('Our biggest headache is the billing paperwork after a death.'),
        rep('It sounds like your staffing after a death is exhausting for your whole team.'),
        them(denial),
        rep('Could I come by Tuesday at 2?'),
      ];
      expect(passes(session, 'connecting-acknowledge'), denial).toBe(false);
      expect(passes(session, 'connecting-their-words'), denial).toBe(false);
    }
  });

  it('still credits a summary they accept', () => {
    const session = [
      them('Our biggest headache is the billing paperwork after a death.'),
      rep('So the billing paperwork after a death lands on your desk, and that sounds exhausting.'),
      them('Exactly.'),
    ];
    expect(passes(session, 'connecting-acknowledge')).toBe(true);
    expect(passes(session, 'connecting-their-words')).toBe(true);
  });
});

describe('connecting: a denied summary is not listening', () => {
  it('does not count summaries they deny toward listening more than pitching', () => {
    const session = [
      them('Our biggest headache is the billing paperwork after a death.'),
      rep('That sounds exhausting, all those night calls from families.'),
      them('I never said that.'),
      rep('That must be so hard on your weekend staff too.'),
      them('I said the billing.'),
      rep("We're the top-rated hospice in the county."),
    ];
    expect(passes(session, 'connecting-balance')).toBe(false);
  });
});

describe('connecting: courtesy and pushes are not their words', () => {
  it('does not count a greeting said back', () => {
    const session = [them('Good to see you, come on in.'), rep('Good to see you too, Marla.'), them('So what brings you?')];
    expect(passes(session, 'connecting-their-words')).toBe(false);
  });

  it('does not count their words inside a push for referrals', () => {
    const session = [
      them('A few of our residents with dementia have families asking about hospice.'),
      rep('Great, so let us get those dementia residents referred over to us this week.'),
    ];
    expect(passes(session, 'connecting-their-words')).toBe(false);
  });
});
