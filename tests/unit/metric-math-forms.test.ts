import { describe, expect, it } from 'vitest';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';

/** The rep's own figures worked through, in the forms reps type them (phrasings of our own). */
const worked = (question: string) => workedMetrics(question).join('\n');

describe('worked metrics from the rep’s figures', () => {
  it('average length of stay, median, aggregate cap and the inpatient limit', () => {
    expect(worked('we discharged 30 patients in march with 2,400 total days of care, what is our ALOS')).toMatch(/\*\*80 days\*\*/);
    expect(worked('median LOS of these: 2, 4, 9, 15, 60 days')).toMatch(/\*\*9 days\*\*/);
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
