import { describe, expect, it } from 'vitest';
import { workedMetrics } from '../../src/coach/compose/offline/metric-math';

/** The calculator's general shapes, in phrasings of our own: each failed before this change. */
const worked = (text: string) => workedMetrics(text).join('\n');

describe('metric arithmetic: a list ended with "and" keeps its last figure', () => {
  it('counts the figure after "and" in the median and the average', () => {
    const reply = worked('stays for my last admits were 4, 9, 15, 22, 30 and 300 days, median or average?');
    // 6 figures: median (15 + 22) ÷ 2 = 18.5; average 380 ÷ 6 = 63.3.
    expect(reply).toContain('median is 18.5 days');
    expect(reply).toContain('average is 63.3 days, 380 ÷ 6');
  });
});

describe('metric arithmetic: a change between periods named with digits', () => {
  it('works the growth when each figure carries its quarter or year', () => {
    expect(worked('referrals went from 50 in Q1 to 60 in Q2, what percent growth is that')).toContain('+20%');
    expect(worked('admissions from 200 in 2024 to 180 in 2025, % change?')).toContain('−10%');
  });
});

describe('metric arithmetic: census days said the other way round', () => {
  it('reads "census days for <month> were N" as patient days for ADC', () => {
    expect(worked('census days for april were 1,950. what is our ADC')).toContain('**65**');
  });
});

describe('metric arithmetic: pace when the day is given as "day X of Y"', () => {
  it('projects the month and says whether it is on pace', () => {
    const reply = worked('referral goal is 30 this month, i have 10 and its day 15 of 30, am i on track');
    expect(reply).toContain('**about 20**');
    expect(reply).toContain('behind pace');
    expect(reply).toContain('20 more');
  });
  it('says on pace when the projection meets the goal', () => {
    expect(worked('admit goal 10, sitting at 5 on day 11 of 22')).toContain('on pace');
  });
});

describe('metric arithmetic: market share from deaths and a hospice-use percentage', () => {
  it('divides by the hospice patients (deaths × the percentage), not by all deaths', () => {
    const reply = worked('our county: 3,000 medicare deaths, 50% of them used hospice, we served 300. market share?');
    expect(reply).toContain('**1,500**');
    expect(reply).toContain('**20%**');
    expect(reply).not.toContain('300 ÷ 3,000');
  });
});

describe('metric arithmetic: conversion with a group left out', () => {
  it('takes out a count the rep gives', () => {
    expect(worked('80 referrals, 52 admits. conversion, and what is it excluding the 15 that were out of our area')).toContain(
      '52 ÷ 65 = **80%**',
    );
  });
  it('takes out a group named in words, using the count her breakdown gives it', () => {
    const reply = worked(
      '30 refs, 21 admits, 4 chose another hospice, 5 were not appropriate. conversion? and if i pull out the not appropriate ones',
    );
    expect(reply).toContain('21 ÷ 25 = **84%**');
  });
});

describe('metric arithmetic: a conversion target said with another verb', () => {
  it('works the admissions a wanted rate needs when it is "would have gotten me to"', () => {
    expect(worked('40 referrals 16 admits. conversion? how many more admits would have gotten us to 60%')).toContain('8 more');
  });
});
