import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../src/coach/compose/offline/email';

const followUp = (context: string, customization?: string) =>
  composeEmail({ kind: 'email', templateType: 'follow_up', context, customization });

// A failure of our own service that the rep reports with what was changed is owned, whether or not
// the note says "own it": the draft apologises before anything else, and tells the fix once.
describe('composeEmail: a service failure reported with its fix', () => {
  it('apologises when the note tells a missed visit and the change made', () => {
    const email = followUp(
      'our aide missed her tuesday visit at Elm Court and the DON was annoyed. we moved the Elm Court aide visits to the mornings',
    );
    expect(email).toMatch(/I’m sorry/);
    expect(email.match(/moved the Elm Court aide visits/gi)).toHaveLength(1);
  });

  it('apologises when the evaluation was not done in time and the rep wants to own it', () => {
    const email = followUp(
      'the hospitalist sent a referral thursday night and we couldnt get the admission done until saturday. want to own it and say we added a second evening nurse',
    );
    expect(email).toMatch(/I’m sorry/);
  });

  it('reads "no excuses, own it" in the customization too', () => {
    const email = followUp(
      'our admit nurse was 2 hrs late to the eval at Rosewood yesterday and the family complained',
      'own it, no excuses',
    );
    expect(email).toMatch(/I’m sorry/);
  });
});
