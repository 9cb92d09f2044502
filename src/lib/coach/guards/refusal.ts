import type { ValueKind } from './lexicon';
import type { GateFinding } from './gate';

/**
 * What the coach says when the gate refuses: what is wrong in one sentence, the compliant way to
 * reach the rep's real goal, and "check with your compliance officer". Respectful: the rep is
 * usually trying to win a relationship, not to commit a crime, so the answer helps with that goal.
 */
const VALUE_WORDS: Record<ValueKind, string> = {
  payment: 'cash or payment (including per-referral payments)',
  gift: 'gifts or gift cards',
  food: 'meals or food',
  'free-staff': 'free staff or services (such as your CNAs, aides or discharge planners doing their work)',
  'free-equipment': 'free equipment, supplies or services',
  entertainment: 'entertainment or trips',
};

const COMPLIANCE_OFFICER =
  'Please check with your compliance officer before offering anything of value to a referral source, a patient or a family.';

function whatIsWrong(finding: GateFinding): string {
  const what = finding.value ? VALUE_WORDS[finding.value] : 'anything of value';
  switch (finding.reason) {
    case 'referral-inducement':
      return `Offering ${what} to a referral source to win or reward referrals can violate the federal Anti-Kickback Statute, for you, your hospice and the person who accepts it.`;
    case 'beneficiary-inducement':
      return `Offering patients or families ${what} to choose or stay with your hospice is beneficiary inducement, which federal law (the Anti-Kickback Statute and the Civil Monetary Penalties Law) prohibits.`;
    case 'concealment':
      return 'Hiding or disguising something given to a referral source does not make it legal: it turns a possible Anti-Kickback Statute violation into evidence that it was intentional.';
    case 'eligibility':
      return 'Making a patient look eligible when they are not is Medicare fraud: hospice eligibility must be certified honestly from the clinical record (a terminal prognosis of six months or less if the illness runs its normal course).';
  }
}

function whatWorksInstead(finding: GateFinding): string {
  if (finding.reason === 'eligibility') {
    return 'If the patient is not eligible yet, say so honestly: ask your medical director for an eligibility review, offer palliative care or home health in the meantime, set a date to reassess, and teach the family and the facility which changes (weight loss, falls, more time in bed, hospital visits) to call you about.';
  }
  if (finding.reason === 'beneficiary-inducement') {
    return 'Help the family choose on the merits: explain the hospice benefit honestly (what Medicare covers, who visits and how often, how to reach a nurse at night) and what your team does in the first 24 hours. The choice of hospice is theirs.';
  }
  if (finding.value === 'free-staff') {
    return 'If their team is stretched, help in the ways hospice is allowed to: reliable visits and a named on-call nurse for your own hospice patients in their building, admissions the same day, and education for their staff (an in-service on symptom management or eligibility, run through your compliance team). Never lend your staff to do the facility’s work.';
  }
  return 'Earn referrals with what the Spartan Method is built on: education (an in-service on hospice eligibility for their team, run through your compliance team), responsiveness (answer every referral fast and admit the same day, weekends included) and follow-through (call back after every admission and thank them with a note, never a gift).';
}

/** The whole answer for a refused request (Markdown, like every coach answer). */
export function refusalText(finding: GateFinding): string {
  return [
    `**I can’t help with that.** ${whatIsWrong(finding)}`,
    '',
    `**What works instead:** ${whatWorksInstead(finding)}`,
    '',
    COMPLIANCE_OFFICER,
  ].join('\n');
}

/** The short version, for a notice next to an email draft that had a line removed. */
export function droppedCustomizationNotice(finding: GateFinding): string {
  return `Compliance: we left part of your customization out of this draft. ${whatIsWrong(finding)} ${COMPLIANCE_OFFICER}`;
}

/** One line for a role-play: the coach steps in after the referral source declines. */
export function practiceFlag(finding: GateFinding): string {
  return `*Coach: that offer would fail a real call. ${whatIsWrong(finding)} ${COMPLIANCE_OFFICER}*`;
}
