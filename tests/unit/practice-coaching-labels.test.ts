import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t17 (phrasings of our own): a discovery question built from
 * coaching nouns asks nothing of theirs, their words filed under a coaching label are no reflection,
 * courtesy names nothing, and a trial close's "if I could show you..." is no dated step. (A bare
 * "that's rough" joined the stock sympathy forms, which count only in a session that is not recited.)
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'case-manager');

describe('practice scorecard: coaching vocabulary is not the thing itself', () => {
  it('does not count a question of coaching nouns about their organisation as open discovery', () => {
    for (const question of [
      'What are the two biggest challenges in your department?',
      'Tell me more about your priorities.',
      "What are your goals for your dad's journey?",
    ])
      expect(passes([them('We discharge about thirty a week.'), rep(question)], 'discovery-open'), question).toBe(false);
    // A question about something of theirs still counts.
    expect(
      passes([them('We discharge about thirty a week.'), rep('Which of those thirty are hardest to place on a Friday?')], 'discovery-open'),
    ).toBe(true);
  });

  it('does not count their words filed under a coaching label, courtesy, or a bare "that’s hard" as acknowledgement', () => {
    for (const line of ["What I'm hearing is that beds and paperwork are challenges for you.", 'I appreciate the candor, Renata.'])
      expect(
        passes([them('Weekends are a mess, we had two families waiting on a hospice call.'), rep(line)], 'connecting-acknowledge'),
        line,
      ).toBe(false);
    expect(
      passes(
        [
          them('Weekends are a mess, we had two families waiting on a hospice call.'),
          rep('Two families left waiting over a weekend is exactly what makes a discharge planner stop trusting a hospice.'),
        ],
        'connecting-acknowledge',
      ),
    ).toBe(true);
  });

  it('does not count a trial close as a step with a day', () => {
    const close = 'If I could show you a faster intake, would you be willing to start with us today?';
    expect(passes([them('We already have two hospices.'), rep(close)], 'commitment-time')).toBe(false);
    // A polite conditional ask for a real step still counts.
    expect(
      passes(
        [them('We already have two hospices.'), rep('If we could do a 15-minute huddle with your team Thursday at 2, would that work?')],
        'commitment-time',
      ),
    ).toBe(true);
  });

  it('reads "you have unmet needs" and a question of goals and timelines as the stock forms they are (studied t18)', () => {
    for (const line of ['What I’m hearing is you have unmet needs around staffing.'])
      expect(
        passes([them('Our evening nurses call 911 when a resident struggles to breathe.'), rep(line)], 'connecting-acknowledge'),
        line,
      ).toBe(false);
    for (const question of ['What’s top of mind?', 'What are your goals and timelines, and how do you measure success?'])
      expect(passes([them('We discharge about thirty a week.'), rep(question)], 'discovery-open'), question).toBe(false);
  });
});
