/**
 * The compliance gate on a rep's request, run by the engine before any provider (Gemini, the
 * server's offline coach and the offline coach in the browser all sit behind it). A request to
 * give or promise something of value to a referral source or patient in connection with
 * referrals, to hide such a thing, or to make an ineligible patient look eligible is answered with
 * a refusal (see refusal.ts), never with a plan, email or script.
 *
 * Rules, not a model: the gate must run offline in the browser in well under a millisecond and
 * say exactly why it refused. It reads one sentence at a time (a negation, "we can't give gifts",
 * only covers its own sentence) and the whole request for who receives the value and why.
 */
import {
  BENEFICIARY,
  COMPLIANCE_APPROVED,
  CONTRACTED_PAYMENT,
  EDUCATION,
  EXCHANGE_TIE,
  GIVING,
  GOAL_TIE,
  LAW_TERMS,
  NEGATION,
  OWN_PATIENT_CARE,
  OWN_PAY,
  PAYER,
  REFERRAL_SOURCE,
  REP_GIVING,
  REQUESTED,
  RESPONDING,
  VALUE_PATTERNS,
  type ValueKind,
} from './lexicon';
import { normalizeText } from './normalize';

export type GateReason = 'referral-inducement' | 'beneficiary-inducement' | 'concealment' | 'eligibility';

export interface GateFinding {
  reason: GateReason;
  /** What was offered, when the request names it. */
  value?: ValueKind;
}

export interface GateOptions {
  /** The text is addressed to a referral source (an email to one, a rep's line in a role-play). */
  addressedToReferralSource?: boolean;
  /** The text is addressed to a patient's family (the adult-daughter role-play). */
  addressedToFamily?: boolean;
  /** Earlier words of the same conversation: "how do I keep it quiet?" hides what was said before. */
  earlier?: string;
}

