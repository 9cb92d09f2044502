import { describe, expect, it } from 'vitest';
import { emailParticulars } from '../../src/coach/compose/offline/email-particulars';
import { composeEmail } from '../../src/coach/compose/offline/email';

/** The one thing an email request is for survives into the draft (phrasings of our own). */
const lines = (context: string) => emailParticulars(context).join('\n');

describe('email particulars', () => {
  it('keeps a date and time, in full words, spoken to the recipient', () => {
    expect(lines('the DON said her team can do a lunch huddle Thurs Jan 7 at 11:30am, confirm it')).toBe(
      'To confirm: you said your team can do a lunch huddle Thursday January 7 at 11:30 am.',
    );
    expect(lines('confirm we will call her every Monday about shared residents')).toMatch(/every Monday/);
  });

  it('names what is attached, the rep’s own document before one only mentioned', () => {
    expect(lines('attaching our "Hospice at Home" family FAQ she asked for')).toBe(
      'I’ve attached our "Hospice at Home" family FAQ for your reference.',
    );
    expect(lines('the SNF team asked for it, sending our dementia pocket card (attached)')).toMatch(/our dementia pocket card/);
    expect(lines('send the renal one-pager, attached')).toMatch(/the renal one-pager/);
    expect(lines('nothing attached here, just saying thanks for the tour')).toMatch(/the document we discussed/);
  });

  it('turns what to tell, ask and mention into sentences for the recipient', () => {
    expect(lines('tell her any referral before noon gets a same day eval')).toBe('Any referral before noon gets a same-day evaluation.');
    expect(lines('ask how many nurses work nights')).toBe('Could you let me know how many nurses work nights?');
    expect(lines('mention our weekend admissions')).toBe('I also wanted to mention our weekend admissions.');
    expect(lines('need Dr. Okafor to sign the recert by Friday, it is urgent')).toBe(
      'Could you please sign the recert by Friday? It is urgent.',
    );
  });

  it('adds nothing for a bare instruction or plain background', () => {
    expect(emailParticulars('met the social worker today, good conversation. keep it short')).toEqual([]);
  });

  it('puts the particulars into the composed draft', () => {
    const draft = composeEmail({
      kind: 'email',
      templateType: 'follow_up',
      context: 'the administrator agreed to a 15 minute in-service on Wed Feb 3 at 2pm. attaching our eligibility checklist',
      recipientName: 'Ana',
    });
    expect(draft).toContain('Wednesday February 3 at 2 pm');
    expect(draft).toContain('I’ve attached our eligibility checklist');
  });
});
