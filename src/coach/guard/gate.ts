/**
 * The compliance gate on a rep's request, run by the engine before any provider (Gemini, the
 * server's offline coach and the offline coach in the browser all sit behind it). A request to
 * give or promise something of value to a referral source or patient in connection with
 * referrals, to hide such a thing, or to make an ineligible patient look eligible is answered with
 * a refusal (see refusal.ts), never with a plan, email or script.
 *
 * Rules, not a model: the gate must run offline in the browser in well under a millisecond and
 * say exactly why it refused. It reads one sentence at a time (a negation, "we can't give gifts",
 * only covers its own clause) and the whole request for who receives the value and why, after
 * reading a rep's phone spelling as the words it stands for.
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
  ALTER,
  QUALIFY_GOAL,
  KEEP_ON_SERVICE,
  CHOICE_TIE,
  STILL_ABLE,
  PASS_REVIEW,
  MEASURE,
  FINDING,
  OVERSTATE,
  DEFAULTED,
  GOING_ALONG,
  PUBLIC_COMMUNITY,
  FACILITY_PEOPLE,
  SHAM_ROLE,
  HOSPICE_CARE,
  TELLING,
  RATE_BENCHMARK,
  NOT_VALUE,
  OWN_TRAVEL,
  HARMLESS_THING,
  LAW_ROUTE,
  SHORTHAND,
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
  /** Found by the learned screen (learned-screen.ts) rather than by a rule: no one phrase to quote. */
  learned?: boolean;
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
  /\b(?:don't|do not|dont|not|never|avoid\w*|without|won't|rather than|instead of|so we don't have to|if you|if we)\b(?: \w+){0,4} (?:discharg\w*|dc)\b/;
/**
 * Why: "he wanted to dc bc she's improved; say we'll note continued decline to support the recert":
 * decline written down where the request itself says the patient improved is no honest record, whatever
 * discharge words are near it.
 */
const DECLINE_WRITTEN =
  /\b(?:not(?:e|es|ing)|document(?:s|ing)?|chart(?:s|ing)?|writ(?:e|es|ing)|record(?:s|ing)?|put(?:s|ting)?|say(?:s|ing)?|show(?:s|ing)?) (?:[\w-]+ ){0,3}?(?:continued |ongoing |further |more |increased |decreased )?(?:decline|declining|worsening|deteriorat\w*|progression|eating less|appetite|sleeping|sleep|weight loss|losing weight|confusion|falls)\b/;
// (Nor is a note written for how it reads, "so it reads like decline so we don't lose her", whatever honest word is near.)
const honestRecord = (whole: string) =>
  HONEST_RECORD.test(whole) &&
  !AVOIDING_DISCHARGE.test(whole) &&
  !(DECLINE_WRITTEN.test(whole) && CLINICALLY_UNTRUE.test(whole)) &&
  !APPEARANCE_GOAL.test(whole) &&
  // (Nor a discharge named as what the record is to avoid: "so we don't have to do a live discharge".)
  !KEPT_ON_AS_PURPOSE.test(whole) &&
  !/\b(?:don't|do not|not|never) lose (?:her|him|them|the (?:patient|pt|days))\b/.test(whole);

/**
 * Keeping a patient on service named as the purpose ("so we don't have to discharge her", "to avoid
 * the live discharge"); someone's wish reported ("the son wants him kept on") is not the rep's aim.
 */
const KEPT_ON_AS_PURPOSE = new RegExp(
  `\\b(?:so|to|in order to|help(?:s|ing)? (?:her|him|them))\\b(?: [\\w'/-]+){0,5}? ${KEEP_ON_SERVICE.source}`,
);

/**
 * Documentation written toward a verdict rather than toward what is true: a record (chart, note,
 * code, score, certification) plus eligibility (eligible, terminal, declining, qualifies) plus a
 * sign that the clinical truth is otherwise (not terminal, stable, improving, even though) or that
 * the goal is how it looks (look, appear, sound, pass, get through). Honest charting of real decline
 * has the first two parts only, and passes.
 */
function shapedRecord(sentence: string, whole: string): RegExpExecArray | null {
  // Why: "his PPS went up to 60. What does that mean for his recert?" reports a measure; a record is
  // shaped only when one is being written besides the truth reported.
  const untrueSaid = CLINICALLY_UNTRUE.exec(sentence.replace(HYPOTHETICAL, ' '));
  // Why: "cardiologist says EF is 25 so pt doesn't qualify - isn't under 20 required?" reports
  // someone's verdict to question it; with nothing being written, it shapes no record.
  if (untrueSaid && reportedOnly(sentence, untrueSaid.index, whole)) return null;
  const record = RECORD.exec(untrueSaid ? sentence.replace(untrueSaid[0], ' ') : sentence);
  if (!record || !namesVerdict(whole)) return null;
  // Why: "he has actually improved, his weight is up, so he may not qualify" reports a measure beside
  // the truth; with nothing written, charted or said in the request, no record is being made.
  if (untrueSaid && MEASURE_ONLY.test(record[0]) && !ACTS_ON_RECORD.test(whole)) return null;
  // Recording that a patient does not qualify (a non-admission, a live discharge, "document why")
  // is the honest direction: the "not eligible" in it is the truth being written down.
  if (honestRecord(whole)) return null;
  if (untrueSaid) return untrueSaid;
  const altered = alteredRecord(sentence);
  if (altered) return altered;
  // Why: "the ALF director says she's a FAST 6 so she qualifies now. is 6 enough?": the "so she
  // qualifies" is someone's conclusion being questioned, not the purpose of anything written.
  const aim = APPEARANCE_GOAL.exec(sentence) ?? VERDICT_AS_PURPOSE.exec(sentence);
  if (aim && writesTheValueFound(aim, whole)) return null;
  return aim && reportedOnly(sentence, aim.index, whole) ? null : aim;
}

/**
 * Why: "KPS was 70 last month and it's 40 now, so we'll chart 40": the value charted is the one the
 * request reports as found, which is honest charting of a change, not a score chosen for the verdict.
 */
function writesTheValueFound(aim: RegExpExecArray, whole: string): boolean {
  const written = /(\d{1,3}[a-c]?)\s*$/.exec(aim[0])?.[1];
  if (!written || CLINICALLY_UNTRUE.test(whole)) return false;
  const found = new RegExp(
    `\\b(?:is|'s|are|'re|scored|measured|came (?:in |back )?at|dropped to|down to|fell to|declined to)\\s+(?:(?:a|an|at|now|only|about|around|down to|to|fast|pps|kps)\\s+)*${written}\\b`,
    'g',
  );
  return [...whole.matchAll(found)].some((match) => match.index !== aim.index && !aim[0].includes(match[0]));
}

/** A record word that is only a clinical measure ("weight", "PPS"): reported, it writes nothing. */
const MEASURE_ONLY = new RegExp(`^(?:${MEASURE.source})$`);

/**
 * Someone else's claim, reported to be checked: reported speech earlier in the sentence than the
 * finding, and nothing in the request being written, signed or said by the rep.
 */
// (The reporting verbs themselves are not the rep writing: "is saying"; the rep's own "what do I say" is.
// A way around the verdict, "get her on under debility anyway", is the rep's own aim.)
const reportedOnly = (sentence: string, at: number, whole: string) =>
  REPORTED_SPEECH.test(sentence.slice(0, at)) && !WRITING.test(whole.replace(/\b(?:says|said|saying)\b/g, ' ')) && !WORKAROUND.test(whole);

/**
 * Why: "we don't keep people on who don't qualify" says the hospice does not do it: the practice
 * named under a negation is the honest policy, not a request.
 */
function affirmedFalseDocumentation(sentence: string): RegExpExecArray | null {
  const match = FALSE_DOCUMENTATION.exec(sentence);
  return match && /\b(?:don't|do not|never|won't|will not|doesn't|does not)\s+$/.test(sentence.slice(0, match.index)) ? null : match;
}

/** Someone else's words being reported: "the cardiologist says...", "according to the DON". */
// (Every tense and listener: "keeps telling me", "told the family", "is saying", "was claiming".)
const REPORTED_SPEECH =
  /\b(?:says?|said|saying|(?:told|tells?|telling) (?:me|us|her|him|them|the \w+|(?:her|his|their|our|my) \w+)|thinks?|thinking|thought|claims?|claimed|claiming|according to|insists?|insisted|insisting)\b/;
/** A record being written, signed or argued for anywhere in the request ("tell him our nurse can find enough in the assessment"). */
// (Every form: "a narrative saying she's bedbound", "signed today", "include".)
const WRITING =
  /\b(?:writ(?:e|es|ing|ten)|wrote|chart\w*|document\w*|put|notes?|record\w*|sign(?:s|ed|ing)?|cod(?:e|ed|ing)|word(?:ed|ing)?|tell|say(?:ing)?|assessment|narrative|include\w*|make it work)\b/;

/**
 * Why: "tweak the sats in the notes", "go back and rewrite last quarter's recert notes": a verb that
 * alters what a record says (ALTER), acting on a record or a clinical measure a few words on, is
 * shaping whatever reason is given; observing and charting have their own verbs.
 */
const ALTERED_RECORD = new RegExp(`${ALTER.source}\\s+(?:[\\w'/-]+\\s+){0,5}?${RECORD.source}`);

/** An altered record: the verb then the record, or a verb phrase that names the record itself ("copy the last note into"). */
function alteredRecord(sentence: string): RegExpExecArray | null {
  const direct = ALTERED_RECORD.exec(sentence);
  if (direct) return direct;
  for (const match of sentence.matchAll(everywhere(ALTER))) if (RECORD.test(match[0])) return match;
  return null;
}

/** The same with the record named earlier and pointed back to: "she's a FAST 6b, can we nudge it up to a 7?" */
const ALTERED_VALUE = new RegExp(
  `${ALTER.source}(?:\\s+(?:it|them|that|those|this|hers?|his|theirs))?\\s+(?:up|down|higher|lower|(?:up |down )?to (?:a |an )?\\d)`,
);

/**
 * Why: "fudge the weights", "nudge it up to a 7" (after naming the FAST): a clinical measure altered
 * is falsified whatever it is for, so no eligibility word is needed. Rewriting or recoding may be a
 * correction, and still needs one (shapedRecord).
 */
const ALTERED_MEASURE = new RegExp(`${ALTER.source}\\s+(?:[\\w'/-]+\\s+){0,4}?${MEASURE.source}`);
function alteredMeasure(sentence: string, whole: string): RegExpExecArray | null {
  if (honestRecord(whole)) return null;
  const direct = ALTERED_MEASURE.exec(sentence);
  const pointed = MEASURE.test(whole) ? ALTERED_VALUE.exec(sentence) : null;
  const altered = direct ?? pointed;
  if (altered && !/^re-?[a-z]/.test(altered[0])) return altered;
  // Why: "pull the weight from 3 months ago into today's note, it makes her look like she lost more":
  // a measure in the sentence and the look as the aim.
  const aim = MEASURE.test(sentence) && RECORD.test(sentence) ? APPEARANCE_GOAL.exec(sentence) : null;
  return aim && (reportedOnly(sentence, aim.index, whole) || writesTheValueFound(aim, whole)) ? null : aim;
}

/**
 * Why: "so the PPS scores show decline", "so we can get her in", "so she meets the LCD": the verdict
 * named as what the record is for, whoever or whatever the subject of the clause is. (A bare "to
 * qualify" is not: "what documentation is needed to qualify?" asks what the rules are.)
 */
// ("Cardiologist says EF is 25 so pt doesn't qualify" is a conclusion someone drew: a verdict denied is no purpose.)
const VERDICT_AS_PURPOSE = new RegExp(
  `\\bso (?:that )?(?:(?!(?:doesn't|does not|don't|do not|won't|will not|isn't|is not|can't|cannot|never|not)\\b)[\\w'/-]+ ){0,5}?(?:will |would |can |could |might )?${QUALIFY_GOAL.source}`,
);

/**
 * Why: "if she gets better she can stop hospice", "if he doesn't meet criteria, you'll know today": a
 * state named only as a condition is a hypothetical, not the truth set against the record. ("Even if
 * she doesn't qualify" concedes it, and still counts.)
 */
const HYPOTHETICAL =
  /\b(?<!even )(?:if|once|unless|in case|whether or not|whether) (?:he|she|they|the (?:patient|resident|pt)|a (?:patient|resident)|someone|your (?:patient|resident)|it)\b[^,.;?!]{0,50}/g;

/** Why: "so the MD will sign", "so she meets the LCD": a purpose clause names the verdict without the word "eligible". */
// (So does a review the record is to get past: "so the MAC doesn't kick it back".)
const namesVerdict = (whole: string) =>
  ELIGIBILITY_VERDICT.test(whole) || VERDICT_AS_PURPOSE.test(whole) || PASS_REVIEW.test(whole) || KEEP_ON_SERVICE.test(whole);

/**
 * The same three parts spread over a request ("just say she lost 10%. The weights actually went
 * up."): an instruction to write or say something, the eligibility it serves, and a sign the
 * truth is otherwise, in any sentence.
 */
function shapedAcrossSentences(whole: string): RegExpExecArray | null {
  if (!RECORD.test(whole) && !/\b(?:say|tell|state|sign)\b/.test(whole)) return null;
  if (plainEligibilityQuestion(whole)) return null;
  if (!namesVerdict(whole) || honestRecord(whole)) return null;
  // Why: "if she doesn't meet FAST 7, can we just code debility instead to get her in?": a condition
  // that the request then works around toward admission is the truth it concedes, no hypothetical.
  const workaround = WORKAROUND.test(whole) && QUALIFY_GOAL.test(whole);
  const conceded = workaround ? whole : whole.replace(HYPOTHETICAL, ' ');
  // Why: "she walks to the mailbox daily, sats 95 on RA; can we put dyspnea on the intake?": what the
  // patient can still do concedes the truth too, but only beside a sign of shaping (a patient may be
  // independent and still eligible, so it never counts alone).
  const untrue = CLINICALLY_UNTRUE.exec(conceded);
  const able = untrue ? null : STILL_ABLE.exec(conceded);
  // (Someone's verdict reported to be questioned is no truth set against a record: see shapedRecord.)
  const start = untrue ? sentenceStart(whole, untrue.index) : 0;
  if (untrue && reportedOnly(whole.slice(start), untrue.index - start, whole)) return null;
  // Why: "he doesn't meet the LCD. Our team can tweak the sats in the notes": the truth in one
  // sentence, the record altered toward the verdict in the next.
  // (And so is decline to be written where the request says the patient improved.)
  const shaping =
    PRESSURE_TO_CERTIFY.test(whole) ||
    FINDING_WRITTEN.test(whole) ||
    ADMISSION_AS_PURPOSE.test(whole) ||
    APPEARANCE_GOAL.test(whole) ||
    !!alteredRecord(whole) ||
    ALTERED_VALUE.test(whole) ||
    VERDICT_AS_PURPOSE.test(whole) ||
    // Why: "he's been stable all year; how should the narrative read so the claim isn't denied": getting
    // past review, with the truth conceded, is what the record is shaped for.
    PASS_REVIEW.test(whole) ||
    KEPT_ON_AS_PURPOSE.test(whole) ||
    DECLINE_WRITTEN.test(whole);
  // ("She's stable. How do I get him to sign anyway?": "anyway" sets the record against the truth too.)
  // (Not "or just": "is EF under 20% required or just helpful?" weighs two readings of a rule.)
  // (Only when something is written, signed or said: "your dad has actually improved, his weight is up,
  // so he may not qualify" tells the family the truth, and a measure reported is no record made.)
  const ableAt = able ? sentenceStart(whole, able.index) : 0;
  if (able && shaping && !reportedOnly(whole.slice(ableAt), able.index - ableAt, whole)) return able;
  return untrue && shaping
    ? untrue
    : untrue && /\b(?<!or )(?:just|actually|really|anyway|anyways|regardless)\b/.test(whole) && ACTS_ON_RECORD.test(whole)
      ? untrue
      : null;
}

/**
 * Why: "ask him to add 'air hunger' to his note though she's on room air": a finding written into a
 * record, in a request that concedes the truth is otherwise, is the record shaped toward the verdict.
 */
const FINDING_WRITTEN = new RegExp(
  `\\b(?:add|put|writ|chart|document|includ|list|insert|enter|mention|note)\\w* (?:in |down |on )?(?:[\\w'/-]+ ){0,4}?${FINDING.source}`,
);
/** "...so we can admit her this week": admission as the purpose, which the truth conceded elsewhere in the request does not support. */
const ADMISSION_AS_PURPOSE =
  /\bso (?:that )?(?:we|they|i|you) (?:can|could|will|'ll|might) (?:admit|enroll|take|sign (?:him|her|them) (?:up|on)|get (?:him|her|them) (?:on|in))\b/;

/**
 * Why: "maybe play up the dyspnea", "can we exaggerate her falls a bit": a finding made bigger than it
 * is, in a request that names eligibility, shapes the record whatever is written. (Someone else's
 * overstatement reported, "the family plays up her pain", is theirs, not the rep's plan.)
 */
const OVERSTATED_FINDING = new RegExp(
  `(?:${OVERSTATE.source}|${ALTER.source})\\s+(?:[\\w'/-]+\\s+){0,3}?(?:${FINDING.source}|${MEASURE.source})`,
);
// (Someone's habit, "the DON tends to", "the family keeps", or a verb in its third person, "she plays up".)
const THIRD_PARTY_ACTING =
  /\b(?:(?:family|families|daughter|son|wife|husband|spouse|patient|resident|caregiver|she|he|they|(?:she|he|they)'(?:s|re))(?: (?:is|are|was|were|keeps?|tends? to|likes? to|always|may be|might be|has been))?|(?!(?:i|we|you|let's)\b)[\w']+ (?:(?:tends?|likes?|seems?|tries|tried|keeps?|always|often|usually|sometimes|is|are|was|were|has been|have been)\s+(?:to\s+)?)+)\s*$/;
const THIRD_PERSON_VERB = /^(?:plays|talks|exaggerates|inflates|overstates|oversells|overplays|embellishes|amps|cranks|hypes)\b/;
function overstatedFinding(sentence: string, whole: string): RegExpExecArray | null {
  const overstated = OVERSTATED_FINDING.exec(sentence);
  if (!overstated || !namesVerdict(whole) || honestRecord(whole)) return null;
  const reported = THIRD_PARTY_ACTING.test(sentence.slice(0, overstated.index)) || THIRD_PERSON_VERB.test(overstated[0]);
  return reported || negatedBefore(sentence, overstated.index) ? null : overstated;
}

/**
 * Why: "build an admission form with 'weight loss' and 'PPS 40' checked by default": a finding entered
 * before anyone assesses the patient is no observation. (Demographics filled in ahead are not findings.)
 */
function defaultedFinding(sentence: string, whole: string): RegExpExecArray | null {
  const defaulted = DEFAULTED.exec(sentence);
  // ("...and correct it later" is part of the default, not an honest correction.)
  if (!defaulted || honestRecord(whole.replace(everywhere(DEFAULTED), ' '))) return null;
  // ("Intake" is a measure, what a patient eats, and also the hospice's intake team: alone it names no finding.)
  const measured = [...sentence.matchAll(everywhere(MEASURE))].some((match) => match[0] !== 'intake');
  return FINDING.test(sentence) || measured ? defaulted : null;
}

/**
 * Why: "chart them at FAST 7 even if they're a 6": a value written beside another value the request
 * concedes is the true one. (A value that changed over time is a new finding, as in otherValueWritten.)
 */
const CONCEDED_VALUE =
  /\beven (?:if|though|tho|when) (?:she|he|they|it|the (?:patient|resident)s?)(?:'s|'re| is| are)? (?:(?:really|actually|only|just|still|a|an|at|stage|class|fast|pps|kps|nyha)\s+)*(\d+[a-f]?|iv|iii|ii)\b(?!\s*(?:years?|yo|y\/o|lbs?|pounds|kg|%|months?|weeks?|days?))/;
const MEASURE_VALUE = /\b(?:fast|pps|kps|nyha|ecog|stage|class)(?: (?:stage|class|score|of|at|as))? (\d+[a-f]?|iv|iii|ii)\b/g;
function concededValue(whole: string): RegExpExecArray | null {
  const conceded = CONCEDED_VALUE.exec(whole);
  if (!conceded || !ACTS_ON_RECORD.test(whole)) return null;
  // ("Even if she's a 50 today" dates the concession itself; only a time elsewhere reports a change.)
  const elsewhere = whole.replace(new RegExp(`${CONCEDED_VALUE.source}(?:\\s+(?:now|today|this (?:week|visit|morning)))?`), ' ');
  if (VALUE_OVER_TIME.test(elsewhere)) return null;
  for (const written of whole.matchAll(MEASURE_VALUE)) if (written[1] !== conceded[1]) return conceded;
  return null;
}

/**
 * Why: "the oncologist has her at KPS 60 but the RN is going to put 40", "her FAST is really more like
 * 5; if we chart a 7...": a measure's value as someone found it, and another value the request means
 * to write, is a record shaped away from the finding, whatever verdict is named.
 */
const STATED_VALUE =
  /\b(?:really|actually|honestly|truly|more like|closer to|says?|said|found|measured|scored|has (?:him|her|them) (?:at|as))\s+(?:(?:a|an|at|class|stage|nyha|pps|fast|kps|ecog|score|of|more like|about|around|only|honestly|really|actually)\s+){0,3}(\d+[a-c]?|iv|iii|ii)\b/g;
const VALUE_OVER_TIME = /\b(?:last (?:visit|week|month|time)|previous(?:ly)?|prior|used to|ago|now|today|this (?:week|visit|morning))\b/;
const VALUE_TO_WRITE =
  /\b(?:going to|gonna|will|'ll|if (?:we|i|she|he|they)|can (?:we|i)|should (?:we|i)|could (?:we|i)|just|let's|want(?:s)? to|plan(?:s|ning)? to)\s+(?:[\w'-]+\s+){0,2}?(?:writ(?:e|es|ing)|chart(?:s|ing)?|document(?:s|ing)?|put(?:s|ting)?|scor(?:e|es|ing)|cod(?:e|es|ing)|mark(?:s|ing)?|record(?:s|ing)?|enter(?:s|ing)?|list(?:s|ing)?|call it)\s+(?:[\w'/-]+\s+){0,5}?(?:class |stage |a |an |at |as )?(\d+[a-c]?|iv|iii|ii)\b/g;
function otherValueWritten(whole: string): RegExpExecArray | null {
  if (!MEASURE.test(whole) && !/\b(?:stage|class)\b/.test(whole)) return null;
  // (A value that changed over time is a new finding: "it said 40 last visit, if it's 30 today we chart 30".)
  if (VALUE_OVER_TIME.test(whole)) return null;
  const stated = new Set([...whole.matchAll(STATED_VALUE)].map((match) => match[1]));
  if (stated.size === 0) return null;
  for (const written of whole.matchAll(VALUE_TO_WRITE)) if (!stated.has(written[1])) return written;
  return null;
}

/**
 * Why: "we document PPS 30 at the first visit regardless", "tell them we'll keep her on no matter what":
 * a score or a stay on service fixed before, and whatever, the findings is no honest record. ("Regardless
 * of insurance" is not this, nor a wish someone else reports: "the son wants her kept on no matter what".)
 */
const REGARDLESS =
  /\b(?:regardless(?! of)|no matter what|whatever (?:she|he|they|it|the \w+) (?:shows?|finds?|says?|looks? like|scores?))\b/;
function verdictRegardless(sentence: string, whole: string): RegExpExecArray | null {
  const regardless = REGARDLESS.exec(sentence);
  // (No honest direction excuses it: "will you discharge her? ... we'll keep her on no matter what".)
  if (!regardless || !namesVerdict(whole)) return null;
  if (/\b(?:wants?|wanted|asks?|asked|hopes?|hoping|insists?|insisted|says?|said|begs?|begged)\b/.test(sentence.slice(0, regardless.index)))
    return null;
  const fixedScore = ACTS_ON_RECORD.test(sentence) && MEASURE.test(sentence);
  return fixedScore || QUALIFY_GOAL.test(sentence) ? regardless : null;
}

/**
 * Why: "stroke pt PPS 50, still eating fine, no wt loss. does she qualify?": asking whether a patient
 * qualifies, with the facts as they are and nothing to be written, coded or signed, is the honest
 * eligibility question the coach exists to answer.
 */
const ASKS_IF_ELIGIBLE =
  /\b(?:does|would|will|is|could|can|do) (?:s?he|they|the (?:pt|patient|resident)|this (?:pt|patient|resident)|mom|dad|(?:my|our) (?:pt|patient|resident)) (?:\w+ )?(?:qualify|be eligible|eligible|appropriate|hospice appropriate|meet (?:the )?(?:criteria|lcd|guidelines))\b/;
const ACTS_ON_RECORD =
  /\b(?:chart\w*|document\w*|writ\w*|wrote|not(?:e|es|ed|ing)|cod(?:e|es|ed|ing)|sign\w*|put|list\w*|say|said|word\w*|phras\w*|scor(?:e|ed|ing)|round\w*|tweak\w*|adjust\w*|show\w*|make (?:it|him|her|them) (?:look|seem|read))\b/;
const plainEligibilityQuestion = (whole: string) => ASKS_IF_ELIGIBLE.test(whole) && !ACTS_ON_RECORD.test(whole);

/** A way around the rules asked for: "just code it as...", "...instead", "anyway". */
const WORKAROUND = /\b(?:instead|anyway|anyways|regardless|just (?:code|list|put|use|chart|write|call|document))\b/;

/**
 * Why: "she's stable; how do I push him to sign the CTI", "he won't recert her, she's improved; how do I
 * get him to sign": pressing the certifying physician past their own judgment, with the truth stated,
 * shapes the certification as much as rewording a note does.
 */
const PRESSURE_TO_CERTIFY =
  /\b(?:push|pressure|convince|talk|get|make|lean on|lean)\w* (?:him|her|them|the (?:doc|doctor|md|physician|hospitalist|attending|medical director|med director)) (?:into |to )(?:sign|certify|recert\w*)/;

/** Quotation marks around words ('marketing materials', "associate medical director") and dropped apostrophes ("doesnt") read as plain words. */
function plainWords(text: string): string {
  const unquoted = text.replace(/(^|[\s(])['"]+|['"]+(?=[\s).,!?;:]|$)/g, '$1');
  // Why: reps type on phones ("im gonna offer", "pts", "w/", "tix"); every list reads the full words.
  return (
    SHORTHAND.reduce((words, [pattern, full]) => words.replace(pattern, full), unquoted)
      .replace(/\b(does|do|wo|ca|is|are|did|would|could|should|was|were|has|have)nt\b/g, "$1n't")
      .replace(/\b(what|that|she|he|there|who)s\b/g, "$1's")
      .replace(/\b(they|you|we)re\b/g, "$1're")
      .replace(THANKS_AND_POLICIES, (phrase) => (/polic/.test(phrase) ? 'policy' : 'note'))
      .replace(MEETING_TERMS, 'meeting')
      .replace(CODE_STATUS, 'resuscitation status')
      // Why: "pay attention", "pay them a visit", "a free-standing practice" hold a word of value and no value.
      .replace(NOT_VALUE, 'heed')
  );
}

/** A request as the gate reads it: normalised, lower-cased, phone spellings and quotation marks read as plain words. */
export const readText = (text: string) =>
  plainWords(
    pretextsNamed(
      normalizeText(text)
        .toLowerCase()
        .replace(/[’‘“”]/g, (q) => (q === '“' || q === '”' ? '"' : "'"))
        // Why: "6 admits in oct 🙌 want to drop off a gift card": a phone's emoji ends a clause as a comma would.
        .replace(/\s*\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier}|\u{200D}\p{Extended_Pictographic})*\s*/gu, ', '),
    ),
  );

/**
 * Why: "recurring 'in-services' where our aides help on the floor": education in scare quotes is a
 * label on something else, so it does not count as education (unquoted education elsewhere still does).
 */
const pretextsNamed = (text: string) =>
  text.replace(/(^|[\s(])(['"])([^'"]{1,40}?)\2(?=[\s).,!?;:]|$)/g, (quote, before: string, mark: string, inner: string) =>
    EDUCATION.test(inner) && inner.split(/\s+/).length <= 4
      ? `${before}so-called ${inner.replace(everywhere(EDUCATION), 'pretext')}`
      : quote,
  );

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
  /\b(?:ride[- ]?alongs?|staff (?:meetings?|huddles?)|shift (?:change|report|huddle)s?|change of shift|(?:care|family|care[- ]plan(?:ning)?|idt|idg|team|case|patient|resident) conferences?|conference (?:calls?|rooms?|lines?))\b/g;

/** "Not tied to referrals", "never based on volume", "nothing to do with referrals": a tie that is denied is no tie. */
const withoutDeniedTies = (text: string) =>
  text.replace(
    /\b(?:(?:not|never|nothing|none of it|isn't|aren't|wasn't|no longer|without being)\s+(?:\w+\s+)?(?:tied|linked|based|conditioned|contingent|dependent)\s+(?:on|to|upon)|(?:nothing|not anything|none of it)\s+(?:\w+\s+)?to do with|(?:unrelated|separate|independent)\s+(?:to|from|of))\s+(?:[\w-]+\s+){0,4}?(?:referrals?|volume|admissions?|census|patients)\b/g,
    ' ',
  );

/** When the hospice's own work is done: "our nurse can do the eval that evening, weekends included". */
const HOURS =
  /\b(?:including |on |over |at )?(?:weekends?|nights?|holidays|evenings?|after hours|overnight|24\/7|around the clock|every weekday|weekdays|(?:\d+|one|two|three|four|five|six|seven) (?:days?|nights?) (?:a|per|each) week)\b/g;

/** Why: "no education part" or "skip the in-service" names education only to leave it out. */
// (So does a verb between: "how do I compete without doing the same thing".)
const NEGATED_JUST_BEFORE =
  /\b(?:no|not|without|skip(?:ping)?|instead of|rather than|minus|zero|never|nothing)\s+(?:[\w-]+ing\s+)?(?:(?:an?|the|any|real|actual|formal)\s+)?$/;

/** The same pattern with the global flag, made once: for matchAll and replace-all. */
const GLOBAL = new WeakMap<RegExp, RegExp>();
function everywhere(pattern: RegExp): RegExp {
  let global = GLOBAL.get(pattern);
  if (!global) GLOBAL.set(pattern, (global = new RegExp(pattern.source, 'g')));
  return global;
}

/** The pattern matches somewhere in the text without a negation just before it. */
export function affirmed(pattern: RegExp, text: string): boolean {
  for (const match of text.matchAll(everywhere(pattern))) if (!NEGATED_JUST_BEFORE.test(text.slice(0, match.index))) return true;
  return false;
}

/** The pattern matches somewhere without a negation earlier in its clause ("your caregivers aren't covering" does not). */
function affirmedIn(pattern: RegExp, text: string): boolean {
  for (const match of text.matchAll(everywhere(pattern))) if (!negatedBefore(text, match.index)) return true;
  return false;
}

/** Why: "we can't provide anything of value" or "she asked if we could cater" is not the rep deciding to give. */
const repGives = (text: string) => REP_GIVING.test(text.replace(NOT_REP_GIVING, ' '));

/** The rep's own side giving a directive ("owner wants", "my manager asked"): no one else's ask to turn down. */
const OWN_SIDE_ASKS =
  /\b(?:(?:the|our|my) (?:owner|ceo|boss|manager|director|vp|administrator|executive director|regional|marketing director|leadership)|corporate|admin)\s+(?:\w+\s+)?$/;

/**
 * Why: "want to drop off tumblers for each DON, what should the card say?" is the rep's own plan, not
 * someone's ask to turn down. An ask is someone else's when its subject is: "she wants", "the DON
 * asked", "I was asked". Its subject is the rep when it is "I" or "we", or when a phone drops the
 * "I" and the bare verb opens a clause ("..., want to bring...").
 */
function othersAsked(whole: string): boolean {
  for (const match of whole.matchAll(everywhere(REQUESTED))) {
    const before = whole.slice(0, match.index);
    if (OWN_SIDE_ASKS.test(before) || /^(?:owner|ceo|my manager|my boss|corporate)\s+$/.test(before)) continue;
    if (/\b(?:was|were|got|been|being|get|gets|getting|am|is|are)\s+(?:\w+\s+)?$/.test(before)) return true;
    if (
      /\b(?:i|we|i'm|we're|i'd|we'd|i'll|we'll|you|i've|we've)\s+(?:(?:really|just|also|still|kinda|kind of|sort of|only|do|did|don't|didn't)\s+)*$/.test(
        before,
      )
    )
      continue;
    const bare = /^(?:want|ask|expect|request|hint|demand|need)\b/.test(match[0]);
    if (bare && /(?:^|[\n,.;:!?+&(]|\b(?:and|so|but|lol|ok|okay|also|then|just|really))\s*$/.test(before)) continue;
    return true;
  }
  return false;
}

/** Going along with a request rather than turning it down. */
const SAYING_YES_WORDS =
  /\b(?:(?:i|we) (?:told|said) (?:(?:her|him|them) )?yes|say(?:ing)? yes|(?:answer|respond|reply) yes|play along|close (?:this|it|the deal)|get (?:her|him|them) on board|agree\w* to|go along|accommodat\w*|make (?:it|this|that) work|without (?:breaking|violating|getting caught)|lock (?:it|this|that|them) in|so (?:we|i) (?:still )?(?:get|keep|win|land) (?:the |their |her |his |those )?(?:referrals|refs|account|business|patients))\b/;
/** Going along with a request rather than turning it down, in so many words or by leaning toward it (GOING_ALONG). */
export const SAYING_YES = new RegExp(`${SAYING_YES_WORDS.source}|${GOING_ALONG.source}`);

/**
 * Why: spending is giving only when it is spent on someone: "spend $200 on the DON" gives, "I'm
 * spending too much on mileage" is the rep's own cost.
 */
const SPENT_ON = new RegExp(
  `\\bspend\\w*\\b[^.?!]{0,40}?\\b(?:on|for)\\s+(?:the |her |his |their |each |every |our |my |a |an )?(?:[\\w'-]+ )?(?:${REFERRAL_SOURCE.source}|${BENEFICIARY.source})`,
);
const givingIn = (sentence: string) => GIVING.test(sentence) || SPENT_ON.test(sentence);

/** Sentences; "Dr." and "St." do not end one. */
// (A spaced dash ends one too: "'...on our floor' - how do I offer the same".)
/** Between sentences: the space after an end mark ("Dr." and "St." end none), a line break, or a dash between spaces. */
const SENTENCE_BOUNDARY = /(?<=(?<!\b(?:dr|mr|mrs|ms|st))[.!?;])\s+|\n+|\s[-–—]\s/g;
const sentences = (text: string) => text.split(SENTENCE_BOUNDARY).filter((sentence) => sentence.trim() !== '');

/** Where the sentence holding position `at` starts. */
function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (const boundary of text.slice(0, at).matchAll(SENTENCE_BOUNDARY)) start = boundary.index + boundary[0].length;
  return start;
}

/**
 * Is the value at `at` preceded by a negation in its own clause? Why: "rather than gift cards, can we
 * just venmo her" negates the cards, not the venmo: a new clause after a comma (or "but", "instead")
 * ends a negation's reach; a list after a comma ("never cash, gifts or meals") does not.
 */
// ("For all their patients (not just hospice) at no cost": "not just" widens, it negates nothing; so
// does "hospice or not".)
// (Nor past its own sentence, when sentences are read together: "we don't have beds. Thinking we donate 2".)
const negatedBefore = (sentence: string, at: number) =>
  NEGATION.test(
    sentence
      .slice(0, at)
      .split(SENTENCE_BOUNDARY)
      .pop()!
      .split(CLAUSE_START)
      .pop()!
      .replace(/\bnot (?:just|only)\b|\bor not\b/g, ' '),
  );
// (A new subject promising something starts a clause even without a comma: "if you dont transfer we'll cover…".)
// ("Since you don't have a nurse on nights, our RN can cover your whole building": "our" opens the hospice's clause.)
const CLAUSE_START =
  /,\s*(?=(?:but|so|then|instead|can|could|should|would|will|i|we|i'll|we'll|i'd|we'd|i'm|just|maybe|how|what|let's|let me|she|he|they|our)\b)|\b(?:but|instead|however)\b|\s(?=(?:we|i) (?:will|would|can|could)\b|(?:we'll|i'll|we'd|i'd)\b)/;

/**
 * Staff named as the source's own when the rep speaks to it: "your nurses". (Not "their" or "her":
 * the other hospice's nurse, or "lend her one of our RNs".)
 */
const SOURCE_OWNED = /\b(?:your|the (?:facility|building|unit|floor|practice)'s)\s+(?:[\w-]+\s+)?$/;

/** Words that name a task as the referral source's own: "their charting", "help the practice catch up". */
const SOURCE_SIDE =
  /\b(?:their|your|them|her|his|the (?:facility|practice|office|hospital|building|snf|alf|unit|floor|staff|team|clinic|nurses|doctors?)(?:'s)?)\b/;

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
  for (const match of sentence.matchAll(everywhere(VALUE_PATTERNS['free-staff']))) {
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

/** The hospice's own people, named as the rep's or the hospice's ("our team", "my manager", "their own nurses"). */
// ("Owner is throwing a holiday party for our staff": a bare "owner" or "CEO" opening a sentence is the rep's own.)
const OWN_SIDE =
  /\b(?:our|my|(?:their|its) own) (?:own )?(?:[\w-]+ )?(?:team|teams|staff|nurses|office|manager|director|leader|boss|colleagues?|coworkers?|reps?|liaisons?|medical director|social workers?|nps?|doctors?|physicians?|aides?|cnas?|chaplains?|volunteers?|(?:volunteer |intake |admissions? |marketing )?coordinators?|schedulers?|billers?|admissions? (?:nurse|team)|intake (?:team|nurse)|owners?|ceo|founder|president)\b|(?:^|[.!?]\s+)(?:the )?(?:owner|ceo|founder|corporate)\b/g;

/** What the whole request says about who receives value and why (read once, used for every sentence). */
interface RequestFacts {
  whole: string;
  toSource: boolean;
  toPatient: boolean;
  exchange: boolean;
  goal: boolean;
  /** The goal is only that the rep answers a competitor's giving with giving of their own. */
  answersCompetitor: boolean;
  educational: boolean;
}

function readFacts(whole: string, options: GateOptions): RequestFacts {
  const tied = withoutDeniedTies(whole);
  const exchange = EXCHANGE_TIE.test(tied);
  const goalTie =
    exchange ||
    // Why: "tell referral sources about our volunteers": a referral source named as the audience is no aim at referrals.
    GOAL_TIE.test(tied.replace(/\breferral (?:sources?|partners?|relationships?|coordinators?)\b/g, ' ')) ||
    // Why: a rep asking how to match or top a competitor's value means to out-give it for the source's referrals.
    (affirmed(COPYING, whole) && COMPETITOR_DOES.test(whole));
  // Why: "the other hospices take them to lunch; I'm going to book her team a dinner": the rep's own
  // giving, answering what a competitor gives, is aimed at the same thing.
  const answersCompetitor = COMPETITOR_DOES.test(whole) && repGives(whole.replace(everywhere(COMPETITOR_DOES), ' '));
  return {
    whole,
    toSource:
      !options.addressedToFamily &&
      (!!options.addressedToReferralSource ||
        // Why: "our team is chipping in for my manager's gift": the hospice's own people are no referral source.
        // (Nor is "the community" of a community walk or the local community, the public.)
        REFERRAL_SOURCE.test((options.spokenByReferralSource ? whole : whole.replace(OWN_SIDE, ' ')).replace(PUBLIC_COMMUNITY, ' ')) ||
        (!!options.spokenByReferralSource && /\b(?:my|me|us|our|we)\b/.test(whole))),
    toPatient: !!options.addressedToFamily || BENEFICIARY.test(whole),
    exchange,
    goal: goalTie || answersCompetitor,
    answersCompetitor: answersCompetitor && !goalTie,
    educational: affirmed(EDUCATION, whole) || COMPLIANCE_APPROVED.test(whole),
  };
}

function valueFinding(sentence: string, facts: RequestFacts, options: GateOptions): GateFinding | undefined {
  const { whole, toSource, toPatient, exchange, goal, answersCompetitor, educational } = facts;
  const gives =
    options.addressedToReferralSource ||
    options.addressedToFamily ||
    givingIn(sentence) ||
    /\b(?:to|for) (?:the |our |my |their |her |his |top |a )?\w+/.test(sentence) ||
    // "...gets something every time they send us one. Pizza, cookies, whatever.": a quid pro quo
    // names the giving once; the things can follow in a fragment of their own.
    exchange ||
    // Why: "what can we give families to pick us? thinking gas cards": so can the rep's own plan to give.
    (sentence.split(/\s+/).length <= 10 && repGives(whole));
  const parts = (value: ValueKind, recipient: RegExp) => ({
    value: VALUE_PATTERNS[value].exec(sentence)?.[0],
    recipient: recipient.exec(whole)?.[0],
    tie: (EXCHANGE_TIE.exec(whole) ?? GOAL_TIE.exec(whole))?.[0],
  });
  const beneficiary = (value: ValueKind): GateFinding => ({ reason: 'beneficiary-inducement', value, found: parts(value, BENEFICIARY) });
  const referral = (value: ValueKind): GateFinding => ({ reason: 'referral-inducement', value, found: parts(value, REFERRAL_SOURCE) });

  // "A facility offered my rep a gift basket; can she accept it?": value coming in, not going out.
  const receivedOnly = RECEIVING.test(sentence) && !options.addressedToReferralSource && !options.addressedToFamily;
  // Why: "I have a 3 day trip to my rural SNFs" is a trip the rep takes, not one given; and "our medical
  // director is giving the webinar" is our own doctor acting under the title, given no role.
  // (Not when the doctor acts for the facility's own people: "our NP does them for all their patients".)
  const withoutOwnTravel = sentence.replace(OWN_TRAVEL, ' ');
  const valueText = FACILITY_PEOPLE.test(sentence) ? withoutOwnTravel : withoutOwnTravel.replace(OWN_TITLE_ACTING, ' ');
  // Why: "we don't have the equipment. Thinking we donate 2 beds": a value negated once may be given
  // where it is named again, so every mention is read, not only the first.
  const found = (kind: ValueKind) =>
    !receivedOnly &&
    [...valueText.matchAll(everywhere(VALUE_PATTERNS[kind]))].some(
      ({ index: at }) => !negatedBefore(valueText, at) && !RULES_ABOUT.test(valueText.slice(Math.max(0, at - 60), at)),
    );
  // "Not just our patients": the service reaches people who are not the hospice's own patients.
  // "Not just ours", "whether or not they're on hospice", "not on hospice yet": not the hospice's own patients.
  // Why: "for all her residents", "their whole floor": the facility's own people are named.
  const beyondOwnPatients =
    /\bnot (?:just|only) (?:for )?(?:ours|(?:our|hospice|the hospice's) (?:own )?patients)\b|\b(?:whether or not (?:they're|they are)|(?:not|aren't|isn't) (?:yet )?) ?on (?:hospice|service)\b/.test(
      whole,
    ) || FACILITY_PEOPLE.test(whole);
  // ...unless the care is the pitch: a perk for "families on our service" sold as a marketing
  // differentiator is an inducement to choose the hospice, whoever receives it.
  // Why: telling sources about the hospice's own care for its patients (volunteers, vigil,
  // bereavement) as a differentiator describes the service; only a perk beyond that care is sold.
  const ownCareTold = TELLING.test(whole) && HOSPICE_CARE_NAMED.test(sentence) && !ANY_VALUE.test(sentence.replace(HOSPICE_CARE, ' '));
  const marketed = /\b(?:differentiator|marketing|selling point|attract\w*|stand out|win (?:more )?families)\b/.test(whole) && !ownCareTold;
  // Why: "if they send us their hospice patients" names the patients sent as referrals, not the ones the service is for.
  // (Nor are "your hospice patients": the source's patients, the ones it would refer.)
  const served = whole
    .replace(everywhere(GOAL_TIE), ' ')
    .replace(everywhere(EXCHANGE_TIE), ' ')
    .replace(/\b(?:your|ur|their|her|his) (?:own )?(?:hospice )?(?:patients?|residents?|pts)\b/g, ' ');
  const ownPatientsOnly = !beyondOwnPatients && ((OWN_PATIENT_CARE.test(served) && !marketed) || ownCareTold);
  // Why: "Medicare covers nurse visits, an aide and a hospital bed" describes the benefit, not a gift of staff or equipment;
  // so does "it covers our nurse and the meds", "the equipment is covered": hospice (the benefit, not
  // "our hospice" the company) named as what pays; so does a level of the benefit's care ("can respite cover her trip?").
  const benefitExplained = BENEFIT_EXPLAINED.test(sentence) && !FACILITY_PEOPLE.test(sentence);
  const benefitDescribed =
    (COVERED_BY_BENEFIT.test(sentence) || (!!options.addressedToFamily && BENEFIT_TO_FAMILY.test(sentence)) || benefitExplained) &&
    !/\b(?:also|extra|on top of|beyond|in addition|besides|outside)\b/.test(sentence);

  // Paying a family's bills or handing them gifts, said to the family: an inducement whatever the reason given.
  // Why: "I hear you on money" names the family's worry; a bare word for money is given only with a
  // verb of giving or a price of nothing, while an amount, cash or a card is an offer by itself.
  // ("Medicare pays for hospice, so there is no bill to you" is the benefit described, not money given.)
  const offeredToFamily = (kind: ValueKind) =>
    found(kind) &&
    !benefitDescribed &&
    (givingIn(sentence) || FREE.test(sentence) || !GENERIC_MONEY.test(VALUE_PATTERNS[kind].exec(valueText)![0]));
  // (Flights and trips for the family are travel handed over, as much as a gift is.)
  if (
    options.addressedToFamily &&
    gives &&
    (offeredToFamily('payment') || found('gift') || found('entertainment') || found('travel-or-cme'))
  ) {
    return beneficiary(
      offeredToFamily('payment') ? 'payment' : found('gift') ? 'gift' : found('entertainment') ? 'entertainment' : 'travel-or-cme',
    );
  }
  // Why: "getting the SW a nice purse, she steers families our way": the thing need not be on the gift list.
  const nice = NICE_THING.exec(valueText);
  // (Value coming in, "the SNF sent our office a big basket", is received however it is described.)
  const niceGift =
    !!nice &&
    !receivedOnly &&
    gives &&
    givingIn(sentence) &&
    !HARMLESS_THING.test(nice[1]!) &&
    !EDUCATION.test(nice[1]!) &&
    !/^(?:job|work|day|time|way|relationship|chat|conversation|talk|meeting|visit|note|card|call|email|touch)s?$/.test(nice[1]!);
  if (niceGift && (toSource || goal) && !negatedBefore(valueText, nice.index)) return referral('gift');
  if (found('gift') && gives) {
    if (
      toPatient &&
      // Why: "families comparing hospices ... a welcome gift at admission": comparing, deciding and admission are the choice too.
      /\b(?:choos\w*|chose|pick\w*|sign\w*|elect\w*|switch\w*|transfer\w*|stay\w*|match\w*|compar\w*|decid\w*|shopping|welcome|(?:at|on|upon) admission|enroll\w*)\b/.test(
        whole,
      ) &&
      !/\b(?:dons?|case managers?|doctors?|physicians?|discharge planners?)\b/.test(whole)
    )
      return beneficiary('gift');
    if (toSource || goal) return referral('gift');
  }
  // ("We pay room and board on time per contract" answers a complaint about the last hospice: still the contract.)
  // (So is a payment compliance approved that is tied to nothing: "compliance approved a $500 sponsorship of a community walk".)
  const contractedPayment =
    (CONTRACTED_PAYMENT.test(sentence) && (!goal || answersCompetitor)) ||
    (LEGIT_ARRANGEMENT.test(whole) && !exchange) ||
    (COMPLIANCE_APPROVED.test(whole) && !exchange && (!goal || answersCompetitor));
  // "Who pays the rent?" asks about coverage.
  const coverageQuestion = PAYER_QUESTION.test(sentence) && !exchange;
  // Why: "110% of the Medicaid rate" names the payer as the yardstick of what the hospice would pay;
  // the payer's name there does not make it the payer's money.
  // (And "we'll reimburse her parking" is the hospice paying a person, not a payer's reimbursement.)
  const payerPays = PAYER.test(
    sentence.replace(RATE_BENCHMARK, ' ').replace(/\breimburs\w* (?:her|him|them|their|his|the (?:[\w-]+ )?[\w-]+'s)\b/g, ' '),
  );
  // Why: "is the cap per patient? are we over?" is the hospice's own Medicare money, paid to no one who refers.
  const ownMedicarePayment = payerPays && !toSource && !HANDING_OVER.test(sentence);
  // Why: "so money and where he'd be are the two fears", "will this save us money": money named as a
  // topic, with no verb of giving and no tie, is what the person worries about.
  const moneyTopic =
    found('payment') &&
    !MONEY_HANDED.test(sentence) &&
    !exchange &&
    /^(?:money|costs?|payments?|compensation)$/.test(VALUE_PATTERNS.payment.exec(valueText)![0]);
  // Why: "coffee and pastries for the in-service. ~12 nurses, about $40 total": an amount marked as what
  // a thing named in the request costs prices that thing, which its own rule reads; it is no cash handed over.
  const pricedThing =
    THINGS_PRICED.some((kind) => VALUE_PATTERNS[kind].test(whole)) && !VALUE_PATTERNS.payment.test(valueText.replace(PRICED_AMOUNT, ' '));
  if (
    found('payment') &&
    !pricedThing &&
    !moneyTopic &&
    !benefitDescribed &&
    (exchange || !payerPays) &&
    !ownMedicarePayment &&
    !OWN_PAY.test(whole) &&
    !contractedPayment &&
    !coverageQuestion
  ) {
    if (toSource || exchange) return referral('payment');
    if (toPatient && goal) return beneficiary('payment');
  }
  // (A trip in a rep's own travel plan is not entertainment given: the sentence must give it.)
  // ("Our own staff party" is the hospice's, whoever caters it.)
  // (Nor is a break the benefit's own care covers, "can respite cover her vacation?", unless it is aimed at a source's referrals.)
  if (
    found('entertainment') &&
    (givingIn(sentence) || exchange || options.addressedToReferralSource) &&
    (!benefitDescribed || (goal && toSource)) &&
    !/\b(?:my|our) own\b/.test(sentence)
  ) {
    if (toSource || goal) return referral('entertainment');
    if (toPatient && goal) return beneficiary('entertainment');
  }
  // A meal is the one item with a compliant form (a modest meal at an educational event, within
  // the hospice's policy), and a coffee on a visit is not a kickback: food is refused when it is
  // tied to referrals, or aimed at them without an educational purpose.
  // ("A year-end dinner for my liaisons, our own employees": the hospice feeding its own people gives nothing to a source.)
  if (found('food') && gives && !OWN_PAY.test(whole)) {
    if (exchange) return referral('food');
    if (goal && !educational && toSource) return referral('food');
    if (goal && !educational && toPatient) return beneficiary('food');
  }
  if (found('free-staff') && !ownPatientsOnly && !benefitDescribed && !EDUCATION.test(sentence)) {
    // (Every tense: "what if our coordinator sat in your office and handled the auths" proposes it as much.)
    const lends =
      /\b(?:send\w*|sent|provid\w*|lend\w*|lent|loan\w*|giv\w*|gave|offer\w*|assign\w*|put|let|have|had|shar\w*|pick(?:s|ed|ing)? up|cover\w*|work(?:s|ed|ing)?|help(?:s|ed|ing)?|stay\w*|do|does|did|doing|run\w*|ran|driv\w*|drove|handl\w*|sit|sits|sitting|sat|station\w*|took over|tak(?:e|es|ing) over)\b/.test(
        sentence,
      ) || FREE.test(sentence);
    // Why: an admissions nurse doing the hospice's own evaluation of a referred patient is not lent to the facility.
    // (The hours it is done at, "weekends included", are then the hospice's hours, not a facility shift.)
    // (So is the purpose it serves: "our nurse can do an evaluation, so that your staff aren't guessing".)
    const facilityWork = HOSPICE_OWN_WORK.test(sentence)
      ? sentence
          .replace(everywhere(HOSPICE_OWN_WORK), ' ')
          .replace(HOURS, ' ')
          .replace(/\bso (?:that )?[^.;!?]*/g, ' ')
      : sentence;
    // Why: the hospice's staff sent over "no charge" or "on us" are lent to the facility, whatever the task.
    // ("The free caregiver guide we publish" lends no one: a guide, a call or a note is not staff.)
    const lentFree =
      PRICE_FREE.test(facilityWork) &&
      !negatedBefore(facilityWork, facilityWork.search(PRICE_FREE)) &&
      /\b(?:send|sending|lend|lending|loan|loaning|assign|assigning|have|put|share|sharing|provide|providing|offer|offering)\b/.test(
        facilityWork,
      ) &&
      !INFO_THING.test(facilityWork);
    // Why: "our nurse calls your med tech, so your caregivers aren't covering a bath": the hospice's own
    // work is taken out first, and facility work that is denied is none.
    const facilityTask = [STAFF_FOR_FACILITY, FACILITY_PEOPLE].some((pattern) => affirmedIn(pattern, facilityWork));
    if (lends && namesHospiceStaff(facilityWork, options) && (facilityTask || lentFree)) return referral('free-staff');
  }
  // Why: "I used to do billing, I could help the practice catch up on claims; the doc refers a lot": the rep
  // (or "we") doing a source's own work is free staff with no title named, when it is aimed at referrals
  // or free. (In the objection tool "I" is the source speaking, so only a title counts there.)
  // (The work must be named as the source's, "their", "the practice's", "for all her residents": "we do
  // same-day evals, weekends too" is the hospice's own hours.)
  if (
    !options.spokenByReferralSource &&
    toSource &&
    (goal || FREE.test(sentence)) &&
    WE_LEND.test(sentence) &&
    (FACILITY_PEOPLE.test(sentence) ||
      [...sentence.matchAll(everywhere(STAFF_FOR_FACILITY))].some(
        (task) => SOURCE_SIDE.test(task[0]) && !negatedBefore(sentence, task.index),
      )) &&
    !ownPatientsOnly &&
    !benefitDescribed &&
    !HOSPICE_OWN_WORK.test(sentence) &&
    !EDUCATION.test(sentence)
  )
    return referral('free-staff');
  // Why: "SNF wants a bladder scanner, they'd keep it, if they make us preferred": equipment a source
  // would get in exchange for referrals is given, whatever verb carries it.
  if (
    found('free-equipment') &&
    (FREE.test(sentence) || givingIn(sentence) || (exchange && toSource)) &&
    !ownPatientsOnly &&
    !benefitDescribed
  ) {
    // Why: "throw in supplies for the whole unit": equipment for the facility's own people is free to the facility.
    // (And equipment bought for the person who refers: "how do I answer so she knows we'll get her one".)
    const boughtForThem = /\b(?:buy|bought|purchas\w*|get|got|order\w*)\s+(?:them|him|her)\b/.test(sentence);
    if (toSource && (FREE.test(sentence) || goal || FACILITY_PEOPLE.test(sentence) || boughtForThem)) return referral('free-equipment');
    if (toPatient && goal) return beneficiary('free-equipment');
  }
  // Travel, lodging, conference and CME costs: paying them for someone who refers is remuneration,
  // whatever it is called. A rep's own travel is the employer's business (OWN_PAY).
  // ("She asked about respite so she can travel": a trip someone takes is not a trip someone pays for.)
  // Why: "our free CHF webinar, CME from an accredited partner, compliance approved": continuing education
  // the hospice runs as education, through compliance and tied to nothing, is the education itself;
  // travel, lodging and someone's own CME costs stay value.
  const cmeAsEducation =
    !exchange &&
    COMPLIANCE_APPROVED.test(whole) &&
    /^(?:cmes?|ceus?|ce|continuing (?:medical )?education|symposiums?|summits?|conferences?|seminars?|assembly)\b/.test(
      VALUE_PATTERNS['travel-or-cme'].exec(valueText)?.[0] ?? '',
    ) &&
    !affirmedIn(/\b(?:travel|flights?|hotels?|lodging|airfare|registration|tuition|trips?|rooms?|mileage)\b/, sentence);
  if (
    found('travel-or-cme') &&
    !cmeAsEducation &&
    (givingIn(sentence) || FREE.test(sentence) || exchange) &&
    !benefitDescribed &&
    !OWN_PAY.test(whole) &&
    !/\b(?:my|our) own\b/.test(sentence)
  ) {
    if (toSource || goal) return referral('travel-or-cme');
  }
  // A service of any kind (a volunteer doing hair, rides, activities, office help) done for free or
  // to win referrals, for anyone who is not the hospice's own patient.
  const serves =
    gives ||
    /\b(?:do|does|doing|did|run|runs|running|offer\w*|host\w*|set up|cover\w*|staff\w*|lead\w*|help\w*|takes? over|taking over|handl\w*)\b/.test(
      sentence,
    );
  if (found('free-service') && serves && !ownPatientsOnly && !benefitDescribed && (FREE.test(sentence) || goal)) {
    if (toSource || goal) return referral('free-service');
    if (toPatient) return beneficiary('free-service');
  }
  if (found('discount') && goal && (exchange || !payerPays)) {
    if (toPatient && !toSource) return beneficiary('discount');
    return referral('discount');
  }
  // A paid title (medical director, consultant, speaker) is lawful at fair market value for real
  // work; tied to referrals it is a kickback.
  // Written, at fair market value, for defined duties and not tied to referrals: the lawful form.
  // Why: a role is value only when it is given near its title (offered, made, hired, paid): "our medical
  // director thinks she isn't eligible" gives none. Given to someone who can refer, it needs no tie; with
  // no work behind it ("no timesheets", "she'd just hang out") it pays only for the relationship; and a
  // sign of a bona fide role that is denied ("no timesheets ever") counts against it.
  const roleAt = valueText.search(VALUE_PATTERNS['paid-role']);
  const roleGiven = (roleAt >= 0 && ROLE_GIVEN.test(valueText.slice(Math.max(0, roleAt - 60), roleAt + 80))) || SHAM_ROLE.test(whole);
  if (
    found('paid-role') &&
    roleGiven &&
    (goal || SHAM_ROLE.test(whole) || (toSource && givingIn(whole))) &&
    (exchange || !affirmed(LEGIT_ARRANGEMENT, whole))
  )
    return referral('paid-role');
  // Why: "family is torn between us and another hospice; we could send a grocery delivery every week",
  // "if they sign by Friday we'll cover her ALF rent": value beyond the hospice's own care, tied to a
  // patient's or family's choice of hospice, is beneficiary inducement whatever the list it is on.
  // (The hospice's own care, its staff and equipment, are the benefit, and the compliant answer.)
  // (Who pays once a patient elects, "who pays room and board if she elects?", asks about coverage.)
  const chosenFor =
    toPatient && !benefitDescribed && !receivedOnly && !PAYER_QUESTION.test(whole) ? CHOICE_TIE.exec(withoutDeniedTies(whole)) : null;
  if (chosenFor && (givingIn(sentence) || FREE.test(sentence) || exchange)) {
    const beyondCare = valueText.replace(everywhere(HOSPICE_CARE), ' ');
    const offeredAs = (kind: ValueKind) =>
      [...beyondCare.matchAll(everywhere(VALUE_PATTERNS[kind]))].find(
        (match) =>
          // ("Our 24/7 nurse line", "our volunteers": the hospice's own service, described to the family.)
          !/\b(?:our|the hospice's)\s+(?:[\w/-]+\s+)?$/.test(beyondCare.slice(0, match.index)) &&
          !negatedBefore(beyondCare, match.index) &&
          !RULES_ABOUT.test(beyondCare.slice(Math.max(0, match.index - 60), match.index)) &&
          (kind !== 'payment' || ((!GENERIC_MONEY.test(match[0]) || givingIn(sentence)) && !payerPays && !moneyTopic)),
      );
    for (const kind of FAMILY_VALUE) {
      const offered = offeredAs(kind);
      if (offered)
        return {
          reason: 'beneficiary-inducement',
          value: kind,
          found: { value: offered[0], recipient: BENEFICIARY.exec(whole)?.[0], tie: chosenFor[0] },
        };
    }
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
  // Anything done or handed over free ("on us", "at no charge") for someone who is not the
  // hospice's own patient, aimed at referrals: the thing need not be on any list.
  // ("Free to choose" and "feel free" are not about price.)
  const freeAt = sentence.search(PRICE_FREE);
  // Why: "free monthly med reconciliation for all her residents": free work for the facility's own
  // people is value to the facility, whatever the work is and whether or not a tie is named.
  const forFacility = FACILITY_PEOPLE.test(sentence) && toSource;
  if (freeAt >= 0 && !negatedBefore(sentence, freeAt) && serves && (goal || forFacility) && !ownPatientsOnly && !benefitDescribed) {
    if (toSource) return referral('free-service');
    if (toPatient) return beneficiary('free-service');
  }
  // Why: "take the top 5 CMs to a steakhouse, only the ones who sent 3+": an outing for people chosen by
  // their referrals is value, wherever it goes (an education event for them is not).
  if (exchange && toSource && OUTING.test(sentence) && !EDUCATION.test(sentence)) return referral('entertainment');
  // Why: "she gets a little box of something every time she sends one": for each referral or choice,
  // what is handed over need not be on any list, unless it is information, a call or a note.
  const handed = exchange && (toSource || toPatient) ? HANDED_THING.exec(valueText) : null;
  const handedThing = handed?.[1] ?? '';
  // (Staff and the hospice's own work are services, read above: "get a nurse out the same day" hands over no thing.)
  // (Nor is the referral itself: "her unit sends us a patient".)
  const referralItself = /\b(?:patients?|referrals?|residents?|admits?|admissions?|families|family|cases?|pts?|one|someone|anyone)\b/.test(
    handedThing,
  );
  if (
    handed &&
    !HARMLESS_THING.test(handedThing) &&
    !EDUCATION.test(handedThing) &&
    !VALUE_PATTERNS['free-staff'].test(handedThing) &&
    !referralItself &&
    !negatedBefore(valueText, handed.index)
  ) {
    return toSource || !toPatient ? referral('gift') : beneficiary('gift');
  }
  return undefined;
}

/** What a family may be offered to choose the hospice (its staff and equipment are the benefit itself). */
const FAMILY_VALUE: ValueKind[] = ['payment', 'gift', 'food', 'entertainment', 'travel-or-cme', 'discount', 'free-service'];

/** Things an amount may be the price of. */
const THINGS_PRICED: ValueKind[] = ['food', 'gift', 'entertainment', 'free-equipment', 'travel-or-cme'];
/** An amount marked as a cost: "$60 total", "about $25 a head", "spent $80 on", "budget of $200". */
const AMOUNT = String.raw`(?:\$\s?\d[\d,.]*k?|\b\d+\s?(?:dollars|bucks))`;
const PRICED_AMOUNT = new RegExp(
  String.raw`\b(?:costs?|cost us|spent|spend|spending|budget(?:ed)?(?: of)?|worth)\s+(?:(?:about|around|like|roughly|maybe|under|less than)\s+)?${AMOUNT}|${AMOUNT}\s*(?:total|in total|all in|worth(?: of)?|budget|tops|max|or so|or less|a head|per head|per person)\b`,
  'g',
);

/** Taking or inviting people somewhere: "take the CMs to ...", "treat her team to", "invite them out for". */
const OUTING =
  /\b(?:take|takes|taking|took|treat|treats|treating|invite|invites|inviting|fly|flying)\s+(?:[\w'-]+\s+){1,6}?(?:out\b|to\b|for (?:dinner|drinks|lunch|a round|a night))/;

/** Verbs that move money to someone (not "have", "get" or "put", which only sound like giving). */
const MONEY_HANDED =
  /\b(?:give|gives|giving|gave|offer\w*|hand(?:s|ed|ing)?(?![\w-])|send\w*|slip\w*|pay|pays|paying|paid|cover\w*|venmo\w*|zelle\w*|chip\w* in|pitch\w* in|reimburs\w*|donat\w*|put (?:\w+ )?toward|spend\w*|spent)\b/;

/** Price of nothing ("no charge", "on us"); "free to choose" and "feel free" are not about price. */
const PRICE_FREE =
  /\b(?:for free|free of charge|at no (?:cost|charge)|no charge|on us|on the house|complimentary|donat\w+|(?<!feel )free\b(?! to\b))/;

/** A thing handed over, by a verb of giving and an article or amount: "drop off a little something", "give her 2 of those". */
const HANDED_THING = new RegExp(
  `\\b(?:give|gives|giving|gave|hand|hands|handing|bring|brings|bringing|drop(?:s|ping)? off|send|sends|sending|buy|buys|buying|slip|slips|leave|leaves|stock|treat \\w+ to|surprise \\w+ with|gets|wins|earns)\\s+(?:(?:her|him|them|each(?: of them| one)?|every one|the \\w+|each \\w+|every \\w+|their \\w+)\\s+)?(?:an?|some|\\d+|a few|a couple(?: of)?|little|nice|big|small)\\s+((?:(?!(?:for|to|every|each|when|whenever|if|so|as|and|or|because|per|after|once|they|she|he|you)\\b)[\\w'$-]+\\s?){1,4})`,
);

/** The hospice's own doctor named by title as the one acting: "our medical director is giving a talk", "my NP thinks". */
const OWN_TITLE_ACTING =
  /\b(?:our|my) (?:own )?(?:[\w-]+ )?(?:medical director|physician|doctor|np|hospice doc)(?:'s)? (?:(?:also|just|usually|already) )?(?:is|was|will|would|can|could|does|did|thinks?|says?|said|wants?|gives?|giving|presents?|presenting|leads?|leading|runs?|running|reviews?|reviewing|calls?|signs?|visits?|sees?|talks?|spoke|speaks?|has|had|'s|'ll|agreed|approved|explains?|covers?|teaches|taught)\b/g;

/** The hospice benefit named as what pays: "it covers our nurse and the meds", "hospice adds its own aide", "the equipment is covered". */
const BENEFIT_EXPLAINED =
  /(?<!\b(?:our|other|another|the|that|their|a|competing|previous|last|old|my|your|this|every|each|any) )\b(?:it|hospice(?: care| benefit)?|the (?:hospice |medicare )?benefit|medicare(?: part a)?|which|(?:inpatient )?respite(?: care| stays?)?|continuous (?:home )?care|general inpatient(?: care)?|gip)(?: (?:also|then|usually|still|only|even|just|does|will|would|can))? (?:covers?|pays? for|includes?|adds?(?: its own)?|comes with|brings)\b|\b(?:are|is|be|being|get|gets) (?:all |fully |also )?covered\b|\b(?:use|using|through|via) (?:the |a |an )?(?:inpatient )?respite(?: care| stays?)? (?:to |for )?(?:cover|give|pay)/;

const HOSPICE_CARE_NAMED = new RegExp(HOSPICE_CARE.source);

/** Information handed over ("the free caregiver guide"), which lends no one. */
const INFO_THING =
  /\b(?:guides?|brochures?|handouts?|flyers?|one[- ]pagers?|pdfs?|pocket cards?|webinars?|booklets?|newsletters?|checklists?|toolkits?|resources?|videos?|slides?)\b/;

/** A thing described only by how nice it is: "getting her a nice purse", "a little something special". */
const NICE_THING =
  /\b(?:a|an|some) (?:really |very |super )?(?:nice|fancy|special|pricey|expensive|luxury|designer|cute|thoughtful|lovely|big|generous) ([\w-]+)/;

/** A role handed to someone: offered, made, named, hired, paid, put on a board. */
const ROLE_GIVEN =
  /\b(?:(?:i|he|she) (?:could|can|would|will|'d|should) be (?:your|the|a)|make|makes|making|made|name|naming|appoint\w*|hire\w*|split\w*|shar(?:e|es|ed|ing)|co-?fund\w*|fund\w*|subsidi[sz]\w*|hiring|employ\w*|offer\w*|give|giving|put\w*|sign\w* (?:him|her|them) (?:up|on)|bring\w* (?:you|him|her|them) on|(?:monthly|weekly|quarterly|annual) (?:checks?|payments?)|recruit\w*|pay\w*|paid|stipends?|fees?|retainers?|honorari\w*|\$\s?\d|\d+k|per (?:month|talk|session|quarter|hour)|\/(?:mo|month|hr|hour)|find\w* (?:his|her|their|my|the \w+'s) (?:\w+ )?(?:a )?job|looking for|needs? (?:a )?(?:\w+ )?job|jobs? for|internships?|summer job|seat)\b/;

/** Words that name money as a topic ("I hear you on money", "worried about cost"), not an amount or a thing handed over. */
const GENERIC_MONEY = /^(?:money|pay|pays|paying|payment|payments|paid|costs?|compensat\w*)$/;

/** A thing handed over by pronoun or count: "drop them off", "give those to her", "leave 6 for the unit". */
const PRONOUN_TRANSFER =
  /\b(?:give|gives|giving|hand|hands|handing|bring|bringing|drop(?:ping)? off|send|sending|buy|buying|slip|leave|leaving|stock|donate|donating|lend|lending|loan|loaning|deliver|delivering)\s+(?:them|it|those|these|\d+|a few|some|a couple|the extras?|the rest|the spares?|all of them)\b|\b(?:get|buy|order|find|replace)\w* (?:her|him|them) (?:one|a new one|another one)\b|\b(?:drop|send|bring|hand|give|leave|pass)\w* (?:them|it|those|these) (?:off|over|along|out|away|by|at)\b/;

/** Someone of the hospice's sent or set to work by pronoun: "put her in their office", "have him cover nights". */
const STAFF_BY_PRONOUN =
  /\b(?:put|putting|send|sending|have|having|let|letting|lend|lending|loan|loaning|assign|assigning|station|stationing|place|placing|base|basing)\s+(?:her|him|them)\s+(?:in|at|on|over|to|do|help|cover|work|run|handle)\b/;

/** Money going to someone ("give the family cash back", "pay the CM"), as against the hospice's own payments. */
const HANDING_OVER =
  /\b(?:give|gives|gave|giving|hand\w*|offer\w*|cash back|kick ?backs?|slip|tip|pay(?:ing)? (?:the|them|her|him|a|an|our|their|every|each)\b)/;

/** "Does the safe harbor cover...", "does AKS apply to...", "is that protected": asking what a law covers. */
const LAW_COVERS =
  /\b(?:does|do|would|will|is|are|can)\b[^?.!]{0,40}\b(?:cover|covers|protect|protects|protected|apply|applies|permit|permits|exempt|exempts|fall under|falls under)\b/;

/** How the rep stands toward value in a request: turning someone down, asking the law, or having decided to give. */
interface Stance {
  turningDown: boolean;
  askingTheLaw: boolean;
  aimedAtReferrals: boolean;
  repHasDecided: boolean;
}

function readStance(whole: string): Stance {
  // "What do I say when the DON asks for lunch?": the rep wants to turn someone else's request down.
  // "What does the Anti-Kickback Statute say about gifts?": a question about the law. Both are
  // coaching questions, as long as the rep doesn't also say they mean to give something.
  // Why: "she hinted at gifts; politely clarify we can't provide anything of value" asks for the no itself.
  // (A rep asking for the words of a no, "how do I politely say we can't do that", turns down what
  // the source said or did even when no one asked in so many words.)
  // (Not when the rep leans toward the yes: "I'm inclined to just do it, how do I handle", "don't want to say no".)
  const turningDown =
    (othersAsked(whole) && RESPONDING.test(whole) && /\b(?:how|what|when|if)\b/.test(whole) && !GOING_ALONG.test(whole)) ||
    DECLINING_REPLY.test(whole);
  // ...unless the question is how far one can go ("how much can we give before it's an AKS
  // problem"), or the value is tied to referrals in the same request.
  // "Is it ok to...?" is a question about the rules only when nothing in it aims at referrals.
  const tied = withoutDeniedTies(whole);
  const aimedAtReferrals =
    EXCHANGE_TIE.test(tied) || GOAL_TIE.test(tied.replace(/\breferral (?:sources?|partners?|relationships?)\b/g, ' '));
  // Why: "is there a compliant way to give families a $50 card when they transfer to us?" asks for a
  // route to the tied value, not what the law says.
  const seeksRoute = LAW_ROUTE.test(whole) && aimedAtReferrals && ANY_VALUE.test(whole);
  // Why: "does the employee safe harbor cover commission for W-2 liaisons? what about 1099 marketers
  // paid per admit": whether a named law covers an arrangement is a question about the law, even
  // when the arrangement is tied to referrals (the rep deciding to do it is checked below).
  const asksWhatALawCovers = LAW_TERMS.test(whole) && LAW_COVERS.test(whole);
  const askingTheLaw =
    (LAW_TERMS.test(whole) || (PERMISSION_QUESTION.test(whole) && !aimedAtReferrals)) &&
    !LAW_LIMIT_SEEKING.test(whole) &&
    (!EXCHANGE_TIE.test(tied) || asksWhatALawCovers) &&
    !seeksRoute;
  // "Can I bring donuts, or is that a kickback?" asks permission; "I'll give her $50, is that legal?" has decided.
  // Why: "she asked for a discount; how do I say yes": agreeing to someone's ask is the rep deciding to give.
  const repHasDecided =
    repGives(askingTheLaw ? whole.replace(/\b(?:can|should|could|may) (?:i|we)\b/g, ' ') : whole) || SAYING_YES.test(whole);
  return { turningDown, askingTheLaw, aimedAtReferrals, repHasDecided };
}

/**
 * The rep turns value down, receives it, or asks what the law allows, with no plan of their own to
 * give ("she tried to hand me a $50 card, how do I turn it down", "card only, no gift"). The learned
 * screen reads word patterns; where the rules read this stance, the screen's refusal is not given.
 */
export function declaresNoGiving(text: string): boolean {
  const whole = readText(text);
  const { askingTheLaw, aimedAtReferrals, repHasDecided } = readStance(whole);
  // Only the explicit readings: a no in so many words, value coming in, or the law named with no aim
  // at referrals. ("If anyone from corporate asks, just say...", "do hospices give families...?"
  // look like a reply and a rules question to the rules, and are neither.)
  const lawOnly = askingTheLaw && LAW_TERMS.test(whole) && !aimedAtReferrals && !LAW_ROUTE.test(whole);
  // Why: "sending a card to the CMs who called us, nothing inside it": what the rep gives is said to hold no value.
  const emptyCard = NOTHING_ENCLOSED.test(whole) && !ANY_VALUE.test(whole);
  return ((DECLINING_REPLY.test(whole) || RECEIVING.test(whole) || lawOnly) && !repHasDecided) || emptyCard;
}

/** A card or note said to hold nothing: "nothing in it", "nothing inside the envelope". */
const NOTHING_ENCLOSED =
  /\bnothing (?:else )?(?:in|inside|enclosed (?:in|with)|tucked in|attached to) (?:it|them|the (?:card|note|envelope)s?)\b/;

/**
 * Why: "tell me what the other agencies do for your team and I'll see what I can match", said to a
 * source: matching what competitors give promises value without naming it. (Not "we won't match
 * that", and not a rep saying they aren't trying to match: the offer is the rep's own "I'll"/"we can".)
 */
function offersToMatch(whole: string): RegExpExecArray | null {
  if (!COMPETITOR_DOES.test(whole) || DECLINING_REPLY.test(whole)) return null;
  for (const copy of whole.matchAll(everywhere(COPYING))) {
    const before = whole.slice(Math.max(0, copy.index - 40), copy.index);
    if (/\b(?:i'll|we'll|i will|we will|i can|we can|i could|we could|let me|i'd|we'd)\b/.test(before) && !negatedBefore(whole, copy.index))
      return copy;
  }
  return null;
}

/**
 * Why: "it's really just drinks, no speaker, but put 'education' on the invite for our files": a record
 * or message made to name education for a meal the request says has none is a label that hides it.
 */
const EDUCATION_LABEL =
  /\b(?:say|says|saying|call|calls|calling|label\w*|list\w*|log\w*|put|write|writ(?:es|ing)|describ\w*|show\w*|record\w*|mark\w*|code\w*)\s+(?:(?:it|this|that|them|we did|we had|it was|it's|its|that it(?:'s| was| is)?|as|on)\s+){0,3}(?:an? |the )?(?:so-called )?(?:education\w*|in-?services?|training|pretext)\b/;
const MEAL_ONLY =
  /\b(?:just|only|really|honestly|basically)(?: (?:it's|its|it is|it was|a|an|the))* (?:lunch|dinner|breakfast|a meal|meal|drinks|food|happy hour|party)\b|\bno (?:presentation|talk|speaker|education|content|slides|agenda|in-?service|teaching)\b|\bthe (?:dinner|lunch|meal|drinks|food) (?:part|portion)\b/;
// (Not a label the request rules out: "we can't call it an in-service if it's just lunch".)
function educationLabelOnAMeal(whole: string): RegExpExecArray | null {
  const label = EDUCATION_LABEL.exec(whole);
  return label && MEAL_ONLY.test(whole) && !negatedBefore(whole, label.index) ? label : null;
}

/** The gate's verdict on one piece of request text; undefined means it may go to the coach. */
/**
 * Why: "my director says small agencies fly under the radar, is that actually true?": the rep doubts
 * someone else's claim about hiding and asks for the facts; that is a question about the law, not a plan to hide.
 */
const DOUBTING_A_CLAIM = /\b(?:is|isn't) (?:that|this|it|he|she|they) (?:actually |really |even )?(?:true|right|correct|accurate)\b/;

export function checkRequest(text: string, options: GateOptions = {}): GateFinding | undefined {
  const whole = readText(text);
  if (!whole.trim()) return undefined;
  const mislabelled = educationLabelOnAMeal(whole);
  if (mislabelled) return { reason: 'concealment', found: { phrase: mislabelled[0] } };
  if (CONCEALMENT.test(whole) && !DOUBTING_A_CLAIM.test(whole)) {
    const at = whole.search(CONCEALMENT);
    const context = `${whole}\n${normalizeText(options.earlier ?? '').toLowerCase()}`;
    const hasValue = CONCEALABLE_VALUE.some((kind) => VALUE_PATTERNS[kind].test(context)) || CONCEALED_OBJECT.test(context);
    if (hasValue && !NEGATION.test(whole.slice(Math.max(0, at - 12), at))) {
      // Why: "sign the CTI as end stage, nobody audits those" hides a shaped record: the record is the finding.
      const shaped =
        shapedAcrossSentences(whole) ??
        sentences(whole)
          .map((part) => FALSE_DOCUMENTATION.exec(part) ?? shapedRecord(part, whole))
          .find(Boolean);
      return shaped ? { reason: 'eligibility', found: { phrase: shaped[0] } } : { reason: 'concealment' };
    }
  }
  const { turningDown, askingTheLaw, aimedAtReferrals, repHasDecided } = readStance(whole);
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
    // Why: "what will you do for us if we pick your hospice? how do I explain our care": no value named, only the choice.
    /in it for|what do (?:we|i) get|what (?:her|his|their|the|our) (?:\w+ )?gets?|what (?:will|would|can|could|do|does) (?:you|your \w+|y'?all) (?:do|give|offer|provide|have) for/.test(
      solicited[0],
    ) &&
    !ANY_VALUE.test(whole) &&
    !/\b(?:referr\w*|send\w*|patients|residents|pts)\b/.test(whole) &&
    // (Not when the rep asks what to hand over in answer: "what do I offer her?")
    !/\bwhat (?:do|should|can|could|would) (?:i|we) (?:offer|give|get|do for|send) (?:her|him|them)\b/.test(whole);
  const solicitation: GateFinding | undefined =
    solicited && !comparingOnly && !switchOnly ? { reason: 'solicitation', found: { phrase: solicited[0] } } : undefined;
  // "The DON asked me 'what's in it for us', how do I answer?": the rep asks how to turn it down,
  // which is the coaching question the solicitation script would only half answer.
  // ("How to say yes without breaking AKS" asks how to comply with it: that is not turning it down.)
  // (An educator or a talk offered instead is no giving: "we don't give anything for referrals, but I can bring our educator".)
  const givesBeyondEducation = sentences(whole).some((part) => repGives(part) && !affirmed(EDUCATION, part));
  const decliningSolicitation = turningDown && !givesBeyondEducation && !SAYING_YES.test(whole);
  if (solicitation && !decliningSolicitation) return solicitation;
  const match = options.addressedToReferralSource && !turningDown ? offersToMatch(whole) : null;
  if (match) return { reason: 'referral-inducement', found: { phrase: match[0] } };
  let facts: RequestFacts | undefined;
  // (Pressing a physician to sign is no turning down, whoever else asked: "family wants to stay; how do I get him to sign".)
  const shapedWhole = turningDown && !PRESSURE_TO_CERTIFY.test(whole) ? null : shapedAcrossSentences(whole);
  if (shapedWhole) return { reason: 'eligibility', found: { phrase: shapedWhole[0] } };
  const parts = sentences(whole);
  for (const [index, sentence] of parts.entries()) {
    const shaped = plainEligibilityQuestion(whole)
      ? null
      : (affirmedFalseDocumentation(sentence) ??
        alteredMeasure(sentence, whole) ??
        shapedRecord(sentence, whole) ??
        verdictRegardless(sentence, whole) ??
        overstatedFinding(sentence, whole) ??
        defaultedFinding(sentence, whole) ??
        (index === 0 ? (otherValueWritten(whole) ?? concededValue(whole)) : null));
    if (shaped && !turningDown) return { reason: 'eligibility', found: { phrase: shaped[0] } };
    if (valueMayPass || othersConduct(sentence)) continue;
    facts ??= readFacts(whole, options);
    // Why: "ALF wants beds and a hoyer. We have extras. OK to just drop them off?": the thing is named in
    // one sentence and handed over by pronoun in a later one; read them together.
    // (Not when the transfer is denied, "without giving them", or the earlier sentence is another hospice's conduct.)
    // (So is a person: "our intake coordinator has slack. Put her in their office...".)
    const transfer = PRONOUN_TRANSFER.exec(sentence) ?? STAFF_BY_PRONOUN.exec(sentence);
    const earlierParts = parts.slice(Math.max(0, index - 2), index).filter((part) => !othersConduct(part));
    const pointsBack = !!transfer && earlierParts.length > 0 && !negatedBefore(sentence, transfer.index);
    // Why: "the other hospice sends a sitter for anyone on our floor - how do I offer the same for her
    // non-hospice residents?": what "the same" copies is the competitor's conduct in an earlier sentence.
    const copied = affirmed(COPYING, sentence)
      ? parts
          .slice(Math.max(0, index - 2), index)
          .map((part) => part.slice(Math.max(0, part.search(COMPETITOR_DOES))))
          .filter((part) => COMPETITOR_DOES.test(part))
      : [];
    const read = copied.length > 0 ? `${copied.join(' ')} ${sentence}` : pointsBack ? `${earlierParts.join(' ')} ${sentence}` : sentence;
    const finding = valueFinding(read, facts, options);
    if (finding) return finding;
  }
  return decliningSolicitation ? undefined : solicitation;
}
