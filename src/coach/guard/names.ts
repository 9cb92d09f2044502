/**
 * Finding patient names by rule. This is the detector the browser's offline coach uses (it must
 * stay a few KB: the in-browser engine is downloaded only when a rep has no signal); the server
 * adds the `compromise` NLP library on top (names-nlp.ts). Both are held to the same labelled set
 * (tests/eval/privacy.eval.ts).
 *
 * Three cues make a name: a patient word before it (patient, pt, resident, any case), a title
 * (Mr., Mrs., Ms., Miss, Mx.; "Dr." is a referral source and stays), or a capitalised full name in
 * a sentence about a patient (a diagnosis, a date, an age, a room). A word that is ordinary English
 * ("the patient is declining", "patient care", "Resident Council") is never taken for a name.
 */
export interface Span {
  start: number;
  end: number;
}

export type NameFinder = (text: string) => Span[];

/** Words that follow "patient" or a title, or start a sentence, and are not names. Lower case. */
const COMMON_WORDS = new Set(
  `a an the this that these those my our your his her their its and or but so if then than as at by for from in into of on to with without about after before
   is isn't was wasn't are aren't were be been being has hasn't have haven't had do does did doesn't didn't can can't could couldn't will won't would wouldn't should shall may might must
   who whom whose which what when where why how here there now just still also only even very really not no yes all any some each every both few more most other another such own same
   keeps kept wants wanted needs needed says said lives lived goes went gets got refuses refused declines declined seems seemed looks looked feels felt takes took makes made
   name names look looks appear appears seem get be go sign signs sent send stay come take make keep want need say tell call give ask let help
   gives gave asks asked tells told calls called knows knew thinks thought comes came stays stayed eats ate sleeps slept falls fell died dies passed passes moved moves
   is was has had who whose care coordinator council services service director assessment advocate advocacy relations rights experience safety centered centred portal
   records record transport transfer intake admissions admission family families choice satisfaction education navigator navigators liaison liaisons portal
   population populations census load volume list lists days day weeks week months month years year hours hour age aged old new first last next other
   yesterday today tomorrow tonight morning afternoon evening night weekend
   monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december
   room bed unit floor wing hall hallway home house facility hospital snf alf er icu ed
   daughter son wife husband mother father mom dad sister brother spouse caregiver caregivers children kids grandson granddaughter niece nephew
   chart charts file notes note visit visits call calls case cases referral referrals referred eligibility eligible goals goal plan plans preferences needs
   stable declining decline dying sick sicker better worse comfortable confused agitated nonverbal bedbound bed-bound weak frail
   hospice palliative comfort end stage end-stage terminal dementia cancer copd chf als stroke heart lung kidney liver
   i i'm i've i'd i'll we we're we've he he's she she's they they're them him me us you you're it it's
   one two three four five six seven eight nine ten
   mr mrs ms miss mx dr doctor nurse don dons rn lpn cna np md pa pt pts patient patients resident residents
   experience team teams group groups manager managers staff transport`.split(/\s+/),
);

/** Capitalised words that make a capitalised phrase a place, an organisation or a term, not a person. */
const NOT_PERSON = new Set(
  `manor hospital health healthcare center centre care village gardens place rehab rehabilitation medical clinic living home homes court house terrace estates commons point pointe
   regional memorial nursing senior lodge residence haven springs hills park oaks cardiology oncology associates practice group hospice county city street avenue road
   spartan method medicare medicaid advantage anti-kickback statute act law office department services service foundation university college school church
   unit units team teams council program programs network partners systems system institute society association compliance`.split(/\s+/),
);

/**
 * Verbs a rep puts right after "patient" or "resident" when asking about the benefit ("a patient
 * revokes", "the resident transferred", "if a patient qualifies"), as lemmas: every regular
 * inflection is derived (inflect), so "elects", "elected" and "electing" need no entry of their
 * own. Only lower-case words are checked against them: "patient Grant Hill" stays a name.
 * Words that are also common first names (will, mark, grant, bill, sue, pat, rob, chase, drew,
 * hope, faith) are left out on purpose.
 */
const VERB_LEMMAS = `accept admit agree appeal apply arrive ask attend become begin breathe change choose
   come complain consent continue cough decide decline deny depend deteriorate develop die discharge discontinue eat elect enroll enrol
   enter exceed experience express fail fall feel finish gain get go graduate have hear improve leave live lose meet miss move
   need opt outlive pay plateau prefer present qualify quit receive recertify recover refuse reject rely remain report request
   require reside respond return revoke revert say seek show sign sleep stabilize stabilise start stay stop struggle suffer
   survive switch take talk tolerate transfer transition try turn undergo use visit wait walk want wish withdraw worsen`.split(/\s+/);

