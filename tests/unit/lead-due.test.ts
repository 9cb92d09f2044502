import { describe, expect, it } from 'vitest';
import { countDue, dueState, localDay, sortLeads } from '../../src/lib/lead-due';

const lead = (id: string, submittedAt: string, nextContactOn: string | null) => ({ id, submittedAt, nextContactOn });

describe('who is due', () => {
  const today = '2026-11-30';

  it('tells overdue, due today, upcoming and no date apart', () => {
    expect(dueState('2026-11-29', today)).toBe('overdue');
    expect(dueState('2026-11-30', today)).toBe('today');
    expect(dueState('2026-12-01', today)).toBe('upcoming');
    expect(dueState(null, today)).toBe('none');
    expect(countDue([lead('a', '', '2026-11-01'), lead('b', '', today), lead('c', '', '2026-12-01'), lead('d', '', null)], today)).toBe(2);
  });

  it('puts leads with a next-contact day first, most overdue first, then the rest newest first', () => {
    const leads = [
      lead('new-no-date', '2026-11-29T10:00:00Z', null),
      lead('upcoming', '2026-11-28T10:00:00Z', '2026-12-05'),
      lead('old-no-date', '2026-10-01T10:00:00Z', null),
      lead('overdue', '2026-11-01T10:00:00Z', '2026-11-20'),
      lead('today-newer', '2026-11-27T10:00:00Z', today),
      lead('today-older', '2026-11-02T10:00:00Z', today),
    ];
    expect(sortLeads(leads, 'due').map((item) => item.id)).toEqual([
      'overdue',
      'today-newer',
      'today-older',
      'upcoming',
      'new-no-date',
      'old-no-date',
    ]);
    expect(sortLeads(leads, 'newest').map((item) => item.id)).toEqual([
      'new-no-date',
      'upcoming',
      'today-newer',
      'today-older',
      'overdue',
      'old-no-date',
    ]);
    // The input is left as it was (the desk keeps the server's order for other views).
    expect(leads[0]!.id).toBe('new-no-date');
  });

  it("reads today from the device's own calendar, not UTC's", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Chicago';
    try {
      // 23:30 on 30 November in Chicago is already 1 December in UTC.
      expect(localDay(new Date('2026-12-01T05:30:00Z'))).toBe('2026-11-30');
      expect(localDay(new Date('2027-01-05T06:05:00Z'))).toBe('2027-01-05');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
