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

/** One rep line as the predicates see it; `after` is what the persona said just before it. */
export interface RepLine {
  text: string;
  lower: string;
  signals: LineSignals;
  after: string;
}

/** A meeting asked for with a day or time ("Could I have fifteen minutes Thursday at 2?"): always a commitment. */
const MEETING =
  /\b(?:meet|meeting|come (?:back|by|in|over)|stop by|sit down|fifteen|15|ten|20|twenty|minutes|huddle|in-?service|call|visit|see you|calendar|coffee|present|join)\b/;
const ASKING =
  /\?|\b(?:let's|let us|i'd like to|i would like to|can i|could i|may i|would you|could we|can we|how about|are you free|works for you)\b/;

export function isMeetingAsk(line: RepLine): boolean {
  return line.signals.specificTime && MEETING.test(line.lower) && ASKING.test(line.lower) && !line.signals.inducement;
}

export const isAsk = (line: RepLine) => line.signals.commitmentAsk || isMeetingAsk(line);

/** Pressure no referral source (and no family) should get, and asks for referrals as such. */
const PRESSURE =
  /\b(?:sign (?:the|this|it|today|now)|decide (?:today|now|right now)|today or|before (?:it's|it is) too late|send (?:me|us) (?:your |all |more )?referrals|give (?:me|us) (?:your |all |more )?referrals|how many referrals|switch (?:all|every)|refer (?:all|every|everyone))\b/;

export const isPressure = (line: RepLine) => PRESSURE.test(line.lower);

/** Promises hospice can't keep, and eligibility decided by a rep. */
const OVERPROMISE =
  /\b(?:guarantee\w*|everyone qualifies|(?:he|she|they|your (?:dad|father|mom|mother|patients?|residents?)) (?:will|would|definitely) qualif\w*|definitely qualif\w*|make (?:him|her|them) qualify|never (?:have to )?go (?:back )?to the hospital again|never be in pain|no pain at all|cure|we're the best|we are the best|number one|#1)\b/;

export const isOverpromise = (line: RepLine) => OVERPROMISE.test(line.lower);

/** Words about the Medicare hospice benefit a family or a clinician needs explained. */
const BENEFIT =
  /\b(?:medicare (?:covers|pays|benefit|part a)|covered by medicare|keep (?:his|her|their|your) (?:own )?(?:doctor|physician|oncologist)|(?:stay|remain)s? (?:the )?attending|leave hospice|revoke|stop hospice|come off hospice|six months|6 months|two physicians|certif\w*|eligib\w*|qualif\w*|prognosis|fast (?:scale|7)|nyha|weight loss)\b/;

export const explainsBenefit = (line: RepLine) =>
  (line.signals.eligibilityEducation || BENEFIT.test(line.lower)) && !line.signals.openQuestion && !isOverpromise(line);

/** What a hospice team does: the services a rep can tie to a need the listener named. */
const SERVICE =
  /\b(?:(?:our|the|a|hospice) (?:nurse|nurses|aide|aides|social worker|chaplain|team|on-call|medical director|volunteer|volunteers|liaison|admissions nurse)|on-call|after-hours|24\/7|around the clock|weekend visits?|respite|bereavement|comfort kit|music therapy|continuous care|we (?:can|will|would|'ll|come|send|visit|call|cover|handle|coordinate|take|do)|i (?:can|will|'ll) (?:send|call|set|bring|get|have))\b/;

/** A service offered in answer to something they said: a hospice service, and a word of theirs. */
export function linksService(line: RepLine): boolean {
  if (line.signals.openQuestion || line.signals.inducement || !SERVICE.test(line.lower)) return false;
  const theirs = new Set((line.after.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !COMMON.has(word)));
  return (line.lower.match(/[a-z]{4,}/g) ?? []).some((word) => theirs.has(word) && !SERVICE_WORDS.has(word));
}
const SERVICE_WORDS = new Set(['nurse', 'nurses', 'team', 'aide', 'aides', 'visit', 'visits', 'call', 'calls']);

/** Something said to guide them: a service tied to their need, or the benefit explained; never an offer of value. */
export const isGuiding = (line: RepLine) =>
  !line.signals.inducement && ((line.signals.valueLink && !line.signals.openQuestion) || linksService(line) || explainsBenefit(line));

/** Words too common to show listening when echoed back. */
const COMMON = new Set(
  'about after again their there these those which would could should really think hospice because where other being every still right people thing things going today first never always little maybe honestly doing anyone someone that this with what have from your just they them were been will when know need want like here does more much some time'.split(
    ' ',
  ),
);

const REFLECTING =
  /^(?:so|it sounds like|sounds like|what i'm hearing|if i heard you|in other words)\b|\b(?:you said|you mentioned|you told me)\b/;

/**
 * Their words said back: a sentence that shares two meaningful words with what they just said, or
 * one inside a reflecting frame ("So weekends…", "You mentioned…"). Not a yes/no question, and not
 * a pitch or a service claim that merely reuses a word of theirs.
 */
export function echoedWord(line: RepLine): string | undefined {
  if (line.signals.featurePitch || line.signals.inducement || /\b(?:we|our|us|so that|which means)\b/.test(line.lower)) return undefined;
  if (line.signals.closedQuestion && !line.signals.openQuestion) return undefined;
  const theirs = new Set((line.after.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !COMMON.has(word)));
  const shared = [...new Set(line.lower.match(/[a-z]{4,}/g) ?? [])].filter((word) => theirs.has(word));
  return shared.length >= 2 || (shared.length === 1 && REFLECTING.test(line.lower.trim())) ? shared[0] : undefined;
}

export function toRepLine(text: string, after = ''): RepLine {
  return { text, lower: text.toLowerCase(), signals: readSignals(text), after };
}
