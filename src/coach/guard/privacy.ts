import type { CoachTask } from '../types';
import { SENTENCE_END, familyVocatives, findNamesByRule, mergeSpans, ordinaryWord, type NameFinder, type Span } from './names';
import { escapeRegExp } from '../text';
import { staffNameWords, withoutStaffNames } from './names-staff';
import { normalizeText } from './normalize';
import { CARE_WORDS, removeSinglingOutDetails } from './singling-out';

/**
 * Patient-privacy guard. Reps type real situations into the Field Kit, and sometimes real patient
 * details with them. Before any text reaches Gemini, a log, or the offline coach (which must never
 * echo an identifier back), the text is normalised (NFKC, look-alike letters, full-width digits)
 * and identifiers are replaced by placeholders; the visitor is told once what was removed.
 *
 * Names come from a NameFinder (by rule in the browser, rule + compromise NLP on the server, see
 * names.ts and names-nlp.ts); everything with a fixed shape (dates next to a label or a name, ages
 * over 89, MRNs, Medicare and Medicaid numbers, SSNs, phones, emails, addresses, rooms and beds) is
 * found by the patterns below. It is a safety net, not a de-identification service, which is why
 * the notice also asks the rep never to enter patient details.
 */
export type IdentifierKind =
  'name' | 'dob' | 'date' | 'age' | 'mrn' | 'mbi' | 'medicaid' | 'ssn' | 'phone' | 'email' | 'address' | 'room' | 'detail';

export const REDACTION_LABELS: Record<IdentifierKind, { placeholder: string; noun: string }> = {
  name: { placeholder: '[name removed]', noun: 'a patient name' },
  dob: { placeholder: '[date of birth removed]', noun: 'a date of birth' },
  date: { placeholder: '[date removed]', noun: 'an admission or death date' },
  age: { placeholder: '[age removed]', noun: 'an age over 89' },
  mrn: { placeholder: '[record number removed]', noun: 'a medical record number' },
  mbi: { placeholder: '[Medicare number removed]', noun: 'a Medicare number' },
  medicaid: { placeholder: '[Medicaid number removed]', noun: 'a Medicaid number' },
  ssn: { placeholder: '[SSN removed]', noun: 'a Social Security number' },
  phone: { placeholder: '[phone removed]', noun: 'a phone number' },
  email: { placeholder: '[email removed]', noun: 'an email address' },
  address: { placeholder: '[address removed]', noun: 'a street address' },
  room: { placeholder: '[room removed]', noun: 'a room or bed number' },
  detail: { placeholder: '[detail removed]', noun: 'a detail that could identify a patient' },
};

const placeholder = (kind: IdentifierKind) => REDACTION_LABELS[kind].placeholder;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DASH = '[-‐‑‒–—]';
/** A calendar date; a month and day without a year only counts after a label. */
// ("14-Mar-1938", "3-jun-44": the day, the month's name and the year, the way hospital systems print them.)
const DATE = `(?:\\d{1,2}${DASH}${MONTH}${DASH}\\d{2,4}|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}|\\d{1,2}${DASH}\\d{1,2}${DASH}\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?(?:,?\\s+\\d{4})?)`;
/** After a label, a month and day with no year ("passed away on 11/20") is that person's date too. */
const LABELLED_DATE = `(?:${DATE}|\\d{1,2}[/.]\\d{1,2}(?![/.]?\\d))`;
const DOB_LABEL = String.raw`(?:dob|d\.o\.b\.?|date of birth|birth ?date|born(?: on)?|b\.)`;
const EVENT_LABEL = String.raw`(?:referred(?: on)?|referral date|admit(?:ted)?(?: to [a-z]+(?: [a-z]+)?)?(?: on)?|started (?:hospice|on hospice|service|on service)(?: on)?|elected(?: hospice)?(?: on)?|admission date|admit date|date of admission|doa|adm\.?|hospitali[sz]ed(?: on)?|discharged(?: on)?|discharge date|start of care(?: date)?|soc|died(?: on)?|passed(?: away)?(?: on)?|revoked(?: on)?|readmitted(?: on)?|transferred(?: on)?|diagnosed(?: on)?|dx'?d(?: on)?|fell(?: on)?|(?:port |line |peg |g-?tube |trach )?placed(?: on)?|(?:surgery|procedure|biopsy|scan)(?: on)?|date of death|dod|death date|expired(?: on)?|deceased(?: on)?|time of death|tod)`;
const SEP = String.raw`(?:\s*[:#-]?\s*(?:is\s+|was\s+|on\s+|as\s+)?)`;
const ID = (body: string) => new RegExp(body, 'gi');
const MBI_LETTER = '[ac-hjkmnp-rt-y]';
const MBI_ALNUM = '[ac-hjkmnp-rt-y0-9]';

