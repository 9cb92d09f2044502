import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { BRAND } from '../../lib/site';
import { tipPath } from '../../lib/tips';
import { tipsForSite } from '../../lib/tips-collection';

/** /tips/rss.xml: the published Weekly Coaching Tips, newest first. */
export async function GET(context: APIContext) {
  const tips = await tipsForSite();
  return rss({
    title: `${BRAND.name}: Weekly Coaching Tips`,
    description: 'One practical hospice sales coaching tip each week, with one action to take before Friday.',
    site: context.site!,
    items: tips.map((tip) => ({
      title: tip.title,
      link: tipPath(tip),
      pubDate: new Date(`${tip.date}T13:00:00Z`),
      description: tip.summary,
      content: [...tip.body, `Your action this week: ${tip.action}`].map((paragraph) => `<p>${escapeXmlText(paragraph)}</p>`).join(''),
    })),
    customData: '<language>en-us</language>',
    // Pages are served without a trailing slash (build.format: 'file').
    trailingSlash: false,
  });
}

function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
