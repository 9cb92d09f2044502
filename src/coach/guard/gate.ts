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
  COMPETITOR_DOES,
  CONCEALED_OBJECT,
  CONCEALMENT,
  APPEARANCE_GOAL,
  CLINICALLY_UNTRUE,
  ELIGIBILITY_VERDICT,
  FALSE_DOCUMENTATION,
  RECORD,
  SOLICITATION,
  SOLICITATION_IF_TIED,
  FREE,
  ASKED_OF_US,
  DIFFERENTIATION,
  HONEST_RECORD,
  LAW_LIMIT_SEEKING,
  PAYER_QUESTION,
  RECEIVING,
  ANY_VALUE,
  COPYING,
  PERMISSION_QUESTION,
  LEGIT_ARRANGEMENT,
  RULES_ABOUT,
  STAFF_FOR_FACILITY,
  COMPLIANCE_APPROVED,
  CONTRACTED_PAYMENT,
  BENEFIT_TO_FAMILY,
  COVERED_BY_BENEFIT,
  DECLINING_REPLY,
  HOSPICE_OWN_WORK,
  NOT_REP_GIVING,
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

export type GateReason = 'referral-inducement' | 'beneficiary-inducement' | 'solicitation' | 'concealment' | 'eligibility';

export interface GateFinding {
  reason: GateReason;
  /** What was offered, when the request names it. */
  value?: ValueKind;
  /** The words that made each part of the finding, for the one-line explanation. */
  found?: { value?: string; recipient?: string; tie?: string; phrase?: string };
}

export interface GateOptions {
  /** The text is addressed to a referral source (an email to one, a rep's line in a role-play). */
  addressedToReferralSource?: boolean;
  /** The text is addressed to a patient's family (the adult-daughter role-play). */
  addressedToFamily?: boolean;
  /** The text is what a referral source said (the objection tool): "my", "us" and "our team" are the source. */
  spokenByReferralSource?: boolean;
  /** Earlier words of the same conversation: "how do I keep it quiet?" hides what was said before. */
  earlier?: string;
}

const CONCEALABLE_VALUE: ValueKind[] = [
  'payment',
  'gift',
  'food',
  'free-equipment',
  'entertainment',
  'travel-or-cme',
  'discount',
  'paid-role',
];

/**
 * Writing down that a patient is not eligible (a non-admission, a live discharge) is the honest
 * direction, unless the discharge is what the request wants to avoid ("don't want to discharge
 * him", "if you discharge him I'll stop referring").
 */
