import { describe, expect, it } from 'vitest';
import { summariseAnalytics } from '../../src/lib/analytics-summary';

const day = (overrides: Partial<Parameters<typeof summariseAnalytics>[0][number]>) => ({
  day: '2026-11-20',
  visits: 0,
  views: {},
  tools: {},
  signups: 0,
  inquiries: 0,
  inquiriesAfterTool: {},
  ...overrides,
});

describe('the desk’s analytics summary', () => {
  it('adds the days up and gives each tool its share of the inquiries that came after it', () => {
    const summary = summariseAnalytics([
      day({
        visits: 3,
        views: { '/': 3, '/tools/playbooks': 2 },
        tools: { playbooks: 2 },
        inquiries: 1,
        inquiriesAfterTool: { playbooks: 1 },
      }),
      day({
        day: '2026-11-21',
        visits: 2,
        views: { '/': 1 },
        tools: { objections: 4 },
        signups: 1,
        inquiries: 3,
        inquiriesAfterTool: { playbooks: 1, research: 1 },
      }),
    ]);
    expect(summary).toEqual({
      visits: 5,
      views: 6,
      signups: 1,
      inquiries: 4,
      tools: [
        { name: 'objections', uses: 4, inquiriesAfter: 0, shareOfInquiries: 0 },
        { name: 'playbooks', uses: 2, inquiriesAfter: 2, shareOfInquiries: 0.5 },
        { name: 'research', uses: 0, inquiriesAfter: 1, shareOfInquiries: 0.25 },
      ],
      pages: [
        { path: '/', views: 4 },
        { path: '/tools/playbooks', views: 2 },
      ],
    });
  });

  it('shows no share (not a division by zero) when there were no inquiries', () => {
    expect(summariseAnalytics([day({ tools: { playbooks: 1 } })]).tools[0]!.shareOfInquiries).toBe(0);
    expect(summariseAnalytics([])).toEqual({ visits: 0, views: 0, signups: 0, inquiries: 0, tools: [], pages: [] });
  });
});
