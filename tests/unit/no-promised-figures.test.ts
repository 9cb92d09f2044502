import { describe, expect, it } from 'vitest';
import { CARE_SETTINGS, GENERAL_SETTING } from '../../src/coach/knowledge/settings';
import { parseOutcomes } from '../../src/coach/compose/offline/outcomes';
import { MONTHLY_GOALS } from '../../src/coach/knowledge/field-numbers';

/**
 * The coach never puts a figure in the rep's mouth that the rep's own hospice may not meet, and
 * never presents Spartan's field-sheet goals as the rep's own target (issue 22: correct numbers or
 * none). A script a rep says to a referral source leaves the response time for the rep to fill in.
 */
/** "we respond within 2 hours"; a talk of "10 minutes at a shift change" is the rep's ask, not a promise. */
const PROMISED_TIME = /\bwithin (?:\d+|one|two|three|four) (?:hours?|minutes?|hrs?)\b/i;

describe('figures the coach may not invent', () => {
  it('no talk track promises a referral source a response time', () => {
    for (const setting of [...CARE_SETTINGS, GENERAL_SETTING]) {
      for (const [stage, line] of Object.entries(setting.talkTracks)) {
        expect(line, `${setting.id} ${stage}`).not.toMatch(PROMISED_TIME);
      }
    }
  });

  it('a plan’s measures name the field sheet when they use its goals', () => {
    const outcomes = parseOutcomes('more referrals from the cardiology group; better conversion; grow our admissions', GENERAL_SETTING);
    const measures = outcomes.map((outcome) => outcome.measure);
    const usingGoals = measures.filter((measure) =>
      [MONTHLY_GOALS.referrals.target, MONTHLY_GOALS.conversion.target, MONTHLY_GOALS.admissions.target].some((target) =>
        measure.includes(target),
      ),
    );
    expect(usingGoals.length).toBeGreaterThanOrEqual(2);
    for (const measure of usingGoals) expect(measure).toMatch(/field sheet/);
  });
});
