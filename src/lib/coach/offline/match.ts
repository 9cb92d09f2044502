import { OBJECTIONS, type Objection, type WithId } from '../knowledge/content';
import { OBJECTION_ANGLES } from '../knowledge/objection-angles';
import { normalize, tokenize } from '../text';

export interface ObjectionMatch {
  objection: WithId<Objection>;
  score: number;
}

const objectionTokens = new Map(OBJECTIONS.map((o) => [o.id, new Set(tokenize(o.objection))]));

/**
 * Finds which of the eight objections a piece of text expresses, by the objection's keywords
 * (phrases reps actually use) and the words it shares with the objection itself.
 * Returns the matches above the noise floor, best first.
 */
export function matchObjections(text: string): ObjectionMatch[] {
  const normalized = normalize(text);
  const tokens = new Set(tokenize(text));
  return OBJECTIONS.map((objection) => {
    let score = 0;
    for (const keyword of objection.keywords) {
      if (new RegExp(`\\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(normalized)) {
        score += 1 + keyword.split(/\s+/).length;
      }
    }
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

/** The single best objection match, if any. */
export function matchObjection(text: string): ObjectionMatch | undefined {
  return matchObjections(text)[0];
}
