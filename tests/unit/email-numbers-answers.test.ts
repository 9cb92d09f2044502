import { describe, expect, it } from 'vitest';
import { emailParticulars } from '../../src/coach/compose/offline/email-particulars';
import { composeEmail } from '../../src/coach/compose/offline/email';
import type { EmailTask } from '../../src/coach/types';

/**
 * A phone number the rep typed reaches the draft, and so does the answer the rep gave to the
 * recipient's question, whole, and the thing the rep offers (phrasings of our own).
 */
const email = (templateType: EmailTask['templateType'], context: string, recipientName = 'Pat'): string =>
  composeEmail({ kind: 'email', templateType, context, recipientName });
const lines = (context: string) => emailParticulars(context).join('\n');

describe('the rep’s phone numbers in the draft', () => {
  it('puts the rep’s own number where the draft would leave a bracket', () => {
    const text = email('follow_up', 'met Pat, charge nurse on 3 north. she wants faster callbacks. reach me on my mobile 555-0199');
    expect(text).toContain('555-0199');
    expect(text).not.toContain('[Your phone]');
  });

  it('keeps a line for referrals as what it is, not as the rep’s cell', () => {
    const text = email('follow_up', 'Pat asked how to refer after hours. our after-hours referral line 555-0123 is answered by a nurse');
    expect(text).toMatch(/(?:intake|referral) line[^\n]*555-0123/);
    expect(text).toMatch(/\[Your phone\]$/);
  });

  it('gives the number in a note to a family member too', () => {
    const text = email(
      'follow_up',
      'spoke with the son about his dad at home, he wants time to think. my direct line (555) 010-4477',
      'Sam',
    );
    expect(text).toContain('(555) 010-4477');
  });
});

describe('the answer the rep gave, and the rep’s offer', () => {
  it('carries an answer that runs past a semicolon', () => {
    expect(lines('answer: yes, our chaplain visits residents of any faith; the family can also keep their own clergy')).toMatch(
      /own clergy/,
    );
  });

  it('carries the yes or no after a question the recipient asked', () => {
    const text = lines('she wondered whether residents keep their own podiatrist - yes, they can keep any provider for unrelated care.');
    expect(text).toMatch(/^Yes, they can keep any provider for unrelated care\.$/m);
  });

  it('offers the thing the rep offers, not only an action', () => {
    expect(lines('offer a 20 min lunch session for the night-shift aides')).toMatch(/offer a 20 min lunch session/);
  });
});
