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
