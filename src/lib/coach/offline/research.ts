import { STAGES } from '../knowledge/content';
import { CARE_COMPARE, SITE_PAGES } from '../knowledge/pages';
import { searchPassages } from '../knowledge/passages';
import { detectSettings } from '../knowledge/settings';
import type { ProviderAnswer, Source } from '../types';
import { clip, joinAnd, normalize } from '../text';
import { isOffTopic, questionBack } from './intent';

const TERRITORY_QUESTION =
  /\b(?:facilit\w*|territor\w*|market|county|city|town|area|zip|region|near|competitors?|star ratings?|care compare|beds?|which (?:snfs?|hospitals?|nursing homes?|facilities|communities|practices))\b|\b(?:snfs?|hospitals?|nursing homes?|assisted living|memory care|practices) in\b/;

/**
 * A research answer from the site's own knowledge. It answers the question asked: the best
 * passage's direct answer first, then its detail, then one or two related passages, each cited
 * with its public sources (CMS, the eCFR, the hospice LCD) or the site page it comes from.
 * Questions about specific facilities or a territory also get a research checklist built on
 * public Medicare data, since the offline coach cannot search the web. Off-topic questions get a
 * question back instead of a guess.
 */
export function composeResearch(query: string): ProviderAnswer {
  const normalized = normalize(query);
  const aboutTerritory = TERRITORY_QUESTION.test(normalized);
  if (!aboutTerritory && isOffTopic(query)) return { text: questionBack(query), sources: [] };
  const hits = searchPassages(query, 3);
  const sources: Source[] = [];
  const addSource = (source: Source) => {
    if (!sources.some((s) => s.uri === source.uri)) sources.push(source);
  };
  const cite = (passage: (typeof hits)[number]['passage']) => (passage.sources ?? [passage.source]).forEach(addSource);

  const out: string[] = [];
  const [top, ...related] = hits;
  if (!top && !aboutTerritory) {
    out.push(
      `I couldn’t find “${clip(query, 120)}” in the Spartan knowledge base. Could you say a bit more: is it about the hospice benefit, eligibility for a diagnosis, quality ratings, an objection or an account?`,
    );
    out.push('', '## The Spartan Method in brief', '');
    out.push(...STAGES.map((s) => `- **${s.title}:** ${clip(s.purpose, 220)}`));
    addSource(SITE_PAGES.method);
  }
  if (top) {
    if (top.passage.answer) out.push(`**Short answer:** ${top.passage.answer}`, '');
    out.push(`## ${top.passage.heading}`, '');
    out.push(...top.passage.lines.slice(0, 6).map((line) => `- ${clip(line, 360)}`));
    cite(top.passage);
  }
  for (const { passage } of related) {
    out.push('', `## Related: ${passage.heading}`, '');
    out.push(passage.answer ? `- ${passage.answer}` : `- ${clip(passage.lines[0] ?? '', 320)}`);
    if (!passage.answer) out.push(...passage.lines.slice(1, 3).map((line) => `- ${clip(line, 320)}`));
    cite(passage);
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
  out.push(
    '',
    '*From the Spartan knowledge base (the offline coach has no live web search). Check facility-specific facts and current-year figures at the source.*',
  );
  return { text: out.join('\n'), sources };
}
