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
