import { describe, expect, it } from 'vitest';
import { factToShare } from '../../src/coach/compose/offline/email-fact';

// A rep's note often puts where or when between the asking and the question, and writes "whats"
// and "HF": the email must still carry the library's fact, not only promise a resource.
describe('factToShare: the question a contact asked', () => {
  it('finds the question after a few words of where it was asked', () => {
    const fact = factToShare({
      context: 'the PA asked me during rounds what makes an end stage heart failure patient qualify for hospice.',
    });
    expect(fact).toMatch(/at rest/);
  });

  it('reads "whats" as "what is"', () => {
    const fact = factToShare({ context: 'the case managers keep asking us on the unit whats respite vs GIP and who each one is for' });
    expect(fact).toMatch(/general inpatient/i);
    expect(fact).toMatch(/5 consecutive days/);
  });

  it('reads HF as heart failure', () => {
    const fact = factToShare({ context: 'her nurse asked which HF patients are appropriate for a hospice evaluation' });
    expect(fact).toMatch(/heart failure/i);
  });
});

describe('factToShare: a question set after a colon', () => {
  it('takes "topic: what X is" as the subject', () => {
    const fact = factToShare({
      context: 'resource for the discharge planners: what continuous home care is and when it applies',
    });
    expect(fact).toMatch(/continuous home care/i);
  });
});
