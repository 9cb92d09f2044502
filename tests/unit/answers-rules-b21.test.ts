import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { composeEmail } from '../../src/coach/compose/offline/email';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';
import { salientTerms } from '../../src/coach/retrieve/passages';
import { understand } from '../../src/coach/understand/understand';
import { findNamesByRule } from '../../src/coach/guard/names';
import type { CoachTask, EmailTask } from '../../src/coach/types';

/**
 * The general rules added after studying the answers batch b21, each checked with phrasings of our
 * own (never the batch's): figures labelled by a quarter, several groups' conversions, a change
 * typed with an arrow, a question word's contraction, a clinical noun after "pt's", live data asked
 * about one's own team, a leader's coaching question on the objection page, a diagnosis's
 * eligibility in a value-add email, and the knowledge the batch showed missing.
 */
const research = (query: string): CoachTask => ({ kind: 'research', query });
const chat = (prompt: string, history: { role: 'user' | 'model'; content: string }[] = []): CoachTask => ({
  kind: 'chat',
  prompt,
  history,
});
const text = async (task: CoachTask) => (await runCoach(task)).text;

describe('figures a label runs into', () => {
  it('reads "q4 patient days 9,936" as 9,936 patient days, not 4', () => {
    const lines = workedMetrics('q4 patient days 9,936 over 92 days in the quarter, adc?').join('\n');
    expect(lines).toContain('9,936 patient days ÷ 92');
    expect(lines).toContain('**108**');
  });
});

describe('several groups’ referrals and admissions', () => {
  it('works each group’s conversion and the combined rate as totals, not an average of rates', () => {
    const lines = workedMetrics('east 150 referrals 90 admits, west 50 referrals 40 admits. overall conversion?').join('\n');
    expect(lines).toContain('East: conversion = 90 ÷ 150 = **60%**');
    expect(lines).toContain('West: conversion = 40 ÷ 50 = **80%**');
    expect(lines).toContain('130 ÷ 200 = **65%**');
    expect(lines).not.toContain('70%');
  });

  it('compares two reps from a follow-up without the word conversion, noting the volume', async () => {
    const answer = await text(
      chat('and priya got 15 refs and 12 admits, is she the stronger one?', [
        { role: 'user', content: 'comparing reps. marco had 45 referrals and 27 admits last quarter' },
        { role: 'model', content: 'Marco converted 60% (27 of 45).' },
      ]),
    );
    expect(answer).toContain('80%');
    expect(answer).toMatch(/30 more referrals/);
  });

  it('leaves one group to the single conversion line', () => {
    const lines = workedMetrics('40 referrals 26 admits, whats our conversion').join('\n');
    expect(lines).toContain('Conversion = 26 admissions ÷ 40 referrals = **65%**');
  });
});

describe('a change typed with an arrow', () => {
  it('works "ADC 90 -> 99" as a change', () => {
    expect(workedMetrics('adc went 90 -> 99 since spring, what % is that').join('\n')).toContain('**+10%**');
  });
});

describe('words that carry no subject', () => {
  it('drops a question word’s contraction and "diff"', () => {
    const terms = salientTerms('whats the diff between gip and respite');
    expect(terms).not.toContain('what');
    expect(terms).not.toContain('diff');
    expect(terms).toEqual(expect.arrayContaining(['gip', 'respite']));
  });

  it('reads a 1:1 as the meeting it names', () => {
    expect(salientTerms('agenda for a 1:1 with a rep')).toContain('one-on-one');
  });

  it('never takes what a patient has for a name ("the pt’s appetite", "pt mostly in bed")', () => {
    expect(findNamesByRule("the pt's appetite is gone and the pt's breathing is worse")).toEqual([]);
    expect(findNamesByRule('pt mostly in bed now')).toEqual([]);
  });
});

describe('live data about the rep’s own team', () => {
  it('defers on how the team or region is doing, and on a count the rep did not type', () => {
    expect(understand(chat('how are my reps doing this month?')).particulars.needsLiveData).toBe(true);
    expect(understand(research('how many admits did our north team get last week')).particulars.needsLiveData).toBe(true);
    expect(understand(research('how many admits should a rep get a month')).particulars.needsLiveData).toBe(false);
  });

  it('defers on a lower-case competitor’s own rate', () => {
    expect(understand(research("what is riverside hospice's revocation rate")).particulars.needsLiveData).toBe(true);
    expect(understand(research("what is a hospice's revocation rate")).particulars.needsLiveData).toBe(false);
  });
});

describe('a leader’s coaching question typed on the objection page', () => {
  it('is a leadership question, answered with role-play and observation', async () => {
    const task: CoachTask = {
      kind: 'objection',
      objection: "my team keeps getting 'we only use one hospice' and walks out. how do i coach them to stay curious",
    };
    expect(understand(task).ask).toBe('leadership');
    expect(await text(task)).toMatch(/role-play/i);
  });

  it('leaves a contact’s objection an objection', () => {
    expect(understand({ kind: 'objection', objection: 'the DON says my team is too pushy' }).ask).toBe('objection');
  });
});

describe('a value-add email about a diagnosis’s eligibility', () => {
  it('carries that diagnosis’s indicators, however the ask is framed', () => {
    const task: EmailTask = {
      kind: 'email',
      templateType: 'value_add',
      context: 'pulmonology practice, want to send them the basics of when COPD pts qualify for hospice',
      recipientName: 'Dr. Ames',
    };
    expect(composeEmail(task)).toMatch(/FEV1|dyspnea at rest|shortness of breath at rest/i);
  });
});

