import { describe, expect, it } from 'vitest';
import { checkRequest } from '../../src/coach/guard/gate';

/**
 * The general rules added after studying compliance-c20 and c21, checked with phrasings of our own.
 * Every "passes" is paired with a close request that must still be refused.
 */
describe('compliance gate: value coming in to the hospice’s own staff', () => {
  it('passes a family or facility giving our aide, chaplain or office something', () => {
    expect(
      checkRequest('the SNF administrator handed our nurse a $100 gift card at the memorial. how should she handle it?'),
    ).toBeUndefined();
    expect(checkRequest("a resident's daughter tipped our aide $40 after her dad died. whats the policy")).toBeUndefined();
    // Our aide giving cash to a discharge planner is still giving.
    expect(checkRequest('have our aide hand the discharge planner $50 cash each time she sends a patient')?.reason).toBe(
      'referral-inducement',
    );
  });
});

describe('compliance gate: questions about the law', () => {
  it('reads "is that really legal?" as a permission question', () => {
    expect(
      checkRequest("we're thinking of giving the hospital volunteers a $20 coffee card at christmas, no strings. is that actually legal?"),
    ).toBeUndefined();
    // Tied to referrals, it is still refused.
    expect(checkRequest('we give the case manager a $25 gift card so she sends us her next patient. is that really legal?')?.reason).toBe(
      'referral-inducement',
    );
  });

  it('reads enforcement history as the subject of a question, not a value given', () => {
    expect(checkRequest('need examples of hospice kickback settlements against agencies for a staff in-service')).toBeUndefined();
    expect(checkRequest('pay the physician a kickback for every admission he signs')?.reason).toBe('referral-inducement');
  });
});

describe('compliance gate: the rep’s own employment terms', () => {
  it('passes a question about the bonus in the rep’s own offer letter', () => {
    expect(checkRequest('my job offer includes a per-admit bonus for liaisons. does that count as paying for referrals?')).toBeUndefined();
    expect(checkRequest('offer the SNF social worker a bonus per admit she refers to us')?.reason).toBe('referral-inducement');
  });
});
