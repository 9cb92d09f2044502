import { readSignals, type LineSignals } from './signals';

/**
 * The practice scorecard's yes/no checks, in plain words a rep reads before the session. Each
 * stage of the Spartan Method has three; a check passes on a line the rep actually said, which
 * becomes the evidence quoted back. Pure data and small predicates, so the offline scorer, the
 * Gemini prompt and the UI all show the same list.
 */
export const STAGES = ['Discovery', 'Connecting', 'Guiding', 'Commitment'] as const;
export type StageName = (typeof STAGES)[number];

export const CHECK_IDS = [
  'discovery-open',
  'discovery-follow-up',
  'discovery-first',
  'connecting-acknowledge',
  'connecting-their-words',
  'connecting-balance',
  'guiding-link',
  'guiding-educate',
  'guiding-honest',
  'commitment-ask',
  'commitment-time',
  'commitment-fair',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export interface PracticeCheck {
  id: CheckId;
  stage: StageName;
  /** The check as the rep reads it: a yes/no question about what they said. */
  text: string;
}

export const PRACTICE_CHECKS: readonly PracticeCheck[] = [
  { id: 'discovery-open', stage: 'Discovery', text: 'Asked an open question about their world (what, how, tell me), not a yes/no one' },
  { id: 'discovery-follow-up', stage: 'Discovery', text: 'Asked a second open question in a later turn, building on what they said' },
  { id: 'discovery-first', stage: 'Discovery', text: 'Asked about their situation before describing your hospice' },
  { id: 'connecting-acknowledge', stage: 'Connecting', text: 'Acknowledged what they said or how they feel before moving on' },
  { id: 'connecting-their-words', stage: 'Connecting', text: 'Used their own words back, so they could tell you listened' },
  {
    id: 'connecting-balance',
    stage: 'Connecting',
    text: 'Listened more than pitched: more questions and acknowledgements than feature lists',
  },
  { id: 'guiding-link', stage: 'Guiding', text: 'Tied something your hospice does to a need they named (so that…, which means…)' },
  { id: 'guiding-educate', stage: 'Guiding', text: 'Explained hospice eligibility or the Medicare hospice benefit in plain words' },
  { id: 'guiding-honest', stage: 'Guiding', text: "Promised nothing hospice can't keep and never said a patient will qualify" },
  { id: 'commitment-ask', stage: 'Commitment', text: 'Asked for a specific next step (a meeting, an in-service, a visit, a call)' },
  { id: 'commitment-time', stage: 'Commitment', text: 'Put a day or a time on that next step' },
  { id: 'commitment-fair', stage: 'Commitment', text: 'Kept the ask fair: small, no pressure, nothing of value offered' },
];

/**
 * One rep line as the predicates see it; `after` is what the persona said just before it, and
 * `heard` everything the persona has said so far (a need named three turns ago is still theirs).
 */
export interface RepLine {
  text: string;
  lower: string;
  signals: LineSignals;
  after: string;
  heard: string;
}

/** A meeting asked for with a day or time ("Could I have fifteen minutes Thursday at 2?"): always a commitment. */
const MEETING =
  /\b(?:meet|meeting|c[ao]me (?:back|by|in|over|out)|stop by|sit down|fifteen|15|ten|20|twenty|minutes|min|huddle|in-?service|session|call(?:ed)?|visit|see you|calendar|coffee|present|join)\b/;
const ASKING =
  /\?|\b(?:let's|let us|i'd like to|i would like to|can i|could i|may i|would you|could we|can we|how about|what if (?:i|we)|are you free|works for you)\b/;

const REQUESTING = /\b(?:i'd like|i would like|could we|can we|can i|could i|may i|let's|would you)\b/;

/** The step an ask names (a meeting, an in-service, a visit, a call…), not only a time. */
export const namesStep = (line: RepLine) => MEETING.test(line.lower) || STEP.test(line.lower);
const STEP =
  /\b(?:in-?service|huddle|tour|shadow|walk (?:you|your team|them) through|review|go over|look at|lunch-?and-?learn|send (?:you|her|him|over|a|an|the)|check (?:back|in)|follow up (?:with|on)|drop off|c[ao]me (?:back|by|in|over|out)|stop (?:by|in)|bring (?:you|our|the|a)|introduce|demo|presentation|training|talk|visit)\b/;

/** Asked for, with a day or a time; whether it is fair (nothing of value, no pressure) is its own check. */
export function isMeetingAsk(line: RepLine): boolean {
  return line.signals.specificTime && MEETING.test(line.lower) && ASKING.test(line.lower);
}

export const isAsk = (line: RepLine) => line.signals.commitmentAsk || isMeetingAsk(line);

/** Pressure no referral source (and no family) should get, and asks for referrals as such. */
const PRESSURE =
  /\b(?:(?:verbal )?referrals? (?:now|today|right now|this week)|give (?:me|us) a (?:verbal )?referral|sooner (?:you|they|he|she) sign|follow up on (?:those|the|your) referrals|split (?:your |the )?referrals|(?:get|sign) (?:him|her|them) (?:signed )?(?:up|on|today)|(?:screen|assess|evaluate|review) (?:your|the|all (?:of )?your) (?:whole|entire|residents|patients|unit|floor)|sign (?:the|this|it|today|now)|decide (?:today|now|right now)|today or|before (?:it's|it is) too late|send (?:me|us) (?:your |all |more )?referrals|give (?:me|us) (?:your |all |more )?referrals|how many referrals|switch (?:all|every)|refer (?:all|every|everyone))\b/;

export const isPressure = (line: RepLine) => PRESSURE.test(line.lower);

/** Promises hospice can't keep, and eligibility decided by a rep. */
const OVERPROMISE =
  /\b(?:guarantee\w*|everyone qualifies|(?:he|she|they|your (?:dad|father|mom|mother|patients?|residents?)) (?:will|would|definitely) qualif\w*|definitely qualif\w*|make (?:him|her|them) qualify|never (?:have to )?go (?:back )?to the hospital again|never be in pain|no pain at all|cure|we're the best|we are the best|number one|#1)\b/;

/**
 * The benefit stated wrongly: what a fair coach fails as dishonest however kindly it is said. A
 * DNR or stopping every medicine made a condition, curative treatment said to continue, room and
 * board said to be paid, anyone said to qualify, a hard discharge at six months, a nurse promised
 * around the clock at home, or an arrival time promised.
 */
const MISSTATEMENT = new RegExp(
  [
    String.raw`\bdnr (?:is |are )?(?:required|needed|mandatory)|\b(?:need|needs|have|has|must) (?:to )?(?:sign |have |get )?(?:a )?dnr\b|\bwithout a dnr\b`,
    String.raw`\bstop (?:all|every|taking all) (?:of )?(?:(?:his|her|their|your) )?(?:meds|medications|medicines)\b`,
    String.raw`\b(?:keep|keeps|continue|continues|stay on|still (?:get|do|have)) (?:doing |getting |on |with |having )?(?:all )?(?:(?:his|her|their|your|the) )?(?:chemo|chemotherapy|radiation|dialysis|curative treatment|immunotherapy|infusions|treatments)\b(?! stops)`,
    String.raw`\b(?:aide|nurse|caregiver)s? [^.;!?]{0,40}\b(?:every day|daily|each day),? (?:basically |pretty much )?full[- ]time\b|\bfull[- ]time (?:aide|nurse|caregiver|sitter)\b`,
    String.raw`\b(?:medicare|hospice|the benefit|we) (?:pays?|covers?|will pay|will cover|picks? up) (?:for )?(?:the |their |her |his )?(?:room and board|rent|assisted living|the facility|nursing home (?:stay|bill|costs?))`,
    String.raw`\broom and board (?:is |are |gets )?(?:covered|paid)\b`,
    String.raw`\b(?:cover(?:s|ed)?|including|includes|pays?(?: for)?) (?:the |their |her |his )?(?:room and board|rent)\b`,
    String.raw`\b(?:covers?|pays? for) (?:absolutely |literally )?everything\b|\b100 ?% covered\b|\bcovered 100 ?%`,
    String.raw`\b(?:any ?one|any ?body|every ?one|every ?body|any patient)\b[^.;!?]{0,40}?\bqualif`,
    String.raw`\b(?:live|lives|living|survive) (?:past|beyond|longer than|more than) (?:six|6) months\b.{0,40}\b(?:discharg|kick|off hospice|lose)`,
    String.raw`\b(?:nurse|aide|someone|caregiver)s? (?:will |would |to )?(?:stay|be there|sit) (?:with (?:her|him|them|your \w+) )?(?:around the clock|24\/7|all night|every night|full[- ]time)`,
    String.raw`\b(?:we(?:'ll| will| can)?|i(?:'ll| will)?|someone will|a nurse will) (?:always )?(?:be there|be at the bedside|have someone there|get (?:someone|a nurse) (?:out|there)|admit (?:them|him|her|your patients?)?) (?:with)?in (?:an?|one|two|three|four|\d+|under an?) (?:hour|hours|minutes)\b`,
  ].join('|'),
);

/** "Medicare doesn't pay room and board": a misstatement negated is the benefit stated right. */
const NEGATED_MISSTATEMENT = /\b(?:not|n't|never|no longer|neither)\b[^.;!?]{0,20}$/;

export const misstatesBenefit = (line: RepLine) => {
  const pattern = new RegExp(MISSTATEMENT.source, 'g');
  for (const match of line.lower.matchAll(pattern)) {
    if (!NEGATED_MISSTATEMENT.test(line.lower.slice(Math.max(0, match.index - 30), match.index))) return true;
  }
  return false;
};

/** "It's not a guarantee", "I can't promise…": saying what hospice cannot promise is honesty, not a promise. */
const NEGATED_PROMISE =
  /\b(?:not|no|never|can't|cannot|can not|won't|isn't|aren't|nobody|no one|without)\b[^.;,!?]{0,25}?\b(?:guarantee\w*|promis\w*)/g;

/**
 * Eligibility decided by the rep: "which means he qualifies", "she's eligible", "our medical
 * director will sign off". A condition or a doubt in front of it ("if he qualifies", "whether she
 * is eligible", "he may qualify") is not a promise.
 */
const DECIDES_ELIGIBILITY =
  /\b(?:he|she|they|your (?:dad|father|mom|mother|patient|resident)s?)(?:'s| is| are)? (?:qualif(?:y|ies)|eligible)\b|\b(?:medical director|our doctor|our physician) (?:will|'ll) (?:sign|certify|approve)/g;
const HEDGE = /\b(?:if|whether|when|may|might|could|would|to see|see if|not sure|unless)\b[^.;!?]{0,15}$/;

const decidesEligibility = (lower: string) =>
  [...lower.matchAll(DECIDES_ELIGIBILITY)].some((match) => !HEDGE.test(lower.slice(Math.max(0, match.index - 25), match.index)));

export const isOverpromise = (line: RepLine) =>
  OVERPROMISE.test(line.lower.replace(NEGATED_PROMISE, '')) || misstatesBenefit(line) || decidesEligibility(line.lower);

/**
 * Words about the Medicare hospice benefit a family or a clinician needs explained: what it covers,
 * who qualifies, what they keep. Its name alone ("the Medicare hospice benefit") explains nothing.
 */
const BENEFIT =
  /\b(?:medicare (?:hospice )?(?:benefit )?(?:covers|pays|part a)|(?:hospice|the) benefit (?:covers|includes|pays|means)|part a|general inpatient|inpatient respite|respite|levels? of care|attending (?:physician|doctor)|plan of care|(?:treatment|care) (?:aimed at|meant to) cur\w+|curative|covered by medicare|keep (?:his|her|their|your) (?:own )?(?:doctor|physician|oncologist)|(?:stay|remain)s? (?:the )?attending|leave hospice|revoke|stop hospice|come off hospice|six months|6 months|two physicians|certif\w*|eligib\w*|qualif\w*|prognosis|fast (?:scale|7)|nyha|weight loss)\b/;

/** Enough words to explain something: a benefit word recited on its own explains nothing. */
const explains = (line: RepLine) => (line.lower.match(/[a-z']+/g) ?? []).length >= 8;

export const explainsBenefit = (line: RepLine) =>
  (line.signals.eligibilityEducation || BENEFIT.test(line.lower)) && explains(line) && !line.signals.openQuestion && !isOverpromise(line);

/** What a hospice team does: the services a rep can tie to a need the listener named. */
const SERVICE =
  /\b(?:(?:our|the|a|hospice) (?:nurse|nurses|aide|aides|social worker|chaplain|team|on-call|medical director|volunteer|volunteers|liaison|admissions nurse)|on-call|after-hours|24\/7|around the clock|weekend visits?|respite|bereavement|comfort kit|music therapy|continuous care|we (?:can|will|would|'ll|come|send|visit|call|cover|handle|coordinate|take|do)|i (?:can|will|'ll) (?:send|call|set|bring|get|have))\b/;

/** A service offered in answer to something they said: a hospice service, and a word of theirs. */
export function linksService(line: RepLine): boolean {
  // Something we do: a named service, or what we do stated as serving them ("our intake answers
  // within the hour, so that your discharge…").
  const ours = SERVICE.test(line.lower) || (line.signals.valueLink && /\b(?:we|our|us|hospice)\b/.test(line.lower));
  // "Did you know we admit on weekends?" is a pitch asked as a question, not a tie to their need.
  if (line.lower.includes('?') || line.signals.inducement || isOverpromise(line) || !ours) return false;
  // "I'd like fifteen minutes with you and our medical director…" asks for a meeting; it ties nothing yet.
  if (MEETING.test(line.lower) && REQUESTING.test(line.lower)) return false;
  // "We're fast, which means fast.": too few words to say what we would do about it.
  if ((line.lower.match(/[a-z']+/g) ?? []).length < 6) return false;
  const theirs = meaningfulStems(line.heard);
  return (line.lower.match(/[a-z]{4,}/g) ?? []).some(
    (word) => theirs.has(stem(word)) && !SERVICE_WORDS.has(word) && !VAGUE.has(stem(word)),
  );
}
const SERVICE_WORDS = new Set(['nurse', 'nurses', 'team', 'aide', 'aides', 'visit', 'visits', 'call', 'calls']);
/** Words that name no particular need: "so that your challenges are solved" ties nothing. */
const VAGUE = new Set(['challenges', 'problems', 'issues', 'needs', 'solved', 'concerns', 'worries', 'struggles'].map(stem));

/** Words too common to show listening when echoed back. */
const COMMON = new Set(
  'help great different sure good well able care service services about after again their there these those which would could should really think hospice because where other being every still right people thing things going today first never always little maybe honestly doing anyone someone that this with what have from your just they them were been will when know need want like here does more much some time'.split(
    ' ',
  ),
);

const REFLECTING =
  /^(?:so|it sounds like|sounds like|what i'm hearing|if i heard you|if i'm hearing you|in other words|you're saying|you are saying)\b|\b(?:you said|you mentioned|you told me)\b/;

/** A word without its common ending, so "hearing" meets "hear", "discharges" meets "discharge". */
export function stem(word: string): string {
  let base = word;
  for (const [ending, replacement] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['s', ''],
  ] as const) {
    if (base.endsWith(ending) && base.length - ending.length >= 4) {
      base = base.slice(0, -ending.length) + replacement;
      break;
    }
  }
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** The stems of the meaningful words someone said. */
const meaningfulStems = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !COMMON.has(word)).map(stem));

/** The rep's own hospice in the sentence: a claim about us, not their words given back. */
const ABOUT_US =
  /\b(?:we (?:can|will|'ll|offer|provide|have|do|are)|we're|our (?:team|nurses?|hospice|services?|program)|so that|which means)\b/;

/**
 * Their words said back: a sentence that shares two meaningful words with what they just said, or
 * that opens in a reflecting frame ("So weekends…", "You mentioned…") around a word of anything
 * they have said. Not a yes/no question, and not a pitch or a service claim that merely reuses a
 * word of theirs. (Their sentence handed back whole is set aside before this: hollow.ts.)
 */
export function echoedWord(line: RepLine): string | undefined {
  if (line.signals.featurePitch || line.signals.inducement || isOverpromise(line) || ABOUT_US.test(line.lower) || SERVICE.test(line.lower))
    return undefined;
  if (line.signals.closedQuestion && !line.signals.openQuestion) return undefined;
  const mine = [...new Set(line.lower.match(/[a-z]{4,}/g) ?? [])];
  const justSaid = meaningfulStems(line.after);
  const shared = mine.filter((word) => justSaid.has(stem(word)));
  if (shared.length >= 2) return shared[0];
  if (!REFLECTING.test(line.lower.trim())) return undefined;
  const heard = meaningfulStems(line.heard);
  return mine.find((word) => heard.has(stem(word)));
}

export function toRepLine(text: string, after = '', heard = after): RepLine {
  return { text, lower: text.toLowerCase(), signals: readSignals(text), after, heard };
}
