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
      { role: 'model', content: 'Got it.' },
    ],
  }).text;

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
