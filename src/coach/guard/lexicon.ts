/**
 * The compliance gate's word lists, compiled from the data file the compliance owner edits
 * (compliance-lexicon.json: what each list means is written there). The input gate (gate.ts,
 * task-gate.ts) and the output check on drafts (compliance.ts) both read these, so a phrasing
 * added once is known to both. Patterns run on normalised, lower-cased text.
 */
import lexicon from './compliance-lexicon.json';

export type ValueKind = keyof typeof lexicon.value;
export const VALUE_KINDS = Object.keys(lexicon.value) as ValueKind[];

interface PhraseList {
  phrases: string[];
}

/** One list as a regular expression: any of its phrases, as whole words. */
export function compileList(list: PhraseList, flags = '', nouns = false): RegExp {
  // Longest first, so "gift card" is what is reported, not "gift".
  const phrases = [...list.phrases].sort((a, b) => b.length - a.length);
  // Why: "so reps don't chase bad admits" holds no DON: a list of people (nouns) is matched only
  // where no "'t" of a contraction follows ("don't"); a possessive ("the DON's staff") still is.
  // (Verb lists keep matching "can" in "if you can't do that", which they read on purpose.)
  const end = nouns ? "(?![a-z0-9]|'t\\b)" : '(?![a-z0-9])';
  return new RegExp(`(?<![a-z0-9])(?:${phrases.join('|')})${end}`, flags);
}

export const VALUE_PATTERNS = Object.fromEntries(VALUE_KINDS.map((kind) => [kind, compileList(lexicon.value[kind])])) as Record<
  ValueKind,
  RegExp
>;

const context = lexicon.context;
export const GIVING = compileList(lexicon.giving);
export const REFERRAL_SOURCE = compileList(lexicon.recipient['referral-source'], '', true);
export const BENEFICIARY = compileList(lexicon.recipient['patient-or-family'], '', true);
export const EXCHANGE_TIE = compileList(lexicon.tie.exchange);
export const GOAL_TIE = compileList(lexicon.tie.goal);
export const CHOICE_TIE = compileList(lexicon.tie.choice);
export const FALSE_DOCUMENTATION = compileList(lexicon.falseDocumentation);
export const CONCEALMENT = compileList(lexicon.concealment);
export const SOLICITATION = compileList(lexicon.solicitation);
export const SOLICITATION_IF_TIED = compileList(lexicon.solicitationIfTied);
export const RECORD = compileList(lexicon.shapedRecord.record);
export const ELIGIBILITY_VERDICT = compileList(lexicon.shapedRecord.verdict);
export const CLINICALLY_UNTRUE = compileList(lexicon.shapedRecord.untrue);
export const STILL_ABLE = compileList(lexicon.shapedRecord.stillAble);
export const PASS_REVIEW = compileList(lexicon.shapedRecord.passReview);
export const APPEARANCE_GOAL = compileList(lexicon.shapedRecord.appearance);
export const EDUCATION = compileList(context.education);
export const COMPLIANCE_APPROVED = compileList(context.complianceApproved);
export const NEGATION = compileList(context.negation);
export const RESPONDING = compileList(context.responding);
export const REQUESTED = compileList(context.requested);
export const LAW_TERMS = compileList(context.lawTerms);
export const REP_GIVING = compileList(context.repGiving);
export const REP_INTENT = compileList(context.repIntent, 'i');
export const PAYER = compileList(context.payer);
export const CONTRACTED_PAYMENT = compileList(context.contractedPayment);
export const OWN_PAY = compileList(context.ownPay);
export const OWN_PATIENT_CARE = compileList(context.ownPatientCare);
export const COMPETITOR_DOES = compileList(context.competitorDoes);
export const CONCEALED_OBJECT = compileList(context.concealedObject);
export const STAFF_FOR_FACILITY = compileList(context.staffForFacility);
export const FREE = compileList(context.free);
export const PERMISSION_QUESTION = compileList(context.permissionQuestion);
export const RECEIVING = compileList(context.receiving);
export const COPYING = compileList(context.copying);
export const PAYER_QUESTION = compileList(context.payerQuestion);
export const LAW_LIMIT_SEEKING = compileList(context.lawLimitSeeking);
export const ASKED_OF_US = compileList(context.askedOfUs);
export const DIFFERENTIATION = compileList(context.differentiation);
export const HONEST_RECORD = compileList(context.honestRecord);
export const LEGIT_ARRANGEMENT = compileList(context.legitArrangement);
export const COVERED_BY_BENEFIT = compileList(context.coveredByBenefit);
export const BENEFIT_TO_FAMILY = compileList(context.benefitToFamily);
export const HOSPICE_OWN_WORK = compileList(context.hospiceOwnWork);
export const DECLINING_REPLY = compileList(context.decliningReply);
export const NOT_REP_GIVING = compileList(context.notRepGiving, 'g');
export const CARRYING_OUT = compileList(context.carryingOut);
export const TURNING_AWAY = compileList(context.turningAway);
export const ALTER = compileList(lexicon.shapedRecord.alter);
export const KEEP_ON_SERVICE = compileList(lexicon.shapedRecord.keepOnService);
export const QUALIFY_GOAL = compileList({
  phrases: [...lexicon.shapedRecord.qualifyGoal.phrases, ...lexicon.shapedRecord.keepOnService.phrases],
});
export const MEASURE = compileList(lexicon.shapedRecord.measure);
export const FINDING = compileList(lexicon.shapedRecord.finding);
export const OVERSTATE = compileList(lexicon.shapedRecord.overstate);
export const DEFAULTED = compileList(lexicon.shapedRecord.defaulted);
export const FACILITY_PEOPLE = compileList(context.facilityPeople);
export const SHAM_ROLE = compileList(context.shamRole);
export const HOSPICE_CARE = compileList(context.hospiceCare, 'g');
export const TELLING = compileList(context.telling);
export const RATE_BENCHMARK = compileList(context.rateBenchmark, 'g');
export const NOT_VALUE = compileList(context.notValue, 'g');
export const OWN_TRAVEL = compileList(context.ownTravel, 'g');
export const HARMLESS_THING = compileList(context.harmlessThing);
export const LAW_ROUTE = compileList(context.lawRoute);
export const CONDITION_ON_US = compileList(context.conditionOnUs);
export const NUDGE = compileList(context.nudge);
export const GOING_ALONG = compileList(context.goingAlong);
export const PUBLIC_COMMUNITY = compileList(context.publicCommunity, 'g');
/** How reps type on a phone ('im', 'pts', 'w/', 'tix'), each with the words it stands for, matched as whole words. */
export const SHORTHAND: readonly [RegExp, string][] = lexicon.shorthand.words.map(([pattern, words]) => [
  new RegExp(`(?<![a-z0-9'])(?:${pattern})(?![a-z0-9'])`, 'g'),
  words!,
]);
/** Matched against the words just before a value: "training on gifts" names a topic, not a gift. */
export const RULES_ABOUT = new RegExp(context.rulesAbout.phrases.join('|'));
/**
 * Something of value named anywhere (staff titles alone are not: "an RN line" is a service). In a
 * follow-up it makes the conversation's earlier words part of the request.
 */
export const ANY_VALUE = new RegExp(
  VALUE_KINDS.filter((kind) => kind !== 'free-staff')
    .map((kind) => VALUE_PATTERNS[kind].source)
    .join('|'),
);
