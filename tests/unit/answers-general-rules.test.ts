import { describe, expect, it } from 'vitest';
import { runCoach } from '../../src/coach/engine';
import { laterYearNote } from '../../src/coach/compose/offline/later-year';
import { composeEmail } from '../../src/coach/compose/offline/email';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';
import { capPerBeneficiary, CAP_FY2026 } from '../../src/coach/compose/offline/metric-numbers';
import { vagueRequestQuestion } from '../../src/coach/understand/vague';
import type { CoachTask, EmailTask } from '../../src/coach/types';

/**
 * The general rules added after studying the answers batches b15 and b16, each checked with
 * phrasings of our own (never the batches'): a later year's payment figures, the rep's own cap
 * figure, a request that names only a broad subject, one admission's paperwork, a provider named in
 * lower case, and the knowledge entries the batches showed missing.
 */
const research = (query: string): CoachTask => ({ kind: 'research', query });
const chat = (prompt: string): CoachTask => ({ kind: 'chat', prompt, history: [] });

describe('payment figures for a year the library does not hold', () => {
  it('says a later year’s figures are not published, or not in the library, and which year it holds', () => {
    expect(laterYearNote('what will the gip per diem be for fy29')).toMatch(/FY 2029 figures are not published yet.*FY 2026/);
    expect(laterYearNote('cfo needs the 2027 hospice cap for the budget')).toMatch(/FY 2027 figures are not in my library.*final rule/);
  });

  it('adds nothing for the library’s own year or for a goal that is not a payment figure', () => {
    expect(laterYearNote('what is the fy 2026 cap')).toBeUndefined();
    expect(laterYearNote('we want 20% more admissions in 2028, what conversion rate do we need')).toBeUndefined();
  });

  it('defers rather than presenting FY 2026 figures as the later year’s', async () => {
    const result = await runCoach(research('whats the routine home care rate going to be in fiscal 2030'));
    expect(result.understanding?.outcome).toBe('defer');
    expect(result.text).toMatch(/^\*\*FY 2030 figures are not published yet\.\*\*/);
  });
});

describe('the rep’s own cap figure', () => {
  it('works the cap with the figure the rep gives, never replacing it', () => {
    expect(capPerBeneficiary('run it at a cap of $34,250')).toMatchObject({ amount: 34250, label: 'your figure' });
    const lines = workedMetrics('cap math: 150 beneficiaries counted, we got paid $5.6M, use $36,000 per beneficiary').join('\n');
    expect(lines).toContain('150 beneficiaries × $36,000 = **$5,400,000**');
    expect(lines).toContain('**$200,000 over**');
    expect(lines).not.toContain('35,361.44');
  });

  it('uses the FY 2026 cap when the rep gives none', () => {
    expect(capPerBeneficiary('180 benes counted and we were paid $6.1M')).toMatchObject({ amount: CAP_FY2026, label: 'FY 2026' });
  });
});

describe('a request that names only a broad subject', () => {
  it('asks the one question that would let the coach answer', async () => {
    expect(vagueRequestQuestion('can u help with my numbers pls')).toMatch(/^Which numbers/);
    const result = await runCoach({ kind: 'playbook', scenario: 'need a plan for my territory asap' });
    expect(result.understanding?.outcome).toBe('clarify');
    expect(result.text).toMatch(/What does your territory hold/);
  });

  it('answers as soon as the request names something particular', () => {
    expect(vagueRequestQuestion('new ALF in my territory, need a plan')).toBeUndefined();
    expect(vagueRequestQuestion('my referrals from the cancer center dropped 30%')).toBeUndefined();
  });
});

describe('what the offline coach cannot see', () => {
  it('defers a question about one admission’s paperwork', async () => {
    const result = await runCoach(chat('did our medical director sign the cert for the lady we admitted from rosewood on tuesday?'));
    expect(result.understanding?.outcome).toBe('defer');
  });

  it('defers a named provider’s scores typed in lower case, and still explains the measure', async () => {
    expect((await runCoach(research('how did lakeshore hospice do on their cahps this year'))).understanding?.outcome).toBe('defer');
    expect((await runCoach(research('how do cahps hospice star ratings work'))).understanding?.outcome).toBe('answer');
  });
});

