/**
 * Details that single out one unnamed patient (HIPAA's "any other unique identifying characteristic"):
 * in a small place, a person is found by what only they are or have, even with no name, date or room.
 * Each rule reads the shape of a singling-out description, never a list of jobs, places or hobbies:
 *
 * - uniqueness in a place: "the only <person or case> in <place>" ("the only ALS pt in the county",
 *   "the only 100 year old at Willow Bend"); "the only hospice in town" names no person and stays;
 * - a definite former role: "the retired <role>", "the former <role>" in a sentence about a patient
 *   ("a retired teacher" is one of many and stays; the former DON or medical director is staff);
 * - being in the news: "the lady who was in the paper", "the one on the news";
 * - a person known by what they have: "the man with the green parrot" (care equipment stays);
 * - a past role at a named place, said of a patient or a relative: "used to teach at Lincoln High".
 *
 * The description becomes "[detail removed]"; what the coach needs (diagnosis, room, care) stays.
 */

/** Care detail (a diagnosis, a room, a relative, staff, equipment): a description with it stays, since the coach needs it. */
export const CARE_WORDS =
  /\b(?:pts?|patient|resident|dx|diagnos\w*|hospice|copd|chf|als|cancer|dementia|esrd|stage|room|rm|bed|unit|daughter|son|wife|husband|caregiver|poa|dr|doctor|don|nurse|cm|sw)\b/i;

/** Staff, owners and referral sources: "the former DON", "the retired medical director" are no patient. */
const STAFF_ROLE =
  /\b(?:don|adon|director|administrator|admin|liaison|manager|marketer|coordinator|owner|ceo|cfo|coo|exec\w*|ed|rep|partner|physician|doc|doctor|dr|md|np|pa|rn|lpn|cna|nurse|cm|sw|social worker|chaplain|aide|staff|hospitalist|intensivist|oncologist|surgeon|provider|referral source|hospice|agency|facility|building|snf|alf)\b/i;

/** Equipment and care a person is seen with: "the guy with the trach" describes care, not who. */
const CARE_EQUIPMENT =
  /\b(?:oxygen|o2|trach\w*|vent\w*|walker|wheelchair|cane|feeding tube|peg|g-?tube|foley|catheter|wound\w*|drain|pump|bipap|cpap|port|picc|brace|dressing|iv)\b/i;

const PERSON_HEAD = String.raw`(?:pts?|patients?|residents?|cases?|family|families|person|people|man|men|woman|women|lady|ladies|guy|gentleman|kid|child|vet|veteran|centenarian|(?:\d{2,3}|\[age removed\])[- ]?(?:yo|y\/o|yrs?[- ]old|years?[- ]old))`;
const PLACE_SCOPE = String.raw`(?:(?:in|at|around|of|from|on)\s+(?:the\s+|this\s+|our\s+|that\s+|their\s+)?(?:town|county|city|village|parish|building|facility|community|area|state|region|valley|neighborhood|neighbourhood|island|church|place|\p{Lu}[\p{L}'’-]+)|(?:this|that|our|the)\s+(?:town|county|city|village|parish|building|facility|community|area|state|region|valley))`;

/** "the only ALS case in Dellwood", "the only [age removed] yr old in the building" (through the clause's end). */
const ONLY_ONE_IN_PLACE = new RegExp(
  String.raw`\bthe only\s+(?:[\p{L}\d'’/-]+\s+){0,3}?${PERSON_HEAD}\b[^,.;:()!?\n]{0,40}?${PLACE_SCOPE}\b(?:(?!\s(?:and|but|so|who|which|because|since|she|he|they|her|his|their|we|i)\b)[^,.;:()!?\n—–]){0,40}`,
  'giu',
);

