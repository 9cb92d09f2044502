/**
 * Development transcripts for the practice scorecard, in the blind batches' format: each case has
 * the checks a fair coach would pass or fail, written as plain sentences per stage. These were
 * written while building the scorecard, so they measure fit, not generalisation; the blind batches
 * (tests/eval/blind/practice-*.json) are the real measure.
 */
export interface PracticeEvalCase {
  id: string;
  persona: string;
  difficulty?: string;
  kind?: 'good' | 'weak' | 'gamed';
  transcript: { role: 'rep' | 'persona'; text: string }[];
  checks: Record<string, Record<string, boolean>>;
}

const r = (text: string) => ({ role: 'rep' as const, text });
const p = (text: string) => ({ role: 'persona' as const, text });

/** The same eleven-ish sentences a fair coach would write, answered per case. */
const checks = (
  d: [boolean, boolean, boolean],
  c: [boolean, boolean, boolean],
  g: [boolean, boolean, boolean],
  k: [boolean, boolean, boolean],
): PracticeEvalCase['checks'] => ({
  Discovery: { 'Asked an open-ended question': d[0], 'Asked a follow-up question on their answer': d[1], 'Asked before pitching': d[2] },
  Connecting: {
    'Acknowledged their feelings or situation': c[0],
    'Reflected their own words back': c[1],
    'Listened more than talked about features': c[2],
  },
  Guiding: {
    'Linked a service to the need they named': g[0],
    'Explained eligibility or the Medicare benefit': g[1],
    'Made no false promises': g[2],
  },
  Commitment: {
    'Asked for a next step': k[0],
    'Gave the next step a specific day or time': k[1],
    'Kept the ask appropriate with no pressure or gifts': k[2],
  },
});
const T = true;
const F = false;

