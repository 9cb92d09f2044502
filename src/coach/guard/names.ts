import { namesBesideDetails } from './names-beside';
import { keepRecent } from '../recent';

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
 * Names typed in any case, without a cue, are read by what stands beside them in names-beside.ts.
 */
export interface Span {
  start: number;
  end: number;
}

export type NameFinder = (text: string) => Span[];

/**
 * Words that follow "patient" or a title, or start a sentence, and are not names. Lower case
 * ("the pt's pain is out of control", "pt mostly bedbound": what a patient has, not who). The
 * last line is clinical shorthand reps type after "pt" ("pt EF 25%", "pt BP low"): not initials.
 */
const COMMON_WORDS = new Set(
  `a an the this that these those my our your his her their its and or but so if then than as at by for from in into of on to with without about after before like unlike per via
   is isn't was wasn't are aren't were be been being has hasn't have haven't had do does did doesn't didn't can can't could couldn't will won't would wouldn't should shall may might must
   isnt wasnt arent werent hasnt havent doesnt didnt cant couldnt wont wouldnt shouldnt dont im ive ill id hes shes theyre
   who whom whose which what when where why how here there now just still also only even very really not no yes all any some each every both few more most other another such own same
   til till until since unless because cause while although whether
   everybody everyone everything someone somebody anyone anybody nobody guy guys lady ladies man men woman women gentleman
   keeps kept wants wanted needs needed says said lives lived goes went gets got refuses refused declines declined seems seemed looks looked feels felt takes took makes made
   name names look looks appear appears seem get be go sign signs sent send stay come take make keep want need say tell call give ask let help
   gives gave asks asked tells told calls called knows knew thinks thought comes came stays stayed eats ate sleeps slept falls fell died dies passed passes moved moves
   is was has had who whose care coordinator council services service director assessment advocate advocacy relations rights experience safety centered centred portal
   records record transport transfer intake admissions admission family families choice satisfaction education navigator navigators liaison liaisons portal
   benefit benefits period periods population populations census load volume list lists days day weeks week months month years year hours hour age aged old new first last next other
   yesterday today tomorrow tonight morning afternoon evening night weekend
   monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december
   tue tues wed weds thu thur thurs fri feb aug sep sept oct nov dec
   room rm bed unit floor wing hall hallway home house facility hospital snf alf er icu ed
   daughter son wife husband mother father mom dad sister brother spouse caregiver caregivers children kids grandson granddaughter niece nephew
   chart charts file notes note visit visits call calls case cases referral referrals referred eligibility eligible goals goal plan plans preferences needs
   stable declining decline dying sick sicker better worse comfortable confused agitated nonverbal bedbound bed-bound weak frail
   mostly pain weight intake appetite breathing breath symptoms symptom meds medications labs condition prognosis diagnosis swallowing mobility wound
   hospice palliative comfort end stage end-stage terminal dementia cancer copd chf als stroke heart lung kidney liver
   i i'm i've i'd i'll we we're we've he he's she she's they they're them him me us you you're it it's
   one two three four five six seven eight nine ten
   mr mrs ms miss mx dr doctor nurse don dons rn lpn cna np md pa pt pts patient patients resident residents
   experience team teams group groups manager managers staff transport
   hi hello hey dear thanks thank mrn dob ssn mbi id poa re rev
   enc encounter csn fin acct ef bp hr rr o2 sats sat spo2 pps kps ecog fast nyha dnr polst dni fev1 bmi gfr inr bnp hx dx tx rx sx sob doe uti gi iv po npo prn adl adls mac s/p f2f cti noe notr los adc gip chc rhc esrd cva tia mi afib hf ckd pna`.split(
    /\s+/,
  ),
);

