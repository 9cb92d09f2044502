import { describe, expect, it } from 'vitest';
import { composeChatAnswer } from '../../src/coach/compose/offline/chat';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';

const worked = (text: string) => workedMetrics(text).join('\n');

describe('metric arithmetic: admissions a census goal needs, beyond today’s', () => {
  it('reads "ADC from X to Y" and an ALOS typed without "days", and gives the extra admissions a month', () => {
    const reply = worked('we need census from 40 to 52 by fall and our ALOS is 60. how many extra admits per month');
    // (52 − 40) × 30 ÷ 60 = 6.
    expect(reply).toContain('**6 more admissions a month**');
  });
  it('takes the census now from patient days worked above, not the goal typed as "ADC 90"', () => {
    const reply = worked('2,400 patient days in april. board wants ADC 90 by year end, ALOS around 60. how many more admits a month');
    // Now 2,400 ÷ 30 = 80; (90 − 80) × 30 ÷ 60 = 5.
    expect(reply).toContain('**5 more admissions a month**');
  });
});

describe('chat: worked figures bring the named metric’s own entry', () => {
  it('follows the live discharge arithmetic with what the rate counts', () => {
    const reply = composeChatAnswer({
      kind: 'chat',
      prompt:
        "live discharge rate question. 30 live dc's out of 240 discharges last year, and our regional VP keeps quoting national numbers at us. what's our rate and how should we slice it",
      history: [],
    }).text;
    expect(reply).toContain('12.5%');
    expect(reply).toMatch(/revocation/i);
  });
});
