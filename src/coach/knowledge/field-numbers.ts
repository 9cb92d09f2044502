/**
 * The Spartan field numbers, defined once. The offline coach quotes them, and the
 * printable sheets (weekly plan, quick start guide, territory template, metrics dashboard) print
 * them, so a change here changes every place a rep sees a target.
 *
 * Plain data, no imports: safe in the browser, on the server and in the offline Field Kit.
 */

export interface Goal {
  /** What is counted, as a rep says it. */
  label: string;
  /** The target as printed on the sheets, e.g. "80+" or "8-12". */
  target: string;
  /** Lowest number that meets the goal. */
  min: number;
  /** Highest number of a range goal; undefined for "N or more" goals. */
  max?: number;
  unit: string;
}

/** Monthly goals for an established rep (the Metrics Dashboard's). */
export const MONTHLY_GOALS = {
  touches: { label: 'Touches', target: '80+', min: 80, unit: 'per month' },
  faceToFace: { label: 'Face-to-face visits', target: '60+', min: 60, unit: 'per month' },
  referrals: { label: 'Referrals', target: '8-12', min: 8, max: 12, unit: 'per month' },
  admissions: { label: 'Admissions', target: '6-8', min: 6, max: 8, unit: 'per month' },
  conversion: { label: 'Referral-to-admission conversion', target: '60-70%', min: 60, max: 70, unit: 'percent' },
} as const satisfies Record<string, Goal>;

/** Time from referral to start of care: the goal and the Metrics Dashboard's buckets. */
export const START_OF_CARE = {
  goalHours: 24,
  goal: 'under 24 hours',
  buckets: ['0-12 hrs', '13-24 hrs', '25+ hrs'],
} as const;

/** The 30-day scorecard of the Quick Start Guide (a new rep's first month). */
export const RAMP_30_DAY_GOALS = {
  touches: { label: 'Touches', target: '60+', min: 60, unit: 'in 30 days' },
  visits: { label: 'Face-to-face visits', target: '40+', min: 40, unit: 'in 30 days' },
  referrals: { label: 'Referrals', target: '3-5', min: 3, max: 5, unit: 'in 30 days' },
  admissions: { label: 'Admissions', target: '1-2', min: 1, max: 2, unit: 'in 30 days' },
} as const satisfies Record<string, Goal>;

/** Speed rules: how fast a rep answers a referral, reaches the family, starts care and thanks the referrer. */
export const RESPONSE_RULES = {
  respondToReferralHours: 2,
  /** The 4-hour same-day contact rule: patient or family contacted within 4 hours, the same day. */
  contactFamilyHours: 4,
  startOfCareHours: 24,
  thankReferrerHours: 24,
} as const;

export const RESPONSE_RULE_TEXT = {
  respond: `Respond to referrals within ${RESPONSE_RULES.respondToReferralHours} hours`,
  contact: `Contact the patient or family within ${RESPONSE_RULES.contactFamilyHours} hours, the same day (the 4-hour same-day contact rule)`,
  startOfCare: `Start of care in under ${RESPONSE_RULES.startOfCareHours} hours when the family is ready`,
  thank: `Thank the referrer within ${RESPONSE_RULES.thankReferrerHours} hours, with a call or a note, never anything of value`,
} as const;

export type TierName = 'A' | 'B' | 'C';

export interface Tier {
  tier: TierName;
  cadence: string;
  definition: string;
}

/** Territory tiers (Territory Template). */
export const TIERS: readonly Tier[] = [
  { tier: 'A', cadence: 'Weekly visit', definition: 'High referral potential or an active referral source: visit every week.' },
  { tier: 'B', cadence: 'Bi-weekly', definition: 'Growing or occasional referral source: visit every other week.' },
  { tier: 'C', cadence: 'Monthly or as needed', definition: 'Low volume or early in Discovery: visit monthly or as needed.' },
];

/** Field tips printed on the sheets and quoted by the coach. */
export const FIELD_TIPS: readonly string[] = [
  RESPONSE_RULE_TEXT.respond,
  RESPONSE_RULE_TEXT.thank,
  RESPONSE_RULE_TEXT.contact,
  'Plan next week on Friday: A accounts first, one purpose for every visit',
  'Log every touch the same day, with what you learned',
  'Re-tier every account monthly from its referrals and conversion',
];

/** Every goal as one line, e.g. "Touches: 80+ per month". */
export function goalLines(goals: Record<string, Goal> = MONTHLY_GOALS): string[] {
  return Object.values(goals).map((goal) => `${goal.label}: ${goal.target}${goal.unit === 'percent' ? '' : ` ${goal.unit}`}`);
}
