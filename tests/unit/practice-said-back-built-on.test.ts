import { describe, expect, it } from 'vitest';
import { substance } from '../../src/lib/practice/hollow';
import { checkPasses, rep, them } from '../helpers/practice-turns';

/**
 * Rule added after classifying the spent practice batches' disagreements (phrasings of our own): part
 * of their sentence said back and then built on by a sentence of the rep's own about them, a question
 * or a statement, is their words used back, not mirroring.
 */
describe('connecting: their words said back, then built on', () => {
  it('credits a part of their sentence said back and followed by a statement about them', () => {
    const session = [
      them('Mostly he just wants to sit on the porch with the dog again, honestly.'),
      rep('Sit on the porch with the dog again. That tells you a lot about what a good day looks like for him.'),
    ];
    expect(checkPasses(session, 'connecting-their-words', 'adult-daughter')).toBe(true);
  });

  it('credits a longer part of their sentence said back and then asked about', () => {
    const session = [
      them('Heart failure mostly, and they bounce right back to us inside of ten days every time.'),
      rep('Bounce right back to you inside of ten days. Who talks with those families before the next admission?'),
    ];
    expect(checkPasses(session, 'connecting-their-words', 'hospitalist')).toBe(true);
  });

  it('does not credit their words followed by a plan or a pitch of ours', () => {
    const theirs = 'Our census dropped and the budget is tight.';
    expect(substance('Census dropped. Let me take your team out for dinner Friday.', theirs)).not.toContain('Census dropped');
    expect(substance('Budget is tight. We have the best aides in town.', theirs)).not.toContain('Budget is tight');
  });
});
