import type { Span } from './names';

/**
 * Names known by what stands right beside them, in any case. Reps type names in lower case as often
 * as not, and the browser's rules have no dictionary of names, so these rules read the shape around
 * a word instead: a patient's own detail right after it (a birth date, an age, a record number), a
 * room it is said in apposition to, a label ("initials"), a relation ("your dad"), a sentence that
 * declares it a patient. Each candidate word must not be ordinary English (the caller's test, from
 * names.ts), so "the pt in 214, any thoughts?" names no one.
 */
export interface WordTests {
  /** An ordinary English word, a place word or a verb form: never part of a name. */
  ordinary: (word: string) => boolean;
}

const TOKEN = String.raw`\p{L}[\p{L}'’-]*`;
/** One to three words, any case. */
const WORDS = String.raw`${TOKEN}(?:\s+${TOKEN}){0,2}`;

/**
 * "Mavis (DOB 9.22.32)", "hazel, age 99", "Ray Dunn 94 yo", "ruth ames, born 1931": a name right
 * before its owner's detail, the detail with its value ("the MRN and the MBI" names no one). A name
 * in lower case needs the comma or bracket: "residents average 87 years old" is a statistic.
 */
const NAME_BEFORE_DETAIL = new RegExp(
  String.raw`(?<![\p{L}])(${WORDS})(\s*[,(]?)(?=\s*(?:(?:dob|d\.o\.b\.?|born(?: on)?|b\.)\s*[:#]?\s*(?:\d|[a-z]{3,9}\.? \d)|age[ds]?\s*:?\s*\d|\d{2,3}\s*(?:yo|y\/o|y\.o\.|yrs?\.? old|years? old)\b|(?:mrn|mbi)\s*[:#]?\s*[a-z0-9-]*\d))`,
  'giu',
);

/** "pt in rm 214 at the Oaks, eleanor whitcomb, ...", "bed 22, Rosa Diaz, is ...": a name in apposition to a patient's room. */
const ROOM_THEN_NAME = new RegExp(
  String.raw`(?:\b(?:rm|room|bed|apt|apartment|unit)\.?\s*#?\s*\d{1,4}[a-z]?|\b(?:pt|patient|resident|guy|lady|man|woman|gentleman)\s+in\s+\d{1,4}[a-z]?)(?:\s+(?:at|on|in)\s+[^,.;()\n]{1,40}?)?\s*,\s*(${WORDS})(?=\s*(?:[.,;!?()'’"”—–-]|$))`,
  'giu',
);
/** A meeting near a room: the room is the meeting's, and what follows it is not a patient. */
const MEETING_NEAR = /\b(?:meet\w*|mtgs?|conf\w*|in-?service|lunch|presentation|class|training|office|suite|huddle)\b/i;

/** "initials R.D.K.", "initials are jw": a patient's initials after their label. */
const LABELLED_INITIALS = /\binitials?\s*(?:are\s+|is\s+|:\s*|=\s*)?(\p{L}\.?(?:\s?\p{L}\.?){1,3})(?![\p{L}])/giu;

/** "dr. harlan pruitt, the retired surgeon, is now the pt": a person, whatever their title, declared a patient. */
const DECLARED_PATIENT = new RegExp(
  String.raw`(?<![\p{L}])((?:(?:dr|doctor|mr|mrs|ms|miss)\.?\s+)?${WORDS})(?=,?[^.!?\n]{0,40}?\b(?:is|was|'s|’s) (?:now |also |actually |still )?(?:the|our|a|your|my) (?:hospice )?(?:pt|patient|resident)\b\s*(?:[.,;!?)]|$|(?:here|there|now|on|at|in|of|with)\b))`,
  'giu',
);
const TITLE = /^(?:dr|doctor|mr|mrs|ms|miss)\.?\s+/i;

