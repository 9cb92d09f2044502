/**
 * SERVER ONLY (wired in src/server/coach.ts): patient names found with the `compromise` NLP
 * library on top of the rules in names.ts. Why a library here: compromise knows thousands of first
 * and last names and tags words in context, so it finds a name the rules cannot, e.g. one typed in
 * lower case without a "patient" cue ("mary jones has end-stage COPD") or a lone capitalised name
 * ("we admitted Edna yesterday, she has ALS"). It adds about 350 KB, which is fine in a function
 * but too much for the offline engine the browser downloads without signal, so the browser uses
 * the rules alone (held to the same evaluation set).
 *
 * compromise decides "is this a person's name"; looksLikePatientName decides "is it a patient's"
 * (a sentence about a patient, not "Dr. Patel", not "Sarah Jones, the DON").
 */
import nlp from 'compromise';
import { CLINICAL_CONTEXT, findNamesByRule, looksLikePatientName, mergeSpans, type NameFinder, type Span } from './names';

interface PersonJson {
  offset?: { start: number; length: number };
}

export const findNamesWithNlp: NameFinder = (text) => {
  const spans: Span[] = findNamesByRule(text);
  // Parsing costs about a millisecond per sentence; text with nothing clinical has no patient in it.
  if (!CLINICAL_CONTEXT.test(text)) return spans;
  const people = nlp(text).people().json({ offset: true }) as PersonJson[];
  for (const person of people) {
    if (!person.offset) continue;
    let { start, length } = person.offset;
    // compromise includes trailing punctuation ("Sarah Jones,") in a match.
    while (length > 0 && /[\s,.;:!?)]/.test(text[start + length - 1]!)) length--;
    const span = { start, end: start + length };
    if (length > 1 && looksLikePatientName(text, span)) spans.push(span);
  }
  return mergeSpans(spans);
};