/** Hiding remuneration: from compliance, from auditors, from the books. */
const CONCEALMENT =
  /\b(?:hide|hiding|hid|conceal\w*|disguis\w*|cover (?:it|this|that) up|cover-up|off the books|off the record|under the radar|under the table|keep (?:the |these |those |our |my )?[\w-]+(?: [\w-]+)? off (?:the|my|our) (?:expense|books|report|records|crm|receipts)|keep (?:it|this|that|them) (?:quiet|secret|hidden|between us|low[- ]key|off (?:the|my|our) \w+)|no paper trail|without (?:a )?(?:paper trail|receipts?)|(?:not|never|doesn't|does not|won't) (?:show up|appear) (?:on|in)|so (?:that )?(?:compliance|no one|nobody|the auditors?|the oig|my (?:manager|boss)|legal|corporate) (?:doesn't|does not|won't|will not|can't|cannot|never|wouldn't) (?:know|find out|see|notice|catch|flag)|without (?:compliance|legal|my (?:manager|boss)|anyone|corporate|the (?:auditors?|oig)) (?:knowing|finding out|noticing|seeing)|(?:expense|code|book|log|record|report|label|list|classify|call|bill|submit) (?:it|them|this|that|these|those|the \w+(?: \w+)?) (?:as|like) (?:an? )?(?:education|educational|marketing|in-?service|training|consulting|supplies|office supplies|misc\w*|other|a \w+ expense)|make (?:it|this|that|them|the \w+(?: \w+)?) look like (?:an? )?(?:education|educational|marketing|in-?service|training|consulting|legit\w*|a business \w+)|fake (?:sign-?in|attendance|agenda)|backdat\w*|shred\w*|delete the (?:emails?|texts?|records?)|(?:in|with) cash so|without getting caught|(?:not|never|don't) get caught|avoid getting caught|quietly|discreetly|on the down ?low|between (?:us|you and me)|looks? like (?:an? )?(?:education|educational|marketing|in-?service|training|consulting|legit\w*|a business \w+|normal \w+)|split (?:the|it into) (?:smaller )?(?:receipts?|charges?|amounts?)|don't put (?:it|that|this) in (?:writing|email|an email)|keep (?:it|this|that) out of (?:email|writing|the crm|the books))\b/;

/** A competitor (or the source itself) is the one giving. */
const COMPETITOR_DOES =
  /\b(?:the other|another|a competing|other|the previous|the old|a rival)\s+(?:hospices?|provider|agency|company|rep|reps|liaison|marketer)\b|\b(?:our |a |the |their )?(?:competitors?|competition)(?:'s)?\b/;

/** The object of concealment must be value or referrals (hiding a patient's name is privacy, not fraud). */
const CONCEALED_OBJECT = /\b(?:compliance|audit\w*|oig|expense\w*|books|receipts?|kickbacks?|payments?|paid|paying)\b/;
const CONCEALABLE_VALUE: ValueKind[] = ['payment', 'gift', 'food', 'free-equipment', 'entertainment'];

/** Making an ineligible patient look eligible, or keeping one on service dishonestly. */
const ELIGIBILITY_FRAUD = new RegExp(
  [
    String.raw`\b(?:make|making|get|getting)\s+(?:\w+\s+){0,8}(?:look|appear|seem)\s+(?:more\s+)?(?:eligible|terminal|sicker|worse|hospice[- ]appropriate|declined|like (?:he|she|they) (?:qualif\w+|meets?))`,
    String.raw`\bso (?:that )?(?:he|she|they|it|the patient|the resident)\s+(?:looks?|appears?|seems?)\s+(?:more\s+)?(?:eligible|terminal|sicker|worse|declined|hospice[- ]appropriate)`,
    String.raw`\b(?:even if|even though|although)\s+(?:he|she|they|the patient|it|patients|residents)\s+(?:\w+\s+){0,2}(?:don't|doesn't|do not|does not|isn't|aren't|is not|are not)\s+(?:really\s+|yet\s+)?(?:eligible|terminal|qualify|meet)[^.?!]{0,60}|\b(?:admit|enroll|sign (?:him|her|them) up|get (?:him|her|them|patients) on|on service|onto service|certify|recertify)\b[^.?!]{0,60}\b(?:even if|even though|although)\s+(?:he|she|they|the patient|it|patients|residents)\s+(?:\w+\s+){0,2}(?:don't|doesn't|do not|does not|isn't|aren't|is not|are not)\s+(?:really\s+|yet\s+)?(?:eligible|terminal|qualify|meet)`,
    String.raw`\bchart\s+(?:more|extra|worse)\s+(?:decline|weight loss|symptoms|pain)\b`,
    // "How do I chart it so it passes?": writing the record toward a verdict, not toward what was seen.
    String.raw`\b(?:chart|charting|document|documenting|write|writing|word|wording|code|coding|describe|describing|present|presenting)\s+(?:it|this|that|him|her|them|(?:the|his|her|their)\s+(?:patient|resident|visit|assessment|note|notes|narrative|decline))\s+so\s+(?:that\s+)?(?:(?:it|he|she|they|the patient|the resident|the (?:review|audit|surveyor|mac|medical director))\s+)?(?:passes|pass|qualif\w+|gets? (?:approved|through|certified|admitted|in)|looks? (?:eligible|terminal|appropriate)|meets? (?:the )?criteria|(?:won't|will not|doesn't|does not|can't|cannot) (?:get )?(?:flag\w*|den\w+|question\w*|catch\w*|notice\w*))`,
    String.raw`\bmake\s+(?:\w+\s+){0,3}(?:qualify|eligible)\b`,
    String.raw`\b(?:fudge|pad|inflate|exaggerate|fake|massage|stretch|tweak|lower|drop|bump|fabricate|falsify|embellish|overstate|alter|doctor|round down|understate)\w*\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+|my\s+|our\s+)?(?:pps|fast|fast score|kps|weight(?: loss)?|numbers?|scores?|documentation|notes?|charting|chart|narrative|decline|diagnosis|dx|assessment|vitals|records?|mac|mid-arm|adls?|functional (?:status|decline)|prognosis)\b`,
    String.raw`\b(?:isn't|is not|aren't|are not|not|doesn't|does not|don't|do not|no longer)\s+(?:yet\s+)?(?:eligible|terminal|qualify|qualified|meet (?:the )?criteria|declining)\b.{0,80}\b(?:anyway|regardless|get (?:him|her|them) (?:on|admitted)|sign (?:him|her|them) (?:up|on)|keep (?:him|her|them) on|admit (?:him|her|them)|onto (?:service|hospice)|certif\w+ (?:him|her|them))`,
    String.raw`\b(?:admit|admitting|enroll|enrolling|sign up|signing up|certify|certifying|recertify|recertifying|keep|keeping)\s+(?:\w+\s+){0,2}(?:who|that)\s+(?:aren't|are not|isn't|is not|don't|do not|doesn't|does not)\s+(?:really\s+)?(?:eligible|terminal|qualify|meet)`,
    String.raw`\bget\s+(?:the\s+|a\s+|our\s+)?(?:doctor|physician|md|medical director|attending)\s+to\s+(?:sign|certify)\w*\b.{0,60}\b(?:even though|without (?:seeing|examining|a face|reviewing)|not eligible|isn't terminal|doesn't qualify|not terminal)`,
    String.raw`\bwrite\s+(?:the\s+|a\s+|my\s+|our\s+)?(?:narrative|notes?|documentation|assessment)\s+so\s+(?:that\s+)?(?:he|she|they|it|the patient|the resident)\s+(?:qualif\w+|looks?|passes|gets)`,
    String.raw`\b(?:upcod\w*|game (?:the )?(?:criteria|lcds?|system|cap))`,
    String.raw`\bkeep\s+(?:him|her|them|patients|residents|the patient)\s+on\s+(?:service|hospice)\b.{0,60}\b(?:improv\w*|stable|not declin\w*|no longer|avoid (?:a )?(?:live )?discharge)`,
  ].join('|'),
);

const sentences = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => sentence.trim() !== '');

/** Where the first pattern match starts, or -1. */
const indexOf = (pattern: RegExp, text: string) => text.search(pattern);

/** Is the value at `at` preceded by a negation in its own sentence? */
const negatedBefore = (sentence: string, at: number) => NEGATION.test(sentence.slice(0, at));

/** Free staff: lending the hospice's people to do the facility's work. */
const STAFF_FOR_FACILITY =
  /\b(?:cover|covering|fill(?:ing)? in|work (?:their|the|your)|help (?:out )?(?:with|on) (?:their|the|your)|do (?:their|the|your)|shifts?|(?:\d+|one|two|three|four|five|six|seven) (?:days?|hours?|nights?) (?:a|per|each) week|weekends?|front desk|for free|free of charge|at no (?:cost|charge)|non-hospice|short[- ]staffed|staffing (?:gap|shortage|problem)|discharge planning|(?:their|your) (?:staff|floor|unit|census|paperwork|discharges|admissions|intake|showers|baths|med pass|charting|mds))\b/;
const FREE = /\b(?:free|complimentary|at no (?:cost|charge)|no charge|for nothing|donat\w*|on the house)\b/;

/** What the whole request says about who receives value and why (read once, used for every sentence). */
interface RequestFacts {
  whole: string;
  toSource: boolean;
  toPatient: boolean;
  exchange: boolean;
  goal: boolean;
  educational: boolean;
}

function readFacts(whole: string, options: GateOptions): RequestFacts {
  const exchange = EXCHANGE_TIE.test(whole);
  return {
    whole,
    toSource: !options.addressedToFamily && (!!options.addressedToReferralSource || REFERRAL_SOURCE.test(whole)),
    toPatient: !!options.addressedToFamily || BENEFICIARY.test(whole),
    exchange,
    goal: exchange || GOAL_TIE.test(whole),
    educational: EDUCATION.test(whole) || COMPLIANCE_APPROVED.test(whole),
  };
}

function valueFinding(sentence: string, facts: RequestFacts, options: GateOptions): GateFinding | undefined {
  const { whole, toSource, toPatient, exchange, goal, educational } = facts;
  const gives =
    options.addressedToReferralSource ||
    options.addressedToFamily ||
    GIVING.test(sentence) ||
    /\b(?:to|for) (?:the |our |my |their |her |his |top |a )?\w+/.test(sentence);
  const beneficiary = (value: ValueKind): GateFinding => ({ reason: 'beneficiary-inducement', value });
  const referral = (value: ValueKind): GateFinding => ({ reason: 'referral-inducement', value });

  const found = (kind: ValueKind) => {
    const at = indexOf(VALUE_PATTERNS[kind], sentence);
    return at >= 0 && !negatedBefore(sentence, at);
  };

  if (found('gift') && gives) {
    if (
      toPatient &&
      /\b(?:choos\w*|chose|pick\w*|sign\w*|elect\w*|switch\w*|transfer\w*|stay\w*)\b/.test(whole) &&
      !/\b(?:dons?|case managers?|doctors?|physicians?|discharge planners?)\b/.test(whole)
    )
      return beneficiary('gift');
    if (toSource || goal) return referral('gift');
  }
  const contractedPayment = CONTRACTED_PAYMENT.test(sentence) && !goal;
  if (found('payment') && !PAYER.test(sentence) && !OWN_PAY.test(whole) && !contractedPayment) {
    if (toSource || exchange) return referral('payment');
    if (toPatient && goal) return beneficiary('payment');
  }
  if (found('entertainment') && gives) {
    if (toSource || goal) return referral('entertainment');
    if (toPatient && goal) return beneficiary('entertainment');
  }
  // A meal is the one item with a compliant form (a modest meal at an educational event, within
  // the hospice's policy), and a coffee on a visit is not a kickback: food is refused when it is
  // tied to referrals, or aimed at them without an educational purpose.
  if (found('food') && gives) {
    if (exchange) return referral('food');
    if (goal && !educational && toSource) return referral('food');
    if (goal && !educational && toPatient) return beneficiary('food');
  }
  if (found('free-staff') && !OWN_PATIENT_CARE.test(whole) && !EDUCATION.test(sentence)) {
    const lends =
      /\b(?:send|sending|provide|providing|lend|lending|loan|loaning|give|giving|offer|offering|assign|assigning|put|let|have|share|sharing)\b/.test(
        sentence,
      ) || FREE.test(sentence);
    if (lends && STAFF_FOR_FACILITY.test(sentence)) return referral('free-staff');
  }
  if (found('free-equipment') && (FREE.test(sentence) || GIVING.test(sentence)) && !OWN_PATIENT_CARE.test(whole)) {
    if (toSource && (FREE.test(sentence) || goal)) return referral('free-equipment');
    if (toPatient && goal) return beneficiary('free-equipment');
  }
  // "How do I reward my top referrers?": value without naming it.
  if (
    /\b(?:reward|rewarding|incentiv\w*|compensat\w*|perks?)\b/.test(sentence) &&
    (exchange || goal) &&
    toSource &&
    !negatedBefore(sentence, sentence.search(/\b(?:reward|incentiv|compensat|perk)/))
  ) {
    return referral('payment');
  }
  return undefined;
}

/** The gate's verdict on one piece of request text; undefined means it may go to the coach. */
export function checkRequest(text: string, options: GateOptions = {}): GateFinding | undefined {
  const whole = normalizeText(text).toLowerCase().replace(/[’‘]/g, "'");
  if (!whole.trim()) return undefined;
  if (CONCEALMENT.test(whole)) {
    const at = whole.search(CONCEALMENT);
    const context = `${whole}\n${normalizeText(options.earlier ?? '').toLowerCase()}`;
    const hasValue = CONCEALABLE_VALUE.some((kind) => VALUE_PATTERNS[kind].test(context)) || CONCEALED_OBJECT.test(context);
    if (hasValue && !NEGATION.test(whole.slice(Math.max(0, at - 12), at))) return { reason: 'concealment' };
  }
  // "What do I say when the DON asks for lunch?": the rep wants to turn someone else's request down.
  // "What does the Anti-Kickback Statute say about gifts?": a question about the law. Both are
  // coaching questions, as long as the rep doesn't also say they mean to give something.
  const turningDown = RESPONDING.test(whole) && REQUESTED.test(whole);
  const askingTheLaw = LAW_TERMS.test(whole);
  const valueMayPass = (turningDown || askingTheLaw) && !REP_GIVING.test(whole);
  // "The other hospice gives the DON gift cards, how do I compete?": someone else's conduct.
  // The competitor must be the sentence's subject (near its start), and not the model to copy ("how other hospices pay...").
  const othersConduct = (sentence: string) => {
    const at = sentence.search(COMPETITOR_DOES);
    return at >= 0 && at <= 40 && !/\b(?:how|ways?|what)\b/.test(sentence.slice(0, at)) && !REP_GIVING.test(whole);
  };
  let facts: RequestFacts | undefined;
  for (const sentence of sentences(whole)) {
    if (ELIGIBILITY_FRAUD.test(sentence) && !turningDown) return { reason: 'eligibility' };
    if (valueMayPass || othersConduct(sentence)) continue;
    facts ??= readFacts(whole, options);
    const finding = valueFinding(sentence, facts, options);
    if (finding) return finding;
  }
  return undefined;
}
