import { describe, expect, it } from 'vitest';
import { factOfObjection, factToShare } from '../../src/coach/compose/offline/email-fact';
import { composeEmail } from '../../src/coach/compose/offline/email';

// The fact an email was asked to carry is often answered by an objection entry (a belief the
// source holds), reported in words other than "asked": what was talked over, what people assume,
// what a diagnosis's eligibility "looks like". The draft must carry the fact, and only a fact.
describe('factToShare: a belief answered by a sourced objection entry', () => {
  it('tells a physician worried about losing his patients that he stays attending', () => {
    const fact = factToShare({
      context: 'the nephrologist told me he worries that once his pts sign onto hospice he loses them to your doctors',
    });
    expect(fact).toMatch(/attending/);
    // The entry's move to the rep ("Acknowledge…", "The physician keeps the patient:") is not sent.
    expect(fact).not.toMatch(/Acknowledge/);
  });

  it('reads what families assume as the subject', () => {
    const fact = factToShare({ context: 'the memory care director says her families are assuming hospice takes over the monthly rent' });
    expect(fact).toMatch(/room and board/);
  });

  it('carries no sales move from an objection entry without a public rule', () => {
    const fact = factToShare({ context: 'thank the CM for the 3 referrals. remind her we call back on every referral within the hour' });
    expect(fact ?? '').not.toMatch(/fair|earn the first call/i);
  });

  it('strips the move before the colon and any aside about your own hospice', () => {
    expect(factOfObjection('Not necessarily: Medicare has no such list. Say plainly what your own hospice does.')).toBe(
      'Medicare has no such list.',
    );
  });
});

describe('factToShare: what was discussed, in any words', () => {
  it('takes what a call went over as the subject', () => {
    const fact = factToShare({
      context: 'spoke with the pulmonology PA about when a COPD patient is a hospice candidate. they use a lot of home oxygen',
    });
    expect(fact).toMatch(/short(?:ness)? of breath/i);
  });

  it('reads "what hospice looks for in CHF" as eligibility', () => {
    const fact = factToShare({ context: 'the cardiology PA asked me last month what you look for in CHF pts. keep it tight' });
    expect(fact).toMatch(/NYHA/);
  });

  it('takes two services mixed up as the subject', () => {
    const fact = factToShare({ context: 'the clinic MAs are mixing up hospice and palliative care, want a plain note on it' });
    expect(fact).toMatch(/six months/);
  });

  it('does not read "covered by the hospice" as something discussed', () => {
    const fact = factToShare({
      context:
        'ED asked if the hospice pays for a wheelchair. yes, equipment for the terminal illness is covered by the hospice at no cost',
    });
    expect(fact ?? '').not.toMatch(/assisted living rent/);
  });
});

describe('composeEmail: a question typed into the email tool', () => {
  it('answers the question in the draft instead of pasting it back', () => {
    const email = composeEmail({
      kind: 'email',
      templateType: 'follow_up',
      context: 'what is the FY 2026 routine home care rate for days 1 through 60',
    });
    expect(email).toMatch(/^In short: Routine home care/m);
    expect(email).not.toMatch(/To confirm: what/);
    expect(email).not.toMatch(/Would it help your team/);
  });

  it('works through a metric asked about', () => {
    const email = composeEmail({ kind: 'email', templateType: 'follow_up', context: 'how should i calculate our median length of stay?' });
    expect(email).toMatch(/median/i);
    expect(email).toMatch(/middle/);
  });

  it('reads a note of what was done as a note, not a question', () => {
    const email = composeEmail({
      kind: 'email',
      templateType: 'thank_you',
      context: 'did a lunch-free 15 min talk for the night nurses on FAST staging',
    });
    expect(email).toMatch(/Thank you/);
    expect(email).not.toMatch(/^In short: Average/m);
  });
});

describe('factToShare: the basics asked for', () => {
  it('carries the lines as well as the answer when the rep asks for the basics or a 1 pager', () => {
    for (const context of [
      'the nephrology NP wants the basics on kidney disease eligibility',
      'a 1 pager on what you look for in CHF for the cardiology PA',
    ]) {
      expect(factToShare({ context })?.split('\n- ').length).toBeGreaterThan(2);
    }
  });
});
