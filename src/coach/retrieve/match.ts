import MiniSearch from 'minisearch';
import { keepRecent } from '../recent';
import { OBJECTIONS, type Objection, type WithId } from '../knowledge/content';
import { OBJECTION_CARDS } from '../knowledge/library';
import { OBJECTION_ANGLES } from '../knowledge/objection-angles';
import { processTerm } from './passages';
import { escapeRegExp, normalize, tokenize } from '../text';
import type { ObjectionCard } from '../../lib/content-schemas';

export interface ObjectionMatch {
  objection: WithId<Objection>;
  score: number;
}

interface CardMatch {
  card: ObjectionCard;
  score: number;
}

const keywordScore = (normalized: string, keywords: readonly string[]) =>
  keywords.reduce(
    (score, keyword) =>
      new RegExp(`\\b${escapeRegExp(normalize(keyword))}\\b`).test(normalized) ? score + 1 + keyword.split(/\s+/).length : score,
    0,
  );

const objectionTokens = new Map(OBJECTIONS.map((o) => [o.id, new Set(tokenize(o.objection))]));

/**
 * Finds which of the eight printed objections a piece of text expresses, by the objection's
 * keywords (phrases reps actually use) and the words it shares with the objection itself.
 * Returns the matches above the noise floor, best first.
 */
export function matchObjections(text: string): ObjectionMatch[] {
  const normalized = normalize(text);
  const tokens = new Set(tokenize(text));
  return OBJECTIONS.map((objection) => {
    let score = keywordScore(normalized, objection.keywords);
    for (const pattern of OBJECTION_ANGLES[objection.id]?.alsoMatches ?? []) {
      if (pattern.test(normalized)) score += 2;
    }
    for (const token of objectionTokens.get(objection.id) ?? []) {
      if (tokens.has(token)) score += 1;
    }
    return { objection, score };
  })
    .filter((match) => match.score >= 3)
    .sort((a, b) => b.score - a.score || a.objection.order - b.objection.order);
}

/** The objection cards beyond the eight (src/content/knowledge/objection-cards.json) the text expresses. */
export function matchCards(text: string): CardMatch[] {
  const normalized = normalize(text);
  return OBJECTION_CARDS.map((card) => ({ card, score: keywordScore(normalized, card.keywords) }))
    .filter((match) => match.score >= 2)
    .sort((a, b) => b.score - a.score);
}

/**
 * Misspelled objections ("famly isnt redy") find their card through MiniSearch's fuzzy matching
 * over every card's wording and keywords; only a clear match counts.
 */
const COMMON = new Set(['hospice', 'patient', 'we', 'our', 'they', 'he', 'she']);
let fuzzyIndex: MiniSearch<{ id: string; text: string }> | undefined;
function fuzzyObjection(text: string): { id: string; score: number } | undefined {
  fuzzyIndex ??= (() => {
    // Words every card shares say nothing about which objection it is.
    const index = new MiniSearch<{ id: string; text: string }>({
      fields: ['text'],
      processTerm: (term) => {
        const token = processTerm(term);
        return token && !COMMON.has(token) ? token : null;
      },
    });
    index.addAll([
      ...OBJECTIONS.map((o) => ({ id: o.id, text: `${o.objection} ${o.keywords.join(' ')}` })),
      ...OBJECTION_CARDS.map((c) => ({ id: c.id, text: `${c.objection} ${c.keywords.join(' ')}` })),
    ]);
    return index;
  })();
  const terms = tokenize(text);
  if (terms.length === 0) return undefined;
  const [best, second] = fuzzyIndex.search(text, { fuzzy: (term) => (term.length >= 4 ? 0.25 : false), combineWith: 'OR' });
  // Exact words were already weighed by the keyword match; only a misspelling earns a second look.
  const corrected = best?.terms.some((term) => !terms.includes(term));
  if (!best || !corrected || best.terms.length < Math.min(2, terms.length)) return undefined;
  if (second && second.score > best.score * 0.8) return undefined;
  return { id: best.id as string, score: best.score };
}

/** What an objection text is, if the coach knows it: one of the eight, or one of the extra cards. */
export type KnownObjection = { kind: 'printed'; match: ObjectionMatch } | { kind: 'card'; card: ObjectionCard };

/**
 * The single best known objection. An extra card wins a tie with a printed one, because its
 * keywords are narrower ("full code" versus "family").
 */
export const findObjection = keepRecent(32, (text: string): KnownObjection | undefined => {
  const printed = matchObjections(text)[0];
  const card = matchCards(text)[0];
  if (card && (!printed || card.score >= printed.score)) return { kind: 'card', card: card.card };
  if (printed) return { kind: 'printed', match: printed };
  const fuzzy = fuzzyObjection(text);
  if (!fuzzy) return undefined;
  const objection = OBJECTIONS.find((o) => o.id === fuzzy.id);
  if (objection) return { kind: 'printed', match: { objection, score: fuzzy.score } };
  const extra = OBJECTION_CARDS.find((c) => c.id === fuzzy.id);
  return extra ? { kind: 'card', card: extra } : undefined;
});

/** The single best printed-objection match, if any (used where only the eight cards matter). */
export function matchObjection(text: string): ObjectionMatch | undefined {
  const found = findObjection(text);
  return found?.kind === 'printed' ? found.match : undefined;
}
