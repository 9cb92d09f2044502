import { MONTHLY_GOALS, RESPONSE_RULES, START_OF_CARE } from '../../knowledge/field-numbers';
import type { CareSetting } from '../../knowledge/settings';
import { asSentence, normalize, splitList } from '../../text';

/** One desired outcome with the measure that shows it was reached. */
export interface Outcome {
  outcome: string;
  measure: string;
}

interface OutcomeRule {
  patterns: RegExp[];
  measure: (setting: CareSetting) => string;
}

/** How each kind of outcome a rep asks for is measured, using the Spartan targets. */
const RULES: readonly OutcomeRule[] = [
  {
    patterns: [/\bin-?services?\b|\beducation\b|\bhuddle\b|\btrain(?:ing)?\b|\blunch[- ]and[- ]learn\b/],
    measure: (s) => `An education slot on the calendar within 30 days: ${s.education}.`,
  },
  {
    patterns: [/\bpreferred\b|\bon (?:the|their) list\b|\bpartner(?:ship)?\b|\bexclusive\b|\bapproved\b/],
    measure: () =>
      'The account agrees to offer your hospice as one of the options families choose from (patient choice preserved), with a written referral pathway.',
  },
  {
    patterns: [/\bfirst referral\b/],
    measure: () =>
      `First referral tracked from call to start of care, with the response inside ${RESPONSE_RULES.respondToReferralHours} hours and the referrer thanked within ${RESPONSE_RULES.thankReferrerHours} hours.`,
  },
  {
    patterns: [/\breferr/],
    measure: () =>
      `Referrals from this account counted monthly toward your territory's referral goal (the Spartan field sheet's is ${MONTHLY_GOALS.referrals.target} a month; use the one your leader set).`,
  },
  {
    patterns: [/\bconver/],
    measure: () =>
      `Referral-to-admission conversion tracked against your goal (the field sheet's target is ${MONTHLY_GOALS.conversion.target}), with the reason for every non-admit written down.`,
  },
  {
    patterns: [/\badmission|\badmit|\bcensus\b/],
    measure: () =>
      `Admissions counted monthly toward your goal (the field sheet's is ${MONTHLY_GOALS.admissions.target} a month at ${MONTHLY_GOALS.conversion.target} conversion).`,
  },
  {
    patterns: [/\bstart of care\b|\bfaster\b|\bresponse\b|\bspeed\b|\bsame[- ]day\b|\bweekend/],
    measure: () =>
      `Every referral answered within ${RESPONSE_RULES.respondToReferralHours} hours, family contacted within ${RESPONSE_RULES.contactFamilyHours} hours the same day, start of care ${START_OF_CARE.goal}.`,
  },
  {
    patterns: [/\bearlier\b|\blate referrals?\b|\blength of stay\b|\blos\b/],
    measure: (s) =>
      `Referrals arrive earlier: track days from referral to death or discharge, and teach the eligibility signs for ${s.diagnoses[0] ?? 'the diagnoses the account sees most'}.`,
  },
  {
    patterns: [/\bmeet(?:ing)?\b|\bappointment\b|\baccess\b|\bintroduc/],
    measure: (s) => `A meeting with a named decision maker (start with the ${s.primaryContact}) within two weeks.`,
  },
  {
    patterns: [/\brelationship\b|\btrust\b|\brapport\b/],
    measure: () => 'A relationship log with at least three purposeful contacts and a written summary of the account’s needs.',
  },
  {
    patterns: [/\breadmission/],
    measure: () => 'Readmissions of residents or patients who elected hospice, tracked monthly against the months before.',
  },
  {
    patterns: [/\bfamil/],
    measure: () => 'Informational visits offered to families whenever the care team asks, with the family’s choice respected every time.',
  },
];

/** Splits the rep's desired outcomes and attaches a measure to each. */
export function parseOutcomes(text: string | undefined, setting: CareSetting): Outcome[] {
  if (!text?.trim()) return [];
  return splitList(text)
    .slice(0, 6)
    .map((item) => {
      const normalized = normalize(item);
      const rule = RULES.find((candidate) => candidate.patterns.some((pattern) => pattern.test(normalized)));
      return {
        outcome: asSentence(item),
        measure: rule ? rule.measure(setting) : 'Agree with your manager what evidence will show this was reached, and review it weekly.',
      };
    });
}

/** Outcomes to aim for when the rep gave none, chosen from where the account stands. */
export function defaultOutcomes(setting: CareSetting, focus: 'new' | 'recovery' | 'grow'): Outcome[] {
  const first =
    focus === 'recovery'
      ? {
          outcome: 'Find out why referrals changed, and fix it.',
          measure: 'A conversation with the decision maker about what changed, within two weeks, and a written plan to fix it.',
        }
      : focus === 'grow'
        ? {
            outcome: 'Grow referrals from an account that already knows you.',
            measure: `Referrals from this account counted monthly toward your territory goal of ${MONTHLY_GOALS.referrals.target} a month.`,
          }
        : {
            outcome: `Map the decision makers, starting with the ${setting.primaryContact}.`,
            measure: 'An account profile naming at least two decision makers and one problem the account wants solved.',
          };
  return [
    first,
    {
      outcome: 'Earn a place on the list of hospices the account offers families.',
      measure: 'A written referral pathway: who calls, which number, what information, what response time.',
    },
    {
      outcome: 'Earn the first (or next) referral and deliver on it.',
      measure: `Respond within ${RESPONSE_RULES.respondToReferralHours} hours, contact the family within ${RESPONSE_RULES.contactFamilyHours} hours, start of care ${START_OF_CARE.goal}, thank the referrer within ${RESPONSE_RULES.thankReferrerHours} hours.`,
    },
  ];
}
