import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';
import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/**
 * Rules added after studying practice-t21 (phrasings of our own): an unconditional guarantee fails
 * honesty whoever it is about (their staff, their patients, their numbers), and so does every cost
 * covered or curative treatment kept; another payer named for room and board states the rule right.
 */
const passes = (transcript: PracticeTurn[], id: string) => checkPasses(transcript, id, 'case-manager');
const honest = (line: string) => passes([them('Our last hospice let us down.'), rep(line)], 'guiding-honest');

describe('honesty: an outcome no hospice can promise', () => {
  it('fails guarantees about their staff, their patients or their numbers', () => {
    for (const line of [
      'With our team your charge nurses would never have to worry about a death at night again.',
      'A missed visit? With us that will never happen.',
      'Once they are with us they never wind up back in the ED.',
      "You'll see your bounce-backs drop within the first month.",
      'Trust me, your length-of-stay numbers are going to look amazing.',
      'Honestly your readmissions drop by half with us.',
    ]) {
      expect(honest(line), line).toBe(false);
    }
  });

  it('fails every cost covered and curative treatment kept', () => {
    for (const line of [
      'Medicare pays 100% of it all, so the family never sees a bill.',
      'We accept patients still getting infusions, no problem.',
    ]) {
      expect(honest(line), line).toBe(false);
    }
  });

  it('still passes figures of our own and a rule stated with a condition', () => {
    for (const line of [
      'Our average callback last quarter was under an hour, and I can show you the log.',
      'As long as two physicians certify a prognosis of six months or less if the illness runs its course, they qualify.',
    ]) {
      expect(honest(line), line).toBe(true);
    }
  });
});

describe('education: another payer named for room and board states the rule', () => {
  it('passes "Medicaid keeps paying room and board, hospice adds the care"', () => {
    const line =
      'She keeps her bed here; Medicaid still covers room and board, and the hospice benefit adds nursing, aides and comfort medicines on top.';
    const session = [them('Will she lose her bed if she goes on hospice?'), rep(line)];
    expect(passes(session, 'guiding-educate')).toBe(true);
    expect(passes(session, 'guiding-honest')).toBe(true);
  });
});