/** "the retired judge", "the former nun", "the ex-marine": up to three words of a role, ending before a preposition or clause. */
const DEFINITE_FORMER_ROLE =
  /\bthe\s+(?:retired|former|ex-|ex\s)\s*(?:(?!(?:w|with|who|that|in|on|at|of|from|for|and|but|is|was|has|had)\b)[a-z][\w'’-]*\s*){1,3}/gi;

/** "the lady who was in the paper", "the one on the news", "the guy that got on tv" (not what the news said). */
const IN_THE_NEWS =
  /\b(?:the\s+(?:one|lady|man|guy|woman|gentleman|pt|patient|resident|couple|family)\s+(?:(?:who|that)\s+(?:(?:was|were|is|got|been|ended up|made it)\s+)?)?|\b(?:who|that)\s+(?:was|were|is|got|been|ended up|made it)\s+)(?:on|in)\s+(?:the\s+)?(?:local\s+)?(?:news|paper|newspaper|tv|television|radio)\b(?!\s+(?:said|says|reported|report|story said|was saying|talked|talking))/gi;

/** A national office: its holder is a public figure whose care is in the news, not a patient to protect. */
const NATIONAL_OFFICE = /\b(?:president|vice president|senator|governor|congress\w*|first lady|prime minister|secretary of)\b/i;

/** "the lady w/ the parrot", "the man with the purple hat": one person known by what they have. */
const KNOWN_BY_WHAT_THEY_HAVE =
  /\bthe\s+(?:lady|man|guy|woman|gentleman|fella|gal|old man|old lady)\s+(?:w\/|with)\s+the\s+(?:[\w'’-]+\s*){1,3}?(?=[,.;:()!?\n]|\s+(?:in|on|at|who|that|is|was|has|keeps|still|and|but)\b|$)/gi;

/** "used to coach the Dellwood Dukes", "used to teach at Lincoln High": a past role at a named place. */
const PAST_ROLE_AT_NAMED_PLACE =
  /\bused to\s+(?!be\b)[a-z]+\s+(?:(?:at|for|in|on)\s+)?(?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}/gu;
/** A patient or a relative said before it in the same sentence. */
const PATIENT_OR_RELATIVE_BEFORE =
  /\b(?:pt|pts|patient|resident|husband|wife|mom|mother|dad|father|grand\w+|son|daughter|brother|sister|he|she|name removed(?=\]))\b[^.!?\n]*$/i;

/**
 * A patient in the sentence: a patient word, a diagnosis, a decline, a bed or a relative. ("The retired
 * sheriff came to our talk on hospice" is a community contact: hospice alone is no patient.)
 */
const PATIENT_SIGN =
  /\b(?:pts?|patients?|residents?|dx|diagnos\w*|copd|chf|als|cancer|dementia|esrd|end[- ]stage|declin\w*|dying|failing|bed\w*|room|cottage|apt|admit\w*|refer\w*|eligib\w*|qualif\w*|on (?:our |your )?service|comfort care|falls?|falling|fell|wife|husband|daughter|son|family|kids)\b/i;

/** The sentence around a match. */
function sentenceAt(text: string, start: number, end: number): string {
  const from = Math.max(...['.', '!', '?', '\n'].map((stop) => text.lastIndexOf(stop, start - 1))) + 1;
  const next = [...text.slice(end).matchAll(/[.!?\n]/g)][0]?.index;
  return text.slice(from, next === undefined ? text.length : end + next);
}

const DETAIL = '[detail removed]';

/** Removes the descriptions that single out one unnamed patient; says whether any went. */
export function removeSinglingOutDetails(input: string): { text: string; removed: boolean } {
  let removed = false;
  const remove = () => {
    removed = true;
    return DETAIL;
  };
  let text = input.replace(ONLY_ONE_IN_PLACE, remove);
  // (In a sentence about a patient, or set off after a name, "Bud (the retired sheriff)": elsewhere a
  // retired pastor or mayor may be a community contact the rep is asked about.)
  text = text.replace(DEFINITE_FORMER_ROLE, (match, offset: number, whole: string) =>
    (!PATIENT_SIGN.test(sentenceAt(whole, offset, offset + match.length).replace(match, '')) &&
      !/\p{Lu}[\p{Ll}'’-]+\s*[(,]\s*$/u.test(whole.slice(Math.max(0, offset - 30), offset))) ||
    STAFF_ROLE.test(match) ||
    CARE_WORDS.test(match) ||
    NATIONAL_OFFICE.test(match)
      ? match
      : `${remove()} `,
  );
  text = text.replace(IN_THE_NEWS, remove);
  text = text.replace(KNOWN_BY_WHAT_THEY_HAVE, (match) => (CARE_EQUIPMENT.test(match) || CARE_WORDS.test(match) ? match : remove()));
  text = text.replace(PAST_ROLE_AT_NAMED_PLACE, (match, offset: number, whole: string) =>
    PATIENT_OR_RELATIVE_BEFORE.test(whole.slice(Math.max(0, offset - 120), offset)) ? remove() : match,
  );
  return { text: text.replace(/\[detail removed\] +(?=[\s,.;:)!?]|$)/g, DETAIL), removed };
}