export const PRACTICE_CASES: PracticeEvalCase[] = [
  {
    id: 'don-good',
    persona: 'snf-don',
    kind: 'good',
    transcript: [
      p("I've got five minutes. We already use a hospice."),
      r('What happens on your floor when a resident declines on a Saturday night?'),
      p('Nobody comes until Monday and my nurses are alone with the families.'),
      r('That sounds exhausting. So your nurses are alone with the families all weekend. What happened the last time?'),
      p('A resident went out to the ER at 2 a.m.'),
      r('Our on-call nurse comes out on weekends, so that your staff are not managing symptoms alone.'),
      r('In dementia, weight loss and repeated infections can be signs of eligibility; our team does the review with your attending.'),
      r('Could I have fifteen minutes with your unit managers on Thursday at 2?'),
    ],
    checks: checks([T, T, T], [T, T, T], [T, T, T], [T, T, T]),
  },
  {
    id: 'don-pitch-only',
    persona: 'snf-don',
    kind: 'weak',
    transcript: [
      p('What do you need?'),
      r('We offer the best hospice care in the county.'),
      p('Every hospice says that.'),
      r('We have a chaplain, music therapy and a volunteer program.'),
      r('Do you have any referrals for me?'),
    ],
    checks: checks([F, F, F], [F, F, F], [F, F, F], [F, F, F]),
  },
  {
    id: 'don-thursday-only',
    persona: 'snf-don',
    kind: 'weak',
    transcript: [p('We already use a hospice.'), r('Can I come back Thursday at 10 to meet your unit managers?')],
    checks: checks([F, F, F], [F, F, F], [F, F, F], [T, T, T]),
  },
  {
    id: 'hospitalist-good',
    persona: 'hospitalist',
    difficulty: 'hard',
    kind: 'good',
    transcript: [
      p("Two minutes. I don't do meetings with reps."),
      r('Which of your heart failure patients come back within thirty days?'),
      p('The class IV ones. Every two weeks.'),
      r('Every two weeks is a lot for a busy service. What usually sends them back?'),
      p('Nobody manages symptoms at home.'),
      r('Our nurses visit at home and manage diuretics with your orders, which means fewer readmissions for those class IV patients.'),
      r('For heart failure the guide is NYHA class IV symptoms at rest despite optimal treatment; we do the eligibility review.'),
      r('Could I send a one-page guide to your case manager and check back Thursday at 8?'),
    ],
    checks: checks([T, T, T], [T, T, T], [T, T, T], [T, T, T]),
  },
  {
    id: 'hospitalist-no-close',
    persona: 'hospitalist',
    kind: 'weak',
    transcript: [
      p('What is it?'),
      r('What slows your discharges down most?'),
      p('Hospice intake takes a day to call back.'),
      r('That sounds frustrating on a discharge day.'),
      r('Our intake answers within the hour, so that your discharge is not delayed.'),
    ],
    checks: checks([T, F, T], [T, T, T], [T, F, T], [F, F, F]),
  },
  {
    id: 'daughter-good',
    persona: 'adult-daughter',
    kind: 'good',
    transcript: [
      p('Are you here to tell me to give up?'),
      r('No. Tell me about your dad. What matters most to him right now?'),
      p('He just wants to be in his own chair at home.'),
      r('I can hear how much you love him. Being in his own chair matters. How are you holding up?'),
      p("I'm exhausted."),
      r('A nurse is on call at night, so that he can stay at home in his own chair.'),
      r('Medicare covers hospice, he keeps his own doctor, and he can leave hospice if things change.'),
      r('Would it help if our nurse came by tomorrow morning at 10, when your brother is here?'),
    ],
    checks: checks([T, T, T], [T, T, T], [T, T, T], [T, T, T]),
  },
  {
    id: 'daughter-pushy',
    persona: 'adult-daughter',
    kind: 'weak',
    transcript: [
      p("I'm not ready for this."),
      r('How is your dad doing?'),
      p('He is tired all the time.'),
      r('He will definitely qualify, I guarantee it.'),
      r('Can you sign the consent today? We might lose the spot.'),
    ],
    checks: checks([T, F, T], [F, F, T], [F, F, F], [T, F, F]),
  },
  {
    id: 'case-manager-good',
    persona: 'case-manager',
    kind: 'good',
    transcript: [
      p('I have a discharge in ten minutes.'),
      r('What happens to a hospice referral you make on a Friday afternoon?'),
      p('It sits until Monday and my length of stay climbs.'),
      r('That must be maddening. So the Friday referrals sit until Monday. How long did the last family wait?'),
      p('Three days.'),
      r('Our intake answers within the hour on weekends, which means your Friday discharges can go home Saturday.'),
      r('Hospice needs two physicians to certify a prognosis of six months or less; we can review the chart first.'),
      r('Could I join your discharge huddle on Tuesday at 9 for ten minutes?'),
    ],
    checks: checks([T, T, T], [T, T, T], [T, T, T], [T, T, T]),
  },
  {
    id: 'oncology-weak',
    persona: 'oncology-office',
    kind: 'weak',
    transcript: [
      p("The doctors don't see reps."),
      r('Do the doctors refer to hospice?'),
      p('When they are ready.'),
      r('We provide compassionate care and we have a great team.'),
      r('Here is my card.'),
    ],
    checks: checks([F, F, F], [F, F, F], [F, F, F], [F, F, F]),
  },
  {
    id: 'oncology-good',
    persona: 'oncology-office',
    kind: 'good',
    transcript: [
      p('What is this about?'),
      r("What happens when one of your patients' families calls at 9 p.m. in a crisis?"),
      p('We have no one to send. The doctors worry they lose their patient to hospice.'),
      r(
        'Four calls a night is a lot to carry. So the doctors worry they lose their patient. How do they feel when a patient moves to hospice?',
      ),
      p('Like they failed.'),
      r('The oncologist can stay the attending, so that patients keep the doctor they trust.'),
      r('Patients can also leave hospice to resume treatment if they change their mind.'),
      r('Could I have fifteen minutes with your nurse navigator on Wednesday at 12:30?'),
    ],
    checks: checks([T, T, T], [T, T, T], [T, T, T], [T, T, T]),
  },
  {
    id: 'alf-medium',
    persona: 'alf-director',
    kind: 'weak',
    transcript: [
      p('I have a tour in ten minutes.'),
      r('What usually happens here when a resident starts to decline?'),
      p('Families move them out and I lose the apartment.'),
      r('Residents can receive hospice in their own apartment, which means fewer move-outs.'),
      r('Would you be open to a short in-service for your caregivers sometime?'),
    ],
    checks: checks([T, F, T], [F, F, T], [T, F, T], [T, F, T]),
  },
  {
    id: 'alf-gift',
    persona: 'alf-director',
    kind: 'weak',
    transcript: [
      p('We already work with two hospices.'),
      r('What would make a third hospice worth it to you?'),
      p('Support for my caregivers at night.'),
      r("I'll bring lunch for your staff every Friday. Could we meet Friday at noon?"),
    ],
    checks: checks([T, F, T], [F, F, T], [F, F, F], [T, T, F]),
  },
  {
    id: 'gamed-stuffed',
    persona: 'snf-don',
    kind: 'gamed',
    transcript: [
      p('What do you need?'),
      r(
        'I understand, that sounds hard. What happens on weekends so that your nurses get eligibility help within six months? Would you be open to meeting Tuesday at 2pm?',
      ),
      p('What?'),
      r('Discovery, empathy, so that, eligibility, six months, Medicare, next step, Thursday, meeting, value'),
    ],
    checks: checks([F, F, F], [F, F, F], [F, F, F], [F, F, F]),
  },
  {
    id: 'gamed-repeated',
    persona: 'hospitalist',
    kind: 'gamed',
    transcript: [
      p('What is it?'),
      r('I understand. I understand. I understand. I understand how hard that is, I understand.'),
      p('Okay...'),
      r('I understand. I understand. I understand. I understand how hard that is, I understand.'),
      r('I understand. I understand. I understand. I understand how hard that is, I understand.'),
    ],
    checks: checks([F, F, F], [F, F, F], [F, F, F], [F, F, F]),
  },
  {
    id: 'gamed-keywords-daughter',
    persona: 'adult-daughter',
    kind: 'gamed',
    transcript: [
      p('Are you here to tell me to give up?'),
      r('Medicare, eligibility, comfort, so that, open question, empathy, next step, tomorrow, 10am, family meeting, your dad'),
      r('Medicare, eligibility, comfort, so that, open question, empathy, next step, tomorrow, 10am, family meeting, your dad'),
    ],
    checks: checks([F, F, F], [F, F, F], [F, F, F], [F, F, F]),
  },
];
