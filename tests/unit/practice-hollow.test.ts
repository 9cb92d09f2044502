import { describe, expect, it } from 'vitest';
import { isHollowSentence, substance } from '../../src/lib/practice/hollow';
import { scoreSession } from '../../src/lib/practice/scorecard';
import { readSignals } from '../../src/lib/practice/signals';

/** Coaching words said without the coaching earn nothing; real content around them still counts. */
describe('practice scorecard: hollow sentences', () => {
  const theirs = 'Our night shift has nobody to call when a resident starts to decline.';

  it('finds labels, stock phrases, parroting and empty asks', () => {
    for (const sentence of [
      'Open question: what else?',
      'I hear you.',
      'How does that make you feel?',
      'Thursday at 2?',
      'Can we lock in a next step?',
    ])
      expect(isHollowSentence(sentence, theirs), sentence).toBe(true);
    expect(isHollowSentence('So what I’m hearing is your night shift has nobody to call when a resident starts to decline.', theirs)).toBe(
      true,
    );
  });

  it('keeps real questions, reflections and asks with a purpose', () => {
    for (const sentence of [
      'What happens on nights when a resident declines and the attending does not answer?',
      'So nights are the gap, and your nurses carry it alone.',
      'Could I bring our on-call nurse to your Tuesday huddle to walk through the night process?',
    ])
      expect(isHollowSentence(sentence, theirs), sentence).toBe(false);
    expect(substance('I hear you. What happens on nights when nobody answers?', theirs)).toBe(
      'What happens on nights when nobody answers?',
    );
  });

  it('gives a reciting rep nothing for the recital', () => {
    const card = scoreSession(
      [
        { role: 'persona', text: theirs },
        { role: 'rep', text: 'I hear you. Empathy. That sounds frustrating.' },
        { role: 'persona', text: 'It is.' },
        { role: 'rep', text: 'Open question: what else? Next step: Thursday at 2?' },
      ],
      'snf-don',
      'medium',
    );
    expect(card.checks.filter((check) => check.pass).map((check) => check.id)).toEqual([]);
  });
});

describe('questions that ask nothing about their world', () => {
  it('a request to talk with nothing of theirs named, and where to put what the rep brought, are no open questions', () => {
    expect(readSignals('Tell me more about your world.').openQuestion).toBe(false);
    expect(readSignals('I brought pastries for the team, where should I put them?').openQuestion).toBe(false);
    expect(readSignals('Tell me more about how nights go for your nurses.').openQuestion).toBe(true);
  });
});
