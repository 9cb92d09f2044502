import { getCollection } from 'astro:content';
import { publishedTips, utcDay, type Tip } from './tips';

/**
 * The tips the site shows: those dated on or before the build day, newest first. A tip dated
 * next Monday appears with the first build on or after that day (README: Weekly Coaching Tips).
 */
export async function tipsForSite(now = new Date()): Promise<Tip[]> {
  return publishedTips(
    (await getCollection('tips')).map((entry) => entry.data),
    utcDay(now),
  );
}

/** "November 16, 2026": tip dates are calendar days, so they are shown in UTC, never shifted. */
export const formatTipDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
