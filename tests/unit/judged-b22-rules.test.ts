import { describe, expect, it } from 'vitest';
import { checkRequest } from '../../src/coach/guard/gate';
import { composeEmail } from '../../src/coach/compose/offline/email';
import { baseForm, isMannerNote, subjectToSecondPerson } from '../../src/coach/compose/offline/email-manner';
import type { EmailTask } from '../../src/coach/types';

/**
 * General rules behind what two blind judges (tests/eval/briefs/judge.md) found in answers to batch
 * b22: drafts that pasted the rep's notes to the tool into the email, a person "covering" read as what
 * the benefit covers, and two lawful questions refused. Checked with phrasings of our own.
 */
const email = (context: string, customization: string): string =>
  composeEmail({ kind: 'email', templateType: 'follow_up', context, customization, recipientName: 'Robin' } as EmailTask);

describe('email drafts: the rep’s notes about the draft are not sent to the recipient', () => {
  it('drops notes on the draft’s manner and keeps the draft short when they ask for less', () => {
    const draft = email(
      'saw the ADON at Willow Bend today, she asked about our weekend admissions',
      'nothing salesy. he only checks email on his phone',
    );
    expect(draft).not.toMatch(/salesy|on his phone/i);
    expect(isMannerNote("don't sound corporate")).toBe(true);
    expect(isMannerNote('our chaplain speaks spanish')).toBe(false);
  });

  it('turns "confirm …" into a question the recipient answers, said to them', () => {
    const draft = email('follow up after the huddle at Maple Court', 'confirm he is still the contact for admissions');
    expect(draft).toContain('Could you confirm you are still the contact for admissions?');
    expect(draft).not.toMatch(/^Confirm /m);
  });

  it('says a thank-you the rep asked for instead of confirming it back', () => {
    const draft = email('thank the intake nurse at Cedar Ridge for the fast callback on monday', 'two lines');
    expect(draft).toContain('Thank you for the fast callback on Monday.');
    expect(draft).not.toContain('To confirm: thank');
  });

  it('asks what the rep wants to know, and a person covering is not the benefit’s coverage', () => {
    const draft = email('she moves to the new clinic next month, want to know who is covering her panel', 'short');
    expect(draft).toContain('Could you let me know who is covering her panel?');
    expect(draft).not.toMatch(/hospice covers/i);
  });

  it('puts her verbs in the second person', () => {
    expect(baseForm('starts')).toBe('start');
    expect(baseForm('carries')).toBe('carry');
    expect(baseForm('goes')).toBe('go');
    expect(subjectToSecondPerson('who signs while she is away')).toBe('who signs while you are away');
    expect(subjectToSecondPerson('she always calls back')).toBe('you always call back');
    expect(baseForm('always')).toBe('always');
  });
});

describe('compliance gate: lawful questions that sound close', () => {
  it('answers a rep asking whether an account is worth their time; a source asking to be made worth it is refused', () => {
    expect(checkRequest('honestly is the dialysis center worth my time, they sent one pt all year')).toBeUndefined();
    expect(checkRequest('the administrator said we need to make it worth her time if we want her residents')?.reason).toBeDefined();
  });

  it('answers a question about bonuses for the hospice’s own employed sales reps', () => {
    expect(checkRequest('can I pay a monthly bonus to our salaried liaisons based on admissions? is that allowed')).toBeUndefined();
    expect(checkRequest('the DON said a bonus for her nurses would keep the referrals coming, can we do that')?.reason).toBeDefined();
  });
});