describe('knowledge the batches showed missing', () => {
  it('answers artificial nutrition, medications, equipment and what is not covered', async () => {
    expect((await runCoach(chat('GI doc says medicare won’t let tpn patients go on hospice, is that a real rule?'))).text).toMatch(
      /Medicare has no rule that bars/,
    );
    expect((await runCoach(research('does hospice pay for all 12 of her meds or just some'))).text).toMatch(/unrelated.*Part D/s);
    expect((await runCoach(research('who pays for the hospital bed and oxygen concentrator on hospice'))).text).toMatch(
      /equipment and supplies the plan of care calls for/,
    );
    expect((await runCoach(research('what won’t the hospice benefit pay for'))).text).toMatch(/room and board/);
  });
});

describe('an email that owns a complaint about our own service', () => {
  const draft = (context: string) =>
    composeEmail({ kind: 'email', templateType: 'follow_up', context, recipientName: 'Renee' } as EmailTask);

  it('apologises, says what changed in the rep’s words, and gives the rep’s own number', () => {
    const text = draft(
      'the CM at St. Brendan complained nobody called back about a Saturday referral. i looked into it: the weekend pager was set to the wrong nurse, its fixed now. want to own it and give her my cell 555-0168',
    );
    expect(text).toMatch(/I’m sorry/);
    expect(text).toMatch(/what we changed: The weekend pager was set to the wrong nurse, it’s fixed now\./);
    expect(text).toContain('My cell is 555-0168');
    expect(text).not.toContain('[Your phone]');
    // Not a pitch on how hospices differ, and the complaint is not "confirmed" back to her.
    expect(text).not.toMatch(/differ in quality|To confirm:/);
  });

  it('never turns how late we were into a response promise', () => {
    const text = draft('the DON said our nurse was 2 hours late to the eval, we added a second on-call nurse. want to own it');
    expect(text).not.toMatch(/within 2 hours/);
  });
});

describe('an objection that misreads a rule', () => {
  it('answers the feeling and states the rule the claim is about', async () => {
    const result = await runCoach({
      kind: 'objection',
      objection: 'SNF owner: we lose money on the skilled part A days once a resident elects hospice',
    });
    expect(result.text).toMatch(/\*\*The rule behind it \(Hospice while on Part A skilled days in a SNF\):\*\*/);
  });

  it('adds no rule to an objection that names none', async () => {
    const result = await runCoach({ kind: 'objection', objection: 'You just want census.' });
    expect(result.text).not.toMatch(/The rule behind it/);
  });
});

describe('figures typed as a list or a pair per person', () => {
  const lines = (text: string) => workedMetrics(text).join('\n');

  it('works a mix into shares of its total', () => {
    const text = lines('admits by payer last quarter: medicare 70, medicare advantage 20, medicaid 6, va 4. what is the mix in %');
    expect(text).toContain('**100**');
    expect(text).toMatch(/medicare \*\*70%\*\*, medicare advantage \*\*20%\*\*, medicaid \*\*6%\*\*, va \*\*4%\*\*/);
  });

  it('works each person’s conversion and says who brings more', () => {
    const text = lines('rosa: 12 admits from 15 referrals. ben: 20 from 32. who converts better?');
    expect(text).toContain('Rosa: 12 admissions ÷ 15 referrals = **80%**');
    expect(text).toContain('Ben: 20 admissions ÷ 32 referrals = **62.5%**');
    expect(text).toMatch(/Most admissions: \*\*Ben\*\*; best conversion: \*\*Rosa\*\*/);
  });

  it('works a year’s pace and the monthly need for the rest', () => {
    const text = lines('annual goal 300 admits. through june (6 months) we are at 140. on pace?');
    expect(text).toContain('**280**');
    expect(text).toContain('**160 more** in the 6 months left, **26.7 a month**');
  });

  it('works the live discharge rate over deaths and live discharges together, and admissions per rep per month', () => {
    expect(lines('ytd 150 deaths and 25 live discharges, whats our live discharge rate')).toContain('**14.3%**');
    expect(lines('6 reps did 216 admits in Q1, admits per rep per month?')).toContain('216 ÷ 6 reps ÷ 3 months = **12**');
  });
});

describe('compliance: a manager asked what to tell their own rep', () => {
  it('answers a manager whose rep wants to give value, and refuses a manager who approves it', async () => {
    const ask = 'one of my liaisons wants to bring $20 gift cards to the case managers who refer to us. what do i tell him';
    expect((await runCoach(chat(ask))).text).not.toMatch(/^\*\*I can’t help with that/);
    const approves = "my rep wants to drop $25 gift cards to the DONs who sent referrals. i think it's fine, i'll approve it";
    expect((await runCoach(chat(approves))).text).toMatch(/^\*\*I can’t help with that/);
  });
});
