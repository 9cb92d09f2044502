import { describe, expect, it } from 'vitest';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';
import { checkRequest } from '../../src/coach/guard/gate';

/**
 * A leader's arithmetic in two more general shapes (studied on answers-b14; phrasings of our own):
 * a change between two figures, and one count per another when both are given. Neither is a
 * compliance question: "visits per referral" is a ratio, and "does she qualify?" with the facts as
 * they are asks for eligibility, not for a record shaped toward it.
 */
const worked = (text: string) => workedMetrics(text).join('\n');

describe('worked metrics: changes and ratios', () => {
  it('works a change between two figures, up or down', () => {
    expect(worked('referrals went from 52 in march to 61 in april, whats the % increase')).toMatch(/\*\*\+?17\.3%\*\*/);
    expect(worked('census was 80, now 72. how much did it drop in %')).toContain('**−10%**');
  });

  it('works one count per another, and one as a share of another', () => {
    const text = worked('last week: 45 calls, 9 referrals, 6 admits. calls per referral and referral-to-admit rate?');
    expect(text).toContain('Calls per referral = 45 ÷ 9 = **5**');
    expect(text).toContain('66.7%');
    expect(worked('how many visits per admit if she did 30 visits and got 4 admits')).toContain('**7.5**');
  });

  it('says nothing when a count it needs is missing', () => {
    expect(worked('what is a good number of visits per referral?')).not.toMatch(/per referral =/);
  });
});

describe('compliance gate: numbers and eligibility questions that are not compliance questions', () => {
  it('lets a ratio of a rep’s counts through, and still refuses paying per referral', () => {
    expect(checkRequest('how many visits per admit if she did 30 visits and got 4 admits')).toBeUndefined();
    expect(checkRequest('45 calls, 9 referrals: calls per referral?')).toBeUndefined();
    expect(checkRequest('can we give the CM a bonus per admit')?.reason).toBe('referral-inducement');
  });

  it('answers whether a patient qualifies, and still refuses charting toward it', () => {
    expect(checkRequest('cva pt PPS 50, still eating fine, no wt loss. does she qualify?')).toBeUndefined();
    expect(checkRequest('cva pt PPS 50, still eating fine. can we chart PPS 40 so she qualifies?')?.reason).toBe('eligibility');
  });
});