const AVOIDING_DISCHARGE =
  /\b(?:don't|do not|dont|not|never|avoid\w*|without|won't|rather than|instead of|so we don't have to|if you|if we)\b(?: \w+){0,3} (?:discharg\w*|dc)\b/;
const honestRecord = (whole: string) => HONEST_RECORD.test(whole) && !AVOIDING_DISCHARGE.test(whole);

/**
 * Documentation written toward a verdict rather than toward what is true: a record (chart, note,
 * code, score, certification) plus eligibility (eligible, terminal, declining, qualifies) plus a
 * sign that the clinical truth is otherwise (not terminal, stable, improving, even though) or that
 * the goal is how it looks (look, appear, sound, pass, get through). Honest charting of real decline
 * has the first two parts only, and passes.
 */
function shapedRecord(sentence: string, whole: string): RegExpExecArray | null {
  const record = RECORD.exec(sentence);
  if (!record || !ELIGIBILITY_VERDICT.test(whole)) return null;
  // Recording that a patient does not qualify (a non-admission, a live discharge, "document why")
  // is the honest direction: the "not eligible" in it is the truth being written down.
  if (honestRecord(whole)) return null;
  return CLINICALLY_UNTRUE.exec(sentence) ?? APPEARANCE_GOAL.exec(sentence);
}

/**
 * The same three parts spread over a request ("just say she lost 10%. The weights actually went
 * up."): an instruction to write or say something, the eligibility it serves, and a sign the
 * truth is otherwise, in any sentence.
 */
function shapedAcrossSentences(whole: string): RegExpExecArray | null {
  if (!RECORD.test(whole) && !/\b(?:say|tell|state|sign)\b/.test(whole)) return null;
  if (!ELIGIBILITY_VERDICT.test(whole) || honestRecord(whole)) return null;
  const untrue = CLINICALLY_UNTRUE.exec(whole);
  return untrue && APPEARANCE_GOAL.test(whole) ? untrue : untrue && /\b(?:just|actually|really)\b/.test(whole) ? untrue : null;
}

/** Quotation marks around words ('marketing materials', "associate medical director") and dropped apostrophes ("doesnt") read as plain words. */
function plainWords(text: string): string {
  return text
    .replace(/(^|[\s(])['"]+|['"]+(?=[\s).,!?;:]|$)/g, '$1')
    .replace(/\b(does|do|wo|ca|is|are|did|would|could|should|was|were|has|have)nt\b/g, "$1n't")
    .replace(/\b(what|that|she|he|there|who)s\b/g, "$1's")
    .replace(/\b(they|you|we)re\b/g, "$1're")
    .replace(THANKS_AND_POLICIES, (phrase) => (/polic/.test(phrase) ? 'policy' : 'note'))
    .replace(MEETING_TERMS, 'meeting')
    .replace(CODE_STATUS, 'resuscitation status');
}

/** "Full code", "code status": a patient's resuscitation wishes, not a billing code being shaped. */
const CODE_STATUS = /\b(?:(?:full|no|slow|partial)[- ]code|code status)\b/g;

/**
 * The trade's own names for meetings hold words that elsewhere mean something of value: a
 * manager's "ride-along" with a rep is no ride, and a "care conference" (or family, care-plan, IDT
 * or case conference, a conference call or room) is a meeting about residents, not a trip.
 */
/** A handwritten thank-you card is a note, not a gift; a "gift policy" or "meal policy" is a policy. */
const THANKS_AND_POLICIES =
  /\b(?:(?:hand-?written|thank[- ]you) (?:cards?|notes?)|(?:nominal )?(?:gifts?|meals?|food|entertainment) polic(?:y|ies))\b/g;

const MEETING_TERMS =
  /\b(?:ride[- ]?alongs?|(?:care|family|care[- ]plan(?:ning)?|idt|idg|team|case|patient|resident) conferences?|conference (?:calls?|rooms?|lines?))\b/g;

/** "Not tied to referrals", "never based on volume": a tie that is denied is no tie. */
const withoutDeniedTies = (text: string) =>
  text.replace(
    /\b(?:not|never|nothing|none of it|isn't|aren't|wasn't|no longer|without being)\s+(?:\w+\s+)?(?:tied|linked|based|conditioned|contingent|dependent)\s+(?:on|to|upon)\s+(?:[\w-]+\s+){0,4}?(?:referrals?|volume|admissions?|census|patients)\b/g,
    ' ',
  );

/** When the hospice's own work is done: "our nurse can do the eval that evening, weekends included". */
const HOURS = /\b(?:including |on |over |at )?(?:weekends?|nights?|holidays|evenings?|after hours)\b/g;

/** Why: "no education part" or "skip the in-service" names education only to leave it out. */
const NEGATED_JUST_BEFORE =
  /\b(?:no|not|without|skip(?:ping)?|instead of|rather than|minus|zero|never|nothing)\s+(?:(?:an?|the|any|real|actual|formal)\s+)?$/;

/** The pattern matches somewhere in the text without a negation just before it. */
function affirmed(pattern: RegExp, text: string): boolean {
  const global = new RegExp(pattern.source, 'g');
  for (const match of text.matchAll(global)) if (!NEGATED_JUST_BEFORE.test(text.slice(0, match.index))) return true;
  return false;
}

/** Why: "we can't provide anything of value" or "she asked if we could cater" is not the rep deciding to give. */
const repGives = (text: string) => REP_GIVING.test(text.replace(NOT_REP_GIVING, ' '));

/** Going along with a request rather than turning it down. */
const SAYING_YES =
  /\b(?:say(?:ing)? yes|agree\w* to|go along|accommodat\w*|make (?:it|this|that) work|without (?:breaking|violating|getting caught))\b/;

/** Sentences; "Dr." and "St." do not end one. */
const sentences = (text: string) => text.split(/(?<=(?<!\b(?:dr|mr|mrs|ms|st))[.!?;])\s+|\n+/).filter((sentence) => sentence.trim() !== '');

/** Where the first pattern match starts, or -1. */
const indexOf = (pattern: RegExp, text: string) => text.search(pattern);

/** Is the value at `at` preceded by a negation in its own sentence? */
const negatedBefore = (sentence: string, at: number) => NEGATION.test(sentence.slice(0, at));

/**
 * Staff named as the source's own when the rep speaks to it: "your nurses". (Not "their" or "her":
 * the other hospice's nurse, or "lend her one of our RNs".)
 */
const SOURCE_OWNED = /\b(?:your|the (?:facility|building|unit|floor|practice)'s)\s+(?:[\w-]+\s+)?$/;

/** The hospice (the rep's side) offering to do the work itself. */
const WE_LEND =
  /\b(?:we|i|our (?:team|people|hospice|agency|staff))(?:'ll|'d| will| would| can| could| should| might| are going to)? (?:also |just |gladly )?(?:cover|fill in|work|staff|help|do|run|pick up|take over|send)\b/;

/**
 * Why: "what do your aides do at night?" asks about the facility's own staff; only the hospice's
 * staff (or the rep's side offering to do the work) can be lent.
 */
function namesHospiceStaff(sentence: string, options: GateOptions): boolean {
  // In the objection tool "your CNAs" are the hospice's and "our" may be either side's.
  if (options.spokenByReferralSource) return true;
  for (const match of sentence.matchAll(new RegExp(VALUE_PATTERNS['free-staff'].source, 'g'))) {
    const before = sentence.slice(0, match.index);
    const after = sentence.slice(match.index + match[0].length);
    // Why: "the discharge planner at the hospital said..." is the source speaking, not staff being lent.
    const speaking = SPEAKS.test(after) && !/\b(?:our|my)\s+(?:[\w-]+\s+)?$/.test(before);
    if (!SOURCE_OWNED.test(before) && !speaking) return true;
  }
  return WE_LEND.test(sentence);
}

/** Words after a staff title that make it the person talking: "(at the ortho hospital) said". */
const SPEAKS =
  /^(?: (?:at|from|in|on) (?:the |their |that )?[\w.'-]+(?: [\w.'-]+){0,3})? (?:said|says|told|tells|asked|asks|wants|wanted|mentioned|hinted|called|texted|emailed|keeps (?:saying|asking|hinting))\b/;

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
  const tied = withoutDeniedTies(whole);
  const exchange = EXCHANGE_TIE.test(tied);
  return {
    whole,
    toSource:
      !options.addressedToFamily &&
      (!!options.addressedToReferralSource ||
        REFERRAL_SOURCE.test(whole) ||
        (!!options.spokenByReferralSource && /\b(?:my|me|us|our|we)\b/.test(whole))),
    toPatient: !!options.addressedToFamily || BENEFICIARY.test(whole),
    exchange,
    // Why: a rep asking how to match or top a competitor's value means to out-give it for the source's referrals.
    goal: exchange || GOAL_TIE.test(tied) || (affirmed(COPYING, whole) && COMPETITOR_DOES.test(whole)),
    educational: affirmed(EDUCATION, whole) || COMPLIANCE_APPROVED.test(whole),
  };
}

function valueFinding(sentence: string, facts: RequestFacts, options: GateOptions): GateFinding | undefined {
  const { whole, toSource, toPatient, exchange, goal, educational } = facts;
  const gives =
    options.addressedToReferralSource ||
    options.addressedToFamily ||
    GIVING.test(sentence) ||
    /\b(?:to|for) (?:the |our |my |their |her |his |top |a )?\w+/.test(sentence) ||
    // "...gets something every time they send us one. Pizza, cookies, whatever.": a quid pro quo
    // names the giving once; the things can follow in a fragment of their own.
    exchange;
  const parts = (value: ValueKind, recipient: RegExp) => ({
    value: VALUE_PATTERNS[value].exec(sentence)?.[0],
    recipient: recipient.exec(whole)?.[0],
    tie: (EXCHANGE_TIE.exec(whole) ?? GOAL_TIE.exec(whole))?.[0],
  });
  const beneficiary = (value: ValueKind): GateFinding => ({ reason: 'beneficiary-inducement', value, found: parts(value, BENEFICIARY) });
  const referral = (value: ValueKind): GateFinding => ({ reason: 'referral-inducement', value, found: parts(value, REFERRAL_SOURCE) });

  // "A facility offered my rep a gift basket; can she accept it?": value coming in, not going out.
  const receivedOnly = RECEIVING.test(sentence) && !options.addressedToReferralSource && !options.addressedToFamily;
  const found = (kind: ValueKind) => {
    const at = indexOf(VALUE_PATTERNS[kind], sentence);
    return at >= 0 && !negatedBefore(sentence, at) && !RULES_ABOUT.test(sentence.slice(Math.max(0, at - 60), at)) && !receivedOnly;
  };
  // "Not just our patients": the service reaches people who are not the hospice's own patients.
  // "Not just ours", "whether or not they're on hospice", "not on hospice yet": not the hospice's own patients.
  const beyondOwnPatients =
    /\bnot (?:just|only) (?:for )?(?:ours|(?:our|hospice|the hospice's) (?:own )?patients)\b|\b(?:whether or not (?:they're|they are)|(?:not|aren't|isn't) (?:yet )?) ?on (?:hospice|service)\b/.test(
      whole,
    );
  // ...unless the care is the pitch: a perk for "families on our service" sold as a marketing
  // differentiator is an inducement to choose the hospice, whoever receives it.
  const marketed = /\b(?:differentiator|marketing|selling point|attract\w*|stand out|win (?:more )?families)\b/.test(whole);
  const ownPatientsOnly = !beyondOwnPatients && OWN_PATIENT_CARE.test(whole) && !marketed;
  // Why: "Medicare covers nurse visits, an aide and a hospital bed" describes the benefit, not a gift of staff or equipment.
  const benefitDescribed =
    (COVERED_BY_BENEFIT.test(sentence) || (!!options.addressedToFamily && BENEFIT_TO_FAMILY.test(sentence))) &&
    !/\b(?:also|extra|on top of|beyond|in addition|besides|outside)\b/.test(sentence);

  // Paying a family's bills or handing them gifts, said to the family: an inducement whatever the reason given.
  if (options.addressedToFamily && gives && (found('payment') || found('gift') || found('entertainment'))) {
    return beneficiary(found('payment') ? 'payment' : found('gift') ? 'gift' : 'entertainment');
  }
  if (found('gift') && gives) {
    if (
      toPatient &&
      /\b(?:choos\w*|chose|pick\w*|sign\w*|elect\w*|switch\w*|transfer\w*|stay\w*|match\w*)\b/.test(whole) &&
      !/\b(?:dons?|case managers?|doctors?|physicians?|discharge planners?)\b/.test(whole)
    )
      return beneficiary('gift');
    if (toSource || goal) return referral('gift');
  }
  const contractedPayment = (CONTRACTED_PAYMENT.test(sentence) && !goal) || (LEGIT_ARRANGEMENT.test(whole) && !exchange);
  // "Who pays the rent?" asks about coverage.
  const coverageQuestion = PAYER_QUESTION.test(sentence) && !exchange;
  // Why: "is the cap per patient? are we over?" is the hospice's own Medicare money, paid to no one who refers.
  const ownMedicarePayment = PAYER.test(sentence) && !toSource && !HANDING_OVER.test(sentence);
  if (
    found('payment') &&
    (exchange || !PAYER.test(sentence)) &&
    !ownMedicarePayment &&
    !OWN_PAY.test(whole) &&
    !contractedPayment &&
    !coverageQuestion
  ) {
    if (toSource || exchange) return referral('payment');
    if (toPatient && goal) return beneficiary('payment');
  }
  // (A trip in a rep's own travel plan is not entertainment given: the sentence must give it.)
  if (found('entertainment') && (GIVING.test(sentence) || exchange || options.addressedToReferralSource)) {
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
  if (found('free-staff') && namesHospiceStaff(sentence, options) && !ownPatientsOnly && !benefitDescribed && !EDUCATION.test(sentence)) {
    const lends =
      /\b(?:send|sending|provide|providing|lend|lending|loan|loaning|give|giving|offer|offering|assign|assigning|put|let|have|share|sharing|pick up|picking up|cover|covering|work|working|help|helping|stay|staying|do|doing|run|running|drive|driving)\b/.test(
        sentence,
      ) || FREE.test(sentence);
    // Why: an admissions nurse doing the hospice's own evaluation of a referred patient is not lent to the facility.
    // (The hours it is done at, "weekends included", are then the hospice's hours, not a facility shift.)
    const facilityWork = HOSPICE_OWN_WORK.test(sentence)
      ? sentence.replace(new RegExp(HOSPICE_OWN_WORK.source, 'g'), ' ').replace(HOURS, ' ')
      : sentence;
    if (lends && STAFF_FOR_FACILITY.test(facilityWork)) return referral('free-staff');
  }
  if (found('free-equipment') && (FREE.test(sentence) || GIVING.test(sentence)) && !ownPatientsOnly && !benefitDescribed) {
    if (toSource && (FREE.test(sentence) || goal)) return referral('free-equipment');
    if (toPatient && goal) return beneficiary('free-equipment');
  }
  // Travel, lodging, conference and CME costs: paying them for someone who refers is remuneration,
  // whatever it is called. A rep's own travel is the employer's business (OWN_PAY).
  // ("She asked about respite so she can travel": a trip someone takes is not a trip someone pays for.)
  if (
    found('travel-or-cme') &&
    (GIVING.test(sentence) || FREE.test(sentence) || exchange) &&
    !benefitDescribed &&
    !OWN_PAY.test(whole) &&
    !/\b(?:my|our) own\b/.test(sentence)
  ) {
    if (toSource || goal) return referral('travel-or-cme');
  }
  // A service of any kind (a volunteer doing hair, rides, activities, office help) done for free or
  // to win referrals, for anyone who is not the hospice's own patient.
  const serves =
    gives || /\b(?:do|does|doing|did|run|runs|running|offer\w*|host\w*|set up|cover\w*|staff\w*|lead\w*|help\w*)\b/.test(sentence);
  if (found('free-service') && serves && !ownPatientsOnly && !benefitDescribed && (FREE.test(sentence) || goal)) {
    if (toSource || goal) return referral('free-service');
    if (toPatient) return beneficiary('free-service');
  }
  if (found('discount') && goal && (exchange || !PAYER.test(sentence))) {
    if (toPatient && !toSource) return beneficiary('discount');
    return referral('discount');
  }
  // A paid title (medical director, consultant, speaker) is lawful at fair market value for real
  // work; tied to referrals it is a kickback.
  // Written, at fair market value, for defined duties and not tied to referrals: the lawful form.
  if (found('paid-role') && goal && (exchange || !LEGIT_ARRANGEMENT.test(whole))) return referral('paid-role');
  // "How do I reward my top referrers?": value without naming it.
  if (
    /\b(?:reward|rewarding|incentiv\w*|compensat\w*|perks?)\b/.test(sentence) &&
    (exchange || goal) &&
    toSource &&
    !negatedBefore(sentence, sentence.search(/\b(?:reward|incentiv|compensat|perk)/))
  ) {
    return referral('payment');
  }
  // Anything done or handed over free ("on us", "at no charge") for someone who is not the
  // hospice's own patient, aimed at referrals: the thing need not be on any list.
  // ("Free to choose" and "feel free" are not about price.)
  const freeAt = sentence.search(
    /\b(?:for free|free of charge|at no (?:cost|charge)|no charge|on us|on the house|complimentary|donat\w+|(?<!feel )free\b(?! to\b))/,
  );
  if (freeAt >= 0 && !negatedBefore(sentence, freeAt) && serves && goal && !ownPatientsOnly && !benefitDescribed) {
    if (toSource) return referral('free-service');
    if (toPatient) return beneficiary('free-service');
  }
  return undefined;
}

/** Money going to someone ("give the family cash back", "pay the CM"), as against the hospice's own payments. */
const HANDING_OVER =
  /\b(?:give|gives|gave|giving|hand\w*|offer\w*|cash back|kick ?backs?|slip|tip|pay(?:ing)? (?:the|them|her|him|a|an|our|their|every|each)\b)/;

/** The gate's verdict on one piece of request text; undefined means it may go to the coach. */
export function checkRequest(text: string, options: GateOptions = {}): GateFinding | undefined {
  const whole = plainWords(normalizeText(text).toLowerCase().replace(/[’‘]/g, "'"));
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
  // Why: "she hinted at gifts; politely clarify we can't provide anything of value" asks for the no itself.
  const turningDown =
    REQUESTED.test(whole) && ((RESPONDING.test(whole) && /\b(?:how|what|when|if)\b/.test(whole)) || DECLINING_REPLY.test(whole));
  // ...unless the question is how far one can go ("how much can we give before it's an AKS
  // problem"), or the value is tied to referrals in the same request.
  // "Is it ok to...?" is a question about the rules only when nothing in it aims at referrals.
  const tied = withoutDeniedTies(whole);
  const aimedAtReferrals =
    EXCHANGE_TIE.test(tied) || GOAL_TIE.test(tied.replace(/\breferral (?:sources?|partners?|relationships?)\b/g, ' '));
  const askingTheLaw =
    (LAW_TERMS.test(whole) || (PERMISSION_QUESTION.test(whole) && !aimedAtReferrals)) &&
    !LAW_LIMIT_SEEKING.test(whole) &&
    !EXCHANGE_TIE.test(tied);
  // "Can I bring donuts, or is that a kickback?" asks permission; "I'll give her $50, is that legal?" has decided.
  const repHasDecided = repGives(askingTheLaw ? whole.replace(/\b(?:can|should|could|may) (?:i|we)\b/g, ' ') : whole);
  const valueMayPass = (turningDown || askingTheLaw) && !repHasDecided;
  // "The other hospice gives the DON gift cards, how do I compete?": someone else's conduct.
  // The competitor must be the sentence's subject (near its start), and not the model to copy ("how other hospices pay...").
  const othersConduct = (sentence: string) => {
    const at = sentence.search(COMPETITOR_DOES);
    // The rep's own giving elsewhere in the request is checked in its own sentence, unless it copies the competitor ("do the same").
    return at >= 0 && at <= 40 && !/\b(?:how|ways?|what)\b/.test(sentence.slice(0, at)) && !repGives(sentence) && !affirmed(COPYING, whole);
  };
  // A source asking what the hospice will give for referrals: the answer is a scripted no, whoever types it.
  // When the rep also means to give ("she asked what's in it for her; I'll offer $25"), the rep's plan is the finding.
  const solicited = askingTheLaw
    ? null
    : (SOLICITATION.exec(whole) ?? (EXCHANGE_TIE.test(whole) || GOAL_TIE.test(whole) ? SOLICITATION_IF_TIED.exec(whole) : null));
  // "The other hospice brings us lunch; why would we switch?" asks what makes the hospice
  // different: a coaching question, unless the source also asks for the same ("can you match that?").
  // Telling what another hospice gives ("the other hospice sends us pizza; you're never here") is a
  // complaint to answer, unless they ask for the same or tie it to referrals.
  const asksOrTies = ASKED_OF_US.test(whole) || aimedAtReferrals;
  const comparingOnly =
    solicited && COMPETITOR_DOES.test(solicited[0]) && (!asksOrTies || (DIFFERENTIATION.test(whole) && !ASKED_OF_US.test(whole)));
  // "What's in it for us if we switch to you?" names nothing of value and no referrals: the answer
  // is the care, which the coach gives. Tied to referrals, or with a thing named, it is solicitation.
  const switchOnly =
    solicited &&
    /in it for|what do (?:we|i) get|what (?:her|his|their|the|our) (?:\w+ )?gets?/.test(solicited[0]) &&
    !ANY_VALUE.test(whole) &&
    !/\b(?:referr\w*|send\w*|patients|residents|pts)\b/.test(whole);
  const solicitation: GateFinding | undefined =
    solicited && !comparingOnly && !switchOnly ? { reason: 'solicitation', found: { phrase: solicited[0] } } : undefined;
  // "The DON asked me 'what's in it for us', how do I answer?": the rep asks how to turn it down,
  // which is the coaching question the solicitation script would only half answer.
  // ("How to say yes without breaking AKS" asks how to comply with it: that is not turning it down.)
  const decliningSolicitation = turningDown && !repGives(whole) && !SAYING_YES.test(whole);
  if (solicitation && !decliningSolicitation) return solicitation;
  let facts: RequestFacts | undefined;
  const shapedWhole = turningDown ? null : shapedAcrossSentences(whole);
  if (shapedWhole) return { reason: 'eligibility', found: { phrase: shapedWhole[0] } };
  for (const sentence of sentences(whole)) {
    const shaped = FALSE_DOCUMENTATION.exec(sentence) ?? shapedRecord(sentence, whole);
    if (shaped && !turningDown) return { reason: 'eligibility', found: { phrase: shaped[0] } };
    if (valueMayPass || othersConduct(sentence)) continue;
    facts ??= readFacts(whole, options);
    const finding = valueFinding(sentence, facts, options);
    if (finding) return finding;
  }
  return decliningSolicitation ? undefined : solicitation;
}