describe('knowledge the batch showed missing', () => {
  it('answers a switch of hospice as a transfer in the same benefit period', async () => {
    const answer = await text(research('my patient wants to move to another hospice, does she lose her days? any limit?'));
    expect(answer).toMatch(/once in each benefit period/);
    expect(answer).toMatch(/without revoking|not a revocation/);
  });

  it('spells out the CTI', async () => {
    expect(await text(research('what is the cti and who has to sign it'))).toMatch(/certification of terminal illness/i);
  });

  it('says an EF of 20% supports heart failure eligibility but is not required', async () => {
    expect(await text(research('does a heart failure patient need an ejection fraction under 20 for hospice'))).toMatch(/not required/);
  });

  it('says an MA member may use any Medicare-certified hospice', async () => {
    expect(await text(research('does the hospice have to be in the medicare advantage network'))).toMatch(/any Medicare-certified hospice/);
  });

  it('gives the CAHPS small-hospice exemption', async () => {
    expect(await text(research('are small hospices exempt from the cahps hospice survey'))).toMatch(/fewer than 50/);
  });

  it('answers transfusions as a plan-of-care decision, case by case', async () => {
    expect(await text(research('can someone on hospice still get blood transfusions'))).toMatch(/case by case/);
  });

  it('tells census from ADC', async () => {
    expect(await text(research('what is the difference between census and adc'))).toMatch(/point-in-time/);
  });
});

describe('an email carries what the rep wrote it for', () => {
  const email = (templateType: EmailTask['templateType'], context: string, recipientName = 'Jordan') =>
    composeEmail({ kind: 'email', templateType, context, recipientName });

  it('asks to meet someone the rep wants to meet, and keeps the rep’s own article', () => {
    const draft = email(
      'follow_up',
      'met the office mgr at the cardiology group, want to ask to meet their nurse educator, and ask for a quick 10 min call',
    );
    expect(draft).toContain('Would it be possible for me to meet your nurse educator?');
    expect(draft).toContain('Would you have time for a quick 10 min call?');
  });

  it('lists the action items a leader typed after a colon', () => {
    const draft = email(
      'follow_up',
      'recap for my team after the review. next steps: one in-service per account a month, update the CRM every friday, shadow intake once',
      'Team',
    );
    expect(draft).toMatch(/- One in-service per account a month\n- Update the CRM every Friday\n- Shadow intake once/);
  });

  it('thanks the recipient for what they did, in the rep’s words', () => {
    expect(email('thank_you', 'the ED let me join their resident council meeting to talk about hospice myths')).toContain(
      'Thank you for letting me join your resident council meeting',
    );
    expect(email('thank_you', 'the DON organized our lunch-and-learn for the night nurses')).toContain(
      'Thank you for organizing our lunch-and-learn',
    );
  });

  it('ends a follow-up with a question the recipient can answer', () => {
    expect(email('follow_up', 'stopped by the front desk at Oak Glen SNF, DON was busy')).toMatch(
      /Would it help your team if I offered [^?]+\?/,
    );
  });

  it('says what the rep was told to say after a comma', () => {
    expect(
      email('thank_you', 'the case manager returned our pens, thank her for the reminder, say we follow a strict no-gifts policy'),
    ).toContain('We follow a strict no-gifts policy.');
  });
});

describe('a meeting asked for in an email', () => {
  it('is no subject to teach: no fact is pulled in for "a quick 10 min call"', () => {
    const draft = composeEmail({
      kind: 'email',
      templateType: 'follow_up',
      context: 'dropped off our card, ask for a quick 10 min call next week',
      recipientName: 'Sam',
    });
    expect(draft).not.toMatch(/In short:/);
  });
});

describe('what an account plan holds', () => {
  it('answers the sections of a plan instead of writing a playbook', async () => {
    const answer = await text(chat('never done one before: what should be in a 60 day plan for my hospital account?'));
    expect(answer).toMatch(/baseline/i);
    expect(answer).toMatch(/actions with dates/i);
    expect(answer).not.toMatch(/New-account playbook/);
  });
});

describe('Medicare rules a rep asks next (42 CFR 418.24, 418.102, BPM ch. 9)', () => {
  it('says who may sign the election when the patient cannot', async () => {
    expect(await text(research('the daughter is healthcare poa, is she allowed to sign the election for her dad'))).toMatch(
      /authorised under state law/,
    );
  });

  it('says hospice replaces home health for the terminal illness', async () => {
    expect(await text(research('patient on home health wants hospice, can he keep the home health nurse too'))).toMatch(
      /hospice replaces Medicare home health/,
    );
  });

  it('says what the medical director is responsible for', async () => {
    expect(await text(research('what is the role of a hospice medical director'))).toMatch(/certifying terminal illness/);
  });

  it('explains the per diem without inventing a rate', async () => {
    const answer = await text(research('explain the hospice per diem to me'));
    expect(answer).toMatch(/per diem \(daily\) rate/);
    expect(answer).not.toMatch(/\$\d/);
  });
});

describe('objection replies carry the fact or the feeling the objection turns on', () => {
  it('answers "treatment continues" with the cancer indicator', async () => {
    expect(
      await text({ kind: 'objection', objection: 'the oncologist says his patients on targeted therapy are not hospice patients' }),
    ).toMatch(/PPS of 70% or lower/);
  });

  it('acknowledges the hope a family is protecting when it is not ready', async () => {
    expect(await text({ kind: 'objection', objection: "the attending says this family isn't ready to hear the word hospice" })).toMatch(
      /hope/,
    );
  });
});
