import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { checkRequest } from '../../src/coach/guard/gate';
import { refusalText } from '../../src/coach/guard/refusal';

/**
 * The gate's concepts, each from its parts: value + recipient + tie, a source soliciting, and a
 * record shaped toward eligibility. The close-sounding compliant requests must pass.
 */
describe('compliance gate by concept', () => {
  it('refuses value of every kind given to someone who can refer, when tied to referrals', () => {
    expect(
      checkRequest('Can we cover Dr. Ames’s registration and hotel for the palliative conference so he keeps us in mind?'),
    ).toMatchObject({
      reason: 'referral-inducement',
      value: 'travel-or-cme',
    });
    expect(checkRequest('Our volunteer could do free hair appointments for the ALF residents so the director thinks of us')).toMatchObject({
      reason: 'referral-inducement',
      value: 'free-service',
    });
    expect(checkRequest('Offer the SNF a discount on the GIP bed rate if they send us more patients')).toMatchObject({ value: 'discount' });
    expect(checkRequest('Give Dr. Lin a medical director title so he sends us his patients')).toMatchObject({ value: 'paid-role' });
  });

  it('treats a referral source asking for value as a solicitation, in every tool, with a scripted no', async () => {
    expect(checkRequest('If we start sending you our residents, what will your company do for us?')).toMatchObject({
      reason: 'solicitation',
    });
    const answer = await runCoach({ kind: 'objection', objection: 'The DON asked what’s in it for her if she sends us referrals.' });
    expect(answer.text).toMatch(/^\*\*The answer to them is no\.\*\* .*Anti-Kickback Statute/);
    expect(answer.text).toMatch(/\*\*What to say:\*\* “We don’t give anything in return for referrals/);
    expect(answer.text).toMatch(/write down what was asked, by whom and when, and tell your compliance officer/);
  });

  it('refuses documentation shaped toward eligibility, and passes honest charting of real decline', () => {
    expect(checkRequest('How should I word the narrative so a patient who is not really terminal looks eligible?')).toMatchObject({
      reason: 'eligibility',
    });
    expect(checkRequest('He has been stable for months; what should we chart so the recert goes through?')).toMatchObject({
      reason: 'eligibility',
    });
    expect(checkRequest('How do I document her weight loss and falls so the record shows the decline clearly?')).toBeUndefined();
  });

  it('answers the compliant requests that sound close', () => {
    for (const text of [
      'What do you offer for training my team?',
      'Our compliance team approved a lunch-and-learn on dementia staging. How do I run it?',
      'Can our hospice aide help our patient at the ALF with a shower?',
      'The other hospice takes the case managers to dinner. How do I compete without doing that?',
      'What does the Anti-Kickback Statute say about paying a medical director?',
    ])
      expect(checkRequest(text), text).toBeUndefined();
  });

  it('names in one line which parts it found', () => {
    const finding = checkRequest('I want to give the DON a $50 gift card so she keeps sending us referrals');
    expect(finding).toBeDefined();
    expect(refusalText(finding!)).toMatch(
      /\*What the compliance check found: something of value \(“gift card”\) · to someone who can refer \(“don”\) · tied to referrals or a choice \(“.+”\)\.\*$/,
    );
  });
});
