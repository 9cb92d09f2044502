import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../src/coach/compose/offline/email';

const thanks = (context: string) => composeEmail({ kind: 'email', templateType: 'thank_you', context });

// A thank-you says what it thanks for and why it mattered, in the rep's words, however many words
// name the person first and whatever the favour was (an introduction, a few minutes at a meeting).
describe('composeEmail: what a thank-you is for', () => {
  it('finds the favour after a long description of whom to thank', () => {
    expect(thanks('thank the wound care nurse at Lakeside Regional for covering the handoff call')).toMatch(
      /^Hello,\n\nThank you for covering the handoff call at Lakeside Regional\./m,
    );
  });

  it('keeps the reason the rep gives after the favour, in the second person', () => {
    const email = thanks('thank the intake coordinator at Brookview for sending the records early, their notes made our visit quick');
    expect(email).toMatch(/Your notes made our visit quick\./);
    expect(email).not.toMatch(/what matters most to you/);
  });

  it('thanks for an introduction', () => {
    expect(thanks('the charge nurse at Oak Hill introduced me to their palliative NP last week')).toMatch(
      /Thank you for introducing me to (?:the|your) palliative NP/,
    );
  });

  it('thanks for a few minutes at a meeting, without the minutes', () => {
    expect(thanks('the ALF director let me speak 10 min at their resident council this morning')).toMatch(
      /Thank you for letting me speak at your resident council this morning/,
    );
  });

  it('says when only once', () => {
    expect(thanks('thank the DON for the 5 min today')).not.toMatch(/today today/);
  });
});
