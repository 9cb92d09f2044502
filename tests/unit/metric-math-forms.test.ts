import { describe, expect, it } from 'vitest';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';
import { withoutThousandsSeparators } from '../../src/coach/compose/offline/metric-numbers';

/** The rep's own figures worked through, in the forms reps type them (phrasings of our own). */
const worked = (question: string) => workedMetrics(question).join('\n');

describe('worked metrics from the rep’s figures', () => {
  it('average length of stay, median, aggregate cap and the inpatient limit', () => {
    expect(worked('we discharged 30 patients in march with 2,400 total days of care, what is our ALOS')).toMatch(/\*\*80 days\*\*/);
    expect(worked('median LOS of these: 2, 4, 9, 15, 60 days')).toMatch(/\*\*median is 9 days\*\*/);
    expect(worked('120 beneficiaries counted toward the cap, what is the aggregate cap')).toMatch(/\$4,243,372\.80/);
    expect(worked('12,000 patient days this cap year, how many inpatient days under the 20% limit')).toMatch(
      /\*\*2,400 inpatient days\*\*/,
    );
  });

  it('share of an area, penetration, growth, short stays and the admissions a census goal needs', () => {
    expect(worked('our county had 500 hospice admits, we had 75. what is our share and how many to get to 20%')).toMatch(
      /\*\*15%\*\*[\s\S]*\*\*100\*\*, that is \*\*25 more\*\*/,
    );
    expect(worked('2,000 medicare deaths, 900 died on hospice, penetration?')).toMatch(/\*\*45%\*\*/);
    expect(worked('census went from 40 to 50 this year, what % growth')).toMatch(/\*\*25%\*\*/);
    expect(worked('60 admits last quarter and 15 of them died within 7 days')).toMatch(/\*\*25%\*\*/);
    expect(worked('ALOS is 60 days, I want to grow ADC by 10, how many more admits a month')).toMatch(/about 5 more admits a month/);
  });
});