/** A facility's or the hospice's own line ("front desk is", "our intake line is"): not a patient's number. */
// ("new email sig: Marcus Bell, Community Liaison, Spartan Hospice, cell ...": the rep's own signature.)
const FACILITY_LINE =
  /\b(?:front desk|main (?:line|number)|switchboard|office|intake line|after[- ]?hours(?: line)?|our (?:[\w/-]+ ){0,2}(?:line|number)|sign(?:ed)? (?:it )?(?:as|from)[^.\n]{0,30}|facility(?:'s)? (?:line|number)|nurses'? station|scheduling|fax|hotline|reception|(?:e-?mail )?sig(?:nature)?|liaison|account (?:exec\w*|manager)|community educator|marketer)\b[^.\n]{0,25}$/i;
/** "my cell is", "my direct line:": the rep's own number, said right before it ("called my cell from …" is someone else's). */
const MY_LINE = /\bmy (?:\w+ )?(?:line|number|cell|phone)(?:\s+(?:is|number is|#))?[\s:#]*$/i;
// ("im Jenna Ruiz, liaison for the north territory, cell 513-…": the rep introducing themself gives their own number.)
const ownOrFacilityLine = (text: string, offset: number) =>
  // (70 characters: "sign as Jenna Ruiz, Harborlight Hospice, cell …" puts the signature's name and place first.)
  FACILITY_LINE.test(text.slice(Math.max(0, offset - 70), offset)) ||
  MY_LINE.test(text.slice(Math.max(0, offset - 40), offset)) ||
  /\b(?:i'm|im|i am|this is|my name(?:'s|s)?(?: is)?)\b[^.\n]{0,70}$/i.test(text.slice(Math.max(0, offset - 90), offset));
/** A doctor or a staff role: the owner of a number in a sentence that names no patient. */
const STAFF_WORD =
  /\b(?:dr|doctor|director|don|adon|administrator|liaison|case manager|cm|social worker|np|coordinator|manager|marketer)\b/i;
/**
 * "our medical director dr. sarah feld can do a peer to peer, her cell is 555-0191": a colleague's
 * or a referral source's number, in a sentence with a staff member and no patient or relative.
 */
function staffLine(text: string, offset: number): boolean {
  const stops = [...text.matchAll(SENTENCE_END)].map((stop) => stop.index + stop[0].length);
  const start = Math.max(0, ...stops.filter((stop) => stop <= offset));
  const end = Math.min(text.length, ...stops.filter((stop) => stop > offset));
  return STAFF_WORD.test(text.slice(start, offset)) && !PATIENT_OR_FAMILY.test(text.slice(start, end));
}
/** "sign it from me, Jenna, cell 555-0199": the rep's own number under a signature, too; a colleague's. */
const ownOrSignedLine = (text: string, offset: number) =>
  ownOrFacilityLine(text, offset) ||
  staffLine(text, offset) ||
  /\b(?:from me|sign(?:ed)?(?: it)?|signature)\b[^.\n]{0,50}$/i.test(text.slice(Math.max(0, offset - 60), offset));
/**
 * An address that belongs to a practice, facility or meeting place, not to a patient's home ("96 units, 1550 Orchard Pkwy").
 * A building that opens somewhere ("the new pavilion opens at 1800 Bascom Ave") is a place of business: a home does not open.
 */
const FACILITY_BEFORE =
  /\b(?:snf|alf|hospital|clinic|associates|group|practice|office|center|centre|manor|facility|building|campus|pavilion|tower|wing|annex|opens|opening|suite|located|time at|meeting at|met at|meets?|visit at|we're at|hq|headquarters|\d+ (?:units|beds|apartments)|[A-Z][a-z]+ (?:Health|Medical|Care|Rehab))\b[^.\n]{0,25}$/i;
/** "present at Lakeshore Pulmonary, 910 Lake St": an address after a place's capitalised name (case-sensitive). */
const PLACE_NAME_BEFORE =
  /(?:\b(?:at|to|from|visit(?:ed|ing)?|toured?)\s+|(?:^|[,;:])\s*)(?:St\.\s+)?[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){0,4}(?:,|\s+on)?\s*$|\b(?:at|to)\s+(?:[\w'’&.-]+\s+){0,3}[\w'’&.-]+\s*\(\s*$/;
/** A patient, a removed name, or a patient's relative in a stretch of text. */
const PATIENT_OR_FAMILY =
  /\b(?:pt|pts|pt's|patient|resident|res|name removed(?=\])|daughter|son|wife|husband|spouse|mom|mother|dad|father|sister|brother|niece|nephew|grand\w+|family|poa|caregiver|widow\w*)\b/i;
/**
 * A room named for a meeting, before or after it ("conf room 214", "Room 118 conference room",
 * "room 12 for meetings", "room 214 at the Hilton"): not a patient's.
 */
const MEETING_NEAR =
  /\b(?:meet\w*|mtgs?|conf|conference|class|training|in-?service|lunch|huddle|presentation|present\w*|talk|office|suite|grand rounds|session|seminar|booked|reserved|hotel|hilton|marriott|hyatt|sheraton|inn|assoc\w*|association|chapter|bldg|building|admin|auditorium|classroom)\b/i;
/** A word that places a patient in a stretch of text (a removed name counts). */
const PATIENT_WORD = /\b(?:pt|pts|patient|resident|res|mom|dad|mother|father|name removed(?=\]))/i;
/** "the LOS meeting in Room 4110": a meeting room, not a patient's. */
const MEETING_BEFORE = /\b(?:meeting|conference|class|training|in-?service|lunch|huddle|presentation|talk|office|suite)\b[^.\n]{0,20}$/i;

interface Rule {
  kind: IdentifierKind;
  pattern: RegExp;
  /** A match that is not a patient's after all (a facility's front desk, an office address): left as typed. */
  keep?: (text: string, offset: number) => boolean;
  /** The replacement for one match (defaults to the placeholder). */
  replace?: (match: string, ...groups: string[]) => string;
}

/** Order matters: the most specific shapes first, so a number is only claimed once. */
const RULES: readonly Rule[] = [
  { kind: 'email', pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g },
  { kind: 'mbi', pattern: ID(`\\b[1-9]${MBI_LETTER}${MBI_ALNUM}\\d${DASH}?${MBI_LETTER}${MBI_ALNUM}\\d${DASH}?${MBI_LETTER}{2}\\d{2}\\b`) },
  {
    kind: 'mbi',
    pattern: ID(
      String.raw`\b(?:medicare|mbi|hicn?)\s*(?:beneficiary identifier|number|id|no\.?|#|card(?: number)?)?\s*(?:is\s+|:\s*|#\s*)?(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{8,13}\b`,
    ),
  },
  {
    kind: 'medicaid',
    pattern: ID(
      String.raw`\bmedicaid\s*(?:number|id|no\.?|#|card(?: number)?)?\s*(?:is\s+|:\s*|#\s*)?(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{5,14}\b`,
    ),
  },
  {
    kind: 'ssn',
    pattern: ID(
      String.raw`\b(?:ssn|social security(?: number| no\.?| #)?)\s*(?:is|:|#)?\s*\d{3}[- ]?\d{2}[- ]?\d{4}\b|\b\d{3}${DASH}\d{2}${DASH}\d{4}\b`,
    ),
  },
  {
    // A record number under any label; a billing account counts ("acct 4471-0092", "account #55-1029"): it opens the patient's file.
    // So does a hospital stay's encounter or visit number ("enc# 2026-0411", "encounter 88120", "CSN 5521907"): it opens the chart.
    kind: 'mrn',
    pattern: ID(
      String.raw`\b(?:mrn|medical record(?: number| no\.?| #)?|mr\s?#|chart(?: number| no\.?| #)|record #|patient id|pt id|(?:account|acct)\.?(?: number| no\.?| #)?|(?:enc(?:ounter)?|visit|fin)\.?(?: number| no\.?| ?#)|enc(?:ounter)?|csn)[\s:#]*(?:is\s+|no\.?\s*)?[a-z]{0,3}-?\d[a-z0-9-]{3,}\b`,
    ),
  },
  {
    // "MRN for the one I told you about is HV-2290817": the label, a few words, then the number.
    kind: 'mrn',
    pattern: ID(
      String.raw`\b((?:mrn|medical record number|record number|chart number|encounter (?:number|#)|pt id|patient id)\b[^.\n\d]{0,40}?\b(?:is|was|=)\s*)([a-z]{0,3}-?\d[a-z0-9-]{3,})\b`,
    ),
    replace: (_match, lead) => `${lead}${placeholder('mrn')}`,
  },
  {
    kind: 'phone',
    keep: ownOrFacilityLine,
    pattern: new RegExp(
      `(?<![\\d/-])(?:\\+?1[\\s.-]?)?(?:\\(\\d{3}\\)\\s?|\\d{3}(?:[\\s.]|${DASH}))\\d{3}(?:[\\s.]|${DASH})\\d{4}(?![\\d-])|(?<![\\d/-])\\d{10}(?!\\d)`,
      'g',
    ),
  },
  {
    // "call her at 555-0164", "ph 555-0143", "her phone 5550115": a seven-digit number where a person is reached.
    kind: 'phone',
    pattern: /(?<=(?:\b(?:call|reach|text|cell|phone|ph|number|at)|#)\.?:?\s{0,3}(?:\w+\s+){0,2}?)(?<![\d-])\d{3}[-.]?\d{4}(?![\d-])/gi,
    keep: ownOrSignedLine,
  },
  {
    // "her son Tony (555-0152)", "is 555-0173 the best number to reach you?": three digits, a dash and
    // four digits, beside a patient or their family or said to be how someone is reached, is their
    // phone whatever precedes it. (A doctor's office number with no patient near stays; a range or
    // a dose has its unit after it; the rep's and a facility's own lines are kept.)
    kind: 'phone',
    pattern: new RegExp(
      `(?<![\\d$.,/-])[2-9]\\d{2}${DASH}\\d{4}(?![\\d${DASH.slice(1, -1)}])(?!\\s*(?:%|mg|mcg|ml|days?|patients|pts|residents|beds|admits|referrals|dollars|miles|feet|ft|lbs?|calories)\\b)`,
      'g',
    ),
    keep: (text, offset) =>
      ownOrSignedLine(text, offset) ||
      !(
        PATIENT_OR_FAMILY.test(text.slice(Math.max(0, offset - 60), offset + 40)) ||
        /^\S+\s+(?:\w+\s+){0,3}(?:number|cell|phone|line) (?:to (?:reach|call|text)|for (?:you|her|him|them))\b/i.test(
          text.slice(offset, offset + 60),
        )
      ),
  },
  {
    kind: 'address',
    keep: (text, offset) => {
      // "pt lives at 2217 Wrenfield Ln": where someone lives is a home, whatever office was named before.
      if (/\b(?:lives?|living|home is|house is|(?:home )?address is)\s+(?:at|on)?\s*$/i.test(text.slice(Math.max(0, offset - 30), offset)))
        return false;
      const after = text.slice(offset, offset + 70);
      // "nurse visit at 908 Elm St today for the pt": a home visit, whatever cue came before.
      if (
        /\b(?:pt|patient|resident|his home|her home|their home|lives)\b/i.test(
          after.replace(/^[^,]*?\b(?:st|ave|rd|blvd|dr|ln|ct|way|pl)\b\.?/i, ''),
        )
      )
        return false;
      return (
        FACILITY_BEFORE.test(text.slice(Math.max(0, offset - 50), offset)) ||
        // "the 400 Ridge Rd building", "our 12 Main St office"
        /^[^,.;\n]{0,40}?\b(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|ct|way|pl|pkwy|hwy)\b\.?\s+(?:building|office|campus|location|site|facility|clinic)\b/i.test(
          after,
        ) ||
        // "at Lakeshore Pulmonary, 910 Lake St": right after a place's capitalised name ("Oak Terrace is 1220…").
        PLACE_NAME_BEFORE.test(text.slice(Math.max(0, offset - 50), offset).replace(/\s+(?:is(?: at)?|'s at)\s*$/, ' ')) ||
        // "1220 Wexford Blvd, Suite 100": a suite is a business's, a home has an apartment.
        /^[^\n]{0,40}?\b(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|ct|way|pl|pkwy|hwy)\b\.?,?\s*(?:suite|ste)\b/i.test(after)
      );
    },
    // A street's name is no verb, pronoun or conjunction ("2 are way behind", "3 of them were way
    // over": a count, then "way" as an adverb), and "way" before a comparison is an adverb too.
    pattern:
      /\b\d{1,6}\s+(?:[nsew]\.?\s+)?(?:(?!(?:the|a|an|on|in|to|down|up|hours?|minutes?|miles?|of|and|or|but|so|for|at|from|my|our|their|his|her|mins?|days?|weeks?|are|is|was|were|am|be|been|being|do|does|did|have|has|had|will|would|can|could|should|may|might|must|they|them|we|you|it|i|he|she|that|this|these|those|who|which|still|just|all|both|not|also)\b)(?:[a-z][a-z'’.-]*|\d{1,3}(?:st|nd|rd|th))\s+){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|way(?!\s+(?:behind|ahead|over|under|past|more|less|too|better|worse|off|out|up|down|back|above|below|beyond|before|after|longer|higher|lower|late|early|high|low|much|short|fewer|bigger|smaller)\b)|place|pl|parkway|pkwy|highway|hwy|circle|cir|terrace|ter|trail|trl)\b\.?(?:,?\s*(?:apt|apartment|unit|suite|ste|#)\.?\s*[a-z0-9-]+)?/gi,
  },
  {
    // "who lives on Tillman Rd", "died at home on Tern Ct": the street a patient lives on, with or without a number.
    kind: 'address',
    pattern:
      /(?<=\b(?:lives?|living|home is|house is|moved|at home)\s+(?:(?:alone|by (?:her|him|them)sel(?:f|ves)|with (?:her|his|their) \w+)\s+)?(?:on|at|off)\s+)(?:[A-Za-z][\w'’-]*\s+){1,3}(?:rd|road|st|street|ave|avenue|ln|lane|dr|drive|ct|court|way|blvd|pl|place|cir|circle|ter|terrace)\b\.?/gi,
  },
  {
    kind: 'dob',
    pattern: ID(`\\b(${DOB_LABEL})(${SEP})(${LABELLED_DATE})`),
    replace: (_match, label, sep) => `${label}${sep}${placeholder('dob')}`,
  },
  {
    // (A few words may come between: "admitted [record number removed] on fri 11/21", "the admit of rm 22A yesterday (11/25)".)
    kind: 'date',
    pattern: ID(
      `\\b(${EVENT_LABEL}|admit of)((?:\\s+(?:\\[[a-z ]+ removed\\]|[a-z]+\\.?|\\d{1,4}[a-z]?)){0,4}?${SEP}\\(?)(${LABELLED_DATE})`,
    ),
    replace: (_match, label, sep) => `${label}${sep}${placeholder('date')}`,
  },
  {
    // "[name], 00482291": a bare number right after a patient's name is their record number.
    kind: 'mrn',
    pattern: /(\[name removed\])([\s,(#:]*)(?:[a-z]{0,3}-?)?\d{5,}\b/gi,
    replace: (_match, name, gap) => `${name}${gap}${placeholder('mrn')}`,
  },
  {
    // "John Smith 03/04/1938": a date right next to a name is that person's.
    kind: 'dob',
    pattern: ID(`(\\[name removed\\])([\\s,(]*(?:born\\s+|b\\.\\s*)?)(${DATE})`),
    replace: (_match, name, gap) => `${name}${gap}${placeholder('dob')}`,
  },
  {
    // "pt: Garcia, Maria, admitted…": a chart's "Last, First" order leaves the first name after
    // the removed surname; a capitalised word between commas (or before a date or age) goes too.
    kind: 'name',
    pattern: /(\[name removed\]),(\s*)[A-Z][a-z'’-]+(?=\s*(?:[,(;]|$|\s(?:is|was|has|age[ds]?|aged|dob|\d)))/g,
    replace: (_match, name) => name,
  },
  {
    // "aged 94", "94 y/o", "she is 94", "his wife is 90", "98 yrs", and "[name], 92, lung cancer" (a chart's name-then-age).
    // (And a number over 89 standing alone between commas among words, "at the ALF, 91, fell twice": a
    // list of figures, "92, 95, 101 days", has digits beside its commas and is left alone.)
    kind: 'age',
    pattern:
      /\b(?:(age[ds]?|aged)(\s*:?\s*))(9\d|1[01]\d)\b|\b(9\d|1[01]\d)(?=[- ]?(?:years?[- ]old|yrs?\.?[- ]old|y\/?o\b|y\.o\.|yo\b|year-old))|(?<=(?:\b(?:she|he|they|patient|pt|resident|who|wife|husband|mom|mother|dad|father|grandma|grandpa|grandmother|grandfather|aunt|uncle|brother|sister|pop|papa|nana|granny|gran|gramps|mama|mum|momma|daddy)|removed\])(?:'s|s| is| was| turned| turns| just turned)\s)(9\d|1[01]\d)\b(?!\s*(?:%|percent|min|minutes|days|beds|miles|mins)\b)|\b(9\d|1[01]\d)(?=\s?(?:yrs?|years?)\b(?!\s+(?:ago|of|in|with|experience|since)\b))|(?<=name removed\],\s{0,2})(9\d|1[01]\d)(?=\s*(?:[,;)]|\.(?!\d)|$|\s(?:with|and|has|had|is|was|on|in|from|dx)\b))|(?<=[a-z\]]\s{0,2},\s{0,2})(9\d|1[01]\d)(?=\s*,\s*[a-z])/gi,
    replace: (_match, label, gap) => (label ? `${label}${gap}${placeholder('age')}` : placeholder('age')),
  },
  {
    // Where a patient lies, in the shapes wards write it: a unit and bed code ("5W-12", "4-north-07"),
    // a lettered bed in a room ("bed b in 407"), a treatment chair ("infusion chair 4", "dialysis chair 12").
    kind: 'room',
    pattern:
      /\b\d{1,2}-?(?:north|south|east|west|[nsew])-\d{1,3}[a-z]?\b|\bbed\s+[a-d]\s+(?:in|of)\s+(?:(?:rm|room)\.?\s*#?\s*)?\d{1,4}[a-z]?\b|\b(?:infusion|chemo|dialysis|treatment)\s+(?:chair|bay|pod|station)\s*#?\s*\d{1,3}[a-z]?\b/gi,
  },
  {
    // "2nd floor east 14b", "6 west 12": a room number said right after its floor or wing.
    kind: 'room',
    pattern:
      /\b(\d{1,2}(?:st|nd|rd|th)\s*(?:floor|flr|fl)\.?(?:\s+(?:east|west|north|south))?\s+|\d{1,2}\s*(?:north|south|east|west)\s+)(\d{1,4}[a-z]?)\b(?!\s*(?:%|percent|days?|beds?|residents|patients|pts|rooms|units|nurses|staff|cnas|aides|minutes|mins|hours|hrs|am|pm|times))/gi,
    replace: (_match, lead) => `${lead}${placeholder('room')}`,
  },
  {
    // "pt in 214", "[name] in 207", "the lady in 111", "resident in unit 14", "your pt in 812-2", "[name] doing in 118".
    kind: 'room',
    pattern:
      /\b((?:pt|patient|resident|res|lady|gentleman|man|woman|guy|mom|dad|mother|father|him|her|she|he|name removed\])(?:'s)?\s+(?:(?:who(?:'s| is)|is|was|that's|lives|stays|doing|[a-z]{3,}ing)\s+)?(?:in|from)\s+(?:(?:room|rm|bed|unit|apt|apartment)\.?\s*#?\s*)?)(?!(?:19|20)\d{2}\b)(\d{1,4}[a-z]?(?:-\d{1,2}[a-z]?)?|\d{1,2}-?[a-z]+-?\d{1,3}[a-z]?)\b(?!\s*(?:%|percent|days?|beds?\b(?!\s+[a-z]\b)|residents|patients|minutes|mins|hours|hrs|mg|lbs?|pounds|years|yrs|am|pm|a\.m|p\.m|times))/gi,
    replace: (_match, lead) => `${lead}${placeholder('room')}`,
  },
  {
    // "her room at Brookhaven is 117-B", "Mr. Goldberg 215, Mrs. Oyelaran 219": a room said after
    // a patient's room word, or a number right after a removed name.
    kind: 'room',
    pattern:
      /((?:\b(?:her|his|their|the (?:pt|patient|resident)'?s?|[a-z]+'s)|\[name removed\]'s) (?:room|rm|apt|apartment|bed)\b[^.\n\d]{0,30}?\b(?:is|=|:)\s*)(\d{1,2}-\d{1,4}[a-z]?|\d{1,4}-?[a-z]?)\b|(\[name removed\])(\s*,?\s*)(\d{3,4}[a-z]?)\b(?!\s*(?:%|days?|beds?|mg|lbs?|am|pm|admits?|referrals?))/gi,
    replace: (_match, lead, _id, name, gap) => (lead ? `${lead}${placeholder('room')}` : `${name}${gap}${placeholder('room')}`),
  },
  {
    kind: 'room',
    keep: (text, offset) =>
      // A bed is a patient's wherever a meeting is mentioned ("bed 12 - did the family meeting happen?").
      (!/^bed\b/i.test(text.slice(offset)) && MEETING_BEFORE.test(text.slice(Math.max(0, offset - 30), offset))) ||
      // "the memory care team on Unit 3B": a unit of the building, unless a patient is placed on it.
      (/^unit\b/i.test(text.slice(offset)) && !PATIENT_WORD.test(text.slice(Math.max(0, offset - 70), offset + 45))) ||
      // A meeting word close on either side, and no patient word in the same stretch.
      (!/^bed\b/i.test(text.slice(offset)) &&
        MEETING_NEAR.test(text.slice(Math.max(0, offset - 40), offset + 45)) &&
        !PATIENT_WORD.test(text.slice(Math.max(0, offset - 40), offset + 45))),
    pattern:
      /\b(?<!\b(?:conf|conference|meeting|board|break|class|training|dining|activity|activities|community|waiting|staff|family|quiet|media|computer|utility|supply|storage|therapy|chapel|meditation|education|in-?service)\s)(room|rm|bed|apt|apartment|unit|cottage|villa)(\.?,?\s*#?\s*)(\d{1,4}[a-z]?(?:-?[a-z])?|[a-z]-?\d{1,4})\b|\b(in|to|from)(\s+)(\d{1,4}-?[a-h])\b/gi,
    replace: (_match, label, gap, _id, prep, space) =>
      label ? `${label}${gap}${placeholder('room')}` : `${prep}${space}${placeholder('room')}`,
  },
  {
    // "MICU 14", "the CCU 3 pt", "step-down 22": an intensive or step-down unit's bays are numbered
    // by bed, so its name with a number is where one patient lies (the unit alone, "MICU", is not).
    kind: 'room',
    keep: (text, offset) =>
      MEETING_NEAR.test(text.slice(Math.max(0, offset - 40), offset + 45)) &&
      !PATIENT_WORD.test(text.slice(Math.max(0, offset - 40), offset + 45)),
    pattern:
      /\b((?:[a-z]{0,3}icu|ccu|pcu|tcu|step-?down)\s*#?\s*)(\d{1,3}[a-d]?)\b(?![x×/.:%]|\s*(?:beds?|pts|patients|days?|hrs?|hours|weeks?|wks?|times|admits|nurses|rns|staff|am|pm)\b)/gi,
    replace: (_match, lead) => `${lead}${placeholder('room')}`,
  },
  {
    // "hold off on 318-B", "312-c wants to go home": a room number with its bed letter after a dash
    // is a bed wherever it stands (no room word needed); a meeting room keeps its number.
    kind: 'room',
    keep: (text, offset) => MEETING_NEAR.test(text.slice(Math.max(0, offset - 40), offset + 45)),
    pattern: /(?<![\w.-])\d{2,4}-[a-d](?![\w-])/gi,
  },
  {
    // "mom is in 118 bed A", "212 bed 2": a room number before its bed is the room and the bed.
    kind: 'room',
    pattern: /\b\d{1,4}[a-z]?\s*,?\s*bed\s*#?\s*(?:[a-d]|\d)\b/gi,
  },
];

export interface Redaction {
  text: string;
  found: IdentifierKind[];
}

/** Every other whole-word occurrence, in any case, of the words of names already found (titles and initials aside). */
export function repeatedNameWords(text: string, names: readonly string[]): Span[] {
  const words = new Set(
    names
      .flatMap((name) => name.split(/\s+/))
      .map((word) => word.replace(/[.,]$/, ''))
      .filter((word) => word.length >= 3 && !/^(?:mr|mrs|ms|miss|mx|mister)$/i.test(word)),
  );
  const spans: Span[] = [];
  for (const word of words) {
    for (const match of text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'giu')))
      spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Where the finder sees a patient's name in one (normalised) text. */
const nameSpans = (text: string, findNames: NameFinder, toFamily: boolean) =>
  mergeSpans([...findNames(text), ...(toFamily ? familyVocatives(text) : [])]);

/** Every patient name found in any of the texts, as typed: what one field names, another may repeat. */
export function patientNamesIn(texts: readonly string[], findNames: NameFinder = findNamesByRule, toFamily = false): string[] {
  return texts.flatMap((raw) => {
    const text = normalizeText(raw);
    return nameSpans(text, findNames, toFamily).map((span) => text.slice(span.start, span.end));
  });
}

/**
 * Replaces patient identifiers in one text and says which kinds were found. `knownNames` are
 * patients' names found elsewhere in the same request (another field, an earlier turn).
 */
export function redactPatientIdentifiers(
  input: string,
  findNames: NameFinder = findNamesByRule,
  toFamily = false,
  knownNames: readonly string[] = [],
): Redaction {
  const found = new Set<IdentifierKind>();
  let text = normalizeText(input);
  const first = nameSpans(text, findNames, toFamily);
  // Why: "our pt there is Evelyn Marchetti apt 204 ... evelyn loves the aides": once a patient is
  // named, the same name said again, in any case, is theirs too, in this text or in another field
  // of the request ("pt Big Earl ..." in a playbook's scenario, "readmit Earl" in its outcomes).
  const names = mergeSpans([
    ...first,
    ...repeatedNameWords(text, [...first.map((span) => text.slice(span.start, span.end)), ...knownNames]),
  ]);
  for (const span of [...names].reverse()) text = `${text.slice(0, span.start)}${placeholder('name')}${text.slice(span.end)}`;
  if (names.length) found.add('name');
  // "Mr. Ambrose, Mrs. Feld and Lupe Ortiz": a capitalised name listed with patients' names is one more.
  text = text.replace(LISTED_WITH_NAMES, (match, before: string | undefined, name: string | undefined, name2: string | undefined) => {
    const listed = name ?? name2!;
    if (listed.split(/\s+/).some((word) => ordinaryWord(word))) return match;
    found.add('name');
    return match.replace(listed, placeholder('name'));
  });
  for (const rule of RULES) {
    text = text.replace(rule.pattern, (...args: unknown[]) => {
      const match = args[0] as string;
      const hasGroups = typeof args[args.length - 1] === 'object';
      const offset = args[args.length - (hasGroups ? 3 : 2)] as number;
      const whole = args[args.length - (hasGroups ? 2 : 1)] as string;
      if (rule.keep?.(whole, offset)) return match;
      const groups = args.slice(1, hasGroups ? -3 : -2).map((value) => (typeof value === 'string' ? value : ''));
      found.add(rule.kind);
      return rule.replace ? rule.replace(match, ...groups) : placeholder(rule.kind);
    });
  }
  // Once a patient is named, who they are in town goes with the name ("[name], the retired sheriff,",
  // "[name], 71, widow of the pastor"): a description set off by commas identifies as a name does.
  text = text.replace(DESCRIPTION_OF_NAMED, (match, lead: string, description: string) => {
    // (A place inside it that was taken for a name, "the former postmaster of [name removed]", is no care detail.)
    if (CARE_DETAIL.test(description.replace(APPOSITIVE_HEAD, '').replaceAll(placeholder('name'), ''))) return match;
    found.add('detail');
    return `${lead}${placeholder('detail')}`;
  });
  // Unnamed, a patient is still singled out by who they were in a small place ("pt is the retired
  // harbor pilot", "the resident who used to be the choir director at st anne's"): "the" former role.
  text = text.replace(FORMER_ROLE_OF_PATIENT, (match, lead: string, description: string) => {
    if (CARE_WORDS.test(description)) return match;
    found.add('detail');
    return `${lead}${placeholder('detail')}`;
  });
  // Unnamed, a patient is singled out by what only they are or have in a place ("the only ALS pt in
  // the county", "the retired judge w/ ALS", "the one on the news"): see singling-out.ts.
  const singled = removeSinglingOutDetails(text);
  if (singled.removed) found.add('detail');
  text = singled.text;
  // "Sarge (the retired marine ...)", "Tootie, the only ALS case in ...": what the singling-out
  // description is set off from by a bracket or comma is that person's name (or nickname).
  text = text.replace(/(?<![\p{L}'’])(\p{Lu}[\p{Ll}'’-]+)(?=\s*[(,]\s*\[detail removed\])/gu, (word) => {
    if (ordinaryWord(word)) return word;
    found.add('name');
    return placeholder('name');
  });
  // Once a patient is named, any date in the same text is theirs ("admits this wk: [name] 11/17");
  // so once their birth date or a number of theirs is removed ("pt dob [removed], seen by our NP on
  // 11/10"): under HIPAA's Safe Harbor every date tied to one patient is an identifier.
  if ((['name', 'dob', 'mrn', 'mbi', 'medicaid', 'ssn'] as const).some((kind) => text.includes(placeholder(kind)))) {
    text = text.replace(new RegExp(`(?<![\\d/])(?:${DATE}|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\\d|3[01]))(?![\\d/])`, 'gi'), () => {
      found.add('date');
      return placeholder('date');
    });
  }
  return { text, found: [...found] };
}

/** A capitalised name (one or two words) coordinated with removed names, after them or before them. */
const LISTED_WITH_NAMES =
  /(\[name removed\](?:,\s*\[name removed\])*,?\s+(?:and|&|or)\s+)(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?![\p{L}])|(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?=,\s*\[name removed\](?:,\s*\[name removed\])*,?\s+(?:and|&|or)\s+\[name removed\])/gu;

/**
 * A removed name (and its age, if given), then a description of who the person is, set off by a
 * comma or bracket: a role, a former job, a family standing ("the retired sheriff", "former
 * postmaster", "widow of the pastor", "grandmother of 9 from Elm Grove", "county road crew retiree").
 */
// (Also after "who's" or "who used to be": "[name] who's the former postmaster"; it ends at a clause's
// end or a dash, "... in Elm Grove - can we help families like hers".)
const DESCRIPTION_OF_NAMED =
  /(\[name removed\]['’"”]?(?:,?\s*(?:\d{1,3}|\[age removed\])\s*(?:yo|y\/o|years? old)?)?(?:\s*[,(]|\s+who(?:'s|’s|\s+is|\s+was|\s+used to be))\s*)((?:the|a|an|retired|former|ex-|(?:mom|dad|mother|father|grand(?:ma|pa|mother|father)|widow|widower|wife|husband) of|(?:[a-z-]+\s+){0,3}(?:retiree|veteran|vet)\b)(?:(?!\s[-–—]\s)[^,.;:()!?\n]){2,90})/gi;
/** "the resident who ...", "the pt that ...": the head of an apposition says who is described, not their care. */
const APPOSITIVE_HEAD = /^(?:the|our|a)\s+(?:pt|patient|resident)\s+(?:who|that)\b/i;
const CARE_DETAIL = new RegExp(`${CARE_WORDS.source}|\\[[a-z ]+ removed\\]`, 'i');
/**
 * A patient said to be "the" retired or former someone, or who "used to be the" someone at, of or
 * in somewhere: a definite former role singles one person out. ("a retired teacher" is one of many;
 * "used to be the life of the party" names no place, and both stay.)
 */
const FORMER_ROLE_OF_PATIENT =
  /(\b(?:pt|patient|resident)\s+(?:is|was)\s+(?=the\s+(?:retired|former|ex-))|\b(?:pt|patient|resident|guy|lady|man|woman|gentleman)\b[^.;!?\n]{0,40}?\bwho\s+(?:used to be|was once)\s+(?=the\s+(?!one\b)[a-z'’-]+(?:\s+[a-z'’-]+){0,2}\s+(?:at|of|in|for|on)\s+(?!(?:the|a|an|her|his|their|our|my|charge)\b)\w))(the\s+[a-z](?:(?!\s[-–—]\s|\s(?:is|was|has|had|and|but|now|who)\s)[^,.;:()!?\n]){2,80})/gi;

/** The notice shown when anything was removed: one sentence, in plain words. */
export function privacyNotice(found: readonly IdentifierKind[]): string | undefined {
  if (found.length === 0) return undefined;
  // Always in the same order, whatever order the rules found them in.
  const order = Object.keys(REDACTION_LABELS) as IdentifierKind[];
  const nouns = order.filter((kind) => found.includes(kind)).map((kind) => REDACTION_LABELS[kind].noun);
  const list = nouns.length === 1 ? nouns[0] : `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1]}`;
  return `For patient privacy, we removed what looked like ${list} before coaching. Please never enter patient details in the Field Kit.`;
}

/**
 * A request written to a patient's family (or the patient). "The family council meeting" is a
 * facility event, not the family. A visit of the hospice's care (the nurse's, the chaplain's, the
 * admission or info visit) is made to a patient and their family, never to a referral source.
 */
const FAMILY_CONTEXT =
  /\b(?:(?:nurse|nursing|aide|chaplain|admission|admit|info|information(?:al)?|social work(?:er)?|sw|volunteer|bereavement) visits?\b|(?:pts?|pt's|patient'?s|resident'?s) (?:son|daughter|wife|husband|widow\w*|caregiver|niece|nephew|poa|grand\w+)\b|the (?:patient|pt|resident) (?:himself|herself|themselves|directly)|the couple|(?:wife|husband|mom|dad|mother|father) is the (?:pt|patient)|the (?:[a-z]+ )?family(?!\s+(?:council|meeting|mtg|night|conference|room|support|members? of the council))|(?:to|w|with|for|thank) the (?:(?:pt|pts|pt's|patient's|resident's) )?(?:son|daughter|wife|husband|widow\w*|caregiver|niece|nephew|poa|grand\w+)|(?:his|her|their|your) (?:mom|moms|mom's|mother|mother's|dad|dads|dad's|father|father's|husband|husband's|wife|wife's|grand(?:ma|pa|mother|father|dad|mom)(?:'s|s)?)\b)/i;
/** A recipient or an opening that names staff: a referral source, whatever else the request says. */
const STAFF_RECIPIENT =
  /\b(?:dr|doctor|don|adon|ed|cm|sw|rn|np|administrator|director|manager|case manager|social worker|liaison|coordinator|nurse|staff|team)\b/i;
/** A recipient who is a patient's family member, or the patient. */
const FAMILY_RECIPIENT =
  /\b(?:daughter|son|wife|husband|spouse|mom|mother|dad|father|sister|brother|niece|nephew|grand\w+|family|pt|pt's|patient|resident|poa|caregiver|widow\w*)\b/i;

/** Every free-text field of a task (an email's recipient is read apart: it is usually a referral source). */
export function taskTexts(task: CoachTask): string[] {
  switch (task.kind) {
    case 'playbook':
      return [task.scenario, task.desiredOutcomes ?? ''];
    case 'objection':
      return [task.objection];
    case 'research':
      return [task.query];
    case 'email':
      return [task.context, task.customization ?? ''];
    case 'chat':
      return [task.prompt, ...task.history.map((turn) => turn.content)];
  }
}

/**
 * Redacts every free-text field of a task. `found` lists what was removed from everything the rep
 * typed, earlier chat turns included.
 */
export function redactTask<T extends CoachTask>(task: T, finder: NameFinder = findNamesByRule): { task: T; found: IdentifierKind[] } {
  const found = new Set<IdentifierKind>();
  // Each text is searched for names twice (to learn the request's names, then to redact): once is
  // enough, since the server's finder parses every clinical sentence with an NLP library.
  const seen = new Map<string, Span[]>();
  const memoised: NameFinder = (text) => seen.get(text) ?? seen.set(text, finder(text)).get(text)!;
  // Staff the request names by role in one field stay staff in every other ("the CM, dana …", "ask Dana").
  const findNames = withoutStaffNames(memoised, staffNameWords(taskTexts(task)));
  // In a role-play with the patient's daughter, whoever the rep addresses is family.
  const toFamily = task.kind === 'chat' && task.practice?.persona === 'adult-daughter';
  // A name found in one field is removed from every field (and every earlier turn) it recurs in.
  const knownNames = patientNamesIn(taskTexts(task), findNames, toFamily);
  const clean = (text: string, announce = true) => {
    const result = redactPatientIdentifiers(text, findNames, toFamily, knownNames);
    if (announce) for (const kind of result.found) found.add(kind);
    return result.text;
  };
  const cleanOptional = (text: string | undefined) => (text === undefined ? undefined : clean(text));
  let redacted: CoachTask;
  switch (task.kind) {
    case 'playbook':
      redacted = { ...task, scenario: clean(task.scenario), desiredOutcomes: cleanOptional(task.desiredOutcomes) };
      break;
    case 'objection':
      redacted = { ...task, objection: clean(task.objection) };
      break;
    case 'research':
      redacted = { ...task, query: clean(task.query) };
      break;
    case 'email': {
      // The recipient is usually a referral source, whose name stays. Written to a patient's
      // relative ("Carla Mendez (daughter of Rosa Mendez)") it names the family: it goes, and the
      // draft greets them without a name.
      // The recipient is the family when the field says so ("Carla (daughter)") or the request does
      // ("to the family after the info visit", "thank the Pruitt family"), unless the field names staff.
      const toFamily =
        task.recipientName !== undefined &&
        (FAMILY_RECIPIENT.test(task.recipientName) ||
          // (What to mention says it too: "her mom Vera passed on 11/12" is written to the daughter.)
          (FAMILY_CONTEXT.test(`${task.context}\n${task.customization ?? ''}`) &&
            // ("thank him for letting our team visit": the hospice's own staff say nothing of the recipient.)
            !STAFF_RECIPIENT.test(`${task.recipientName} ${task.context.slice(0, 40).replace(/\bour [\w-]+/gi, '')}`)));
      // A recipient field holding a record number, a birth date or a room is a patient's entry, not
      // a referral source's name: the whole field goes.
      const inRecipient = task.recipientName === undefined ? [] : redactPatientIdentifiers(task.recipientName, findNames).found;
      const recordInRecipient = inRecipient.some((kind) => kind !== 'name');
      if (toFamily || recordInRecipient) found.add('name');
      if (recordInRecipient) for (const kind of inRecipient) found.add(kind);
      // ("check in w Grace about her dad", recipient "Grace Osei": the family member's name goes everywhere.)
      const familyName = toFamily && task.recipientName ? [task.recipientName.replace(/\([^)]*\)/g, ' ')] : [];
      const withoutFamilyName = (raw: string) => {
        const text = normalizeText(raw);
        const spans = mergeSpans(repeatedNameWords(text, familyName)).filter(
          (span) => !FAMILY_RECIPIENT.test(text.slice(span.start, span.end)),
        );
        if (spans.length) found.add('name');
        return [...spans].reverse().reduce((out, span) => `${out.slice(0, span.start)}${placeholder('name')}${out.slice(span.end)}`, text);
      };
      redacted = {
        ...task,
        recipientName: toFamily || recordInRecipient ? undefined : task.recipientName,
        context: clean(withoutFamilyName(task.context)),
        customization: task.customization === undefined ? undefined : clean(withoutFamilyName(task.customization)),
      };
      break;
    }
    case 'chat':
      redacted = {
        ...task,
        prompt: clean(task.prompt),
        // The rep's earlier turns are announced too: the client may resend them as typed.
        history: task.history.map((turn) => ({ ...turn, content: clean(turn.content, turn.role === 'user') })),
      };
      break;
  }
  return { task: redacted as T, found: [...found] };
}
