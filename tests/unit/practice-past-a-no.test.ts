import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t21 (phrasings of our own): the close is judged on what the rep
 * did after hearing them. A no need not be the word "no"; a nod and a "but" carries on past it; a
 * "No." that corrects the rep's guess declines nothing; fear of a loss and a deadline on referrals
 * push; a card with a dollar value, free volunteers or a meal are things of value.
 */
const fair = (transcript: PracticeTurn[]) => checkPasses(transcript, 'commitment-fair', 'snf-don');
const start = [them('We already have two hospices we use.'), rep('What do you wish they did differently?')];

describe('fairness: pushing past a no, whatever words the no used', () => {
  it('fails a nod-and-but after a deferral, a "not meeting", or a plain no', () => {
    for (const [no, push] of [
      ["That's really the attending's call, not mine.", "Sure, but with our scores it's an obvious call."],
      ["I'm not meeting with another hospice this month.", 'Okay but twenty minutes Thursday at 9 would change your mind.'],
      ['No.', "It's fine, trust me, I'll have our liaison stop by tomorrow to walk through it."],
    ] as const) {
      expect(
        fair([...start, them('Faster callbacks.'), rep('Could we meet Monday at 2 to go over callbacks?'), them(no), rep(push)]),
        push,
      ).toBe(false);
    }
  });

  it('fails going around them and fear of a loss, with no no needed', () => {
    for (const push of [
      "Then I'll just put Tuesday on your calendar and show up.",
      "Honestly you can't afford to stay with an agency that misses visits.",
      'Could we get those three residents referred over to us by Friday?',
    ]) {
      expect(fair([...start, them('Faster callbacks.'), rep(push)]), push).toBe(false);
    }
  });

  it('passes an ask after a "No." that only corrected the rep’s guess', () => {
    const session = [
      ...start,
      them('Nights are rough.'),
      rep("So nights are rough. I'm guessing what you really need is more aides on nights—"),
      them('No. I need someone to call me back when they say they will.'),
      rep('Callbacks when promised, got it. Could I come Thursday at 10 to set up a callback plan with your charge nurses?'),
    ];
    expect(fair(session)).toBe(true);
  });
});

describe('fairness: value offered, however it is dressed', () => {
  it('fails a card with a dollar value, free volunteers for their building, or a meal the rep will bring', () => {
    for (const offer of [
      'If your family goes with us we send a $25 pharmacy card.',
      'Our volunteers could cover your front desk on weekends, free.',
      "It's just lunch, relax, I'll order sandwiches for the whole unit.",
      'And as a thank you for choosing us, we do a spa afternoon for the family.',
    ]) {
      expect(fair([...start, them('Faster callbacks.'), rep(offer)]), offer).toBe(false);
    }
  });
});
