import { describe, expect, it } from 'vitest';
import { readSignals } from '../../src/lib/practice/signals';
import { checkPasses, rep, them } from '../helpers/practice-turns';

/**
 * Rule added after classifying the spent practice batches' disagreements (phrasings of our own): our
 * staff lent for the facility's own work (its shifts, its floor, residents not on hospice) is
 * something of value, as a gift is.
 */
describe('commitment-fair: our staff lent for the facility’s own work is something of value', () => {
  it('reads lending aides to residents not on hospice, or covering their shifts, as an inducement', () => {
    for (const line of [
      'Send us your referrals and our aides can pitch in with your other residents too.',
      'I could have a CNA pick up a few of your evening shifts if you send patients our way.',
      'Our nurses can help out on your unit whenever you are short.',
      'We can give any of your residents a shower, even if they are not on hospice.',
    ])
      expect(readSignals(line).inducement, line).toBe(true);
  });

  it('fails fairness when a meeting is asked for after staff were offered', () => {
    const session = [
      them('We are short on aides this month and everyone is tired.'),
      rep(
        'Our aides can help out on your floor while they are here. Could I sit down with you Tuesday at 2 to go over your hospice residents?',
      ),
    ];
    expect(checkPasses(session, 'commitment-fair', 'snf-don')).toBe(false);
  });

  it('leaves care of our own patients, and their staff described, alone', () => {
    for (const line of [
      'Our aide bathes your hospice residents three times a week, so your staff have one less thing on those days.',
      'So your nurses are working double shifts and covering the hall.',
      'We care for everyone who qualifies, not just people with cancer.',
    ])
      expect(readSignals(line).inducement, line).toBe(false);
  });
});