/** A lemma's regular forms: -s/-es/-ies, -ed/-d/-ied, -ing, with a doubled final consonant too. */
function inflect(lemma: string): string[] {
  const stem = lemma.replace(/e$/, '');
  const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(lemma) ? lemma + lemma.at(-1) : lemma;
  const y = /[^aeiou]y$/.test(lemma) ? lemma.slice(0, -1) : null;
  return [
    lemma,
    y ? `${y}ies` : /(?:s|sh|ch|x|z|o)$/.test(lemma) ? `${lemma}es` : `${lemma}s`,
    y ? `${y}ied` : lemma.endsWith('e') ? `${lemma}d` : `${lemma}ed`,
    `${doubled}ed`,
    lemma.endsWith('ie') ? `${lemma.slice(0, -2)}ying` : `${stem}ing`,
    `${doubled}ing`,
  ];
}

/** Irregular past forms of the verbs above. */
const IRREGULAR_VERB_FORMS =
  'began begun became chose chosen ate eaten fell fallen felt heard left lost met paid quit said showed shown slept took taken underwent undergone withdrew withdrawn';

const VERB_FORMS = new Set([...VERB_LEMMAS.flatMap(inflect), ...IRREGULAR_VERB_FORMS.split(' ')]);

/**
 * Ordinary words that are also given names. Capitalised and followed by a capitalised surname they
 * are a name ("patient Will Turner", "Mrs. May Chen"), not the word ("Will the patient qualify?").
 */
