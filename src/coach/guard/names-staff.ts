import { DOCTOR_BEFORE, ROLE_AFTER, findNamesByRule, ordinaryWord, type NameFinder, type Span } from './names';
import { normalizeText } from './normalize';
import { keepRecent } from '../recent';

/**
 * Staff named anywhere in a request stay staff in every field. "the CM on 7W, dana whitfield, only
 * calls us when ..." names a referral source by role; the coach's earlier turn ("what does Dana see
 * as the trigger for a hospice call?") or the rep's outcomes ("get dana to invite me") then say
 * her first name alone in a sentence about hospice, where a finder (the server's NLP above all)
 * would take it for a patient's. A name is staff when, somewhere in the request, it stands right
 * after a role ("the DON, ...", "Dr.", "the CMs on 4W, x and y") or right before one ("..., the DON"),
 * and the rules did not take it for a patient there ("dr. x, the retired surgeon, is now the pt").
 * (The rules, not the server's NLP: the NLP knows a first name, not whose it is, and is the finder
 * this corrects.)
 */
const WORD = /(?<![\p{L}])\p{L}[\p{L}'’-]+/gu;
/**
 * A role (plural too) right before the name, perhaps with its unit or place, then a comma, a colon
 * or "is": "the CM on 7W, ", "our DON is ", "the 2 SWs at Mercy: ". Nothing else may come between:
 * "the hospitalist told me the lady in bed 22, ..." names a patient.
 */
const ROLE_RIGHT_BEFORE =
  /\b(?:don|adon|cm|case manager|discharge planner|social worker|sw|administrator|admin|director|executive director|medical director|unit manager|nurse manager|charge nurse|hospitalist|physician|liaison|marketer|intake coordinator|coordinator|office manager|navigator|chaplain|np|rn|lpn|md)s?(?:\s+(?:on|at|from|in|for)\s+[\p{L}\d'’-]+(?:\s+[\p{L}\d'’-]+)?)?\s*(?:,|:|\bis\b|\bnamed\b|\bcalled\b)?\s*$/iu;

/** The words (lower case) of every name a request gives a staff role and the finder does not take for a patient's. */
export function staffNameWords(texts: readonly string[], finder: NameFinder = findNamesByRule): Set<string> {
  const words = new Set<string>();
  for (const raw of texts)
    for (const word of finder === findNamesByRule ? staffWordsByRule(raw) : staffWordsIn(raw, finder)) words.add(word);
  return words;
}

/** (The earlier turns of a chat come back with every request: their staff words are kept.) */
const staffWordsByRule = keepRecent(128, (raw) => staffWordsIn(raw, findNamesByRule));

function staffWordsIn(raw: string, finder: NameFinder): string[] {
  const words: string[] = [];
  const text = normalizeText(raw);
  // (Where the role is given: the same words the finder takes for a patient's in that text are not staff.)
  const patients = new Set(finder(text).flatMap((span) => wordsOf(text, span)));
  // Runs of name-like words (not ordinary English) with only spaces between: "dana whitfield".
  const runs: Span[] = [];
  for (const match of text.matchAll(WORD)) {
    if (ordinaryWord(match[0])) continue;
    const last = runs[runs.length - 1];
    if (last && /^\s+$/.test(text.slice(last.end, match.index))) last.end = match.index + match[0].length;
    else runs.push({ start: match.index, end: match.index + match[0].length });
  }
  let previousStaff: Span | undefined;
  for (const run of runs) {
    const before = text.slice(Math.max(0, run.start - 40), run.start);
    const staff =
      DOCTOR_BEFORE.test(before) ||
      ROLE_RIGHT_BEFORE.test(before) ||
      ROLE_AFTER.test(text.slice(run.end, run.end + 40)) ||
      // ("the CMs, jo and ann marie": the rest of a list the role names.)
      (previousStaff !== undefined && LIST_GAP.test(text.slice(previousStaff.end, run.start)));
    previousStaff = staff ? run : undefined;
    if (staff) for (const word of wordsOf(text, run)) if (!patients.has(word)) words.push(word);
  }
  return words;
}

/** Between two names of one list: "x, y and z", "x & y". */
const LIST_GAP = /^\s*(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)$/;

/** A name's words in lower case, without titles, initials or a possessive. */
function wordsOf(text: string, span: Span): string[] {
  return text
    .slice(span.start, span.end)
    .split(/\s+/)
    .filter((word) => word && !/^(?:\p{L}\.?|mr|mrs|ms|miss|mx|dr)\.?$/iu.test(word))
    .map((word) => word.toLowerCase().replace(/[’']s$/, ''));
}

/** The finder, without names every word of which the request gives a staff role. */
export function withoutStaffNames(finder: NameFinder, staffWords: ReadonlySet<string>): NameFinder {
  if (staffWords.size === 0) return finder;
  return (text) =>
    finder(text).filter((span) => {
      const words = wordsOf(text, span);
      return words.length === 0 || !words.every((word) => staffWords.has(word));
    });
}
