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
 *
 * Loading compromise takes a noticeable moment (about a second on the busy dev machine), so a
 * function loads it only for the first request that has a sentence about a patient in it; most
 * sales questions never need it (nameFinderFor).
 */
import type { CoachTask } from '../types';
import { CLINICAL_CONTEXT, SENTENCE_END, findNamesByRule, looksLikePatientName, mergeSpans, type NameFinder, type Span } from './names';
import { normalizeText } from './normalize';
import { taskTexts } from './privacy';

type Nlp = typeof import('compromise').default;
let nlp: Nlp | undefined;

/** Loads compromise once per process. */
export async function loadNlp(): Promise<void> {
  nlp ??= (await import('compromise')).default;
}

interface PersonJson {
  offset?: { start: number; length: number };
}

/**
 * Sentences with their offsets in the text, split where names.ts splits them: not after a title
 * or an initial, so "the DON, Mrs. Kaminski, says" is parsed whole and "Kaminski" keeps its title.
 */
function* sentencesOf(text: string): Generator<{ sentence: string; offset: number }> {
  let start = 0;
  for (const stop of text.matchAll(SENTENCE_END)) {
    const end = stop.index + stop[0].length;
    if (text.slice(start, end).trim()) yield { sentence: text.slice(start, end), offset: start };
    start = end;
  }
  if (text.slice(start).trim()) yield { sentence: text.slice(start), offset: start };
}

/**
 * The person in what compromise returns: without trailing punctuation ("Sarah Jones,", "ED-"),
 * without what precedes a stop inside it ("reps. rep Jasmine Cole"), and without lower-case words
 * before a capitalised name ("rep Jasmine Cole": the role stays outside, where the staff checks read it).
 */
function personSpan(text: string, start: number, length: number): Span {
  let end = start + length;
  while (end > start && /[\s,.;:!?)\-–—]/.test(text[end - 1]!)) end--;
  const stop = /^.*[.!?]\s+/s.exec(text.slice(start, end));
  if (stop) start += stop[0].length;
  const lead = /^(?:\p{Ll}[\p{L}'’-]*\s+)+(?=\p{Lu})/u.exec(text.slice(start, end));
  if (lead) start += lead[0].length;
  // ("J.R. (enc# 2026-…": what follows the initials' stop is a bracket and a label, not a name.)
  while (start < end && !/\p{L}/u.test(text[start]!)) start++;
  while (end > start && !/[\p{L}.]/u.test(text[end - 1]!)) end--;
  return { start, end };
}

const TITLE_BEFORE = /\b(?:mr|mrs|ms|miss|mx|mister)\.?\s+$/i;

/** Rules + compromise. Needs `await loadNlp()` first (nameFinderFor does that). */
export const findNamesWithNlp: NameFinder = (text) => {
  if (!nlp) throw new Error('findNamesWithNlp needs await loadNlp() first');
  const parse = nlp;
  const spans: Span[] = findNamesByRule(text);
  // The same sentence twice (a pasted note, a repeated turn) is parsed once.
  const parsed = new Map<string, PersonJson[]>();
  // Parsing costs about a millisecond per sentence, so only sentences about a patient (a diagnosis,
  // a date, an age, a room...) are parsed: a name anywhere else is not a patient's by our rule.
  for (const { sentence, offset } of sentencesOf(text)) {
    if (!CLINICAL_CONTEXT.test(sentence)) continue;
    let people = parsed.get(sentence);
    if (!people) parsed.set(sentence, (people = parse(sentence).people().json({ offset: true }) as PersonJson[]));
    for (const person of people) {
      if (!person.offset) continue;
      const span = personSpan(text, offset + person.offset.start, person.offset.length);
      // A titled name ("the DON, Mrs. Kaminski", "Mr. Grant, would...") is the title rule's to judge
      // (names.ts cuedNames knows greetings, roles and contacts); compromise sees only the surname.
      if (TITLE_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))) continue;
      if (span.end - span.start > 1 && looksLikePatientName(text, span)) spans.push(span);
    }
  }
  return mergeSpans(spans);
};

/** The server's name finder for one task: with compromise when any text is about a patient, the rules otherwise. */
export async function nameFinderFor(task: CoachTask): Promise<NameFinder> {
  if (!taskTexts(task).some((text) => CLINICAL_CONTEXT.test(normalizeText(text)))) return findNamesByRule;
  await loadNlp();
  return findNamesWithNlp;
}
