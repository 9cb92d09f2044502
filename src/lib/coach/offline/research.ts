import { STAGES } from '../knowledge/content';
import { CARE_COMPARE, SITE_PAGES } from '../knowledge/pages';
import { searchPassages } from '../knowledge/passages';
import { detectSettings } from '../knowledge/settings';
import type { ProviderAnswer, Source } from '../types';
import { clip, joinAnd, normalize } from '../text';

const TERRITORY_QUESTION =
  /\b(?:facilit\w*|territor\w*|market|county|city|town|area|zip|region|near|competitors?|star ratings?|care compare|beds?|which (?:snfs?|hospitals?|nursing homes?|facilities|communities|practices))\b|\b(?:snfs?|hospitals?|nursing homes?|assisted living|memory care|practices) in\b/;

/**
 * A research answer from the site's own knowledge: the passages that best match the question,
 * each under its own heading, with the site pages they come from as sources. Questions about
 * specific facilities or a territory also get a research checklist built on public Medicare data,
 * since the offline coach cannot search the web.
 */
export function composeResearch(query: string): ProviderAnswer {
  const hits = searchPassages(query, 4);
  const normalized = normalize(query);
  const aboutTerritory = TERRITORY_QUESTION.test(normalized);
  const sources: Source[] = [];
  const addSource = (source: Source) => {
    if (!sources.some((s) => s.uri === source.uri)) sources.push(source);
  };

  const out: string[] = [`Here is what the Spartan Field Kit has on “${clip(query, 160)}”.`];
  if (hits.length === 0 && !aboutTerritory) {
    out.push('', '## The Spartan Method in brief', '');
    out.push(...STAGES.map((s) => `- **${s.title}:** ${clip(s.purpose, 220)}`));
    out.push('', 'Try naming a setting (SNF, hospital, physician office), an objection or a metric for a more specific answer.');
    addSource(SITE_PAGES.method);
  }
  for (const { passage } of hits) {
    out.push('', `## ${passage.heading}`, '');
    out.push(...passage.lines.slice(0, 6).map((line) => `- ${clip(line, 320)}`));
    addSource(passage.source);
  }

  if (aboutTerritory) {
    const settings = detectSettings(query).all;
    out.push('', '## Researching facilities in your territory', '');
    if (settings.length) out.push(`Focus: ${joinAnd(settings.map((s) => s.label))}.`, '');
    out.push(
      '- **Medicare Care Compare** (public): nursing home star ratings, staffing and quality measures; hospital readmission data; hospice family ratings (CAHPS Hospice) for you and other providers.',
      '- **Your state’s licensing directory** for assisted living and memory care communities: license type, bed count and address.',
      '- **In Discovery visits:** which hospices each facility uses today, who decides, and what frustrates them.',
      '- **Tier what you find:** A (weekly visit), B (bi-weekly), C (monthly or as needed), and record it in the Territory Template.',
    );
    addSource(CARE_COMPARE);
    addSource(SITE_PAGES.territory);
  }
  out.push('', '*Live web search isn’t available to the offline coach, so this answer comes from the Spartan knowledge base. Check facility-specific facts at the source.*');
  return { text: out.join('\n'), sources };
}
