import { describe, expect, it } from 'vitest';
import { checkPasses, rep, them } from '../helpers/practice-turns';

/**
 * Rules added after classifying the spent practice batches' disagreements (phrasings of our own):
 * guiding-link means "tied something your hospice does to a need they named", however the tie is
 * worded (their need said back and then what we do about it, or a consequence after a plain "so").
 */
describe('guiding-link: their need said back, then what we do about it', () => {
  it('ties a service offered right after the rep named their need back, with no word of theirs in it', () => {
    const session = [
      them('What wears me down is a resident dying on a weekend and the paperwork piling up till Monday.'),
      rep(
        'Losing a resident on a Saturday and then forms stacked up until Monday, that wears on you. Our on-call nurse comes out to pronounce and files what we owe you before she leaves.',
      ),
    ];
    expect(checkPasses(session, 'guiding-link', 'snf-don')).toBe(true);
  });

  it('does not tie a service the listener says does not help', () => {
    const session = [
      them('Our discharges stall because families want to talk to a doctor before they choose anything.'),
      rep(
        'Families wanting a doctor before they choose, and your discharges stall. Our volunteers knit a blanket for every patient we admit.',
      ),
      them('Okay... how does that help with my discharges?'),
    ];
    expect(checkPasses(session, 'guiding-link', 'case-manager')).toBe(false);
  });

  it('does not tie programs presented to them', () => {
    const session = [
      them('My length of stay numbers are killing me because placements take forever.'),
      rep(
        'Placements taking forever and your length of stay numbers suffer. I want to highlight our pet therapy and our memorial program today.',
      ),
    ];
    expect(checkPasses(session, 'guiding-link', 'case-manager')).toBe(false);
  });
});

describe('guiding-link: a consequence said with a plain "so"', () => {
  it('ties a service whose consequence for them is spelled out after ", so"', () => {
    const session = [
      them('I hate signing these certifications. If the patient lives past six months it comes back on me.'),
      rep('Our medical director reviews each one with you, so you are not the only name standing behind it.'),
    ];
    expect(checkPasses(session, 'guiding-link', 'hospitalist')).toBe(true);
  });

  it('does not tie one whose consequence only names who it is for', () => {
    const session = [
      them('My nurses are worn out by the phones ringing all night.'),
      rep('Our team handles it all beautifully, so your patients are covered and served.'),
    ];
    expect(checkPasses(session, 'guiding-link', 'snf-don')).toBe(false);
  });
});

describe('guiding-honest: a nurse staying around the clock', () => {
  it('fails honesty on a nurse who stays "24 hours a day"', () => {
    const session = [them('I cannot be with him at night.'), rep('A nurse stays with him 24 hours a day, so you can sleep.')];
    expect(checkPasses(session, 'guiding-honest', 'adult-daughter')).toBe(false);
  });
});
