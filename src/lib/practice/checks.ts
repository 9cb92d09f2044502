import { arguesOn, PUSHES_ANYWAY, saysNo } from './past-a-no';
import { COVERS_LIST, GUESSES_THEIR_NEED, PLAIN_BENEFIT, WRONG_PLAIN_RULE } from './benefit-in-plain-words';
import { PAID_BY_SOMEONE_ELSE, PROMISED_COST_AND_CURE, PROMISED_OUTCOME } from './promised-outcomes';
import { phoneWords, plainApostrophes, readSignals, type LineSignals } from './signals';

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
  /** What the rep said in earlier turns, one a line ('' at the start): what "do that" points back to, and words that were the rep's first. */
  before: string;
  /** What the persona said right after it ('' at the end): "I just told you" says the rep wasn't listening. */
  reply: string;
}

/** What a line is said between: the rep's turn before it and the persona's reply after it. */
export interface LineContext {
  before?: string;
  reply?: string;
}

/** A meeting asked for with a day or time ("Could I have fifteen minutes Thursday at 2?"): always a commitment. */
const MEETING =
  /\b(?:meet|met|meeting|(?:get|bring|put) (?:[\w.]+ ){0,5}together|c[ao]me (?:back|by|in|over|out)|stop by|s[ai]t down|s[ai]t in|fifteen|15|ten|20|twenty|minutes|min|huddle|in-?service|session|call(?:ed)?|visit|see you|calendars?|coffee|present|join)\b/;
