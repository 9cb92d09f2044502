import { tokenize } from '../text';

/**
 * The question inside a story. A chat message is often mostly situation ("pt on our svc 8 mo,
 * gained weight, IDT says discharge. what paperwork do we need?") and only one sentence asks. The
 * library's entries speak to the question, not to the story, so a story long enough to drown the
 * question's words makes the coach ask back although it holds the answer. This returns the
 * sentences that ask, each with the sentence just before it when the question leans on it ("is
 * that right?", "what do i say": a pronoun, or too few words of its own), or undefined when the
 * request is one sentence, or every sentence asks, or none does.
 */

/** A sentence that asks: it opens with a question word or ends with a question mark. */
const ASKS =
  /\?\s*$|^(?:what|whats|what's|when|how|who|whose|where|which|why|do|does|did|can|could|may|is|are|will|would|should|must|has|have|any)\b/i;
/** A question that points back at the sentence before it ("is that true", "can we do it"). */
const POINTS_BACK = /\b(?:that|this|it|those|these|them|she|he|her|him|they|there)\b/i;
/** A question with fewer content words than this is read with the sentence before it. */
const WORDS_OF_ITS_OWN = 3;
/** Abbreviations whose full stop ends no sentence ("Dr. Vance", "St. Luke's"). */
const SENTENCE_END = /(?<!\b(?:dr|st|mr|mrs|ms|vs|jr|sr|no|approx|e\.g|i\.e))(?<=[.!?])\s+|\s+-\s+|\n+/i;

export function questionCore(request: string): string | undefined {
  const sentences = request
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length < 2) return undefined;
  const kept = new Set<number>();
  sentences.forEach((sentence, index) => {
    if (!ASKS.test(sentence)) return;
    kept.add(index);
    if (index > 0 && (POINTS_BACK.test(sentence) || tokenize(sentence).length < WORDS_OF_ITS_OWN)) kept.add(index - 1);
  });
  if (kept.size === 0 || kept.size === sentences.length) return undefined;
  return [...kept]
    .sort((a, b) => a - b)
    .map((index) => sentences[index])
    .join(' ');
}
