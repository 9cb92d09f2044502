import type { ValueKind } from './lexicon';
import type { GateFinding } from './gate';

/**
 * What the coach says when the gate refuses, the same on every tool, offline and keyed: a plain
 * no, the one-line legal reason, what to say to the person asking (when someone asked), to write it
 * down and tell compliance (when a referral source solicited), the compliant way to the rep's real
 * goal, and one line naming what the gate found, so the rep can see why. Respectful: the rep is
 * usually trying to win a relationship, not to commit a crime.
 */
const VALUE_WORDS: Record<ValueKind, string> = {
  payment: 'cash or payment (including per-referral payments)',
  gift: 'gifts or gift cards',
  food: 'meals or food',
  'free-staff': 'free staff or services (such as your CNAs, aides or discharge planners doing their work)',
  'free-equipment': 'free equipment, supplies or services',
  entertainment: 'entertainment or trips',
  'travel-or-cme': 'travel, lodging, conference or continuing-education costs',
  'free-service': 'free services (your staff’s or volunteers’ time, personal or office services, rides, activities)',
  discount: 'discounts, rebates or write-offs',
  'paid-role': 'a paid title or role (a medical directorship, consulting or speaking fees)',
};

export const NO = '**I can’t help with that.**';
/** The first line when someone else asked for value: the no the rep should give them. */
export const SAY_NO = '**The answer to them is no.**';

const COMPLIANCE_OFFICER =
  'Please check with your compliance officer, and your hospice’s written policy on gifts and meals, before offering anything of value to a referral source, a patient or a family.';

/** The one-line legal reason. */
function whatIsWrong(finding: GateFinding): string {
  const what = finding.value ? VALUE_WORDS[finding.value] : 'anything of value';
  switch (finding.reason) {
    case 'referral-inducement':
      return `Offering ${what} to a referral source to win or reward referrals can violate the federal Anti-Kickback Statute, for you, your hospice and the person who accepts it.`;
    case 'beneficiary-inducement':
      return `Offering patients or families ${what} to choose or stay with your hospice is beneficiary inducement, which federal law (the Anti-Kickback Statute and the Civil Monetary Penalties Law) prohibits.`;
    case 'solicitation':
      return 'A referral source asking what your hospice will give in return for referrals is asking for a kickback: under the federal Anti-Kickback Statute, soliciting it is as illegal as paying it.';
    case 'concealment':
      return 'Hiding or disguising something given to a referral source does not make it legal: it turns a possible Anti-Kickback Statute violation into evidence that it was intentional.';
    case 'eligibility':
      return 'Writing a chart, code or certification so a patient looks eligible when that is not the clinical truth is a false claim (the False Claims Act): hospice eligibility must be certified honestly from the record (a terminal prognosis of six months or less if the illness runs its normal course).';
  }
}

const WHAT_TO_SAY =
  '“We don’t give anything in return for referrals; it’s against federal law for both of us. What I can promise your team, and the residents and patients you refer, is care that earns it: a same-day answer on every referral, an admission visit when you need it, and a nurse who calls you back. Could I set up a short in-service for your staff instead?”';

function whatWorksInstead(finding: GateFinding): string {
  if (finding.reason === 'eligibility') {
    return 'Chart what you see, in measurable terms (weights, PPS or FAST with dates, intake, falls, hospital visits), and let the hospice physician decide. If the patient is not eligible yet, say so: ask your medical director for an eligibility review, offer palliative care or home health meanwhile, set a date to reassess, and teach the family and the facility which changes to call you about.';
  }
  if (finding.reason === 'beneficiary-inducement') {
    return 'Help the family choose on the merits: explain the hospice benefit honestly (what Medicare covers, who visits and how often, how to reach a nurse at night) and what your team does in the first 24 hours. The choice of hospice is theirs.';
  }
  if (finding.value === 'free-staff' || finding.value === 'free-service') {
    return 'Help in the ways hospice is allowed to: reliable visits and a named on-call nurse for your own hospice patients in their building, admissions the same day, and education for their staff (an in-service on symptom management or eligibility, run through your compliance team). Your staff’s and volunteers’ time goes to your own patients and families, never to the facility’s work or residents as a favour.';
  }
  return 'Earn referrals with what the Spartan Method is built on: education (an in-service on hospice eligibility for their team, run through your compliance team), responsiveness (answer every referral fast and admit the same day, weekends included) and follow-through (call back after every admission and thank them with a note, never a gift).';
}

/** The learned screen has no phrase to quote: it names what the request as a whole reads as. */
const LEARNED_FOUND: Record<GateFinding['reason'], string> = {
  'referral-inducement': 'this reads as something of value for someone who can refer',
  'beneficiary-inducement': 'this reads as something of value for a patient or family to choose or stay with your hospice',
  solicitation: 'this reads as a referral source asking for something in return for referrals',
  concealment: 'this reads as keeping something given to a referral source out of the record',
  eligibility: 'this reads as shaping a record, score or certification toward eligibility rather than the clinical truth',
};

const quoted = (text: string | undefined) => (text ? `“${text}”` : undefined);

/** One line naming the parts the gate found, so a rep can see what tripped it. */
export function foundLine(finding: GateFinding): string {
  const found = finding.found ?? {};
  if (found.phrase?.startsWith('AI review')) return `*What the compliance check found: ${found.phrase.replace(/\.$/, '')}.*`;
  if (finding.learned)
    return `*What the compliance check found: ${LEARNED_FOUND[finding.reason]}, read from the request as a whole rather than from one phrase. If that is not what you meant, say it another way, or ask your compliance officer.*`;
  const parts =
    finding.reason === 'solicitation'
      ? [`a referral source asking for value (${quoted(found.phrase) ?? 'in return for referrals'})`]
      : finding.reason === 'eligibility'
        ? [`documentation aimed at eligibility rather than the clinical truth${found.phrase ? ` (${quoted(found.phrase)})` : ''}`]
        : finding.reason === 'concealment'
          ? ['something of value being hidden or disguised']
          : [
              `something of value${found.value ? ` (${quoted(found.value)})` : finding.value ? ` (${VALUE_WORDS[finding.value]})` : ''}`,
              finding.reason === 'beneficiary-inducement'
                ? `to a patient or family${found.recipient ? ` (${quoted(found.recipient)})` : ''}`
                : `to someone who can refer${found.recipient && !/^(?:you|your|them|her|him)$/.test(found.recipient) ? ` (${quoted(found.recipient)})` : ''}`,
              ...(found.tie ? [`tied to referrals or a choice (${quoted(found.tie)})`] : []),
            ];
  return `*What the compliance check found: ${parts.join(' · ')}.*`;
}

/** The whole answer for a refused request (Markdown, like every coach answer). */
export function refusalText(finding: GateFinding): string {
  if (finding.reason === 'solicitation') {
    return [
      `${SAY_NO} ${whatIsWrong(finding)}`,
      '',
      `**What to say:** ${WHAT_TO_SAY}`,
      '',
      '**Then:** write down what was asked, by whom and when, and tell your compliance officer today. Don’t agree to anything, even “to think about it”.',
      '',
      `**What works instead:** ${whatWorksInstead(finding)}`,
      '',
      foundLine(finding),
    ].join('\n');
  }
  return [
    `${NO} ${whatIsWrong(finding)}`,
    '',
    `**What works instead:** ${whatWorksInstead(finding)}`,
    '',
    COMPLIANCE_OFFICER,
    '',
    foundLine(finding),
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
