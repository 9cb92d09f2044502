/**
 * The separate questions in one request. Reps ask two things at once ("when did HOPE replace HIS
 * and what's the penalty if we miss HQRP reporting", "what's the diff between revocation and live
 * discharge, and when do we need the NOMNC?"): one library entry rarely answers both, and an answer
 * to the first alone answers half the request. A part starts at a second question mark's sentence
 * or at "and" (or a comma) followed by a question word; the first part keeps any situation typed
 * before it.
 */
const QUESTION_WORD = String.raw`(?:what|whats|what's|when|how|who|whose|where|which|why|do|does|did|can|could|is|are|will|would|should|must|has|have)`;
const SECOND_QUESTION = new RegExp(String.raw`(?:\?+\s+|[.;]\s+|,?\s+and\s+|,\s+|\s+-\s+|\s+also\s+)(?=${QUESTION_WORD}\b)`, 'gi');

/** A part that asks: it opens with a question word or ends with a question mark. */
const ASKS = new RegExp(String.raw`^${QUESTION_WORD}\b|\?$`, 'i');

export function questionParts(request: string): string[] {
  const parts = request
    .split(SECOND_QUESTION)
    .map((part) => part.trim().replace(/^(?:and|also)\s+/i, ''))
    .filter((part) => part.length > 0);
  // "pt broke her wrist, can she use her SNF benefit": the situation belongs to the question after it.
  if (parts.length > 1 && !ASKS.test(parts[0]!)) parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
  return parts.length > 1 ? parts : [request.trim()];
}

/** Words around a compared thing that are not the thing ("what's the diff gip vs continuous care in a snf"). */
const NOT_THE_THING =
  /^(?:what|whats|what's|is|are|the|a|an|diff|wants?|asked|asks?|needs?|says?|said|know|knows|difference|between|explain|tell|me|us|in|on|for|to|at|of|with|when|and|or|one|sentence|each|my|our|their|compare|comparing|it|its|it's|do|does|did|how|which|ok|so|quick|q)$/;

/** The words of one compared thing: from the comparison's side, stopping at its first word that is not the thing. */
function thingOf(words: string[]): string {
  const kept: string[] = [];
  for (const word of words) {
    if (NOT_THE_THING.test(word)) {
      if (kept.length) break;
      continue;
    }
    kept.push(word);
    if (kept.length === 3) break;
  }
  return kept.join(' ');
}

/**
 * "HCI vs CAHPS", "difference between revocation, live discharge, and transfer": each thing a
 * request compares is a question of its own, so each gets its entry, not only the first.
 */
export function comparedThings(request: string): string[] {
  const lower = request.toLowerCase().replace(/['‘’"“”]/g, ' ');
  const between = /\b(?:difference|differences|diff)\s+(?:between|btwn|b\/w)\s+([^.?!;:]+)/.exec(lower);
  if (between)
    return between[1]!
      .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|vs\.?|versus)\s+/)
      .map((side) => thingOf(side.split(/\s+/)))
      .filter(Boolean);
  const versus = /([^.?!;:,]*?)\s+(?:vs\.?|versus)\s+([^.?!;:,]*)/.exec(lower);
  if (!versus) return [];
  return [thingOf(versus[1]!.trim().split(/\s+/).reverse()).split(' ').reverse().join(' '), thingOf(versus[2]!.trim().split(/\s+/))].filter(
    Boolean,
  );
}
