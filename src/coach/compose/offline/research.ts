import { CARE_COMPARE, SITE_PAGES } from '../../knowledge/pages';
import { detectSettings } from '../../knowledge/settings';
import type { ProviderAnswer, Source } from '../../types';
import { joinAnd, normalize } from '../../text';
import { understand, understoodLine, type Understanding } from '../../understand/understand';
import { questionBack } from '../../understand/intent';
import { answerFromLibrary } from './library-answer';

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
export function composeResearch(query: string, known?: Understanding): ProviderAnswer {
  const normalized = normalize(query);
  const aboutTerritory = TERRITORY_QUESTION.test(normalized);
  const u = known ?? understand({ kind: 'research', query });
  if (!aboutTerritory && u.ask === 'unclear') {
    return {
      text: questionBack(query),
      sources: [],
      understanding: { ask: 'unclear', line: understoodLine(u), outcome: 'clarify', confidence: u.confidence },
    };
  }
  const library = answerFromLibrary(query, u);
  if (!aboutTerritory)
    return { text: `${library.text}\n\n${OFFLINE_NOTE}`, sources: library.sources, understanding: library.understanding };

  const sources: Source[] = library.understanding.outcome === 'answer' ? [...library.sources] : [];
  // The library's answer, or its question back / what it can't see, then the checklist.
  const out = [library.text, ''];
  const settings = detectSettings(query).all;
  out.push('## Researching facilities in your territory', '');
  if (settings.length) out.push(`Focus: ${joinAnd(settings.map((s) => s.label))}.`, '');
  out.push(
    '- **Medicare Care Compare** (public): nursing home star ratings, staffing and quality measures; hospital readmission data; hospice family ratings (CAHPS Hospice) for you and other providers.',
    '- **Your state’s licensing directory** for assisted living and memory care communities: license type, bed count and address.',
    '- **In Discovery visits:** which hospices each facility uses today, who decides, and what frustrates them.',
    '- **Tier what you find:** A (weekly visit), B (bi-weekly), C (monthly or as needed), and record it in the Territory Template.',
  );
  for (const source of [CARE_COMPARE, SITE_PAGES.territory]) if (!sources.some((s) => s.uri === source.uri)) sources.push(source);
  out.push('', OFFLINE_NOTE);
  return {
    text: out.join('\n'),
    sources,
    understanding: { ...library.understanding, outcome: library.understanding.outcome === 'answer' ? 'answer' : 'defer' },
  };
}

const OFFLINE_NOTE =
  '*From the Spartan knowledge base (the offline coach has no live web search). Check facility-specific facts and current-year figures at the source.*';
