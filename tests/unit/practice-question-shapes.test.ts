import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t21 (phrasings of our own): what the rep did with a question,
 * not how it was punctuated or dressed. A question typed mid-line on a phone is still asked; a
 * feeling about having our service, a question carrying the rep's own guess, or a question from the
 * rep's own story asks nothing about their world.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'snf-don');
const opener = them('Hi. I have about five minutes before report.');

describe('discovery: a question typed mid-line with no punctuation is asked', () => {
  it('counts an open question after a greeting or a nod on an unpunctuated line', () => {
    for (const line of [
      'morning thanks for squeezing me in how r the night transfers going on 2 north lately',
      'fair enough what went sideways with the last agency',
      'ok makes sense whats getting in the way on weekends',
    ]) {
      const session = [opener, rep(line)];
      expect(passes(session, 'discovery-open'), line).toBe(true);
      expect(passes(session, 'discovery-first'), line).toBe(true);
    }
  });

  it('does not read a statement or a relative clause as a question', () => {
    for (const line of [
      'we have a nurse who can come out at night for your residents',
      'thats exactly what happens in most buildings i visit',
    ]) {
      expect(passes([opener, rep(line)], 'discovery-open'), line).toBe(false);
    }
  });

  it('counts a request to tell after a lead-in clause, and "can I ask," before a when-clause', () => {
    for (const line of [
      'Before I say anything about us, tell me how your evening shift handles a resident who is declining.',
      'Can I ask, when a family wants to send someone out at night, how does your charge nurse handle it?',
    ]) {
      expect(passes([opener, rep(line)], 'discovery-open'), line).toBe(true);
    }
  });
});

describe('discovery: a question with our answer inside it asks nothing about them', () => {
  it('does not count imagining our service, or a question carrying the rep’s guess', () => {
    for (const line of [
      'Tell me more about how calm your nights would be with a hospice that picked up every call?',
      'How would it feel to have a partner you never had to chase?',
      'How much simpler things would be if you had one team for all of it, right?',
      'What does a good partner look like to you, I bet one that answers the phone at 2am?',
    ]) {
      const session = [opener, rep(line)];
      expect(passes(session, 'discovery-open'), line).toBe(false);
      expect(passes(session, 'discovery-first'), line).toBe(false);
    }
  });

  it('does not count a tag at the end of the rep’s own story as asking about them', () => {
    const line = 'Night shift at my old job was brutal, nobody ever sat down, you know?';
    expect(passes([opener, rep(line)], 'discovery-first')).toBe(false);
  });

  it('does not count a question the rep once asked themselves in a story', () => {
    const line = 'When I worked nights on a cardiac floor I would think, how do these nurses ever sleep?';
    expect(passes([opener, rep(line)], 'discovery-open')).toBe(false);
  });
});

describe('discovery: a question about what follow-up they want is a real question', () => {
  it('keeps an open question that offers choices for follow-up', () => {
    const session = [
      opener,
      rep('What happens when one of your residents starts to decline at night?'),
      them('We call the doctor and usually send them out.'),
      rep('What kind of follow-up from us would help most, a text when we admit, a chart note, or nothing unless something changes?'),
    ];
    expect(passes(session, 'discovery-follow-up')).toBe(true);
  });
});
