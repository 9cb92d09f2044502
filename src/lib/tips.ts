import { z } from 'zod';

/**
 * Weekly Coaching Tips (src/content/tips.json). One schema for the build (the `tips` content
 * collection, /tips pages and RSS) and the server (the weekly send reads the same file).
 * `date` is the Monday the tip is meant to go out; a tip is published on the site from that day.
 */
const text = z.string().trim().min(1);

export const tipSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A tip id is its URL slug: lower-case words joined by hyphens'),
  title: text.max(90),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  summary: text.max(200),
  body: z.array(text).min(1),
  action: text,
});

export type Tip = z.infer<typeof tipSchema>;

export const tipsFileSchema = z.array(tipSchema).min(1);

/** The UTC calendar day of a moment, as YYYY-MM-DD (tip dates are compared as text). */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Tips dated on or before `today`, newest first (the archive's order). */
export function publishedTips(tips: readonly Tip[], today: string): Tip[] {
  return tips.filter((tip) => tip.date <= today).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export { tipPath } from './tip-path';

/** Below this many tips scheduled after today, the desk and the lead alerts warn the owner. */
export const TIPS_AHEAD_MINIMUM = 4;

/** Tips dated after `today`, soonest first: the weeks ahead of the Monday send. */
export function scheduledTips(tips: readonly Tip[], today: string): Tip[] {
  return tips.filter((tip) => tip.date > today).sort((a, b) => a.date.localeCompare(b.date));
}

/** The owner's warning when fewer than four weeks are scheduled, or null. */
export function tipsRunwayWarning(tips: readonly Tip[], today: string): string | null {
  const ahead = scheduledTips(tips, today);
  if (ahead.length >= TIPS_AHEAD_MINIMUM) return null;
  const last = ahead.at(-1);
  return `Only ${ahead.length} weekly tip${ahead.length === 1 ? ' is' : 's are'} scheduled after today${last ? ` (the last goes out on ${last.date})` : ''}. Add tips to src/content/tips.json so the Monday newsletter never runs dry.`;
}