/** "your dad frank", "his grandson matthew", "..., grandson minh translates": a relative's name typed in lower case. */
const RELATIVE_THEN_LOWER_NAME =
  /(?:\b(?:your|her|his|their|my|the|pt'?s|patient'?s)\s+|(?:^|[,;:.!?(]\s*))(?:dad|mom|father|mother|husband|wife|son|daughter|grandson|granddaughter|brother|sister|niece|nephew|aunt|uncle|grandma|grandpa)\s+([a-z][a-z'’-]{2,})(?![\p{L}])/gu;
/**
 * "the son (dale ruiz, 555-0107) says", "her niece (tamsin) called", "the daughter, tamsin, said": a
 * relative's name in brackets or between commas, in any case.
 */
const RELATIVE_THEN_BRACKETED_NAME =
  /\b(?:dad|mom|father|mother|husband|wife|son|daughter|grandson|granddaughter|brother|sister|niece|nephew|aunt|uncle|grandma|grandpa|poa|caregiver)\s*[(,]\s*(\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){0,2})(?=\s*[,)])/gu;

/**
 * What follows a relation word without being a name: a verb in -s or -ed ("her son works", "his
 * wife agreed"), an adverb in -ly, a gerund; and the short adverbs, reflexives and irregular past
 * forms that end otherwise. (A name in -s, "doris", is lost to this; a false notice costs more.)
 */
const NOT_A_LOWER_NAME =
  /^(?:\w+(?:s|ing)|\w{3,}(?:ed|ly)|always|never|often|already|too|again|right|left|first|last|next|over|out|off|up|down|well|ok|okay|though|tho|anyway|meanwhile|however|otherwise|therefore|btw|fyi|instead|lately|much|more|less|better|worse|yet|soon|later|once|herself|himself|themselves|alone|here|there|away|back|brought|flew|drove|wrote|spoke|found|held|stood|sat|ran|understood|forgot|saw|knew|thought|told|went|came|got|kept|sent|put|let|set|drew|grew|threw|wore|broke|hung|lent|meant|led|read)$/;

/**
 * "admitted ana lucia morales, she's ...", "no hospice for rene dubois, wants more abx": a lower-case
 * full name the next clause calls she or he, or gives the verb a person's wishes take.
 */
const LOWER_NAME_THEN_PRONOUN =
  /\b(?:for|about|re|with|w\/|saw|see|seeing|visited|visiting|admitted|admitting|following)\s+(\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+){1,2})(?=\s*,\s*(?:(?:she|he)(?:'s|’s|s|\s+(?:is|was|has|had|just|still))|wants|needs|refuses|refused|declined|lives|keeps)\b)/gu;

/**
 * "admit rosa dunleavy before friday", "discharged ben okafor on 12/2": a lower-case full name a
 * patient's event is done to, then a time, a place or the end ("live discharge rate benchmark" is a noun).
 */
const LOWER_NAME_AFTER_CARE_VERB =
  /\b(?:admit|admitted|admitting|readmit|readmitted|discharged|enrolled|evaluated|recertified)\s+(\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+){1,3})(?![\p{L}])/gu;
const AFTER_CARE_VERB_NAME =
  /^(?:\s*(?:[,.;!?)]|$)|\s+(?:before|after|on|to|this|today|tonight|tomorrow|by|from|at|in|w\/|with|asap|yesterday|last|next)\b)/;

/** "walter kaminski rm 118", "ida moss (apt 4)", "rena lott, SICU bed 3": a lower-case full name right before a room (its unit may come first). */
const LOWER_NAME_THEN_ROOM =
  /(?<![\p{L}])(\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+){1,2})(?=\s*[,(]?\s*(?:(?:\p{Lu}{2,5}|\d{1,2}\p{L}{1,2}|step-?down)\s+)?(?:rm|room|bed|apt|apartment)\.?\s*#?\s*\d{1,4}[a-z]?\b)/gu;

/** "dad is harold faith, 93", "the pt is named ida moss.": a lower-case full name given after "is". */
const LOWER_NAME_AFTER_IS =
  /\b(?:dad|mom|father|mother|husband|wife|son|daughter|pt|patient|resident)\s+(?:is|was|named|called|is named)\s+(\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+){1,2})(?=\s*(?:[,.;!?)]|$))/gu;

/** The last words of a matched phrase that are not ordinary English (the name in "the pt hazel"). */
function trailingName(phrase: string, words: WordTests, nameWord = (word: string) => !words.ordinary(word)): string {
  const tokens = phrase.split(/\s+/);
  let first = tokens.length;
  while (first > 0 && nameWord(tokens[first - 1]!) && tokens[first - 1]!.length >= 2) first--;
  return tokens.slice(first).join(' ');
}

function spanOf(match: RegExpMatchArray, name: string): Span {
  const start = match.index! + match[0].lastIndexOf(name);
  return { start, end: start + name.length };
}

export function namesBesideDetails(text: string, words: WordTests): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(NAME_BEFORE_DETAIL)) {
    const name = trailingName(match[1]!, words);
    if (name && (/^\p{Lu}/u.test(name) || match[2]!.trim())) spans.push(spanOf(match, name));
  }
  for (const match of text.matchAll(ROOM_THEN_NAME)) {
    const name = match[1]!;
    const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
    if (name.split(/\s+/).every((word) => word.length >= 2 && !words.ordinary(word)) && !MEETING_NEAR.test(around))
      spans.push(spanOf(match, name));
  }
  for (const match of text.matchAll(LABELLED_INITIALS)) spans.push(spanOf(match, match[1]!.trimEnd()));
  for (const match of text.matchAll(DECLARED_PATIENT)) {
    const title = TITLE.exec(match[1]!)?.[0] ?? '';
    const name = trailingName(match[1]!.slice(title.length), words);
    // (The title goes with the name: "dr. [name removed]" says less than "[name removed]".)
    if (name && match[1]!.endsWith(name)) spans.push(spanOf(match, title && match[1] === `${title}${name}` ? match[1]! : name));
  }
  for (const match of text.matchAll(RELATIVE_THEN_LOWER_NAME)) {
    const name = match[1]!;
    if (!words.ordinary(name) && !NOT_A_LOWER_NAME.test(name)) spans.push(spanOf(match, name));
  }
  for (const match of text.matchAll(RELATIVE_THEN_BRACKETED_NAME)) {
    // ("son (the poa)", "daughter (an rn)", "wife (lives in ohio)", "son (works nights)", "Adult
    // daughter (hard)": who they are, not their name. So a name in brackets is capitalised, has the
    // relative's number after it, or the relative speaks or acts right after the bracket ("(nadia) said").
    const tokens = match[1]!.split(/\s+/);
    const end = match.index + match[0].length;
    const numberFollows = /^\s*,\s*\(?\d{3}/.test(text.slice(end, end + 8));
    const actsAfter =
      /^\s*[),]\s*(?:just\s+|also\s+|still\s+)?(?:said|says|asked|asks|called|calls|told|tells|wants|wanted|keeps|kept|thinks|insists|refuses|refused|is|was)\b/i.test(
        text.slice(end, end + 30),
      );
    if (!/^\p{Lu}/u.test(match[1]!) && !numberFollows && !actsAfter) continue;
    const modifier = (word: string) => /^(?:\w+est|older|younger|elder|local|twin|adopted|step|estranged|only)$/i.test(word);
    const nameLike = (word: string) =>
      word.length >= 2 && !words.ordinary(word) && !modifier(word) && (numberFollows || !NOT_A_LOWER_NAME.test(word.toLowerCase()));
    if (tokens.every(nameLike)) spans.push(spanOf(match, match[1]!));
  }
  const lowerNameWord = (word: string) => !words.ordinary(word) && !NOT_A_LOWER_NAME.test(word);
  for (const match of text.matchAll(LOWER_NAME_THEN_PRONOUN))
    if (match[1]!.split(/\s+/).every((word) => !words.ordinary(word))) spans.push(spanOf(match, match[1]!));
  // ("his wife is worn out": a state and its particle, not a name; a surname in -s stays a name after "is named".)
  for (const match of text.matchAll(LOWER_NAME_AFTER_IS)) {
    const tokens = match[1]!.split(/\s+/);
    if (tokens.every((word) => !words.ordinary(word)) && !NOT_A_LOWER_NAME.test(tokens[tokens.length - 1]!.replace(/s$/, 'x')))
      spans.push(spanOf(match, match[1]!));
  }
  for (const match of text.matchAll(LOWER_NAME_AFTER_CARE_VERB)) {
    // (The first words after the verb: "admit rosa dunleavy before friday" takes "rosa dunleavy".)
    const tokens = match[1]!.split(/\s+/);
    const count = tokens.findIndex((word) => !lowerNameWord(word));
    const name = tokens.slice(0, count === -1 ? tokens.length : count).join(' ');
    const start = match.index + match[0].length - match[1]!.length;
    if (name.includes(' ') && AFTER_CARE_VERB_NAME.test(text.slice(start + name.length))) spans.push({ start, end: start + name.length });
  }
  for (const match of text.matchAll(LOWER_NAME_THEN_ROOM)) {
    // (The last words before the room: "saw walter kaminski rm 118" takes "walter kaminski".)
    const name = trailingName(match[1]!, words, lowerNameWord);
    const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
    if (name.includes(' ') && !MEETING_NEAR.test(around)) spans.push(spanOf(match, name));
  }
  return spans;
}
