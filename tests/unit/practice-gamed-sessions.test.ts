import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Gamed sessions (phrasings of our own): what a rep recites instead of talking to the person earns
 * nothing, however the scorecard's words are dressed up.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'snf-don');

describe('connecting-balance: turns of formulas take the floor', () => {
  it('counts a turn made only of nods, labels and their words handed back against listening', () => {
    const session = [
      them("We're down a night nurse and the agency staff don't know our residents."),
      rep('How are your evenings covered right now?'),
      them('Badly. Whoever we can get.'),
      rep('Badly, whoever you can get. Totally. Tell me more.'),
      them('I just did.'),
      rep('I hear you. Makes sense. Empathy statement: that is valid.'),
      them('Okay...'),
      rep('Could we talk Friday at 11?'),
    ];
    expect(passes(session, 'connecting-balance')).toBe(false);
  });

  it('does not count a sign-off that ends the session, after a real conversation', () => {
    const session = [
      them("We're down a night nurse and the agency staff don't know our residents."),
      rep('How are your evenings covered right now?'),
      them('Badly. Whoever we can get, and they panic when a resident declines.'),
      rep('When someone declines at 2 a.m., who do they call first?'),
      them('911, usually. Then me.'),
      rep('Could I come Friday at 11 to walk your night staff through who to call?'),
      them('Friday at 11 works.'),
      rep('Friday at 11. Thanks.'),
    ];
    expect(passes(session, 'connecting-balance')).toBe(true);
  });
});
