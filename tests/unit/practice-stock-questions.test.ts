import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t15 (phrasings of our own): a stock question with a lead-in
 * is still a stock question, persisting "until" they give in is pressure, "Medicare pays 100%" is
 * the benefit stated wrongly, and the levels of care by their initials are not plain words.
 */
const passes = (transcript: PracticeTurn[], id: string, persona: Parameters<typeof checkPasses>[2] = 'snf-don') =>
  checkPasses(transcript, id, persona);

describe('practice scorecard: stock questions, pressure and the benefit', () => {
  it('does not count a stock question behind a lead-in as an open question', () => {
    for (const question of [
      'Okay, tell me, what are your goals?',
      "I'm curious: what are your challenges, though?",
      "what's going on over there?",
      'How do you feel about hospice?',
    ]) {
      expect(passes([them('We use two hospices already.'), rep(question)], 'discovery-open'), question).toBe(false);
    }
    // A question about something concrete of theirs still counts.
    expect(
      passes(
        [them('We use two hospices already.'), rep('What happens on a Friday night when one of them is slow to come out?')],
        'discovery-open',
      ),
    ).toBe(true);
  });

  it('fails fairness when the rep says they will keep coming until the contact gives in', () => {
    expect(
      passes(
        [
          them("We're set with our current hospice."),
          rep("No problem, I'll keep dropping by every Monday until your team gives us a shot."),
        ],
        'commitment-fair',
      ),
    ).toBe(false);
  });

  it('fails the explanation on "Medicare pays 100%" and on the levels of care by their initials', () => {
    expect(
      passes(
        [them('What does hospice cost the family?'), rep('Nothing at all, Medicare covers 100 percent, so families never worry.')],
        'guiding-educate',
        'adult-daughter',
      ),
    ).toBe(false);
    expect(
      passes(
        [
          them('What does hospice actually give him?'),
          rep('Under the MHB he gets RHC at home, GIP if symptoms spike, and IRC when you need a break.'),
        ],
        'guiding-educate',
        'adult-daughter',
      ),
    ).toBe(false);
  });
});

/**
 * Rules added after studying practice-t16 (phrasings of our own): a question made only of stock
 * discovery words, a count of referrals, thanks for the time, and a treat brought after a no.
 */
describe('practice scorecard: questions anyone could ask, and treats', () => {
  it('does not count a question made only of stock discovery words as open, whatever the lead-in', () => {
    for (const question of [
      'Building off that, what are the top priorities and pain points for you right now?',
      "What's keeping your team up at night these days?",
      'what r the most important things you look for in a hospice partner?',
      'What would it really take to earn your business?',
      'How many patients can you send our way this quarter?',
    ]) {
      expect(passes([them('We use two hospices already.'), rep(question)], 'discovery-open'), question).toBe(false);
    }
    expect(
      passes(
        [them('We use two hospices already.'), rep('How do your night nurses decide who to call when a resident is declining?')],
        'discovery-open',
      ),
    ).toBe(true);
  });

  it('does not take thanks for the time as acknowledging what they said', () => {
    expect(
      passes([them('You have five minutes, I have a survey coming.'), rep('Thanks for the five minutes.')], 'connecting-acknowledge'),
    ).toBe(false);
  });

  it('fails fairness when the rep brings a treat after a no, in any word order', () => {
    expect(
      passes(
        [
          them('Please don’t bring anything, we can’t accept it.'),
          rep('Oh it’s nothing, I’ll bring some by Friday anyway, the nurses love donuts!'),
        ],
        'commitment-fair',
      ),
    ).toBe(false);
  });
});
