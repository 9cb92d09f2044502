import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t19 (phrasings of our own): each check passes on what the rep
 * did in the conversation, not on the words of the method said around it.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'snf-don');

describe('discovery: a question in the seller’s words or for the seller’s sake is no question about them', () => {
  it('does not count a "pain points" question as open discovery, unless it names something they said', () => {
    for (const question of [
      'What pain points do you run into around hospice coordination and interdisciplinary handoffs?',
      'Which pain points matter most to your leadership this year?',
    ]) {
      const session = [them('Our weekend agency nurse never knows who to call.'), rep(question)];
      expect(passes(session, 'discovery-open'), question).toBe(false);
      expect(passes(session, 'discovery-first'), question).toBe(false);
    }
    expect(
      passes(
        [
          them('Our weekend agency nurse never knows who to call.'),
          rep('What is the pain point for that agency nurse on a Saturday night?'),
        ],
        'discovery-open',
      ),
    ).toBe(true);
  });

  it('does not count asking how ready they are to choose us, or when the rep gets their business, as a question about them', () => {
    for (const question of [
      'How likely is your team to send us the next one?',
      'How soon would you be willing to switch over to us?',
      'What would it take to earn your first referral?',
      'When can we get on your rotation?',
      'Whens the best time to catch your medical director?',
      'Got any residents for hospice this month?',
    ])
      expect(passes([them('We use two hospices already.'), rep(question)], 'discovery-first'), question).toBe(false);
    // Asking how they judge the hospice they have is about their world.
    expect(
      passes(
        [them('We use two hospices already.'), rep('On a scale of one to ten, how well does your current hospice answer at night?')],
        'discovery-open',
      ),
    ).toBe(true);
  });
});

describe('discovery: before pitching means before, within a turn too', () => {
  it('fails "asked before describing your hospice" when the same turn pitched us before its first question', () => {
    const pitchedFirst = [
      them('Hi, what can I do for you?'),
      rep("We're the only hospice in the county with a cardiac nurse on every team. How are your heart failure discharges going?"),
    ];
    expect(passes(pitchedFirst, 'discovery-first')).toBe(false);
    const askedFirst = [
      them('Hi, what can I do for you?'),
      rep("How are your heart failure discharges going? We're the only hospice in the county with a cardiac nurse on every team."),
    ];
    expect(passes(askedFirst, 'discovery-first')).toBe(true);
    // An honest "I can't promise…" before asking is no pitch.
    const hedgedFirst = [
      them('Can you get him admitted today?'),
      rep("I can't promise he'll qualify before our physician sees him. What has his breathing been like this month?"),
    ];
    expect(passes(hedgedFirst, 'discovery-first')).toBe(true);
  });
});
