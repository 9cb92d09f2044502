import { describe, expect, it } from 'vitest';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';

/**
 * More general shapes of a leader's arithmetic (phrasings of our own): a share asked with a bare
 * "%", a labelled list's average and who is under it, a change between two named periods, the pace
 * inside a month from the day it is, the admissions a census target needs after expected
 * discharges, the rep's cap figure named "as the per-beneficiary cap", each subset of a total, and
 * the combined conversion of several people.
 */
const worked = (question: string) => workedMetrics(question).join('\n');

describe('shares, averages and changes of figures the rep typed', () => {
  it('a share of each label asked with a bare %', () => {
    const text = worked('referrals by type last qtr: hospital 30, snf 10, alf 10. what % does each make up');
    expect(text).toMatch(/\*\*50\*\*/);
    expect(text).toMatch(/hospital \*\*60%\*\*/);
  });

  it('the average of a labelled list and who sits under it', () => {
    const text = worked('admits this quarter: Ana 12, Ben 20, Cy 7, Dee 13. average per rep? who is below it');
    expect(text).toMatch(/÷ 4 = \*\*13\*\*/);
    expect(text).toMatch(/Under the average[^\n]*ana 12[^\n]*cy 7/i);
    expect(text).not.toMatch(/Under the average[^\n;]*dee/i);
  });

  it('a change between two named periods, on the earlier period’s figure', () => {
    expect(worked('in march we admitted 50, april 40. what is the real % drop')).toMatch(/\*\*−20%\*\*/);
    expect(worked('q1 referrals 80, q2 100, percent change?')).toMatch(/\*\*\+25%\*\*/);
    // Named the other way round, the earlier month is still the base.
    expect(worked('aug 45 admits vs jul 50 admits, % change')).toMatch(/\*\*−10%\*\*/);
  });

  it('the combined conversion of several people', () => {
    expect(worked('rep x: 10 admits from 20 referrals, rep y: 20 admits from 30 referrals. team conversion?')).toMatch(
      /30 ÷ 50 = \*\*60%\*\*/,
    );
  });
});

describe('the pace inside a month, a census target and shares of one total', () => {
  it('percent to goal and the month-end projection from the day of the month', () => {
    const text = worked('target 20 admits in a 30 day month, we have 10 and it is day 10. % of goal and where do we finish at this rate');
    expect(text).toMatch(/\*\*50% of goal\*\*/);
    expect(text).toMatch(/\*\*about 30\*\*/);
    const rest = worked('day 20 of a 30 day month, 12 admissions so far, goal 22. per day needed for the rest?');
    expect(rest).toMatch(/\*\*10 more\*\*/);
    expect(rest).toMatch(/\(1 a day\)/);
  });

  it('the admissions a census target needs after the discharges expected', () => {
    expect(worked('adc 70 now, about 20 discharges expected in jan, want to finish jan at 80. admits needed?')).toMatch(
      /80 − 70 \+ 20 = \*\*30 admissions\*\*/,
    );
  });

  it('the rep’s own figure named as the per-beneficiary cap, and beneficiaries called cap beneficiaries', () => {
    const text = worked('use $30,000 as the per-beneficiary cap; 100 cap beneficiaries, $3.2M paid. over?');
    expect(text).toMatch(/\$3,000,000/);
    expect(text).toMatch(/\*\*\$200,000 over\*\*/);
  });

  it('each subset of a total as its share', () => {
    const text = worked('200 admissions this year. 50 died inside 3 days, 20 stayed past 365 days. what percent is each');
    expect(text).toMatch(/\*\*25%\*\*/);
    expect(text).toMatch(/\*\*10%\*\*/);
  });
});
