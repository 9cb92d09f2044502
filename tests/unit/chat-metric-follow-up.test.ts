import { describe, expect, it } from 'vitest';
import { composeChatAnswer } from '../../src/coach/compose/offline/chat';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';

const followUp = (earlier: string, prompt: string) =>
  composeChatAnswer({
    kind: 'chat',
    prompt,
    history: [
      { role: 'user', content: earlier },
      { role: 'model', content: 'Noted.' },
    ],
  }).text;

describe('chat: a metric follow-up works from the earlier turn’s rate, not its counts', () => {
  it('turns a new admissions goal into the referrals needed at the earlier conversion', () => {
    const reply = followUp(
      'we got 50 referrals in Q2 and 35 admits, what was our conversion',
      'so to hit 42 admits next quarter at that rate how many referrals',
    );
    // 35 ÷ 50 = 70%; 42 ÷ 0.70 = 60.
    expect(reply).toContain('60 referrals');
    // The earlier 50 referrals are never divided into the new 42 admissions (84%).
    expect(reply).not.toContain('84%');
  });

  it('leaves a follow-up that names its own referrals and admissions to its own figures', () => {
    const reply = followUp('whats a good conversion rate', 'ok we had 30 refs and 21 admits, whats ours');
    expect(reply).toContain('70%');
  });

  it('needs no extra referral when the goal divides exactly', () => {
    expect(workedMetrics('need 42 admits a quarter, conversion is 70%, how many referrals do i need').join(' ')).toContain(
      '**60 referrals**',
    );
  });
});

describe('a wanted conversion rate is a target', () => {
  it('works the admissions a wanted rate means on the same referrals', () => {
    expect(workedMetrics('60 referrals and 36 admits last quarter, conversion. if we want 70% on the same referrals?').join(' ')).toContain(
      'about **42 admissions, 6 more**',
    );
  });
});
