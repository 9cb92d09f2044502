import { wantsOffers } from '../retrieve/passages';
import { detectSettings } from '../knowledge/settings';
import { normalize } from '../text';
import { findObjection } from '../retrieve/match';

/**
 * What kind of request a rep typed, decided before anything is composed, so the coach answers
 * the question asked instead of the category it falls in. Nonsense and off-topic requests get a
 * short question back; paid programs appear only when the rep asks about training or services.
 */
export type Intent = 'nonsense' | 'offtopic' | 'services' | 'objection' | 'plan' | 'email' | 'practice' | 'fact';

/** Words that only come up when talking about hospice, referral sources or the rep's job. */
const DOMAIN =
  /\b(?:hospice\w*|palliative|patients?|famil(?:y|ies)|daughter|son|caregivers?|referr\w*|accounts?|facilit(?:y|ies)|snfs?|alfs?|nursing|hospitals?|hospitalists?|physicians?|doctors?|md|nurses?|don|case managers?|discharge\w*|medicare|medicaid|eligib\w*|qualif\w*|certif\w*|prognosis|terminal|cap|levels? of care|gip|inpatient|respite|continuous|routine home|dementia|alzheimer'?s?|fast|chf|heart|copd|lung|cancer|oncolog\w*|chemo\w*|als|liver|renal|kidney|dialysis|esrd|stroke|pps|kps|nyha|failure to thrive|debility|cahps|hope|care compare|hci|census|admissions?|admit\w*|territory|objections?|sales|rep|reps|liaison|visits?|in-?services?|playbook|emails?|meeting|dnr|full code|code status|revo\w+|benefit|quota|metrics?|goals?|targets?|training|coach\w*|programs?|services?|practi[cs]e|role-?play|scorecard|memory care|assisted living|home health|bereavement|chaplain|social worker|aide|volunteers?|decision makers?|gatekeeper|incumbent|competitor|compliance|kickback|dos and don'?ts|pitch|talk track|discovery|connecting|guiding|commitment|spartan|method|elect\w*|live discharge|face-to-face|recert\w*|benefit periods?|children|pediatric|lcd|six months?|6 months?|6-month|month rule|dying|end of life|comfort care|terminal|dnr|prognos\w*|death|grief)\b/;

/** Requests that are plainly about something else, even if a hospice word slips in. */
export const OFF_TOPIC =
  /\b(?:poem|haiku|limerick|song|lyrics|recipe|joke|riddle|weather|horoscope|lottery|sports? scores?|movie|tacos?|pizza|lorem|ipsum|bitcoin|crypto|stock tips?|homework|essay about)\b/;

const EMAIL_REQUEST =
  /\b(?:write|draft|compose|send)\b[^.?!]{0,40}\b(?:email|e-mail|note|message|letter)\b|\b(?:email|e-mail|thank[- ]you note) (?:to|for)\b/;
const PLAN_REQUEST =
  /\b(?:plan|playbook|approach|strategy|break into|get into|get in the door|win (?:over|back)|grow|rebuild|recover|start (?:with|at)|new account|referrals? (?:dropped|stopped|fell|declined|slowed)|account)\b/;
const PRACTICE_REQUEST = /\b(?:role-?play|practi[cs]e (?:with|a|an|my)|pretend (?:to be|you'?re)|quiz me|drill me)\b/;
const OBJECTION_WORDS =
  /\b(?:objection|push ?back|they (?:said|say|told me|keep saying)|(?:she|he|who) (?:said|says|told me)|says? (?:they|that|she|he|we|you|it)\b|how (?:do|should|can) i (?:handle|respond|answer|reply|overcome)|what (?:do|should|can|would) i (?:say|tell)|respond to|handle)\b/;
const EXPLICIT_PLAN = /\b(?:plan|playbook|strategy|game ?plan)\b/;
const NOT_AN_ACCOUNT_PLAN =
  /\b(?:(?:medicare )?advantage|ma|medigap|supplement(?:al)?|health|insurance|part [a-d]|drug|bonus|comp(?:ensation)?|commission|incentive|care|treatment|payment|pay) plans?\b|\bplans? of care\b/g;

/** The text without the plans that are no account's ("her Medicare Advantage plan", "the plan of care"). */
export const withoutNonAccountPlans = (normalized: string) => normalized.replace(NOT_AN_ACCOUNT_PLAN, ' ');

/** Function words every real English sentence has; keyboard mash ("asdf qwer") has none. */
const FUNCTION_WORDS =
  /\b(?:the|a|an|is|are|was|were|be|you|your|we|our|they|their|he|she|his|her|it|i|me|my|to|of|in|on|for|with|not|no|do|does|don'?t|can'?t|won'?t|just|that|this|and|but|so|too|all|only|why|what|how)\b/;

/**
 * True when the text reads as a sentence someone said (an objection can be about anything),
 * not keyboard mash, filler text or a request for something else entirely.
 */
export function readsAsSpeech(text: string): boolean {
  const normalized = normalize(text);
  if (!/[a-z]{2,}/.test(normalized) || OFF_TOPIC.test(normalized)) return false;
  return FUNCTION_WORDS.test(normalized) || DOMAIN.test(normalized) || Boolean(findObjection(text));
}

/** True when the text has no hospice or sales content at all (or is plainly off topic). */
export function isOffTopic(text: string): boolean {
  const normalized = normalize(text);
  if (!/[a-z]{2,}/.test(normalized)) return true;
  if (OFF_TOPIC.test(normalized)) return true;
  if (DOMAIN.test(normalized) || detectSettings(text).primary) return false;
  return !findObjection(text);
}

/** The kind of request, from the rep's own words. */
export function detectIntent(text: string): Intent {
  const normalized = normalize(text);
  if (!/[a-z]{2,}/.test(normalized)) return 'nonsense';
  if (isOffTopic(text)) return /\b(?:lorem|ipsum)\b/.test(normalized) || !/\s/.test(normalized.trim()) ? 'nonsense' : 'offtopic';
  if (wantsOffers(text)) return 'services';
  if (PRACTICE_REQUEST.test(normalized)) return 'practice';
  if (EMAIL_REQUEST.test(normalized)) return 'email';
  if (OBJECTION_WORDS.test(normalized)) return 'objection';
  // "Her Medicare Advantage plan", "the plan of care", "our bonus plan" are not plans for an account.
  const forPlans = withoutNonAccountPlans(normalized);
  if (EXPLICIT_PLAN.test(forPlans) || (detectSettings(text).primary && PLAN_REQUEST.test(forPlans))) return 'plan';
  // "pt on chemo. when is cancer appropriate per the lcd": a sentence that asks is a question.
  if (findObjection(text) && !/(?:^|[.?!]\s+)(?:what|how|when|does|do|is|are|can|who|which|why)\b/.test(normalized)) return 'objection';
  return 'fact';
}

/** The short, friendly question back for a request the coach can't place. */
export function questionBack(text: string): string {
  const offTopic = /[a-z]{2,}/.test(normalize(text)) && OFF_TOPIC.test(normalize(text));
  return [
    offTopic ? 'That one’s outside what I can help with here: I coach hospice sales.' : 'I’m not sure what you’d like help with yet.',
    'What are you working on today: a question about the hospice benefit or eligibility, an objection you heard, a plan for an account (a SNF, hospital, physician office or family), or an email to a referral source?',
  ].join(' ');
}