describe('the general shapes of a rep’s arithmetic (metric-ratios.ts)', () => {
  it('a part of a whole asked as a share, a stated day count, and payments with no dollar sign', () => {
    expect(worked('9 of our 36 referrals last month came from one hospital, what share is that')).toMatch(/\*\*25%\*\*/);
    expect(worked('ADC with 1,800 patient days over 30 days? we had a 30 day month')).toMatch(/\*\*60\*\*/);
    expect(worked('ADC with 2,900 patient days in a 29 day month')).toMatch(/÷ 29 days in the period = \*\*100\*\*/);
    const cap = worked('20 benes counted toward cap and 800k paid so far, room under the cap and average per bene?');
    expect(cap).toMatch(/\$707,228\.80/);
    expect(cap).toMatch(/\*\*\$92,771\.20 over\*\*/);
    expect(cap).toMatch(/\*\*\$40,000\*\*/);
  });

  it('the pace still needed, a rate goal against what was done, and admissions to hold a census', () => {
    expect(worked('she has 20 admits, goal is 32, 3 weeks left. weekly pace?')).toMatch(/\*\*12\*\* in 3 weeks = \*\*4 a week\*\*/);
    expect(worked('goal is 10 visits a week, he did 30 in the last 4 weeks, % of goal?')).toMatch(/\*\*75% of goal\*\* \(10 short\)/);
    expect(worked('ADC is 50, target 60, ALOS about 90 days, admits per month needed')).toMatch(/\*\*20 admissions a month\*\*/);
  });

  it('inpatient days over the 20% limit say how many days over', () => {
    expect(worked('5,000 patient days, 1,100 of them GIP, are we over the 20% limit')).toMatch(/\*\*22%\*\*[\s\S]*\*\*100 days over\*\*/);
  });

  it('the average of a typed list, in its unit', () => {
    expect(workedMetrics('hours from referral to admission for my last four: 3, 5, 9, 11 - whats the average')).toEqual([
      'Average = (3 + 5 + 9 + 11) ÷ 4 = **7 hours**.',
    ]);
  });

  it('the referrals an admissions goal needs at the rep’s conversion rate', () => {
    expect(workedMetrics('goal is 24 admits next month and our conversion is 75%, how many referrals do we need')).toContain(
      'Referrals needed = 24 admissions ÷ 75% conversion = **32 referrals**.',
    );
  });

  it('GIP and respite given apart count together against the 20% limit', () => {
    const lines = workedMetrics('10,000 patient days so far, 1,500 gip days and 600 respite days - over the 20% cap?');
    expect(lines).toContain('Inpatient days = 1,500 GIP + 600 respite = **2,100**.');
    expect(lines.join('\n')).toMatch(/\*\*100 days over\*\*/);
  });

  it('a typed list is each value, not a total: its median and average, and the share that met a goal', () => {
    const lines = workedMetrics('stays on my last five discharges: 4, 6, 11, 30, 90 days, avg vs median?').join('\n');
    expect(lines).toMatch(/\*\*median is 11 days\*\*/);
    expect(lines).toMatch(/average is 28\.2/);
    expect(lines).not.toMatch(/days of care ÷/);
    expect(workedMetrics('minutes to call back on my last 4 referrals: 10, 25, 40, 15. goal is under 30 min')).toContain(
      'Met the goal (under 30) = 3 of 4 = **75%**.',
    );
  });

  it('the pace for the months named as a span, and per rep', () => {
    const lines = workedMetrics('3 reps, 150 admits so far, goal is 210 for the year, what do we need nov-dec per rep');
    expect(lines).toContain('Still needed = 210 − 150 = **60** in 2 months = **30 a month**.');
    expect(lines).toContain('Per rep = 30 ÷ 3 reps = **10 a month** each.');
  });

  it('a market share from an area count named anywhere, and the admissions a target share needs', () => {
    const lines = workedMetrics(
      'the market report says there were 800 hospice admits in the county this year, we had 120. our share and how many more to hit 20%',
    );
    expect(lines).toContain('Your market share = 120 ÷ 800 in the area = **15%**.');
    expect(lines.join('\n')).toMatch(/\*\*40 more\*\*/);
  });

  it('a census from a month named at the head of the sentence', () => {
    expect(workedMetrics('ok feb we had 1,400 pt days, adc?')).toContain(
      'Average daily census = 1,400 patient days ÷ 28 days in Feb = **50**.',
    );
  });

  it('a list typed without spaces is a list, while 1,250 and 18,500 are one number each', () => {
    expect(withoutThousandsSeparators('4,8,15,16,23,42 and 1,250 and 18,500')).toBe('4,8,15,16,23,42 and 1250 and 18500');
    expect(worked('stays were 1,4,6,9,30,110 days, median vs average?')).toMatch(/\*\*median is 7\.5 days\*\* \(the average is 26\.7 days/);
    expect(worked('our county had 2,400 medicare hospice admissions, we did 300 of them, market share')).toMatch(/\*\*12\.5%\*\*/);
  });

  it('a team against its goal per rep, and who is under it', () => {
    expect(worked('3 reps, referrals this month 14, 9, 11. target is 12 per rep, how are we doing')).toMatch(
      /= \*\*34\*\* against 3 × 12 = \*\*36\*\*: \*\*94\.4% of goal\*\* \(2 short\)\. Under 12: 9 and 11\./,
    );
  });

  it('a census from admissions a year (or a month) and the average stay', () => {
    expect(worked('we do about 730 admits a year with an alos of 50 days, what adc is that')).toMatch(/\*\*about 100\*\*/);
    expect(worked('60 admissions per month, avg los 45, roughly what census')).toMatch(/\*\*about 89\*\*/);
  });

  it('inpatient days given as a sum against the 20% limit', () => {
    expect(worked('10,000 pt days so far, gip and respite total 2,150 days, over the 20% limit?')).toMatch(
      /\*\*21\.5%\*\*[\s\S]*\*\*150 days over\*\*/,
    );
  });

  it('a call cycle in visits a week, a census goal someone wants, and patient days named before the month', () => {
    expect(worked('10 A accounts weekly, 16 B every other week, 20 C monthly, how many visits a week')).toMatch(/\*\*23 visits a week\*\*/);
    expect(worked('adc 50 now, the director wants 60, alos 90 days, admits a month?')).toMatch(/\*\*20 admissions a month\*\*/);
    expect(worked('patient days in november added up to 2,700, adc?')).toMatch(/\*\*90\*\*/);
    expect(worked('14,000 total pt days, gip + respite days 3,000, over the 20%?')).toMatch(/\*\*200 days over\*\*/);
  });

  it('a named quarter’s own days, the pace so far against a goal, days before the cap, and the live count named later', () => {
    expect(worked('4,600 patient days in Q2 (apr may jun), what was the adc')).toMatch(/÷ 91 days[\s\S]*\*\*50\.5\*\*/);
    expect(worked('goal is 10 admits this month, he is at 4 with 12 of 20 working days gone')).toMatch(
      /\*\*about 6\.7\*\*[\s\S]*\*\*6 more\*\*/,
    );
    expect(worked('we average $200 a day per patient, how many days before the cap')).toMatch(/\*\*about 176 days\*\*/);
    expect(worked('live dc rate: 80 discharges, 12 of them were live')).toMatch(/12 live discharges ÷ 80/);
  });

  it('referrals a monthly admit goal needs, by month and by week; admissions that hold today’s census; a share given whole first', () => {
    expect(worked('admit goal is 24 a month, conversion has been running about 75%, how many referrals a month and a week')).toMatch(
      /\*\*32 referrals\*\*[\s\S]*\*\*about 7 a week\*\*/,
    );
    expect(worked('adc is 90, alos 60 days, how many admits a month to keep census steady')).toMatch(/\*\*45 admissions a month\*\*/);
    expect(worked('of our 80 admits last quarter, 20 were from one hospital, what percent')).toMatch(/\*\*25%\*\*/);
  });

  it('Medicare-rule arithmetic: the two RHC rates, the benefit-period calendar, a shared cap, a weight loss, hospice days', () => {
    expect(worked('routine home care at $210/day days 1-60 and 165 after, what is a 100 day stay worth')).toMatch(
      /60 days × \$210 \+ 40 days × \$165 = \*\*\$19,200\*\*/,
    );
    const calendar = worked('elected 1/10/2027, when is the third benefit period and the f2f window');
    expect(calendar).toMatch(/3rd \(the first 60-day period\) \*\*July 9, 2027\*\*/);
    expect(calendar).toMatch(/\*\*June 9, 2027 to July 9, 2027\*\*/);
    expect(worked('she had 30 days at another hospice and 90 with us before she died, how much of the cap is hers')).toMatch(
      /\*\*0\.75\*\* of one beneficiary; at the FY 2026 cap of \$35,361\.44 that is \*\*\$26,521\.08\*\*/,
    );
    expect(worked('he went from 180 to 158 lbs since spring, is that the weight loss indicator')).toMatch(/\*\*12\.2%\*\*.*this meets it/);
    expect(worked('12,000 hospice days this year and 2,000 inpatient days, are we over the inpatient cap')).toMatch(
      /\*\*16\.7%\*\* \(limit 20%, that is 2,400 days; 400 left\)/,
    );
    expect(worked('adc is 90, alos 60 days, how many admits a month to keep census steady')).toMatch(/\(1\.5 a day\)/);
  });

  it('reads "refs" as referrals, and the days of care the cap allows at a daily rate', () => {
    expect(worked('61 refs in oct, 44 admits, whats my conversion')).toMatch(/\*\*72\.1%\*\*/);
    expect(worked('if we average $200 a day in medicare payments, how many days per beneficiary before the fy26 cap')).toMatch(
      /\*\*about 176 days\*\*/,
    );
  });

  it('finds nothing to work when the question holds no figures', () => {
    expect(workedMetrics('what is a good conversion rate for a hospital account')).toEqual([]);
  });
});
