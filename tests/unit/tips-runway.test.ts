import { describe, expect, it } from 'vitest';
import { leadAlertEmail } from '../../src/server/email/lead-alert';
import { scheduledTips, tipsRunwayWarning } from '../../src/lib/tips';
import { ALL_TIPS } from '../../src/server/newsletter/tips';
import type { Inquiry } from '../../src/lib/schemas/inquiry';

/**
 * The tips calendar never runs dry unnoticed: the weeks ahead are listed, and with fewer than four
 * scheduled the desk and every lead alert say so. Clocks are pinned to known days.
 */
const inquiry: Inquiry = {
  id: '0193f5c2-7b1a-7000-8000-000000000001',
  name: 'Jordan Rivers',
  email: 'jordan@example.org',
  phone: '555-0100',
  message: 'Interested in coaching for my team.',
  submittedAt: '2026-11-24T12:00:00.000Z',
  status: 'new',
} as Inquiry;

describe('tips runway', () => {
  it('has tips dated every Monday through at least 2027-03-29', () => {
    const dates = new Set(ALL_TIPS.map((tip) => tip.date));
    for (let day = new Date('2026-11-30T00:00:00Z'); day <= new Date('2027-03-29T00:00:00Z'); day.setUTCDate(day.getUTCDate() + 7))
      expect(dates.has(day.toISOString().slice(0, 10)), day.toISOString()).toBe(true);
  });

  it('lists the weeks ahead soonest first, and warns below four', () => {
    expect(scheduledTips(ALL_TIPS, '2026-11-24')[0]!.date).toBe('2026-11-30');
    expect(tipsRunwayWarning(ALL_TIPS, '2026-11-24')).toBeNull();
    const lastFour = scheduledTips(ALL_TIPS, '2000-01-01').slice(-4);
    expect(tipsRunwayWarning(ALL_TIPS, lastFour[0]!.date)).toMatch(
      /^Only 3 weekly tips are scheduled after today \(the last goes out on \d{4}-\d{2}-\d{2}\)/,
    );
    expect(tipsRunwayWarning(ALL_TIPS, '2099-01-01')).toMatch(/^Only 0 weekly tips are scheduled/);
  });

  it('adds the warning to the lead alert only when the calendar is short', () => {
    const plenty = leadAlertEmail(inquiry, 'owner@example.org', 'https://example.org', 'example.org', new Date('2026-11-24T12:00:00Z'));
    expect(plenty.text).not.toMatch(/Weekly tips:/);
    const short = leadAlertEmail(inquiry, 'owner@example.org', 'https://example.org', 'example.org', new Date('2099-01-01T12:00:00Z'));
    expect(short.text).toMatch(/Weekly tips: Only 0 weekly tips are scheduled after today/);
    expect(short.html).toMatch(/Weekly tips: Only 0 weekly tips/);
  });
});