const ASKING =
  /\?|\b(?:let's|let us|i'd (?:like|love) to|i would (?:like|love) to|i was hoping to|i'm hoping to|can i|could i|may i|would you|could we|can we|how about|what if (?:i|we)|are you free|works for you|do you want (?:me|us) to)\b/;

const REQUESTING = /\b(?:i'd like|i would like|could we|can we|can i|could i|may i|let's|would you)\b/;

/**
 * The step an ask names (a meeting, an in-service, a visit, a call…), not only a time; or the step
 * the rep described in the turn before, pointed back to ("We teach a short session on… / Could I do
 * that for your nurses Tuesday at 2?").
 */
/**
 * "If I could show you a best-in-class partnership, would you be open to moving forward today?": the
 * trial close's step is a hypothetical inside its "if", and "moving forward" is no step at all.
 */
// ("If we could do a quick in-service Thursday at 2, would that help?" is a polite ask, and stays one.)
const HYPOTHETICAL_STEP =
  /\bif (?:i|we) (?:could|can|were to|was able to|were able to) (?:show|prove|demonstrate|guarantee|promise|deliver|get you|give you)\b[^,?.!]*/g;
/** "On a scale of one to ten…", "get you to a ten": a rating asked for, not ten minutes of their time. */
const RATING =
  /\b(?:on )?a scale of (?:\w+ ){0,2}to (?:ten|10|five|5)\b|\b(?:get|gets|got|be|at|to) (?:you |her |him |them )?(?:to )?(?:a |an )?(?:ten|10)\b(?!\s*(?:min|minutes))/g;
/** "Let's put something on the calendar": a slot with nothing named in it is no step, whatever day it gets. */
const EMPTY_SLOT =
  /\b(?:put|get|pencil|pop|throw) (?:something|a time|a date|some time|time) (?:in|on) (?:the|your|my|our) (?:calendars?|books?|schedules?)\b/g;
const withoutHypotheticalSteps = (lower: string) => lower.replace(HYPOTHETICAL_STEP, ' ').replace(RATING, ' ').replace(EMPTY_SLOT, ' ');

export const namesStep = (line: RepLine) => {
  const lower = withoutHypotheticalSteps(line.lower);
  if (MEETING.test(lower) || STEP.test(lower)) return true;
  const previous = line.before.split('\n').pop() ?? '';
  return POINTS_TO_STEP.test(line.lower) && (MEETING.test(previous) || STEP.test(previous));
};
const POINTS_TO_STEP =
  /\b(?:do|run|hold|teach|give|set up|schedule|book|bring) (?:that|this|it|one)\b|\b(?:that|this|the) (?:session|talk|training|class)\b/;
const STEP =
  /\b(?:in-?service|huddle|tour|shadow|walk (?:you|your team|them) through|review|go over|look at|lunch-?and-?learn|send (?:you|her|him|over|a|an|the|our)|check (?:back|in)|follow up (?:with|on)|drop (?:\w+ )?off|c[ao]me (?:back|by|in|over|out)|stop (?:by|in)|bring (?:you|our|the|a)|introduce|demo|presentation|overview|walk-?through|training|talk|visit|be there|have (?:our|a|the) (?:\w+ )?(?:nurse|social worker|liaison|chaplain|team|medical director) (?:there|out|at the bedside|come|meet|sit|call|visit)|(?:i|we)(?: could| can| would|'ll| will)? (?:come|came)|screen|evaluat\w*|assess\w*|sign (?:the |a |an )?(?:consent|election|paperwork|forms?|admission)|admission visit|tell (?:you|them|your \w+) (?:more )?about|show (?:you|them|your \w+))\b/;

/**
 * A day or a clock time ("Thursday", "today", "tomorrow at 9", "tonight", "at noon"); "this week" or "next
 * week" is not one. (LineSignals.specificTime, which the personas react to, counts those too.)
 */
// ("wed at 4:30", "thurs", "tmrw": a day as reps type it on a phone; "sat" and "sun" are words of their own.)
const DAY_OR_TIME =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu|thurs?|fri|tomorrow|tmrw|tmw|tonight|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|at (?:\d{1,2}(?::\d{2})?|noon)\b|noon|morning|afternoon|huddle)\b/;
/**
 * "Today" or "this evening" is a day when a step is set on it in the same sentence ("send our nurse
 * out today"), not in "what did they tell you today?" or "we don't have to talk about it today".
 */
const TODAY = /\b(?:today|this (?:morning|afternoon|evening))\b/;
const stepToday = (raw: string) => {
  const sentence = withoutHypotheticalSteps(raw);
  return TODAY.test(sentence) && (MEETING.test(sentence) || STEP.test(sentence)) && !/\b(?:not|no|never)\b|n't\b/.test(sentence);
};
export const namesDayOrTime = (line: RepLine) => DAY_OR_TIME.test(line.lower) || (line.lower.match(/[^.!?]+[.!?]*/g) ?? []).some(stepToday);

/**
 * Coming back, calling or checking in says no more than "I'll be around" until it says what for:
 * "Can I come back next week?" or "Can I stop by Tuesday to say hi?" is no step; "come back with
 * our DON to walk your nurses through the charting" is.
 */
const BARE_CONTACT =
  /\b(?:i|we)(?:'ll| will| can| could| would| might| may)?(?: just| then| maybe| again)? (?:c[ao]me (?:back|by|in|over|out)|stop (?:by|in)|swing by|drop (?:by|in)|check (?:back|in)|touch base|reconnect|circle back|call|visit|get on your calendar|(?:grab|find|get) (?:some )?time|get together)\b/;
const PURPOSE =
  /\b(?:to (?!say hi|say hello|chat|catch up|check in|touch base|visit|stop by|swing by|follow up|see how|see if)\w+|with (?:your|our|the|you|him|her|them|a|an)\b|in-?service|huddle|meeting|review|go over|walk (?:you|your|them|us|through)|look at|answer|present|tour|evaluat\w*|assess\w*|screen|sit (?:down|in)|family|so (?:that|we|you)|(?:talk|ask|think) about (?:the|your|his|her|their|how|what|when|who|timing)|(?:our|a|the) (?:\w+ )?(?:nurse|social worker|chaplain|medical director|liaison|physician|np)|your (?:brother|sister|mom|dad|mother|father|son|daughter|husband|wife|team|staff|nurses|director|managers?|unit))\b/;
const purposeful = (line: RepLine) => !BARE_CONTACT.test(line.lower) || PURPOSE.test(line.lower);

/** Asked for, with a day or a time; whether it is fair (nothing of value, no pressure) is its own check. */
export function isMeetingAsk(line: RepLine): boolean {
  return namesDayOrTime(line) && namesStep(line) && ASKING.test(line.lower) && purposeful(line) && asksForTheTime(line);
}

/** Every day or time in the line is one they just said ("the 6 pm calls"). */
const timesAreTheirs = (line: RepLine) =>
  [...line.lower.matchAll(new RegExp(DAY_OR_TIME.source, 'g'))].every((time) => line.after.toLowerCase().includes(time[0]));

/**
 * A time of the rep's own, or something asked of them besides an open question about their world.
 * "You're the one taking the 6 pm calls after the hard visit. How are you handling them?" says their
 * time back and asks how they cope: no time is put on any step. ("Would a huddle help? I could do
 * Tuesday at 2." asks; "Our nurse can come this afternoon." proposes a time of ours.)
 */
function asksForTheTime(line: RepLine): boolean {
  if (!DAY_OR_TIME.test(line.lower) || !timesAreTheirs(line)) return true;
  const parts = (line.text.match(SENTENCE) ?? [line.text]).map((part) => toRepLine(part.trim(), line.after, line.heard, line));
  return parts.length < 2 || parts.some((part) => ASKING.test(part.lower) && !part.signals.openQuestion);
}

/** "I'll bring our nurse Thursday at 2 to go over the plan with your staff": a dated step proposed, not asked. */
const PLANS =
  /\b(?:i'll|i will|i can|i could|we'll|we will|let me)(?: \w+){0,2}? (?:bring|come|be (?:there|at)|have (?:our|a|the) (?:\w+ )?(?:nurse|social worker|liaison|chaplain|team|medical director|np|physician)|set up|meet|do (?:a|an|the)|stop by|swing by|drop (?:by|in|\w+ off)|sit (?:down|in)|walk|present|run|hold)\b/;
const FOOD = /\b(?:lunch|dinner|breakfast|coffee)\b/g;
/** A meal brought is no step ("I'll have lunch brought in Wednesday"); an in-service over lunch is. */
const statesPlan = (line: RepLine) =>
  PLANS.test(line.lower) && namesDayOrTime(line) && namesStep({ ...line, lower: line.lower.replace(FOOD, '') }) && purposeful(line);

/**
 * An ask for a step: a named meeting, in-service, visit or call with its purpose, asked or proposed
 * with a day. A bare request for referrals or a fax, an agreement to sign, or "can I come back
 * sometime?" names no step.
 */
export const isAsk = (line: RepLine) =>
  !SIGN_AGREEMENT.test(line.lower) &&
  ((line.signals.commitmentAsk && namesStep(line) && purposeful(line)) || isMeetingAsk(line) || statesPlan(line));
/** "Can you sign this preferred provider agreement so your staff call us first?": a signature asked for is no step, whatever it promises. */
const SIGN_AGREEMENT = /\b(?:can|could|will|would) you (?:please |just )?sign (?:[\w-]+ ){0,3}(?:agreement|contract|mou)s?\b/;

/** Pressure no referral source (and no family) should get, and asks for referrals as such. */
// ("I'll just catch Dr. Lin in the hallway myself", "I'll just show up at six": going around a no.)
// ("I'll keep stopping by every week until corporate sees the value": persisting until they give in.)
// ("Families who wait always regret it", "you'd never forgive yourself": guilt and fear used to hurry a decision.)
// ("Decide by Monday or the room goes to somebody else", "don't wait much longer": a deadline or a loss used to hurry it.)
const PRESSURE =
  /\b(?:(?:i'll|i will) just (?:show up|catch|corner|grab|find)\b|keep (?:stopping|coming|dropping|popping|calling|showing up|checking)(?: by| in| back)? (?:[\w-]+ ){0,4}until\b|(?:catch|corner|grab) (?:\w+ ){0,3}in the hall(?:way)?|(?:verbal )?referrals? (?:now|today|right now|this week)|give (?:me|us) a (?:verbal )?referral|sooner (?:you|they|he|she|we) (?:sign|start|get)|the sooner the better|follow up on (?:those|the|your) referrals|split (?:your |the )?referrals|(?:get|sign) (?:him|her|them) (?:signed )?(?:up|on|today)|(?:screen|assess|evaluate|review) (?:your|the|all (?:of )?your) (?:whole|entire|residents|patients|unit|floor)|sign (?:the|this|it|today|now|tonight)|so (?:you|she|he|they|we) can sign|(?:need to|have to|must|should|got to|gotta) decide (?:today|now|right now|tonight)|decide (?:today|now|right now|tonight) (?:or|before|so)\b|today or|before (?:it's|it is) too late|miss out|(?:you(?:'ll|'d| will| would)?|families|people|they|most (?:families|people)) (?:[\w']+ ){0,6}(?:regret\w*|never forgive)|end up with regrets|never forgive (?:yourself|yourselves)|(?:your |the )?last memory|go with (?:someone|somebody|another hospice)|(?:send|give|refer|steer) (?:me|us) (?:[\w-]+ ){0,4}referrals?|count on (?:you|your \w+) for (?:[\w-]+ ){0,2}referrals?|how many referrals|(?:be|make us|become) (?:your|the) (?:preferred|exclusive|only|first[- ]call) (?:provider|hospice|partner)|(?:your|the) (?:staff|nurses|team|facility|building|office|docs?|doctors|case managers?|floor) (?:to )?call (?:us|me) first|first[- ]call (?:agreement|arrangement|deal|status|provider|hospice)|switch (?:all|every)|refer (?:all|every|everyone)|(?:need|want) (?:an|your) answer by|exclusive|sole (?:provider|hospice)|only hospice you|(?:go|goes|given) to (?:someone|somebody) else|(?:don't|do not) wait (?:too |much )?(?:long|longer)|sign by (?:\w+day|fri|mon|tues?|wed|thurs?|sat|sun|tomorrow|tonight|the end)\b|sign (?:[\w-]+ ){0,3}(?:agreement|contract))\b/;

/** A clear no from them ("No. Not without the attending", "I'm not ready"): asking again right after it is pressure. */
// (A bare "No." is read in past-a-no.ts: it declines only what was asked.)
const DECLINED =
  /^not (?:now|today|tonight|yet|without)\b|\b(?:i'm not ready|not ready (?:for|to)|i said no|i said i'm not|i'm not doing|not interested|don't want to talk about (?:it|that|hospice)|stop pushing|we're (?:fine|good|all set)|no,? thanks|i'll pass|we don't have anything|nothing (?:on|for) \w+ for you)\b/;

/**
 * "Not to sign them up, just to explain", "no pressure to decide today": the pushing words said as
 * what the rep is not doing. A negation right in front of them takes the pressure back.
 */
const DISCLAIMED =
  /(?:\b(?:not|never|no need|no pressure|no rush|nobody|no one)\b|n't\b)(?: (?:here|trying|going|asking(?: you)?|coming|calling|meant|looking|need(?:ing)?|want(?:ing)?|have|has|got|gonna))?(?: to)?\s*$/;
const pushes = (lower: string) =>
  [...lower.matchAll(new RegExp(PRESSURE.source, 'g')), ...lower.matchAll(new RegExp(PUSHES_ANYWAY.source, 'g'))].some(
    (match) => !DISCLAIMED.test(lower.slice(Math.max(0, match.index - 40), match.index)),
  );

/** They said no, or something that means it, to what the rep had asked. */
const declined = (line: RepLine) => {
  const reply = line.after.toLowerCase().trim();
  return DECLINED.test(reply) || saysNo(reply, line.before.split('\n').pop() ?? '');
};

/** After a no: asking again, "anyway", or a nod and a "but" that carries on as before. */
export const isPressure = (line: RepLine) =>
  pushes(line.lower) || (declined(line) && (isAsk(line) || /\b(?:anyway|come on)\b/.test(line.lower) || arguesOn(line.lower)));

/**
 * Promises hospice can't keep, and eligibility decided by a rep. (Absolutes about outcomes count too:
 * an arrival time "every time", no referral ever turned down, a patient kept out of the hospital for
 * good or never suffering, care "as long as she needs": no hospice can promise any of them.)
 */
const OVERPROMISE =
  /\b(?:guarantee\w*|i promise|promise you|everyone qualifies|definitely qualif\w*|(?:make|get) (?:him|her|them|patients?|everyone|anyone|your (?:patients?|residents?)) (?:qualify|qualified|eligible|certified)|(?:find|figure out) a way to (?:make|get) (?:him|her|them|it)|never (?:have to )?(?:go|be) (?:back )?(?:to|in) the (?:hospital|er)|never (?:have|need) to (?:move|leave|worry|go back)|never be in pain|no pain at all|(?:won't|will not|wouldn't) (?:have|be in|feel) any (?:pain|breathlessness|suffering|distress)|cure|(?:we|hospice) (?:do|does|help with|handles?|takes? care of) everything|no matter what|(?:we(?:'ll| will| can)?|we'd) (?:take|accept|admit) (?:any|every|all) (?:patients?|pts?|residents?|referrals?)|any (?:pt|patient|resident|referral) you send (?:us|me)|(?:we|i) (?:can|will|'ll) (?:do|provide|give|send) (?:whatever|anything) (?:the |your |she |he |they )?(?:pt|patient|resident|family|you)?\s?(?:needs?|wants?)|as (?:much|many) as (?:you|they) (?:need|want)|as long as (?:you|they|she|he|the (?:patient|family|resident)) (?:needs?|wants?)|never (?:say no|turn down|refuse|decline|deny)(?: to)?(?: (?:an?|any|your))? (?:admits?|admissions?|referrals?|patients?|pts?|residents?|cases?)|(?:anyone|anybody|everyone|everybody) (?:can|could|will) (?:come|go|get) on(?:to)? hospice|(?:keep|stay)s? (?:\w+ ){0,2}out of the (?:hospital|er|ed) (?:for good|forever|permanently|ever again)|(?:patients?|pts?|residents?|families|nobody|no one|he|she|they) (?:will |would )?never (?:suffers?|hurts?|struggles?)|(?:within|in under|in less than) (?:an?|one|two|\d+) (?:hours?|minutes?|mins?)\b[^.!?]{0,20}\b(?:every (?:single )?time|always|no matter what)|(?:and )?more whenever you want)\b/;

/**
 * The benefit stated wrongly. Two kinds, failed differently by a fair coach: a promise of what
 * hospice doesn't give (curative treatment continued, room and board paid, "covers everything",
 * anyone qualifying, a nurse around the clock, an arrival time) is dishonest, and fails honesty;
 * a rule stated wrongly with nothing promised (a DNR required, every medicine stopped, a hard
 * discharge at six months) is bad education, and fails the explanation, not honesty.
 */
const WRONG_RULE = [
  // "It's basically just a DNR and a doctor signing off", "covered as long as he has a DNR": a DNR made the condition.
  String.raw`\b(?:just|only|basically|simply) (?:need )?(?:a |to sign a |to have a )?dnr\b|\ball (?:you|they|he|she|it) (?:need|needs|takes) is a dnr\b|\bas long as (?:[\w']+ ){0,2}(?:has|have|signs?|gets?) a dnr\b`,
  // "The doctor has to be sure they'll die within six months, like guaranteed": a prognosis is an estimate, not a certainty.
  String.raw`\b(?:has|have|need|needs|must) to be (?:sure|certain)\b[^.!?]{0,30}\b(?:die|dies|dying)\b|\b(?:die|dies|dying)\b[^.!?]{0,30}\bguarantee\w*|\bguarantee\w*\b[^.!?]{0,20}\b(?:to die|will die|'ll die|dies)\b`,
  String.raw`\bdnr (?:is |are )?(?:required|needed|mandatory)|\b(?:need|needs|have|has|must) (?:to )?(?:sign |have |get |be )?(?:a )?dnr\b|\bwithout a dnr\b|\bdnr (?:signed )?(?:first|before)`,
  // Said as a rule (someone has to, will, or hospice means it), not "sign a DNR, stop all meds" listed back as their worries.
  String.raw`(?:\b(?:have|has|need|needs|got|required|going) to|\bmust|\bwill|'ll|\bwould|'d|\bmeans?|\bshould|\bwe|\bthey|\byou|\bhe|\bshe|\bhospice)(?: [\w']+){0,3}? (?:stop|stopping|discontinue|discontinuing|come off|go off) (?:all|every|taking all) (?:of )?(?:(?:his|her|their|your) )?(?:meds|medications|medicines)\b`,
  String.raw`\b(?:live|lives|living|survive|survives|goes|go|gets|get|(?:is|are|he's|she's|they're) still alive|still alive|alive) (?:past|beyond|longer than|more than|over|after) (?:(?:six|6) months|that|then)\b.{0,40}\b(?:discharg|kick|off hospice|comes? off|lose|stop)`,
  // "Keeps paying their room and board": coverage it does not give. (Every cost covered is a promise: promised-outcomes.ts.)
  String.raw`\b(?:pays?|paying|covers?|covering) (?:\w+ ){0,2}room and board\b`,
  // "The benefit only lasts six months, so the clock starts when they sign": a limit it does not have.
  String.raw`\b(?:benefit|hospice|coverage|it) (?:only )?lasts? (?:for )?(?:six|6) months\b|\bthe clock starts\b`,
  // "Hospice covers six months", "discharged at six months": a limit the benefit does not have.
  String.raw`\b(?:hospice|medicare|the benefit|it) (?:only )?(?:covers|lasts|pays for|is good for) (?:up to |only |just )?(?:six|6) months\b(?! or (?:less|fewer))|\bdischarg\w* (?:at|after) (?:six|6) months\b`,
  String.raw`\b(?:after|past|at) (?:that|six months|6 months),? (?:medicare|hospice|the benefit|they|it) (?:stops?|ends?|cuts?) (?:paying|covering|off)?|\bafter (?:that|six months|6 months),? (?:medicare|hospice) stops\b`,
  // "Medicare kicks them off", "they get six months of care": a cutoff the benefit does not have.
  String.raw`\b(?:medicare|hospice|the benefit|they|it) kicks? (?:them|him|her|you) off\b|\b(?:get|gets|only get|only gets) (?:six|6) months (?:of (?:care|hospice|coverage))\b`,
  // "She must stop all treatment": only treatment to cure the terminal illness stops.
  String.raw`(?:\b(?:have|has|need|needs|got|required|going) to|\bmust|\bmeans?)(?: [\w']+){0,3}? (?:stop|give up|end|quit) (?:all|every|any) (?:(?:of )?(?:his|her|their|your) )?(?:treatments?|medical care|care)\b`,
];
const PROMISED_COVERAGE = [
  String.raw`\b(?:keep|keeps|continue|continues|stay on|still (?:get|do|have)) (?:doing |getting |on |with |having )?(?:(?:them|him|her|patients|pts) on )?(?:all )?(?:(?:his|her|their|your|the) )?(?:chemo|chemotherapy|radiation|dialysis|curative treatment|immunotherapy|infusions|treatments)\b(?! stops)`,
  String.raw`\b(?:aide|nurse|caregiver)s? [^.;!?]{0,40}\b(?:every day|daily|each day),? (?:basically |pretty much )?full[- ]time\b|\bfull[- ]time (?:aide|nurse|caregiver|sitter)\b`,
  String.raw`\b(?:medicare|hospice|the benefit|we) (?:pays?|covers?|will pay|will cover|picks? up) (?:for )?(?:the |their |her |his )?(?:room and board|rent|assisted living|the facility|nursing home (?:stay|bill|costs?))`,
  String.raw`\broom and board(?: [^.;,!?]{0,30})? (?:is |are |gets |will be |would be )?(?:covered|paid(?! (?:privately|separately|out of pocket|by (?!(?:medicare|hospice|us|the benefit)\b)|(?:the )?(?:same )?way|as (?:it is|before|now|usual|today|always)|like (?:it is|before|now|today))))\b`,
  String.raw`\b(?:cover(?:s|ed)?|including|includes|pays?(?: for)?) (?:the |their |her |his )?(?:room and board|rent)\b`,
  String.raw`\b(?:covers?|pays? for) (?:absolutely |literally )?everything\b|\b100 ?% covered\b|\bcovered 100 ?%|\beverything (?:is |gets |will be |would be )?covered\b|\b(?:pays?|covers?) (?:for )?(?:it )?all of it\b`,
  // "the Medicare hospice benefit picks up her room and board", "even their room and board".
  String.raw`\b(?:medicare|hospice|benefit|we|it) (?:[\w']+ ){0,2}(?:pays?|covers?|will pay|will cover|picks? up|takes? care of) (?:for )?(?:the |their |her |his )?(?:room and board|rent|assisted living (?:costs?|fees?|rent))|\beven (?:their|the|her|his) room and board\b`,
  // "a nurse in the home 24/7": a nurse on call around the clock is true, one in the home is not.
  String.raw`\b(?:a nurse|an aide|someone|a caregiver|nurses|aides)(?: will be| would be| is| are)? (?:in the home|at the bedside|in (?:her|his|their|the|your) (?:home|room|house)) (?:around the clock|24\/7|24 hours(?: a day)?)`,
  // "most of your older residents would probably qualify".
  String.raw`\b(?:most|all|many|half) (?:of )?(?:your|the|their) (?:older |long-term |long term )?(?:residents|patients|pts)\b[^.;!?]{0,30}?\bqualif`,
  String.raw`\b(?:covers?|provides?|pays? for|includes?|give|gives) (?:all|every) (?:(?:of )?(?:his|her|their|the) )?(?:meds|medications|medicines|prescriptions)\b|\ball (?:meds|medications|medicines) (?:are )?(?:covered|paid|included)`,
  String.raw`(?<!\b(?:stop|stops|stopping|off|discontinue|taking|of)\s)\ball (?:(?:of )?(?:his|her|their|your|the) )?(?:meds|medications|medicines|prescriptions)\b`,
  String.raw`\b(?:the benefit|medicare|hospice|it) (?:covers|will cover|would cover) (?:him|her|them|your (?:dad|father|mom|mother|patient|resident))\b`,
  String.raw`\b(?:any ?one|any ?body|every ?one|every ?body|any patient)\b[^.;!?]{0,40}?\bqualif`,
  String.raw`\b(?:nurse|aide|someone|caregiver)s? (?:will |would |to )?(?:stays?|be there|sits?) (?:with (?:her|him|them|your \w+) )?(?:around the clock|24\/7|24 hours(?: a day)?|all night|every night|full[- ]time)`,
  String.raw`\b(?:someone|somebody|a nurse|an aide|a caregiver) (?:with (?:her|him|them) )?(?:around the clock|24\/7)`,
  String.raw`\b(?:we(?:'ll| will| can)?|i(?:'ll| will)?|someone will|a nurse will) (?:always )?(?:be there|be at the bedside|have someone there|get (?:someone|a nurse) (?:out|there)|admit (?:them|him|her|your patients?)?) (?:with)?in (?:an?|one|two|three|four|\d+|under an?) (?:hour|hours|minutes)\b`,
];
const WRONG_RULE_PATTERN = new RegExp(WRONG_RULE.join('|'), 'g');
// "Medicare pays 100% so there's no downside": the benefit has small copays and never pays room and board; promised to a family, it is a promise.
const PAYS_IT_ALL = String.raw`\b(?:medicare|hospice|the benefit|it|they) (?:pays?|covers?|picks? up) (?:for )?(?:a full |the full )?100 ?(?:%|percent)(?! of (?:the )?(?:hospice|covered|hospice-related))`;
const PROMISED_COVERAGE_PATTERN = new RegExp([...PROMISED_COVERAGE, ...PROMISED_COST_AND_CURE, PAYS_IT_ALL].join('|'), 'g');

/** "Medicare doesn't pay room and board", "nobody has to sign a DNR", "no DNR is required": a misstatement negated is the benefit stated right. */
const NEGATED_MISSTATEMENT = /(?:\b(?:not|never|no|no longer|neither|nobody|no one|none)\b|n't\b)[^.;,!?]{0,30}$/;

/** "Room and board in a facility isn't covered": the negation inside the matched words negates it too; so does another payer ("Medicaid still covers room and board"). */
const NEGATION_WITHIN = /(?:\b(?:not|never|no longer)\b|n't\b)/;

const unnegated = (lower: string, pattern: RegExp) => {
  for (const match of lower.matchAll(pattern)) {
    if (NEGATION_WITHIN.test(match[0]) || PAID_BY_SOMEONE_ELSE.test(lower.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (!NEGATED_MISSTATEMENT.test(lower.slice(Math.max(0, match.index - 40), match.index))) return true;
  }
  return false;
};

/** A rule of the benefit stated wrongly, with nothing promised: fails the explanation, not honesty. */
export const statesWrongRule = (line: RepLine) =>
  unnegated(line.lower, WRONG_RULE_PATTERN) ||
  WRONG_PLAIN_RULE.test(line.lower) ||
  // "So he'd get discharged at six months?" / "Right, that's the Medicare rule.": their wrong rule confirmed is stated.
  (line.after.trim().endsWith('?') &&
    AFFIRMS.test(line.lower.trim()) &&
    !/\b(?:no|not|never|but)\b|n't\b/.test(line.lower) &&
    unnegated(line.after.toLowerCase(), WRONG_RULE_PATTERN));
const AFFIRMS = /^(?:yes|yep|yeah|yup|right|correct|exactly|that's right|that's correct|that's how it works)\b/;

/** Coverage hospice doesn't give, promised. */
const promisesCoverage = (line: RepLine) => unnegated(line.lower, PROMISED_COVERAGE_PATTERN);

/** The benefit stated wrongly, either way. */
export const misstatesBenefit = (line: RepLine) => statesWrongRule(line) || promisesCoverage(line);

/** "It's not a guarantee", "I can't promise…": saying what hospice cannot promise is honesty, not a promise. */
const NEGATED_PROMISE =
  /\b(?:not|no|never|can't|cannot|can not|won't|isn't|aren't|nobody|no one|without)\b[^.;,!?]{0,25}?\b(?:guarantee\w*|promis\w*)/g;

/**
 * Eligibility decided by the rep: "which means he qualifies", "she's eligible", "our medical
 * director will sign off". A condition or a doubt in front of it ("if he qualifies", "whether she
 * is eligible", "he may qualify") is not a promise.
 */
const DECIDES_ELIGIBILITY =
  /\b(?:he|she|they|your (?:dad|father|mom|mother|patient|resident)s?)(?:'s| is| are|'ll| will| would| definitely)?(?: definitely| still| all)? (?:qualif(?:y|ies)|eligible)\b|\b(?:medical director|our doctor|our physician) (?:will|'ll) (?:sign|certify|approve)/g;
const HEDGE =
  /(?:\b(?:if|whether|when|may|might|could|would|to (?:see|confirm|determine|verify|decide|check|evaluate|assess|review)|see if|not sure|unless|not|never|cannot|no one|nobody)\b|n't\b)[^.;!?]{0,15}$/;

/** "Two 90-day periods, then as many 60-day periods as they still qualify for": a measure, not a verdict. */
const AS_LONG_AS = /\bas (?:long|many|much|often)\b[^.;!?]{0,40}\bas $|\bfor as long as $/;

/** "As long as the patient has a DNR… they qualify": a rule stated (rightly or not), not a verdict on a patient. */
const STATES_A_CONDITION = /\b(?:as long as|provided(?: that)?)\b[^.!?;]*$/;

const decidesEligibility = (lower: string) =>
  [...lower.matchAll(DECIDES_ELIGIBILITY)].some((match) => {
    const before = lower.slice(Math.max(0, match.index - 50), match.index);
    return !HEDGE.test(before.slice(-25)) && !AS_LONG_AS.test(before) && !STATES_A_CONDITION.test(lower.slice(0, match.index));
  });

/**
 * Promise words about something other than care: "I'll be quick, I promise", and a prognosis called
 * "guaranteed" (a rule stated wrongly, failed as education: WRONG_RULE).
 */
const NOT_A_CARE_PROMISE =
  /\b(?:i'll|i will) (?:be (?:quick|brief|fast)|keep (?:it|this) (?:short|brief|quick))\b[^.!?]{0,12}\bi promise\b|\bi promise\b[^.!?]{0,12}\b(?:i'll|i will) (?:be (?:quick|brief|fast)|keep (?:it|this) (?:short|brief|quick))\b|\b(?:die|dies|dying)\b[^.!?]{0,30}\bguarantee\w*|\bguarantee\w*\b[^.!?]{0,20}\b(?:to die|will die|'ll die|dies)\b/g;
const promiseWords = (lower: string) => lower.replace(NOT_A_CARE_PROMISE, ' ').replace(NEGATED_PROMISE, '');

const promisesOutcome = (lower: string) => OVERPROMISE.test(lower) || PROMISED_OUTCOME.test(lower);

export const isOverpromise = (line: RepLine) =>
  promisesOutcome(promiseWords(line.lower)) || promisesCoverage(line) || decidesEligibility(line.lower);

/**
 * Words about the Medicare hospice benefit a family or a clinician needs explained: what it covers,
 * who qualifies, what they keep, its levels of care (by the benefit's name: "continuous home care", not a
 * "we can do continuous care" in a list of services), and the clinical markers of the LCDs a physician
 * weighs (FAST stage 7, NYHA class IV, dyspnea at rest with hypoxemia, PPS). Its name alone ("the
 * Medicare hospice benefit") explains nothing.
 */
const BENEFIT =
  /\b(?:medicare (?:hospice )?(?:benefit )?(?:covers|pays|part a)|(?:hospice|the) benefit (?:covers|includes|pays|means)|part a|general inpatient|inpatient respite|respite|levels? of care|attending (?:physician|doctor)|(?:under|on|per|by) the plan of care|plan of care calls? for|(?:treatment|care) (?:aimed at|meant to) cur\w+|curative|covered (?:by|under) (?:[\w']+ ){0,2}(?:medicare|benefit)|keep (?:his|her|their|your) (?:own )?(?:doctor|physician|oncologist)|(?:his|her|their|your) (?:own )?(?:doctor|physician|oncologist|pcp) (?:can|may|will|would|gets to) (?:stay|remain|keep|still)|(?:hospice|care|we|the team|nurses?)(?: and aides)? (?:comes?|goes?|is provided) (?:to (?:him|her|them|you) )?(?:at home|wherever|where (?:he|she|they|you) (?:lives?|are|is))|(?:stay|remain)s?(?: on)?(?: as)? (?:the |their )?attending|room and board|leave hospice|revoke|stop hospice|come off hospice|six months|6 months|two physicians|(?<!board[- ])certif\w*|eligib\w*|qualif\w*|prognosis|fast (?:scale|stage|7)|nyha|pps|lcd|continuous home care|levels? (?:of care )?called|inpatient care|gip|dyspnea at rest|(?:resting )?hypox\w*|po2|o2 sat\w*|ejection fraction|albumin|karnofsky|kps|palliative performance)\b/;

/** Enough words to explain something: a benefit word recited on its own explains nothing. */
const explains = (line: RepLine) => (line.lower.match(/[a-z']+/g) ?? []).length >= 8;

/** "A Medicare-certified hospice", "board certified": a credential, not how the benefit works. */
const CREDENTIAL =
  /\b(?:medicare|board|state|joint commission|chap|accreditation)[- ](?:certified|certification|accredited)\b|\b(?:certified|accredited) by (?:medicare|the joint commission|chap)\b/g;

/**
 * The benefit in the words of its rulebook: a citation, "beneficiaries", "benefit periods", the four
 * levels of care by name. Three of them in a sentence is not plain words.
 */
const JARGON =
  /\b(?:\d+ cfr(?: \d+)?|cfr|beneficiar\w*|benefit periods?|terminal prognosis|face-to-face encounter|interdisciplinary (?:group|team)|idg|routine home care|continuous home care|general inpatient|inpatient respite|levels? of care|part a|election statement|certification of terminal illness|cti|lcds?|local coverage determinations?|rhc|chc|gip|irc|mhb|cops|conditions of participation|noe|f2f|hqrp)\b/g;
// (Each term glossed as it comes, "routine home care, that's most days; continuous care for a short crisis…", is
// plain words: a dozen words or more for every term.)
const jargonDump = (line: RepLine) => {
  const terms = new Set(line.lower.match(JARGON) ?? []).size;
  return terms >= 3 && (line.lower.match(/[a-z']+/g) ?? []).length < 12 * terms;
};

/** They say they did not follow it ("I don't know what half of that means"): it was not explained in plain words. */
const NOT_FOLLOWED =
  /\b(?:(?:don't|do not|didn't) (?:know|understand) what (?:half of )?(?:that|this|it|any of that|you just said|you said) (?:means?|meant)|what does (?:that|any of that|all that) (?:even )?mean|(?:not sure|no idea) what you (?:just )?(?:said|mean|meant)|(?:you )?lost me|i don't follow(?= *(?:[.!?,]|$|you\b|what\b))|in (?:plain )?english)/;

/**
 * The sentence without a verdict on the patient tacked on ("…, certified by two physicians, which
 * means he qualifies"): the verdict fails honesty; the rule explained before it is still explained.
 */
const VERDICT = new RegExp(String.raw`(?:,?\s*\b(?:which means|that means|so|and)\s+)?(?:${DECIDES_ELIGIBILITY.source})[^,;.!?]*`, 'g');
const withoutVerdict = (lower: string) =>
  lower.replace(VERDICT, (verdict: string, at: number) => (HEDGE.test(lower.slice(Math.max(0, at - 25), at)) ? verdict : ''));

const explainsRule = (line: RepLine) =>
  (BENEFIT.test(line.lower.replace(CREDENTIAL, '')) || PLAIN_BENEFIT.test(line.lower)) &&
  !GUESSES_THEIR_NEED.test(line.lower) &&
  explains(line) &&
  !jargonDump(line) &&
  !NOT_FOLLOWED.test(line.reply) &&
  // A list of services explains the benefit only as what it covers ("the benefit covers nursing, aides…").
  (!listsFeatures(line.lower) ||
    COVERS_LIST.test(line.lower) ||
    /\b(?:is|are) (?:all )?(?:covered|paid for) (?:under|by)\b/.test(line.lower)) &&
  !line.signals.openQuestion &&
  // A question explains nothing, open or not ("would you want us to cover a certification?").
  !/\?["')\s]*$/.test(line.lower.trim()) &&
  !isOverpromise(line) &&
  !statesWrongRule(line);

export const explainsBenefit = (line: RepLine) =>
  explainsRule({ ...line, lower: withoutVerdict(line.lower) }) && !promisesOutcome(promiseWords(line.lower)) && !promisesCoverage(line);

/**
 * A bare list of services ("nurses, aides, social workers, chaplains, volunteers, a 24/7 line"):
 * four or more short items in one sentence. A list names features; it ties nothing and explains nothing.
 */
export const listsFeatures = (text: string) =>
  text.split(/[,;]|\band\b/).filter((item) => {
    const words = item.match(/[a-z0-9][a-z0-9/'-]*/gi) ?? [];
    return words.length > 0 && words.length <= 3;
  }).length >= 4;

/** Claims about us made unasked: what we are, have, do or rank. */
const CLAIMS =
  /\b(?:we're (?:a|an|the|more|really|very|just|different|faster|better|known|fast|flexible|nonprofit)|we are (?:a|an|the|more|different|known)|we (?:also )?(?:do|have|offer|provide|admit|take|accept|serve|specialize)\b(?! not)|our (?:nurses|team|staff|hospice|program|aides|medical director|scores?|ratings?|numbers) (?:is|are|has|have|do|does|see|visit|come|provide|offer)|\d star|five.star|nonprofit|quick overview|let me tell you about|tell you about (?:us|our)|did you know|(?:hospice|the (?:medicare )?(?:hospice )?benefit|our (?:care|service|services|team|program)|we) (?:is|are|'re) (?:a |an |so |really |very |truly )?(?:great|amazing|excellent|comprehensive|exceptional|awesome|wonderful|world.class|best|top|compassionate|quality|responsive))\b/;

const sentencesOf = (line: RepLine) =>
  (line.text.match(SENTENCE) ?? [line.text]).map((part) => toRepLine(part.trim(), line.after, line.heard, line));

/**
 * Pitching: a feature pitch, a list of services, or a claim about us that neither ties a service to
 * their need nor explains the benefit, in a sentence that is not a question.
 */
export const pitches = (line: RepLine) =>
  sentencesOf(line).some(
    (sentence) =>
      /^did you know\b/.test(sentence.lower) ||
      (!sentence.lower.includes('?') &&
        (sentence.signals.featurePitch ||
          listsFeatures(sentence.lower) ||
          (CLAIMS.test(sentence.lower) && !linksService(sentence) && !explainsBenefit(sentence)))),
  );

/**
 * Telling rather than asking: pitching, or the benefit recited or explained. What "asked about
 * their situation before describing your hospice" must come before.
 */
export const tells = (line: RepLine) =>
  pitches(line) ||
  sentencesOf(line).some(
    (sentence) =>
      !sentence.lower.includes('?') &&
      (/\bmedicare hospice benefit\b/.test(sentence.lower) ||
        explainsBenefit(sentence) ||
        // A rule stated wrongly ("it's basically just a DNR") is still telling them about hospice.
        statesWrongRule(sentence) ||
        linksService(sentence) ||
        isOverpromise(sentence)),
  );

/** What a hospice team does: the services a rep can tie to a need the listener named. */
// ("Our intake coordinator orders the bed and oxygen", "we use a DME vendor that delivers seven days": a role or a
// supplier of ours doing something is a service too.)
// What we do said plainly counts as a service too: "we admit on weekends", "our night line goes to a nurse".
// (Not "our intake": reps say it back when reflecting a complaint about it.)
const SERVICE =
  /\b(?:(?:our|the|a|hospice) (?:nurses?|rns?|aides?|social workers?|chaplains?|team|on[- ]call|medical director|volunteers?|liaison|admissions nurse)|our (?:[\w-]+ ){0,2}(?:coordinators?|vendors?|pharmacy|nurse practitioners?|line|rns?)|we (?:use|deliver|order|keep|arrange|set up|admit)|on-call|after-hours|24\/7|around the clock|weekend visits?|respite|bereavement|comfort kit|music therapy|continuous care|we (?:can|will|would|'ll|come|send|visit|call|cover|handle|coordinate|take|do)|i (?:can|could|will|'ll|would) (?:send|call|set|bring|get|have|do|run|teach|walk|show))\b/;

/** A service offered in answer to something they said: a hospice service, and a word of theirs. */
export function linksService(line: RepLine): boolean {
  // Something we do: a named service, or what we do stated as serving them ("our intake answers
  // within the hour, so that your discharge…").
  const ours = SERVICE.test(line.lower) || (line.signals.valueLink && /\b(?:we|our|us|hospice)\b/.test(line.lower));
  // "Did you know we admit on weekends?" is a pitch asked as a question, not a tie to their need.
  if (line.lower.includes('?') || line.signals.inducement || isOverpromise(line) || statesWrongRule(line) || !ours) return false;
  // "I'll text you sometime and we can stay in touch": keeping in touch is a close, not a service.
  if (KEEPS_IN_TOUCH.test(line.lower) && !PURPOSE.test(line.lower.replace(new RegExp(KEEPS_IN_TOUCH.source, 'g'), ' '))) return false;
  // "I did eight years as a social worker at a cancer center": the rep's own past, not a service of ours.
  if (OWN_PAST.test(line.lower) && !/\b(?:we|we're|we'll|our)\b/.test(line.lower)) return false;
  // "I'd like fifteen minutes with you and our medical director…" asks for a meeting, and "I'll have
  // our liaison call the family at 1" sets one up: the step is the commitment; it ties nothing yet,
  // unless it says what it does for a need of theirs ("a huddle on those four questions, so that you
  // have a clean answer when families ask").
  if ((MEETING.test(line.lower) && REQUESTING.test(line.lower)) || isAsk(line)) return servesTheirNeed(line);
  // A list of services names features, whatever words of theirs are in it; their question handed
  // back ("So what I'm hearing is you want to know what we'd do") answers nothing.
  if (listsFeatures(line.lower) || /^(?:so,? )?(?:what i'm hearing|what i hear|i'm hearing)\b/.test(line.lower)) return false;
  // "We're fast, which means fast.": too few words to say what we would do about it.
  if ((line.lower.match(/[a-z']+/g) ?? []).length < 6) return false;
  // "Our social workers can help with that", right after they named the problem: a specific service
  // pointed at the need they just named is a tie, if a shallow one.
  // So is one whose consequence is spelled out for them ("our medical director will look at the
  // whole picture, so that you're not making that call alone").
  if (
    SPECIFIC_SERVICE.test(line.lower) &&
    (POINTS_BACK.test(line.lower) || FOR_THEM.test(line.lower)) &&
    NAMES_PROBLEM.test(line.after.toLowerCase())
  )
    return true;
  // What it changes for them, said as its consequence ("our medical director certifies too, so you're not
  // carrying it alone", "our nurse updates him after every change, so he stays in the loop"): plain "so"
  // says what "so that" says. (The consequence must name what changes: changesForThem.)
  if (changesForThem(line.lower)) return true;
  const theirs = meaningfulStems(line.heard);
  // A hospital bed is equipment: its "hospital" is not the one they were sent to.
  const mine = line.lower.replace(/\bhospital beds?\b/g, 'bed');
  return (mine.match(/[a-z]{4,}|\b(?:er|ed|icu|np|rn|pcp|snf|alf|iv|bipap|o2)\b/g) ?? []).some(
    (word) => theirs.has(stem(word)) && !SERVICE_WORDS.has(word) && !VAGUE.has(stem(word)),
  );
}
/**
 * Something our side does, stated plainly for them: a service of ours, not a question, a list, a pitch,
 * an ask, a promise or something of value. What a need said back just before it can be tied to.
 */
export function offersService(line: RepLine): boolean {
  const service = SERVICE.exec(line.lower);
  // ("That's what we do": a service with nothing after it names nothing we would do.)
  const named = service && (line.lower.slice(service.index + service[0].length).match(/[a-z0-9']+/g) ?? []).length >= 2;
  return (
    Boolean(named) &&
    !PRESENTS.test(line.lower) &&
    OURS.test(line.lower) &&
    !line.lower.includes('?') &&
    !line.signals.inducement &&
    !line.signals.featurePitch &&
    !isOverpromise(line) &&
    !statesWrongRule(line) &&
    !listsFeatures(line.lower) &&
    !isAsk(line) &&
    (line.lower.match(/[a-z']+/g) ?? []).length >= 6
  );
}

/** "I want to highlight our music therapy": our programs presented to them, not something done for them. */
const PRESENTS = /\b(?:highlight|mention|showcase|feature|point out|tell you about|share (?:about|with you))\b[^.!?]*\bour\b/;

/** A step offered "so that" (or "which means") something they named is taken care of. */
function servesTheirNeed(line: RepLine): boolean {
  const consequence = /\b(?:so that|which means|that way)\b(.*)$/.exec(line.lower)?.[1];
  if (!consequence || (consequence.match(/[a-z']+/g) ?? []).length < 5) return false;
  const theirs = meaningfulStems(line.heard);
  return (consequence.match(/[a-z]{4,}/g) ?? []).some(
    (word) => theirs.has(stem(word)) && !SERVICE_WORDS.has(word) && !VAGUE.has(stem(word)),
  );
}

const KEEPS_IN_TOUCH = /\b(?:stay|keep) in touch|\btouch base|\breach out|\bcircle back|\bcheck in\b/;
const OWN_PAST =
  /\b(?:i (?:was|did|worked|used to be|spent)|when i was|back when i)\b[^.!?]{0,40}\b(?:as )?an? (?:nurse|social worker|chaplain|aide|case manager|hospital \w+)\b/;

const SPECIFIC_SERVICE =
  /\b(?:social workers?|chaplains?|nurses?|aides?|volunteers?|bereavement|respite|music therap\w*|medical director|liaison|on-call|24\/7 line|comfort kit)\b/;
const POINTS_BACK =
  /\b(?:help\w*|handl\w*|deal\w*|work\w*) (?:with|on|through) (?:exactly )?(?:that|this|those|it|them)\b|\bfor (?:that|exactly that|those)\b/;
const NAMES_PROBLEM =
  /\b(?:problem|issue|struggle|trouble|won't|can't|don't|doesn't|isn't|rather not|not sure|unsure|hard|worr\w*|frustrat\w*|afraid|scared|never|nobody|no one)\b/;
const CONSEQUENCE_FOR_THEM =
  /(?:\bso that|\bwhich means|\bthat way|,\s*so) (?:you|you're|your|he|he's|she|she's|they|they're|his|her|their|the (?:patient|family|families|resident|residents|doctor|doctors))\b(?:\s+[a-z']+){3,}/;
/**
 * The consequence names something particular that changes ("not carrying it alone", "stays in the
 * loop"), not "your need is met" or "your patients are covered": who it is for is not what changes.
 */
const changesForThem = (lower: string) => {
  const consequence = CONSEQUENCE_FOR_THEM.exec(lower)?.[0] ?? '';
  return (consequence.match(/[a-z']{4,}/g) ?? [])
    .slice(1)
    .some((word) => !COMMON.has(word) && !COMMON_STEMS.has(stem(word)) && !VAGUE.has(stem(word)) && !FOR_WHOM.has(stem(word)));
};
const FOR_WHOM = new Set(
  'patients residents family families staff team nurses doctors covered served cared taken better happy'.split(' ').map(stem),
);
const FOR_THEM = /\b(?:so that|which means|that way) (?:you|you're|your)\b(?:\s+[a-z']+){4,}/;
/** Our own roles and services: naming one they named ("You're the new liaison?") ties nothing to a need. */
const SERVICE_WORDS = new Set(
  'nurse nurses team aide aides visit visits call calls liaison liaisons chaplain chaplains social worker workers volunteer volunteers program programs'.split(
    ' ',
  ),
);
/** Words that name no particular need: "so that your challenges are solved" ties nothing. */
const VAGUE = new Set(['challenges', 'problems', 'issues', 'needs', 'solved', 'concerns', 'worries', 'struggles'].map(stem));

/** Words too common to show listening when echoed back, with the everyday verbs any sentence uses ("work", "take", "tell"). */
const COMMON = new Set(
  'help great different sure good well able care service services about after again their there these those which would could should really think hospice because where other being every still right people thing things going today first never always little maybe honestly doing anyone someone that this with what have from your yours just they them were been will when know need want like here does more much some time work make take come give keep find look talk tell told said says okay yeah also even only since while through around actually pretty whole kind sort stuff'.split(
    ' ',
  ),
);
/** The same, as stems: "yours", "worked" and "takes" are as common as "your", "work" and "take". */
const COMMON_STEMS = new Set([...COMMON].map(stem));

const REFLECTING =
  /^(?:so\b(?!:)|it sounds like\b|sounds like\b|what i'm hearing\b|if i heard you\b|if i'm hearing you\b|in other words\b|you're saying\b|you are saying\b)|\b(?:you said|you mentioned|you told me)\b/;

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
  new Set(
    (text.toLowerCase().match(/[a-z]{4,}|\b(?:er|ed|icu|np|rn|pcp|snf|alf|iv|bipap|o2)\b/g) ?? [])
      .filter((word) => !COMMON.has(word))
      .map(stem)
      .filter((base) => !COMMON_STEMS.has(base)),
  );

/** The rep's own hospice in the sentence: a claim about us, not their words given back. */
const ABOUT_US =
  /\b(?:we (?:can|will|'ll|offer|provide|have|do|are)|we're|our (?:team|nurses?|hospice|services?|program)|so that|which means)\b/;

/** We, our, us: the rep's own hospice. Without it, "the nurses" in a sentence are theirs. */
const OURS = /\b(?:we|we're|we'll|we've|our|ours|us|hospice)\b|\bi(?:'ll| will| can| could)\b/;

/** "Yep, from the call": their question answered, yes or no, repeats their words to answer them, not to reflect. */
const ANSWERS = /^(?:yes|yep|yeah|yup|right|correct|exactly|absolutely|sure|of course|no|nope|definitely|totally)\b/;

const problemTimeSaidBack = (line: RepLine) =>
  timesAreTheirs(line) && !line.lower.includes('?') && !SETTLES_TIME.test(line.lower) && (line.lower.match(/[a-z']+/g) ?? []).length >= 10;
const SETTLES_TIME = /\b(?:see you|works|perfect|great|then|i'll be there|put (?:it|you|me) down|on (?:my|the) calendar|confirmed?)\b/;

/** A sentence that says back nothing: a pitch, a promise, a claim about us, a yes/no question, a time settled or their question answered. */
function cannotEcho(line: RepLine): boolean {
  return (
    line.signals.featurePitch ||
    line.signals.inducement ||
    isOverpromise(line) ||
    // ("…get all those families referred to us this week": their words in a push are the rep's ask.)
    isPressure(line) ||
    statesWrongRule(line) ||
    explainsBenefit(line) ||
    ABOUT_US.test(line.lower) ||
    (SERVICE.test(line.lower) && OURS.test(line.lower)) ||
    listsFeatures(line.lower) ||
    // A question echoes their words only as a real question about them, not a yes/no one or a referral count.
    (line.lower.includes('?') && !line.signals.openQuestion) ||
    // Settling a time repeats their words ("Thursday at 10, twenty minutes"); it reflects nothing. Their
    // time inside their problem, said back in a sentence of the rep's own, does ("You're the one taking
    // the 6 pm calls after the hard visit").
    (namesDayOrTime(line) && namesStep(line) && !problemTimeSaidBack(line)) ||
    (line.after.trim().endsWith('?') && ANSWERS.test(line.lower.trim()))
  );
}

/**
 * Words of theirs in a sentence: two meaningful words of what they just said, or a phrase of theirs,
 * three words or more, woven into a sentence of the rep's own ("two families about to run out,
 * that's stressful": short words count in a phrase). Words the rep said first and they only
 * repeated ("Great team or not…") are the rep's, not theirs.
 */
function justSaidEcho(line: RepLine): string | undefined {
  const mine = [...new Set(line.lower.match(/[a-z]{4,}/g) ?? [])];
  const repSaid = repeatedFromRep(line.before, line.after);
  const justSaid = new Set([...meaningfulStems(line.after)].filter((base) => !repSaid.has(base)));
  const shared = mine.filter((word) => justSaid.has(stem(word)));
  if (shared.length >= 2) return shared[0];
  const phrase = sharedPhrase(line.lower, line.after.toLowerCase());
  return phrase && !` ${asSaidBack(line.before).join(' ')} `.includes(` ${phrase} `) ? phrase : undefined;
}

/**
 * Their words said back: a sentence that shares two meaningful words with what they just said, or
 * that opens in a reflecting frame ("So weekends…", "You mentioned…") around a word of anything
 * they have said. Not a yes/no question, and not a pitch or a service claim that merely reuses a
 * word of theirs. (Their sentence handed back whole is set aside before this: hollow.ts.)
 */
export function echoedWord(line: RepLine, opensTurn = true): string | undefined {
  if (cannotEcho(line)) return undefined;
  const echo = justSaidEcho(line);
  if (echo) return echo;
  // "So…" frames a reflection when it opens the turn; after a claim of ours it draws the claim's consequence.
  const lower = line.lower.trim();
  if (!REFLECTING.test(lower) || (!opensTurn && /^so\b/.test(lower))) return undefined;
  const mine = [...new Set(lower.match(/[a-z]{4,}/g) ?? [])];
  const heard = meaningfulStems(line.heard);
  const repSaid = repeatedFromRep(line.before, line.heard);
  return mine.find((word) => heard.has(stem(word)) && !repSaid.has(stem(word)));
}

/**
 * The stems of two-word phrases of the rep's claims that they said back ("We have a great team." /
 * "Great team or not…"). What the rep asked about is theirs once they answer it ("What happens on
 * the nights…?" / "The night aide panics").
 */
function repeatedFromRep(rep: string, theirs: string): Set<string> {
  const pairs = (text: string) => {
    const words = (text.toLowerCase().match(/[a-z']+/g) ?? []).map(stem);
    return words.slice(1).map((word, i) => `${words[i]} ${word}`);
  };
  const claimed = (rep.match(SENTENCE) ?? []).filter((sentence) => !sentence.includes('?'));
  const repPairs = new Set(claimed.flatMap(pairs));
  return new Set(
    pairs(theirs)
      .filter((pair) => repPairs.has(pair))
      .flatMap((pair) => pair.split(' '))
      .filter((word) => word.length >= 4 && !COMMON_STEMS.has(word)),
  );
}

/**
 * What they just said, named back in a statement of the rep's own with no frame needed ("Forty-five
 * minutes you don't have, and someone undoing your conversation."): an acknowledgement of it.
 */
export const namesBackJustSaid = (line: RepLine) => !line.lower.includes('?') && !cannotEcho(line) && Boolean(justSaidEcho(line));

/**
 * The line says back a word of what they just said, whatever else it does ("That's frustrating, your
 * residents never qualifying", "Congrats on the new wing").
 */
export function saysBackJustSaid(line: RepLine): boolean {
  if (justSaidEcho(line)) return true;
  const repSaid = repeatedFromRep(line.before, line.after);
  const justSaid = new Set([...meaningfulStems(line.after)].filter((base) => !repSaid.has(base)));
  // One word is enough when it is a word of their situation, not the vocabulary of listening ("feeling", "important").
  return (line.lower.match(/[a-z]{4,}/g) ?? []).some((word) => !LISTENING_WORDS.has(word) && justSaid.has(stem(word)));
}
const LISTENING_WORDS = new Set(
  'feel feels feeling feelings important concern concerns matter matters really about sounds share sharing thank thanks understand'.split(
    ' ',
  ),
);

/**
 * A sentence of a line: "10 a.m.", "Dr." and "St." do not end one, unless "a.m." is followed by a new
 * capitalised sentence ("…call at 2 a.m. Would you…").
 */
export const SENTENCE = /(?:\b[aApP]\.[mM]\.(?!\s+[A-Z])|\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Ss]t)\.|[^.!?])+[.!?]*/g;

/** Their words, with "I/my" read as the rep would say them back ("you/your"). */
const SAID_BACK = new Map([
  ['i', 'you'],
  ['me', 'you'],
  ['my', 'your'],
  ["i'm", "you're"],
  ["i've", "you've"],
  ['we', 'you'],
  ['our', 'your'],
]);
const asSaidBack = (text: string) => (text.match(/[a-z0-9']+/g) ?? []).map((word) => SAID_BACK.get(word) ?? word);

/** A run of their words inside a longer sentence of the rep's own: three with a meaningful one, or any four. */
function sharedPhrase(mine: string, theirs: string): string | undefined {
  const words = mine.match(/[a-z0-9']+/g) ?? [];
  const heard = ` ${asSaidBack(theirs).join(' ')} `;
  if (words.length < 6) return undefined;
  const said = (run: string[]) => heard.includes(` ${run.join(' ')} `);
  for (let i = 0; i + 3 <= words.length; i++) {
    const three = words.slice(i, i + 3);
    if (said(three) && three.some((word) => word.length >= 4 && !COMMON.has(word))) return three.join(' ');
    const four = words.slice(i, i + 4);
    if (four.length === 4 && said(four) && four.filter((word) => word.length >= 3).length >= 2) return four.join(' ');
  }
  return undefined;
}

export function toRepLine(text: string, after = '', heard = after, context: LineContext = {}): RepLine {
  return {
    text,
    lower: phoneWords(plainApostrophes(text)).toLowerCase(),
    signals: readSignals(text),
    after: plainApostrophes(after),
    heard: plainApostrophes(heard),
    before: plainApostrophes(context.before ?? '').toLowerCase(),
    reply: plainApostrophes(context.reply ?? '').toLowerCase(),
  };
}
