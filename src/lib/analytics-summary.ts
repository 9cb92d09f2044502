import type { AnalyticsDay } from './schemas/analytics-events';

/** What the desk shows for a period: totals, and for each tool its uses and the share of inquiries that came after it. */
export interface AnalyticsSummary {
  visits: number;
  views: number;
  signups: number;
  inquiries: number;
  tools: { name: string; uses: number; inquiriesAfter: number; shareOfInquiries: number }[];
  pages: { path: string; views: number }[];
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
};

export function summariseAnalytics(days: readonly AnalyticsDay[]): AnalyticsSummary {
  const views: Record<string, number> = {};
  const tools: Record<string, number> = {};
  const after: Record<string, number> = {};
  let visits = 0;
  let signups = 0;
  let inquiries = 0;
  for (const day of days) {
    visits += day.visits;
    signups += day.signups;
    inquiries += day.inquiries;
    add(views, day.views);
    add(tools, day.tools);
    add(after, day.inquiriesAfterTool);
  }
  const names = [...new Set([...Object.keys(tools), ...Object.keys(after)])];
  return {
    visits,
    views: Object.values(views).reduce((sum, count) => sum + count, 0),
    signups,
    inquiries,
    tools: names
      .map((name) => ({
        name,
        uses: tools[name] ?? 0,
        inquiriesAfter: after[name] ?? 0,
        shareOfInquiries: inquiries === 0 ? 0 : (after[name] ?? 0) / inquiries,
      }))
      .sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name)),
    pages: Object.entries(views)
      .map(([path, count]) => ({ path, views: count }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
  };
}
