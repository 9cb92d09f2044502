import { describe, expect, it } from 'vitest';
import { composeChatAnswer } from '../../src/coach/compose/offline/chat';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';
import { earlierTurnForFigures } from '../../src/coach/compose/offline/metric-follow-up';

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

describe('chat: a follow-up’s figures replace the earlier turn’s of the same kind', () => {
  it('works the cap with the new beneficiary count and payments, not the earlier ones', () => {
    const reply = followUp(
      'we have 40 benes counted for the cap and $1.3M paid, how close are we',
      'ok and if it ends at 45 benes with $1.6M paid',
    );
    // 45 × $35,361.44 = $1,591,264.80; $1.6M is $8,735.20 over.
    expect(reply).toContain('45 beneficiaries');
    expect(reply).toContain('$8,735.2');
    expect(reply).not.toContain('40 beneficiaries');
  });
  it('keeps the earlier figures when the follow-up compares with them', () => {
    expect(earlierTurnForFigures('march was 20 refs 12 admits, better or worse?', 'feb 16 refs and 11 admits')).toContain('16 refs');
  });
});

describe('chat: a "yes" takes up what the coach offered to work out', () => {
  it('works the earlier turn’s figures after a yes', () => {
    const reply = followUp('brutal quarter, 50 referrals and only 20 admits', 'yes please work out my conversion');
    expect(reply).toContain('**40%**');
  });
});

describe('metric arithmetic: two periods or people compared', () => {
  it('labels each pair by the month named next to it and gives the difference in points', () => {
    const reply = workedMetrics(
      'in june i had 20 referrals and 15 admits, july was 25 referrals 15 admits. conversion better or worse?',
    ).join('\n');
    expect(reply).toContain('Jun');
    expect(reply).toContain('Jul');
    expect(reply).toContain('15 points');
  });
  it('reads a pair with the period between its counts', () => {
    const reply = workedMetrics('ana had 30 referrals last month and 24 admits, ben had 40 refs and 26 admits, who converts better').join(
      '\n',
    );
    expect(reply).toContain('Ana: conversion = 24 ÷ 30');
    expect(reply).toContain('15 points');
  });
});
