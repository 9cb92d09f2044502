import tipsJson from '../../content/tips.json';
import { publishedTips, tipsFileSchema, utcDay, type Tip } from '../../lib/tips';

/** The tips as the functions see them: the same file and schema as the site's `tips` collection. */
export const ALL_TIPS: readonly Tip[] = tipsFileSchema.parse(tipsJson);

/** The newest tip already dated (the welcome email's "latest tip"). */
export function latestTip(tips: readonly Tip[] = ALL_TIPS, now = new Date()): Tip | null {
  return publishedTips(tips, utcDay(now))[0] ?? null;
}