const GIVEN_NAME_WORDS = new Set(
  'will may june april august hope faith joy mark bill art ray pat sue dawn eve frank jack gene dean rose'.split(' '),
);
const SURNAME_AFTER = /^\s+(\p{Lu}[\p{Ll}'’-]+)/u;

/** `word` (ending at `end` in `text`) is a given name that is also a word, with a surname after it. */
function givenNameWithSurname(text: string, word: string, end: number): boolean {
  if (!/^\p{Lu}/u.test(word) || !GIVEN_NAME_WORDS.has(word.toLowerCase())) return false;
  const surname = SURNAME_AFTER.exec(text.slice(end))?.[1];
  return Boolean(surname && !isCommon(surname) && !NOT_PERSON.has(surname.toLowerCase()));
}

/** A lower-case verb form ("revokes", "transferred"): what follows a patient word as often as a name does. */
const isLowerCaseVerb = (word: string) => word === word.toLowerCase() && VERB_FORMS.has(word);

const NAME_TOKEN = "\\p{L}[\\p{L}'’-]*";
const CUE = String.raw`\b(?:(?:patient|pt|resident|decedent|hospice patient)\b(?:'s|’s)?\.?\s*(?:(?:is\s+)?named\s+|called\s+|is\s+|:\s*|,\s*)?|(?:patient|resident)(?:'s|’s)? (?:first |last |full )?name is\s+|name is\s+)`;
const TITLE = String.raw`\b(?:mr|mrs|ms|miss|mx|mister)\.?\s+`;

const isCommon = (word: string) =>
  COMMON_WORDS.has(
    word
      .toLowerCase()
      .replace(/[’']s$/, '')
      .replace(/[’']/g, "'"),
  );

/** After a cue: take up to three following words that are not ordinary English (and optional middle initials). */
function nameAfter(text: string, from: number): number {
  const tokens = new RegExp(`\\s*(${NAME_TOKEN}\\.?)`, 'uy');
  let end = from;
  let taken = 0;
  tokens.lastIndex = from;
  for (let match = tokens.exec(text); match && taken < 3; match = tokens.exec(text)) {
    const word = match[1]!.replace(/\.$/, '');
    const initial = /^\p{L}$/u.test(word) && match[1]!.endsWith('.');
    const ordinary = isCommon(word) && !givenNameWithSurname(text, word, tokens.lastIndex);
    if (!initial && (ordinary || isLowerCaseVerb(word) || word.length < 2)) break;
    end = tokens.lastIndex - (match[1]!.endsWith('.') && !initial ? 1 : 0);
    if (!initial) taken++;
  }
  return end;
}

/** Sentences about a patient: a diagnosis, a clinical event, a date, an age, a room or bed. */
export const CLINICAL_CONTEXT =
  /\b(?:chf|copd|dementia|alzheimer'?s?|cancer|als|esrd|parkinson'?s?|stroke|cva|heart failure|renal|kidney|cirrhosis|sepsis|pneumonia|hospice|dying|died|passed away|declin\w*|diagnos\w*|dx|prognosis|pps|dnr|polst|admitted|discharged|readmi\w*|terminal|end[- ]stage|metasta\w*|tumou?r|chemo\w*|dialysis|wounds?|pressure (?:ulcer|injury)|falls?|fell|weight loss|bedbound|bed-bound|comfort care|morphine|oxygen|feeding tube|aspirat\w*|hospitali[sz]ed|er visits?|icu|stopped eating|not eating|swallow\w*|pain|symptoms?|medications?|born|dob|aged?|years? old|y\/?o|room|bed|mrn|ssn|medicare (?:number|id)|date of (?:birth|death))\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\[[a-z ]+ removed\]/i;

/** "Sarah Jones, the DON" / "Maria Lopez, RN": a referral source introduced by role. */
const ROLE_AFTER =
  /^\s*,?\s*(?:\(|the |our |their |a |an )?(?:don|adon|rn|lpn|np|md|do|msw|lcsw|cm|case manager|discharge planner|social worker|administrator|director|executive director|medical director|unit manager|hospitalist|physician|doctor|nurse practitioner|marketer|liaison|intake|admissions)\b/i;
const DOCTOR_BEFORE = /\b(?:dr|doctor|nurse|np|pa)\.?\s*$/i;

/** The sentence around a span. */
function sentenceAround(text: string, start: number, end: number): string {
  const sentenceStart =
    Math.max(
      text.lastIndexOf('.', start - 1),
      text.lastIndexOf('\n', start - 1),
      text.lastIndexOf('?', start - 1),
      text.lastIndexOf('!', start - 1),
    ) + 1;
  const nextStop = text.slice(end).search(/[.!?\n](?:\s|$)/);
  return text.slice(sentenceStart, nextStop < 0 ? text.length : end + nextStop + 1);
}

/**
 * Whether a person-like phrase (from the capitalisation rule or from NLP) is a patient's name: not
 * ordinary words or a place, not a doctor or a referral source introduced by role, and in a
 * sentence about a patient.
 */
export function looksLikePatientName(text: string, span: Span): boolean {
  const phrase = text.slice(span.start, span.end);
  const words = phrase.split(/\s+/).filter((word) => word && !/^[A-Za-z]\.$/.test(word));
  const ordinary = (word: string, index: number) =>
    isCommon(word.replace(/[,.]$/, '')) && !(index === 0 && givenNameWithSurname(phrase, word, word.length));
  if (words.length === 0 || words.some((word, index) => ordinary(word, index) || NOT_PERSON.has(word.toLowerCase()))) return false;
  if (DOCTOR_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
  if (ROLE_AFTER.test(text.slice(span.end, span.end + 40))) return false;
  // Part of a place: "St. Mary's Hospital", "Sarah Cannon Cancer Center".
  if (/\b(?:st|saint|mt|fort|lake|port)\.?\s*$/i.test(text.slice(Math.max(0, span.start - 7), span.start))) return false;
  const nextWord = /^['’]?s?\s+(\p{L}+)/u.exec(text.slice(span.end, span.end + 30))?.[1];
  if (nextWord && NOT_PERSON.has(nextWord.toLowerCase())) return false;
  return CLINICAL_CONTEXT.test(sentenceAround(text, span.start, span.end).replace(phrase, ''));
}

function capitalisedNames(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}(?![\p{L}])/gu;
  for (const match of text.matchAll(pattern)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (looksLikePatientName(text, span)) spans.push(span);
  }
  return spans;
}

function cuedNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const [pattern, includeCue] of [
    [new RegExp(CUE, 'giu'), false],
    [new RegExp(TITLE, 'giu'), true],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const nameStart = match.index + match[0].length;
      const end = nameAfter(text, nameStart);
      if (end > nameStart)
        spans.push({
          start: includeCue ? match.index : nameStart + (text.slice(nameStart, end).length - text.slice(nameStart, end).trimStart().length),
          end,
        });
    }
  }
  return spans;
}

/** Merges overlapping spans, in order. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export const findNamesByRule: NameFinder = (text) => mergeSpans([...cuedNames(text), ...capitalisedNames(text)]);