/** Capitalised words that make a capitalised phrase a place, an organisation or a term, not a person. */
const NOT_PERSON = new Set(
  `manor hospital health healthcare center centre care village gardens place rehab rehabilitation medical clinic living home homes court house terrace estates commons point pointe
   regional memorial general nursing senior lodge residence haven springs hills park oaks cardiology oncology associates practice group hospice county city street avenue road
   spartan method medicare medicaid advantage anti-kickback statute act law office department services service foundation university college school church
   unit units team teams council program programs network partners systems system institute society association compliance
   bend crest creek ridge brook brooke meadow meadows grove glen hollow knoll pines pine vista view heights woods wood trace landing crossing
   shores shore harbor harbour valley acres farms towers plaza square arbor ave st rd ln blvd way lane trail parkway pkwy hwy highway cir circle ter trl snf alf ltc
   garden estate farm tower spring hill acre ct pl apt ste suite`.split(/\s+/),
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
  'will may june april august hope faith joy mark bill art ray pat sue dawn eve frank jack gene dean rose guy'.split(' '),
);
const SURNAME_AFTER = /^\s+(\p{Lu}[\p{Ll}'’-]+)/u;

/** `word` (ending at `end` in `text`) is a given name that is also a word, with a surname after it. */
function givenNameWithSurname(text: string, word: string, end: number): boolean {
  if (!/^\p{Lu}/u.test(word) || !GIVEN_NAME_WORDS.has(word.toLowerCase())) return false;
  const surname = SURNAME_AFTER.exec(text.slice(end))?.[1];
  return Boolean(surname && !isCommon(surname) && !NOT_PERSON.has(surname.toLowerCase()));
}

/**
 * After a patient cue, in lower case: "pt june kowalczyk". Only the given names that are nouns (a
 * month, a virtue, a flower): "pt may benefit", "pt will need" are modal verbs, never names.
 */
const LOWER_GIVEN_NAME_WORDS = new Set('june april august hope faith joy dawn eve rose'.split(' '));
function lowerGivenNameWithSurname(text: string, word: string, end: number): boolean {
  if (!LOWER_GIVEN_NAME_WORDS.has(word)) return false;
  const surname = /^\s+([a-z][a-z'’-]{2,})(?![\p{L}])/u.exec(text.slice(end))?.[1];
  return Boolean(surname && !isCommon(surname) && !NOT_PERSON.has(surname) && !VERB_FORMS.has(surname));
}

/** A lower-case verb form ("revokes", "transferred"): what follows a patient word as often as a name does. */
const isLowerCaseVerb = (word: string) => word === word.toLowerCase() && VERB_FORMS.has(word);

const NAME_TOKEN = "\\p{L}[\\p{L}'’-]*";
// Only "pt" takes an abbreviation's period ("pt. Hollis"); "...at no cost to the resident. offer to
// bring our list" ends a sentence, and the next sentence's first word is no name.
const CUE = String.raw`\b(?:(?:patient|pt|resident|decedent|hospice patient)\b(?:'s|’s)?(?:(?<=\bpt)\.)?\s*(?:(?:is\s+)?named\s+|called\s+|is\s+|:\s*|,\s*)?|(?:patient|resident)(?:'s|’s)? (?:first |last |full )?name is\s+|name is\s+)`;
const TITLE = String.raw`\b(?:mr|mrs|ms|miss|mx|mister)\.?\s+`;

const isCommon = (word: string) =>
  COMMON_WORDS.has(
    word
      .toLowerCase()
      .replace(/[’']s$/, '')
      .replace(/[’']/g, "'"),
  );

/** Ordinary English, a place word or a verb form: not part of a name. */
export const ordinaryWord = (word: string) => isCommon(word) || NOT_PERSON.has(word.toLowerCase()) || isLowerCaseVerb(word);

const STATUS_AFTER_CUE = /^\s*(?:full|no|slow|partial)[- ]code\b|^\s*(?:comfort care|dnr|dni|hospice appropriate)\b/i;

/**
 * A lower-case word shaped like an adjective ("appropriate", "unresponsive", "ambulatory",
 * "independent"): what a rep says of a patient right after "pt". Long -ent/-ant/-al/-ic endings only,
 * so lower-case given names that share the ending ("vincent", "crystal", "dominic") stay names.
 */
const ADJECTIVE_SHAPE =
  /^\p{Ll}[\p{Ll}-]{2,}(?:ate|ible|able|ive|ous|ose|ary|ory|ful|less|oid|ile)$|^\p{Ll}[\p{Ll}-]{5,}(?:ent|ant|al|ic)$/u;
/** A lower-case adverb before a verb or an adjective ("actively dying", "recently admitted", "barely responsive"). */
const ADVERB_BEFORE_STATE = /^\p{Ll}{4,}ly$/u;
const STATE_WORD = /^\p{Ll}{3,}(?:ing|ed)$/u;

/**
 * "pt appropriate for GIP?", "pt unresponsive since tues", "pt actively dying": the word after the
 * cue says how the patient is, not who. A status when the next word is no surname (an ordinary
 * word, a stop or the end), or, for an adverb, a verb form or an adjective.
 */
function statusAfterCue(text: string, from: number): boolean {
  const match = /^\s*(\p{L}[\p{L}-]*)(?:\s+(\p{L}[\p{L}'’-]*)|\s*(?:[,;:.!?)]|$))/u.exec(text.slice(from, from + 60));
  if (!match) return false;
  const [, word, next] = match as unknown as [string, string, string | undefined];
  if (ADJECTIVE_SHAPE.test(word)) return next === undefined || (next === next.toLowerCase() && ordinaryWord(next));
  if (ADVERB_BEFORE_STATE.test(word) && next !== undefined) return STATE_WORD.test(next) || ADJECTIVE_SHAPE.test(next) || isCommon(next);
  return false;
}

/** After a cue: take up to three following words that are not ordinary English (and optional middle initials). */
function nameAfter(text: string, from: number): number {
  // "pt is full code", "resident is comfort care only": a status, not a name.
  if (STATUS_AFTER_CUE.test(text.slice(from, from + 30))) return from;
  if (statusAfterCue(text, from)) return from;
  // (A nickname keeps its quotes: "pt 'pops' mcgillicuddy".)
  const tokens = new RegExp(`\\s*['‘"“]?(${NAME_TOKEN}\\.?)['’"”]?`, 'uy');
  let end = from;
  let taken = 0;
  tokens.lastIndex = from;
  for (let match = tokens.exec(text); match && taken < 3; match = tokens.exec(text)) {
    const word = match[1]!.replace(/\.$/, '').replace(/['’]$/, '');
    const initial = /^\p{L}$/u.test(word) && match[1]!.endsWith('.');
    const ordinary =
      isCommon(word) && !givenNameWithSurname(text, word, tokens.lastIndex) && !lowerGivenNameWithSurname(text, word, tokens.lastIndex);
    if (!initial && (ordinary || isLowerCaseVerb(word) || word.length < 2)) break;
    end = tokens.lastIndex - (match[1]!.endsWith('.') && !initial ? 1 : 0);
    if (!initial) taken++;
  }
  return end;
}

/** Sentences about a patient: a diagnosis, a clinical event, a date, an age, a room or bed. */
export const CLINICAL_CONTEXT =
  /\b(?:chf|copd|dementia|alzheimer'?s?|cancer|als|esrd|parkinson'?s?|stroke|cva|heart failure|renal|kidney|cirrhosis|sepsis|pneumonia|hospice|dying|died|passed away|declin\w*|diagnos\w*|dx|prognosis|pps|dnr|polst|admitted|discharged|readmi\w*|terminal|end[- ]stage|metasta\w*|tumou?r|chemo\w*|dialysis|wounds?|pressure (?:ulcer|injury)|falls?|fell|weight loss|bedbound|bed-bound|comfort care|morphine|oxygen|feeding tube|aspirat\w*|hospitali[sz]ed|er visits?|icu|stopped eating|not eating|swallow\w*|pain|symptoms?|medications?|born|dob|aged?|years? old|y\/?o|room|bed|mrn|ssn|medicare (?:number|id)|date of (?:birth|death)|yo|ecog|o2|die|dies|death|transferr?\w*|referr\w*|eval\w*|intake|consult\w*|admits?|admission|lives?|living|moved|home|homebound|alone|family|wife|husband|daughter|sons?|kids|granddaughter|grandson|caregiver|poa|mother|father|mom|dad|cell|calling us|called us|call us|pt|patient|resident|rm|sleeping|qualif\w*|eligib\w*|lcd|nyha|ef|recert\w*|continuous care|gip|respite|comfort kit|e-?kit|poa|fighter|not giving up)\b|,\s*(?:[2-9]\d|1[01]\d)\s*(?:,|y\b|$)|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\[[a-z ]+ removed\]/i;

/** "Sarah Jones, the DON" / "Maria Lopez, RN": a referral source introduced by role. */
// (A role may carry up to two words before it after an article: "Tessa, the new pt coordinator",
// "Marcus, the patient advocate at Mercy", "Kendra my director"; a department says the role too, "Jo in billing".)
export const ROLE_AFTER =
  /^\s*,?\s*(?:in (?:billing|intake|admissions|marketing|scheduling|finance|hr|human resources|quality|compliance|medical records|payroll|the (?:front )?office|our office)\b|(?:\(|(?:the|our|their|my|your|a|an) (?:[\w-]+ ){0,2}?)?(?:coordinator|advocate|navigator|educator|admin|don|adon|ed|rn|lpn|np|md|do(?=\s*(?:[,)]|$))|msw|lcsw|cm|case manager|discharge planner|social worker|administrator|director|executive director|medical director|unit manager|office (?:mgr|manager)|practice (?:mgr|manager)|mgr|hospitalist|physician|doctor|nurse practitioner|marketer|(?:community |clinical |hospice )?liaison|account executive|community educator|intake|admissions))\b/i;
export const DOCTOR_BEFORE = /\b(?:dr|doctor|nurse|np|pa)\.?\s*$/i;
/** An elected office right before a name: a public figure. */
const PUBLIC_BEFORE = /\b(?:(?:sir|dame)\s+(?:[\p{L}'’-]+\s+)?|(?:on|in) the (?:news|paper|newspaper|tv)\b[^.!?\n,]{0,12})$/iu;
const PUBLIC_SENTENCE = /\b(?:public figures?|celebrit(?:y|ies)|famous|news (?:story|stories|article|report|coverage))\b/i;
const PUBLIC_OFFICE_BEFORE = /\b(?:senator|sen\.|governor|gov\.|congress(?:man|woman)|president)\s*$/i;
/**
 * "The DON is Lorraine Pike", "our top liaison, Marcy Dunn", "the DON..., her name is Denise Carter": a referral source or
 * colleague named by role ("the two CMs on 4W, rhea and sol": a plural role names them too).
 */
// (Not across a patient's bed or room: "thank the hospitalist for the referral on bed 14B, Mr. X" names the patient.)
export const ROLE_BEFORE =
  /\b(?:don|adon|cm|case manager|discharge planner|social worker|sw|administrator|director|ed|executive director|medical director|unit manager|nurse manager|hospitalist|physician|liaison|marketer|rep|intake coordinator|office manager|navigator|chaplain|np|rn|md)s?\b(?:(?!\b(?:pt|pts|patient|resident|bed|room|rm|apt)\b)[^.?!]){0,40}?(?:,|\bis|\bnamed|\bcalled|\bname is)\s*$|\b(?:don|adon|cm|case manager|discharge planner|social worker|administrator|director|manager|coordinator|navigator|hospitalist|physician|liaison|marketer|rep|np|rn|lpn|msw|lcsw|chaplain|supervisor|sw|admin|ed|ceo|coo|cfo|cno|cmo|vp|owner|founder)\s+(?:like\s+)?(?:(?:lead|head|supervisor|chief|manager|director)\s+)?$/i;
const STAFF_BEFORE =
  /\b(?:don|adon|dr|doctor|director|manager|administrator|cm|case manager|liaison|social worker|np|rn|ed|nurse|marketer|coordinator)\b/i;
const ROLE_IN_BRACKETS =
  /\b(?:don|adon|cm|case manager|discharge planner|social worker|sw|administrator|admin|director|ed|executive director|medical director|manager|liaison|marketer|np|rn|md|dr|doctor|hospitalist|physician|chaplain|coordinator|navigator)\b[^.!?\n()]{0,40}\(\s*$/i;
/** "at Oak Hollow", "from Cedar Knoll": a capitalised phrase after these is a place, not a person. */
const PLACE_BEFORE = /\b(?:at|from|inside|over at|out at)\s*$/i;

/** Sentence ends: a stop that is not an initial ("Ida M.") or a title ("Mrs.", "Dr.", "St."), or a new line. */
export const SENTENCE_END = /(?<!\b(?:\p{Lu}|mrs?|ms|drs?|st|mt|jr|sr|rev))[.!?]+(?=\s|$)|\n/giu;

/**
 * The sentence around a span, and the one after it: "Can we talk about Ida M.? She's on the falls
 * report" puts the patient's context in the second sentence.
 */
function sentenceAround(text: string, start: number, end: number): string {
  // (And the one before: "We're not giving up on Mom. Marjorie Kowalczyk is a fighter" names her mother.)
  let previousStart = 0;
  let sentenceStart = 0;
  let sentenceEnd = text.length;
  let stopsAfter = 0;
  for (const stop of text.matchAll(SENTENCE_END)) {
    const stopEnd = stop.index + stop[0].length;
    if (stopEnd <= start) [previousStart, sentenceStart] = [sentenceStart, stopEnd];
    else if (stop.index >= end && ++stopsAfter === 2) {
      sentenceEnd = stopEnd;
      break;
    }
  }
  return text.slice(previousStart, sentenceEnd);
}

/**
 * Whether a person-like phrase (from the capitalisation rule or from NLP) is a patient's name: not
 * ordinary words or a place, not a doctor or a referral source introduced by role, and in a
 * sentence about a patient.
 */
/**
 * Conditions named after the people who described them (hospice diagnoses a rep teaches or asks about).
 * A surname here is a disease only in a disease's shape (diseaseEponym): "Parkinson's", "Lou Gehrig's
 * disease", "Creutzfeldt-Jakob"; a patient called Mr. Parkinson is still a name.
 */
const DISEASE_EPONYMS = new Set(
  `gehrig gehrigs parkinson parkinsons alzheimer alzheimers huntington huntingtons lewy pick picks hodgkin hodgkins
   crohn crohns creutzfeldt jakob guillain barre barré addison addisons cushing cushings graves wilson wilsons
   kaposi kaposis wernicke korsakoff binswanger duchenne`.split(/\s+/),
);

/** "lou gehrig's and parkinsons", "Creutzfeldt-Jakob disease": the span names a disease, not a person. */
function diseaseEponym(text: string, span: Span): boolean {
  const words = text
    .slice(span.start, span.end)
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[\s-]+/);
  if (!words.some((word) => DISEASE_EPONYMS.has(word))) return false;
  const before = text.slice(Math.max(0, span.start - 20), span.start);
  const after = text.slice(span.end, span.end + 30);
  return (
    /['’]s$/.test(text.slice(span.start, span.end)) ||
    /^(?:['’]?s\b|-\p{L})|^\s*(?:disease|syndrome|dementia|chorea|lymphoma|sarcoma|palsy|encephalopathy|dystrophy)\b/iu.test(after) ||
    new RegExp(`(?:${[...DISEASE_EPONYMS].join('|')})-$`, 'i').test(before)
  );
}

/** ", with Spartan", " from Harbor Hospice here", " from the Lakeview team here": who the person speaks for. */
const OWN_SIDE_AFTER = /^\s*,?\s*(?:here\s+)?(?:from|with)\s+(?:the\s+)?(?:spartan\b|(?:[\p{L}'’&-]+\s+){1,3}(?:hospice|here)\b)/iu;

export function looksLikePatientName(text: string, span: Span): boolean {
  const phrase = text.slice(span.start, span.end);
  if (diseaseEponym(text, span)) return false;
  const words = phrase.split(/\s+/).filter((word) => word && !/^[A-Za-z]\.$/.test(word));
  const ordinary = (word: string, index: number) =>
    isCommon(word.replace(/[,.]$/, '')) && !(index === 0 && givenNameWithSurname(phrase, word, word.length));
  // ("Rose Garden's memory care wing": a place owns its wing; the possessive is no part of the word.)
  const placeWord = (word: string) => NOT_PERSON.has(word.toLowerCase().replace(/[’']s$/, ''));
  if (words.length === 0 || words.some((word, index) => ordinary(word, index) || placeWord(word))) return false;
  if (DOCTOR_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
  // "senator hal brandvold going on hospice (it's all over the news)": a public figure named by office is in the news, not a chart.
  if (PUBLIC_OFFICE_BEFORE.test(text.slice(Math.max(0, span.start - 16), span.start))) return false;
  // "dame cicely saunders", "saw on the news jimmy carter was...": an honour or the news makes a person public.
  if (/^(?:sir|dame)\s/i.test(phrase) || PUBLIC_BEFORE.test(text.slice(Math.max(0, span.start - 40), span.start))) return false;
  if (ROLE_BEFORE.test(text.slice(Math.max(0, span.start - 80), span.start))) return false;
  if (PLACE_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start))) return false;
  // "sign it as Jenna Ruiz", "sign it Jenna Ruiz": the rep's own name under the email.
  if (/\bsign(?:ed)?(?:(?: it| off)? (?:as|from)| it| off(?: with)?)\s*$/i.test(text.slice(Math.max(0, span.start - 16), span.start)))
    return false;
  // "Hi Denise, I'm Jordan with Evergreen Hospice": the rep introducing themself.
  if (/\b(?:i'm|i’m|im|i am|this is|my name(?:'s|’s|s)?(?: is)?|me,)\s*$/i.test(text.slice(Math.max(0, span.start - 14), span.start)))
    return false;
  // "Alicia Grant from Spartan Hospice here", "it's Marcus Lee with Spartan": a person introduced by the
  // hospice they work for (or "here", on the line) is the rep or a colleague, not a patient.
  if (OWN_SIDE_AFTER.test(text.slice(span.end, span.end + 50))) return false;
  // "send Denise Walker at Fairmont our COPD sheet", "meeting with Tom Reyes": the person the rep acts toward is a contact.
  if (
    /\b(?:send|email|e-mail|text|thank|meet(?:ing)?(?: with| w)?|invite|remind|cc)\s*$/i.test(
      text.slice(Math.max(0, span.start - 14), span.start),
    ) ||
    // "drop it off w Tamika Reed", "leave it with Ana at the desk": the person a thing is left with.
    /\b(?:drop(?:ped)?|leave|left|hand(?:ed)?)\b[^.!?\n]{0,16}\b(?:w|with|to)\s*$/i.test(
      text.slice(Math.max(0, span.start - 30), span.start),
    )
  )
    return false;
  // "ours is Marcus Bell", "our liaison is Dana Cole": one of the hospice's own people.
  const ownSide = /\b(?:ours is|our (?:[\w-]+ ){0,3}(?:is|named))\s*$/i.exec(text.slice(Math.max(0, span.start - 40), span.start));
  if (ownSide && !/\b(?:pt|pts|patient|patients|resident|residents|res)\b/i.test(ownSide[0])) return false;
  // "Hi Denise,": the person spoken to, a referral source.
  if (
    /(?:^|\b)(?:hi|hello|hey|dear|good (?:morning|afternoon)|thanks|thank you)\s*,?\s*$/i.test(
      text.slice(Math.max(0, span.start - 16), span.start),
    )
  )
    return false;
  if (ROLE_AFTER.test(text.slice(span.end, span.end + 40))) return false;
  // "Janet, you mentioned your unit...": a name opening a sentence, then words to "you", is the person spoken to.
  if (OPENS_SENTENCE.test(text.slice(0, span.start)) && SPOKEN_TO_AFTER.test(text.slice(span.end, span.end + 60))) return false;
  // "Drs. Chen, Obi and Walsh": every name in a list after "Drs." is a doctor.
  if (/\bdrs\.?\s+(?:[\p{L}'’-]+,?\s+(?:and\s+|&\s+)?){0,4}$/iu.test(text.slice(Math.max(0, span.start - 50), span.start))) return false;
  // "DON at Willow Creek (Sandra Pike)", "the CM (Ana Ruiz)": a name in brackets after a role is that person.
  if (ROLE_IN_BRACKETS.test(text.slice(Math.max(0, span.start - 60), span.start))) return false;
  if (insideQuotedTitle(text, span)) return false;
  // Part of a place: "St. Mary's Hospital", "Sarah Cannon Cancer Center".
  if (/\b(?:st|saint|mt|fort|lake|port)\.?\s*$/i.test(text.slice(Math.max(0, span.start - 7), span.start))) return false;
  // "Sarah Cannon Hospice" is a place; "Augustin Pereira hospice eligibility" is a person and a topic.
  const nextWord = /^['’]?s?\s+(\p{Lu}\p{L}*)/u.exec(text.slice(span.end, span.end + 30))?.[1];
  if (nextWord && NOT_PERSON.has(nextWord.toLowerCase())) return false;
  const sentence = sentenceAround(text, span.start, span.end).replace(phrase, '');
  // "Bob Dole's hospice care - how do I use public figures in talks": a sentence about the famous.
  if (PUBLIC_SENTENCE.test(sentence)) return false;
  return CLINICAL_CONTEXT.test(sentence);
}

/**
 * "our 'Hospice in Assisted Living' FAQ": capitalised words inside a quoted title of three or more
 * words, or one with a lower-case joining word, name a document or an event, not a person.
 */
function insideQuotedTitle(text: string, span: Span): boolean {
  for (const quoted of text.matchAll(/(?<![\p{L}])(['‘"“])([^'‘’"“”\n]{3,80})(['’"”])(?![\p{L}])/gu)) {
    const start = quoted.index + 1;
    const end = start + quoted[2]!.length;
    // A name's own pattern may take the closing apostrophe ("Living'") with it.
    if (span.start < start || span.end > end + 1) continue;
    const words = quoted[2]!.trim().split(/\s+/);
    const joining = (word: string) => /^(?:in|of|and|for|to|the|a|on|at|with|&)$/.test(word);
    // A title capitalises its words; quoted speech ("'Ruth Ames is 93, she's not terminal'") does not.
    if (!words.every((word) => joining(word) || !/^\p{Ll}/u.test(word))) return false;
    return words.length >= 3 || words.some(joining);
  }
  return false;
}

function capitalisedNames(text: string): Span[] {
  const spans: Span[] = [];
  // A full name ("Walter Briggs"), or a first name and an initial as reps shorten them ("Harold T.").
  const patterns = [
    // (A double-barrelled surname keeps its second capital: "Haddad-Lowe", "Smith-Jones".)
    /(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+(?:(?<=-)\p{Lu}[\p{Ll}'’-]+)?){1,2}(?![\p{L}])/gu,
    /(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}\.(?![\p{L}])/gu,
    // "Opal W and Mr Grabowski", "Doris K": the initial typed without its stop, ending a phrase.
    /(?<![\p{L}])(?!(?:Vitamin|Hepatitis|Hep|Class|Stage|Type|Grade|Level|Plan|Part|Tier|Section|Wing|Building|Bldg|Zone|Phase|Category|Group|Option|Unit|Tower|Floor|Pod|Suite|Room|Bed|Hall)\b)\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}(?=\s*(?:[,;:)]|and\b|or\b|is\b|was\b|has\b|had\b|in\b|at\b|on\b|rm\b|room\b|$))/gu,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (looksLikePatientName(text, span)) spans.push(span);
    }
  }
  return spans;
}

/** "your mother Harriet", "her husband Tomas", "first name Dorothea", "last initial S": a patient's or a relative's name. */
const RELATIVE_OR_NAME_PART =
  /(?:(?:\b(?:your|her|his|their|my|the)\s+|\p{Lu}[\p{Ll}'’-]+['’]s\s+|\b)(?:mother|mom|father|dad|husband|wife|son|daughter|sister|brother|grandma|grandpa|grandmother|grandfather|aunt|uncle|granddaughter|grandson|niece|nephew|cousin|stepdaughter|stepson|son-in-law|daughter-in-law)(?:\s+\(|,)?|\b(?:first|last|middle|real|legal|full|given) name(?: is)?|\blast initial(?: is)?)\s*(\p{Lu}(?:[\p{Ll}'’-][\p{L}'’-]*)?\.?)(?!\p{L})/gu;

/** "Bernice in apt 118", "Hazel at Brookhaven rm 140", "is Opal still in 212?": one capitalised name placed in a room. */
// (Not an address: "Walsh at 300 Medical Pkwy" is an office.)
// ("how's Walter doing in 118?", "Opal sleeping in 212": what the person is doing may come between.)
const NAME_IN_ROOM =
  /(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]+)(?=,?\s+(?:(?:still|now|currently|back|already|also|doing|\p{Ll}{3,}ing)\s+)?(?:in|at|from)\s+(?:[a-z][\w'’-]*\s+){0,2}(?:(?:apt|apartment|rm|room|unit|bed|cottage|villa)\.?\s*#?\s*)?\d{1,4}[a-zA-Z]?\b(?!\s+(?:\p{L}+\s+){0,2}(?:[Ss]t|[Ss]treet|[Aa]ve|[Aa]venue|[Rr]d|[Rr]oad|[Bb]lvd|[Dd]r|[Dd]rive|[Ll]n|[Ll]ane|[Cc]t|[Cc]ourt|[Ww]ay|[Pp]l|[Pp]kwy|[Pp]arkway|[Hh]wy)\b))/gu;

/**
 * "pt is 'Sunny' (Sunita Rao)", "Nana Jo (josephine pruitt)": a name and the name it stands for,
 * one in brackets after the other. Both go, in a sentence about a patient.
 */
const ALIAS = /(['‘"“]?)(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)\1\s*\(\s*(\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){0,2})\s*\)/gu;

function aliasNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(ALIAS)) {
    const words = `${match[2]} ${match[3]}`.split(/\s+/);
    // "Mr. Ferris (administrator)": a role in brackets is who they are, not another name.
    if (words.some((word) => isCommon(word) || NOT_PERSON.has(word.toLowerCase())) || ROLE_AFTER.test(`(${match[3]}`)) continue;
    if (!CLINICAL_CONTEXT.test(sentenceAround(text, match.index, match.index + match[0].length).replace(match[0], ''))) continue;
    const first = match.index + match[1]!.length;
    const second = match.index + match[0].lastIndexOf(match[3]!);
    spans.push({ start: first, end: first + match[2]!.length }, { start: second, end: second + match[3]!.length });
  }
  return spans;
}

/** "the daughter of betty kowalski": the person a relative belongs to, in any case. */
const RELATIVE_OF =
  /\b(?:daughter|son|wife|husband|family|mother|father|mom|dad|caregiver|poa|granddaughter|grandson|niece|nephew|sister|brother) of (?:(?:mr|mrs|ms|miss)\.?\s+)?(\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+)?)/gu;

/**
 * "double check the husband's number for Priya Raghunathan", "the son's cell for mrs. ito": the
 * person whose relative is reached, in any case.
 */
const RELATIVE_CONTACT_FOR =
  /\b(?:husband|wife|son|daughter|family|caregiver|poa|sister|brother|niece|nephew|granddaughter|grandson)['’]?s? (?:number|phone|cell|contact|info|email|address) (?:for|of) (?:(?:mr|mrs|ms|miss)\.?\s+)?(\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+)?)/gu;

/** "D.M. in room 305", "for JW in bed 4": a patient's initials placed in a room. */
const INITIALS_IN_ROOM =
  /(?<![\p{L}])(\p{Lu}\.?\p{Lu}\.?)(?=,?\s+(?:in|at|on)\s+(?:(?:[a-z][\w'’-]*\s+){0,2}(?:apt|apartment|rm|room|unit|bed|cottage)\.?\s*#?\s*\d{1,4}[a-z]?|\d{3}[a-zA-Z]?)\b)/gu;

/** "following lenora fitzgerld on 6B": a name typed in lower case, placed on a unit or in a room. */
const LOWER_NAME_PLACED =
  /\b([a-z][a-z'’-]{2,} [a-z][a-z'’-]{2,})(?=\s+(?:on|in)\s+(?:(?:rm|room|bed|unit|apt)\.?\s*\d{1,4}[a-zA-Z]?|\d{1,3}[a-zA-Z])\b(?![/\d]))/g;

/** "our Bernie who lives on Tillman Rd": a first name the rep claims as theirs, said of a patient. */
const OUR_NAME_WHO = /\bour (\p{Lu}[\p{Ll}'’-]+)(?=,? who (?:lives|is|was|has|had|went|goes|keeps|still)\b)/gu;

/** "the guy in rm 402, Alfonso": a name said right after a patient's room. */
const ROOM_THEN_NAME =
  /\b(?:(?:rm|room|bed|apt|apartment|unit)\.?\s*#?\s*|(?:pt|patient|resident|guy|lady|man|woman)\s+in\s+)\d{1,4}[a-z]?\s*,\s*(\p{Lu}[\p{Ll}'’-]+)(?=\s*(?:[.,;!?'’"”—–-]|$))/gu;

/**
 * "feldstein's wife says", "Rosa's daughter asked": the person whose relative is speaking, in any
 * case. (Staff named this way come with their role: "the DON's daughter".)
 */
const POSSESSOR_OF_RELATIVE =
  /(?<![\p{L}.])(\p{L}[\p{L}-]+)['’]s (?=(?:wife|husband|daughter|son|kids?|family|sister|brother|niece|nephew|granddaughter|grandson|poa|caregiver|mom|dad|mother|father)\b)/gu;

/** "Beatrice (goes by Bea)", "'Bunny' (that's what staff call her)": a patient's nickname. */
// (Whoever calls them so: "the aides all call him Pops", "his grandkids call him Bubba"; any-case
// only after the usual callers, since "I'll call him asap" is a phone call.)
// ("the guy everybody on 4E calls Chief", "the lady the aides call Birdie": a person whom a whole ward or family
// calls so need not be "him"; without the person before it, "everyone calls Tasha at intake" is a phone call.)
const NICKNAME =
  /\b(?:goes by|known as|a\.?k\.?a\.?|nicknamed|(?:we|staff|everyone|they|the family|family|nurses) calls? (?:her|him))\s+['‘"“]?(\p{L}[\p{L}'’-]+)|\b(?:guy|man|lady|woman|gentleman|fella|gal|one|pt|patient|resident)\s+(?:(?:that|who|whom)\s+)?(?:everybody|everyone|every1|staff|the nurses|the aides|the whole (?:unit|floor|family))\b(?:\s+[\p{L}\d'’-]+){0,3}?\s+(?:all\s+|just\s+|still\s+)?call(?:s|ed)?\s+['‘"“]?(\p{Lu}[\p{Ll}'’-]+)|\b(?:the|his|her|their|our|all|everyone|everybody|staff|aides|nurses|we|they)\b(?:\s+[\p{L}'’-]+){0,2}?\s+(?:all\s+|just\s+|still\s+|always\s+)?call(?:s|ed)? (?:her|him)\s+['‘"“]?(\p{Lu}[\p{Ll}'’-]+)|(?<![\p{L}])(\p{L}[\p{L}'’-]+)['’"”]?\s*\(\s*(?:that'?s|thats|what|it's|its) (?:what )?(?:staff|everyone|every1|the family|family|they|we|nurses|the aides|aides) (?:calls?|call) (?:her|him)/gu;

/** "Darnell Price is on 5 east", "jorge m. on 3 north": a person placed on a hospital unit. */
const NAME_ON_UNIT =
  /(?<![\p{L}])((?:\p{Lu}[\p{Ll}'’-]+\s+)?\p{Lu}[\p{Ll}'’-]+|[a-z][a-z'’-]{2,} [a-z]\.?)(?=\s+(?:is\s+|was\s+)?(?:on|up on|down on)\s+\d{1,2}\s*(?:north|south|east|west|n|s|e|w)\b)/gu;

/**
 * "the Pruitt family", "(the Castellanos, daughter Marisol)": a family named by its surname, or by
 * its plural with a relative right after, with their phone number ("the Abernathys (555-0133)"), or
 * asking and wanting as a family does ("the Lindqvists keep calling", "the Ortegas want him home").
 */
const FAMILY_SURNAME =
  /\bthe (\p{Lu}[\p{Ll}'’-]+) family\b|\bthe (\p{Lu}[\p{Ll}'’-]+s)\b(?=,?\s+(?:\w+\s+){0,2}(?:daughter|son|mom|dad|mother|father|wife|husband|family|poa|caregiver|kids)\b|\s*[(,]\s*\(?\d{3}[).\s-]*\d{3}|\s+(?:(?:keep|kept|are|were|still|have been)\s+)?(?:asking|calling|asked|called|want|wanted|said|say|insist(?:ed)?|refused?|declined?)\b)/gu;

function relativeNames(text: string): Span[] {
  const inRoom = [...text.matchAll(NAME_IN_ROOM)].filter(
    (match) =>
      // ("how's June doing in apt 212": a given name that is also a word, doing something, is a person.)
      (!isCommon(match[1]!) ||
        (GIVEN_NAME_WORDS.has(match[1]!.toLowerCase()) &&
          /^,?\s+(?:doing|\p{Ll}{3,}ing)\s/u.test(text.slice(match.index + match[1]!.length)))) &&
      !NOT_PERSON.has(match[1]!.toLowerCase()) &&
      !PLACE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index)) &&
      // A sentence's first word ("Meeting in room 214") is as often a noun as a name.
      !/(?:^|[.!?]\s+)$/.test(text.slice(0, match.index)) &&
      // "Brookhaven in 2024" is a year; "4 West", "3rd floor" are units of a building, not rooms.
      !/^,?\s+(?:in|at)\s+(?:[a-z][\w'’-]*\s+){0,2}(?:(?:19|20)\d{2}\b|\d{1,2}\s*(?:west|east|north|south|wing|floor|tower)\b)/i.test(
        text.slice(match.index + match[1]!.length),
      ),
  );
  const lowerPlaced = [...text.matchAll(LOWER_NAME_PLACED)].filter((match) =>
    match[1]!.split(' ').every((word) => !isCommon(word) && !NOT_PERSON.has(word) && !isLowerCaseVerb(word)),
  );
  const possessors = [...text.matchAll(POSSESSOR_OF_RELATIVE)].filter(
    (match) =>
      !ordinaryWord(match[1]!) &&
      !/^(?:her|his|their|my|your|our|its|one|someone|everyone|nobody|don|adon|ed|cm|sw|rn|np|md|dr|doctor|pt|patient|resident)$/i.test(
        match[1]!,
      ) &&
      !DOCTOR_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index)) &&
      !ROLE_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index)),
  );
  const nicknames = [...text.matchAll(NICKNAME)].flatMap((match) => {
    const name = match[1] ?? match[2] ?? match[3] ?? match[4]!;
    const start = match.index + (match[4] ? match[0].indexOf(name) : match[0].lastIndexOf(name));
    return ordinaryWord(name) ? [] : [{ start, end: start + name.length }];
  });
  const onUnit = [...text.matchAll(NAME_ON_UNIT)].filter(
    (match) =>
      match[1]!
        .replace(/\s+[a-z]\.?$/, '')
        .split(/\s+/)
        .every((word) => !ordinaryWord(word)) &&
      !DOCTOR_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index)) &&
      !ROLE_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index)),
  );
  const initials = [...text.matchAll(INITIALS_IN_ROOM)].filter(
    (match) => !/^(?:ER|ED|CM|RN|NP|MD|OT|PT|SW|IV|OR|PA)$/.test(match[1]!.replace(/\./g, '')),
  );
  return (
    [
      ...text.matchAll(RELATIVE_OR_NAME_PART),
      ...text.matchAll(ROOM_THEN_NAME),
      ...[...text.matchAll(RELATIVE_OF), ...text.matchAll(RELATIVE_CONTACT_FOR)].filter(
        (match) => !match[1]!.split(/\s+/).some((word) => isCommon(word) || NOT_PERSON.has(word.toLowerCase())),
      ),
      ...text.matchAll(OUR_NAME_WHO),
      ...lowerPlaced,
      ...possessors,
      ...onUnit,
      ...initials,
    ]
      .filter((match) => !isCommon(match[1]!.replace(/\.$/, '')) || match[1]!.length <= 2)
      // (A name in a room was judged above, a given name that is also a word included.)
      .concat(inRoom)
      .map((match) => {
        const start = match.index + match[0].indexOf(match[1]!, match[0].length - match[1]!.length - 8);
        return { start, end: start + match[1]!.length };
      })
      .concat(nicknames, familySurnames(text))
  );
}

function familySurnames(text: string): Span[] {
  return [...text.matchAll(FAMILY_SURNAME)].flatMap((match) => {
    const name = match[1] ?? match[2]!;
    const singular = name.toLowerCase().replace(/s$/, '');
    // ("the Sisters want ...", "the Hospitalists said": a plural of an ordinary word or a role is no family's name.)
    if (isCommon(name) || isCommon(singular) || NOT_PERSON.has(name.toLowerCase()) || NOT_PERSON.has(singular) || ROLE_AFTER.test(singular))
      return [];
    const start = match.index + match[0].indexOf(name);
    return [{ start, end: start + name.length }];
  });
}

/** "Ida's apartment", "Walt's meds": a capitalised name owning something only a patient has. */
const OWNER_OF_PATIENT_THING =
  /(?<![\p{L}.])(\p{Lu}[\p{Ll}'’-]+)['’]s (?=(?:apartment|apt|room|rm|bed|chart|meds|medications?|mbi|mrn|dob|birthday|diagnosis|dx|prognosis|care plan|admission|recert\w*|breathing|oxygen|o2|weight|wounds?|funeral|memorial|obituary|hospice (?:election|admission|benefit))\b)/gu;
/** "H. Ostrowski (rm 220)", "Walter Iverson rm 118B", "Ames, bed 4", "Ray Dunn (6N-14)": a name with a room right after it. */
const NAME_THEN_ROOM =
  /(?<![\p{L}])((?:\p{Lu}\.\s?|\p{Lu}[\p{Ll}'’-]+\s+)?\p{Lu}[\p{Ll}'’-]+)(?=\s*(?:\(\s*|,\s*|\s)(?:(?:rm|room|bed|apt|apartment)\.?\s*#?\s*\d{1,4}[a-zA-Z]?|\d{1,2}-?(?:[NSEWnsew]|[Nn]orth|[Ss]outh|[Ee]ast|[Ww]est)-\d{1,3}[a-zA-Z]?)\b)/gu;
/**
 * "J.T. passed", "R.M. fell again", "K.L. readmitted", "B.W. (MRN 4471...)": initials that die, fall,
 * decline or come back in, or that carry a record number right after them, are a patient's.
 */
const INITIALS_THEN_EVENT =
  /(?<![\p{L}])(\p{Lu}\.\s?\p{Lu}\.(?:\s?\p{Lu}\.)?|\p{Lu}\.\s?\p{Lu})(?=\s+(?:passed|died|expired|fell|coded|is dying|is actively dying|(?:was |got |just |been )?(?:re)?admitted|is declining|went to the (?:er|ed|hospital))\b|\s*[(,]\s*(?:enc(?:ounter)?|mrn|dob|mbi|acct|csn|fin)\b)/gu;
/** "gus (the parkinsons guy at elmwood)": a name, then who they are among the patients. */
const NAME_THEN_WHO =
  /(?<![\p{L}])(\p{L}[\p{L}'’-]+)(?=\s*\((?:the|our|that|my)\s+[^)]{0,40}?\b(?:guy|lady|man|woman|gentleman|pt|patient|resident)\b)/gu;
/**
 * "my guy Rufus (ALS, on bipap, 61)", "Rosa, 88, pancreatic ca": a capitalised name, then in brackets
 * or after a comma what a chart says of a patient (a diagnosis, an age). ("Mercy (ALS clinic)" is a
 * place: a place word in the bracket keeps it.)
 */
const NAME_THEN_CHART =
  /(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]+)(?:\s*\(([^)]{2,60})\)|,\s*(\d{2,3})(?=\s*(?:[,;.)]|$|\s+(?:with|w\/|and|dx|has|had|is|was|on|in)\b)))/gu;
const CHART_DIAGNOSIS =
  /\b(?:als|copd|chf|esrd|ckd|dementia|alzheimer'?s?|parkinson'?s?|cancer|ca|stage \d|metasta\w*|cirrhosis|stroke|cva|heart failure|on (?:bipap|o2|oxygen|dialysis|hospice)|bedbound|\d{2,3}\s*(?:yo|y\/o)?(?=\s*(?:[,;)]|$)))\b/i;

/** "grace from the memory unit passed last night": a first word, in any case, that dies or declines. */
const OPENING_NAME_THEN_EVENT =
  /(?:^|[.!?]\s+|\n)(\p{L}[\p{L}'’-]+)(?=\s+(?:(?:from|on|in) the [\p{L} ]{1,25}?(?:unit|floor|wing|hall)\s+)?(?:passed(?! (?:the|her|his|their|on|it|a)\b)|died|expired|is dying|is actively dying|is declining fast)\b)/gu;
/** Who can open such a sentence without being a name. */
const NOT_A_NAME_OPENING =
  /^(?:she|he|they|it|mom|dad|mother|father|husband|wife|son|daughter|patient|pt|resident|someone|everyone|nobody|who|that|this|which|one|another|pt's|the)$/i;
/** "Big Eddie on the vent unit", "Ms. Pruitt from the memory care floor": a person placed on a unit by name. */
const NAME_ON_NAMED_UNIT =
  /(?<![\p{L}])((?:\p{Lu}[\p{Ll}'’-]+\s+)?\p{Lu}[\p{Ll}'’-]+)(?=\s+(?:is\s+|was\s+)?(?:on|from|in)\s+the\s+[\p{L} ]{1,25}?(?:unit|floor|wing|hall)\b)/gu;

/** "'Doc' who's the old harbor master", "'Birdie' that keeps asking for her sister": a quoted nickname said of a person. */
const QUOTED_NICKNAME_WHO =
  /(?<![\p{L}])['‘"“](\p{Lu}[\p{Ll}'’-]+)['’"”]\s+(?:who|that)(?:['’]s|\s+(?:is|was|has|had|used|lives|keeps|won|ran))\b/gu;
/**
 * "remind her of Birdie, the resident who sang at every party", "Walt Kemp, our patient on 3": a
 * capitalised name the next words say is a patient ("Marcy, the resident in your memory care ...":
 * opening the sentence and speaking to "you", the name is the person spoken to).
 */
// (The patient word may carry what they have, "Eunice, the dementia pt who ...", "Otis, our ESRD
// patient on 3"; a name in lower case counts after a word that introduces a topic, "re otis, pt w/ ESRD".)
const APPOSITIVE_PATIENT =
  /(?<![\p{L}])((?:\p{Lu}[\p{Ll}'’-]+\s+){0,2}\p{Lu}[\p{Ll}'’-]+|(?<=\b(?:re|about|on|for|with|w\/?)\s+)\p{Ll}[\p{Ll}'’-]{2,}(?:\s+\p{Ll}[\p{Ll}'’-]{2,})?)(?=\s*,\s*(?:(?:the|our|my|your|a)\s+)?(?:(?:hospice|new|former|old|\p{L}[\p{L}-]*)\s+){0,2}?(?:pt|patient|resident)\b(?!['’]s)\s*(?:who|that|in|on|from|at|with|w\/|[,.;)]|$))/gu;

/** "Marcus Webb is on the hospice unit as the liaison": staff, by the role said after. */
const ROLE_LATER =
  /^[^.!?\n]{0,60}\b(?:as|is) (?:the|our|a|an|their) (?:\w+ )?(?:liaison|nurse|manager|director|don|adon|social worker|chaplain|aide|np|rn|md|doctor|physician|coordinator|educator)\b/i;

/** Names known by what only a patient has or does: their room, their death, their unit (general rules). */
function namesByPatientDetail(text: string): Span[] {
  const notStaff = (index: number) =>
    !DOCTOR_BEFORE.test(text.slice(Math.max(0, index - 8), index)) && !ROLE_BEFORE.test(text.slice(Math.max(0, index - 40), index));
  const spans: Span[] = [];
  const take = (match: RegExpMatchArray, name: string) => {
    const start = match.index! + match[0].lastIndexOf(name);
    spans.push({ start, end: start + name.length });
  };
  for (const match of text.matchAll(OWNER_OF_PATIENT_THING)) if (!ordinaryWord(match[1]!) && notStaff(match.index)) take(match, match[1]!);
  for (const match of text.matchAll(NAME_THEN_ROOM)) {
    const words = match[1]!.split(/\s+/).filter((word) => !/^\p{Lu}\.$/u.test(word));
    const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
    // (Not a place or a meeting room: "at Willow Creek, room 2B for the in-service".)
    if (words.some(ordinaryWord) || PLACE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    if (/\b(?:meet\w*|mtg|conf\w*|in-?service|lunch|presentation|class|training|office|suite)\b/i.test(around) || !notStaff(match.index))
      continue;
    take(match, match[1]!);
  }
  for (const match of text.matchAll(INITIALS_THEN_EVENT)) take(match, match[1]!);
  for (const match of text.matchAll(NAME_THEN_WHO)) if (!ordinaryWord(match[1]!) && notStaff(match.index)) take(match, match[1]!);
  for (const match of text.matchAll(NAME_THEN_CHART)) {
    const bracket = match[2];
    const chart =
      bracket === undefined || (CHART_DIAGNOSIS.test(bracket) && !bracket.split(/\s+/).some((word) => NOT_PERSON.has(word.toLowerCase())));
    if (
      chart &&
      !ordinaryWord(match[1]!) &&
      notStaff(match.index) &&
      !OPENS_SENTENCE.test(text.slice(0, match.index)) &&
      !PLACE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index)) &&
      !DOCTOR_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index)) &&
      // (The bracket's diagnosis is context enough; a bare age needs care said elsewhere in the sentence.)
      (bracket !== undefined ||
        CLINICAL_CONTEXT.test(sentenceAround(text, match.index, match.index + match[0].length).replace(match[0], '')))
    )
      take(match, match[1]!);
  }
  for (const match of text.matchAll(QUOTED_NICKNAME_WHO))
    if (
      !ordinaryWord(match[1]!) &&
      CLINICAL_CONTEXT.test(sentenceAround(text, match.index, match.index + match[0].length).replace(match[1]!, ''))
    )
      take(match, match[1]!);
  for (const match of text.matchAll(APPOSITIVE_PATIENT)) {
    const end = match.index + match[1]!.length;
    const spokenTo = OPENS_SENTENCE.test(text.slice(0, match.index)) && SPOKEN_TO_AFTER.test(text.slice(end, end + 60));
    if (!spokenTo && !match[1]!.split(/\s+/).some(ordinaryWord) && notStaff(match.index)) take(match, match[1]!);
  }
  for (const match of text.matchAll(OPENING_NAME_THEN_EVENT))
    if (!NOT_A_NAME_OPENING.test(match[1]!) && !/^(?:don|adon|cm|ed|rn|np|md|dr)$/i.test(match[1]!)) take(match, match[1]!);
  for (const match of text.matchAll(NAME_ON_NAMED_UNIT)) {
    const name = match[1]!
      .split(/\s+/)
      .filter((word) => !ordinaryWord(word))
      .join(' ');
    // ("Big Eddie": the nickname's ordinary word stays, the name goes.)
    if (
      name &&
      match[1]!.endsWith(name) &&
      notStaff(match.index) &&
      !ROLE_LATER.test(text.slice(match.index)) &&
      !PLACE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))
    )
      take(match, name);
  }
  return spans;
}

/** At the start of the text or of a sentence. */
const OPENS_SENTENCE = /(?:^|[.!?]\s+)\s*$/;
/** A comma, then the sentence speaks to "you" within a few words. */
const SPOKEN_TO_AFTER = /^,[^.!?\n]{0,45}\b(?:you|your|u|ur|y'all)\b/i;

function cuedNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const [pattern, includeCue] of [
    [new RegExp(CUE, 'giu'), false],
    [new RegExp(TITLE, 'giu'), true],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      // "no pt info", "without patient names": a cue denied names no patient.
      if (!includeCue && /\b(?:no|without|zero|never)\s+$/i.test(text.slice(Math.max(0, match.index - 9), match.index))) continue;
      // A bare "her name is" about the DON or a doctor names a referral source, not a patient.
      if (/^name is/i.test(match[0]) && STAFF_BEFORE.test(text.slice(Math.max(0, match.index - 80), match.index))) continue;
      // "My name is Tessa Morrow": the rep introducing themself.
      if (/^name is/i.test(match[0]) && /\bmy\s*$/i.test(text.slice(Math.max(0, match.index - 4), match.index))) continue;
      const nameStart = match.index + match[0].length;
      const end = nameAfter(text, nameStart);
      // "meet w Mrs. Alvarez by 12/15": the person the rep acts toward is a contact; so is everyone
      // listed after the verb ("invite Mrs. Hart, Ms. Lee and Tom Bell").
      if (
        includeCue &&
        /\b(?:meet(?:ing)?(?: with| w)?|email|e-mail|text|call|thank|invite|remind|cc)\s+(?:(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?\s*(?:,\s*|\s+(?:and|&)\s+|,\s*(?:and|&)\s+)){0,4}$/iu.test(
          text.slice(Math.max(0, match.index - 90), match.index),
        )
      )
        continue;
      // "Ms. Okafor, could you...": a titled name opening a sentence, then a comma and words to "you", is the
      // person spoken to. ("Miss Daisy Adams, born 1930" is not.) Said to a family, it names the family: familyVocatives.
      if (includeCue && OPENS_SENTENCE.test(text.slice(0, match.index)) && SPOKEN_TO_AFTER.test(text.slice(end, end + 60))) continue;
      // "thanks for seeing me Ms. Adebayo", "good morning Mr. Lee": the person the rep is speaking to.
      if (
        includeCue &&
        // (Not when a clause of its own follows the greeting: "hey so i saw Mrs. Ames on 3 west".)
        // (Nor once the greeting has reached someone else: "hi tasha, pt of dr lim's, ms. Hill".)
        /\b(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|thanks|thank you)\b,?(?:(?!\b(?:i|we|she|he|they)\b)[^,;.!?\n—–]){0,24}$/i.test(
          text.slice(Math.max(0, match.index - 30), match.index),
        )
      )
        continue;
      // "Mr. Ferris, the administrator", "admin Mr. Ferris": a titled name given a staff role is a referral source.
      if (
        includeCue &&
        end > nameStart &&
        (ROLE_AFTER.test(text.slice(end, end + 40)) || ROLE_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index)))
      )
        continue;
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

/** The words before a name spoken to someone: "I know, Tasha.", "thank you, Mrs. Pruitt". */
const ADDRESSING =
  /\b(?:hi|hey|hello|dear|thanks|thank you|i know|i hear you|i'm sorry|sorry|oh|yes|of course|i understand|i get it|okay|ok)\s*,?\s*(?:(?:mr|mrs|ms|miss)\.?\s+)?$/i;

/** "is this Renee?", "am I speaking with Renee": asking who answered names the person answering. */
const ASKING_WHO = /\b(?:is this|is that|am i (?:speaking|talking) (?:with|to)|speaking (?:with|to)|talking (?:with|to))\s*$/i;

/**
 * In a role-play with a patient's family, the person the rep speaks to is the family member:
 * "I know, Tasha. Your mom has lived…" names her, and through her the patient.
 */
export function familyVocatives(text: string): Span[] {
  const spans: Span[] = [];
  // "Renee, I know this is hard, your dad...": a name opening a sentence, then words to "you".
  for (const match of text.matchAll(/(?:^|[.!?]\s+)(\p{Lu}[\p{Ll}'’-]+)(?=,)/gu)) {
    const start = match.index + match[0].length - match[1]!.length;
    if (isCommon(match[1]!) || NOT_PERSON.has(match[1]!.toLowerCase())) continue;
    if (SPOKEN_TO_AFTER.test(text.slice(start + match[1]!.length, start + match[1]!.length + 60)))
      spans.push({ start, end: start + match[1]!.length });
  }
  for (const match of text.matchAll(/(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+(?=\s*[,.!?—–-]|\s*$)/gu)) {
    if (isCommon(match[0]) || NOT_PERSON.has(match[0].toLowerCase())) continue;
    if (ASKING_WHO.test(text.slice(Math.max(0, match.index - 30), match.index)))
      spans.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+(?=\s*[,.!?—–-])/gu)) {
    if (isCommon(match[0]) || NOT_PERSON.has(match[0].toLowerCase())) continue;
    if (ADDRESSING.test(text.slice(Math.max(0, match.index - 24), match.index)))
      spans.push({ start: match.index, end: match.index + match[0].length });
  }
  // "Mrs. Pruitt, your mom...": a titled name opening a sentence, then a comma.
  for (const match of text.matchAll(/(?:^|[.!?]\s+)((?:mr|mrs|ms|miss)\.?\s+\p{Lu}[\p{Ll}'’-]+)(?=,)/giu)) {
    if (!SPOKEN_TO_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 60))) continue;
    const start = match.index + match[0].length - match[1]!.length;
    spans.push({ start, end: start + match[1]!.length });
  }
  return spans;
}

const namesByRuleIn = keepRecent(128, (text) =>
  mergeSpans([
    ...cuedNames(text),
    ...capitalisedNames(text),
    ...relativeNames(text),
    ...aliasNames(text),
    ...namesByPatientDetail(text),
    ...namesBesideDetails(text, { ordinary: ordinaryWord }),
  ]),
);

/**
 * Names by rule. A chat request carries every earlier turn, read again on each request, so the
 * spans of recent texts are kept; each caller gets its own copies, since some extend spans in place.
 */
export const findNamesByRule: NameFinder = (text) => namesByRuleIn(text).map((span) => ({ ...span }));
