/**
 * Alternative answers to the eight objections in objections.json, in acknowledge–reframe–ask
 * form. They are written to differ from the stock response on each card, so "Generate AI
 * Alternative" always gives the rep a second way to say it. Each part has variants; the offline
 * coach picks one per part from the wording it was given, so a rephrased objection gets a
 * different combination.
 *
 * Rules every line follows: no criticism of another hospice, no promise of eligibility, no offer
 * of anything of value, and patient and family choice always stated or respected.
 */
export interface ObjectionAngles {
  /** The substance of the objection in a few words, used in headings and by tests. */
  theme: string;
  /** Ways reps phrase this objection that the card's own keywords miss. */
  alsoMatches: readonly RegExp[];
  acknowledge: readonly string[];
  reframe: readonly string[];
  ask: readonly string[];
}

export const OBJECTION_ANGLES: Readonly<Record<string, ObjectionAngles>> = {
  'already-have-a-provider': {
    alsoMatches: [
      /\b(?:same|another|other|current|existing|our own) hospices?\b/,
      /\bhappy\b|\bloyal\b|\bfor years\b|\bcontract\b|\bexclusive\b|\bincumbent\b/,
    ],
    theme: 'an existing hospice provider',
    acknowledge: [
      'It sounds like you have a hospice relationship that works, and that matters for your patients.',
      'A partner you trust is worth protecting, and I respect that you have one.',
      'I appreciate you telling me straight away. Loyalty to a provider who serves you well is a good thing.',
    ],
    reframe: [
      'Most of the facilities I work with keep two or three hospices available, not to replace anyone, but because families have the right to choose and no single provider can admit every patient the same day.',
      'Being a second option isn’t about competing with your current hospice; it’s about making sure a family who asks for a choice, or a patient who needs a Saturday admission, is never left waiting.',
      'The question isn’t whether your provider is good. It’s what happens on the day they can’t respond, or when a family asks for someone else.',
    ],
    ask: [
      'When was the last time a referral had to wait, or a family asked for a different hospice?',
      'What would a back-up hospice need to do to earn a place on the list you give families?',
      'If I checked in once a month with something useful for your team, would that be welcome?',
    ],
  },
  'family-not-ready': {
    alsoMatches: [/\bnot ready\b|\bisn'?t ready\b|\baren'?t ready\b|\bwon'?t (?:talk|discuss|consider)\b|\bin denial\b/],
    theme: 'a family not ready to talk about hospice',
    acknowledge: [
      'You’re right to protect the family’s pace and their hope. Nobody should be rushed into this conversation.',
      'That’s a hard place for a family to be, and it says a lot that your team is watching out for them and their hope.',
    ],
    reframe: [
      'Families usually aren’t saying no to comfort care; they’re saying no to what they imagine hospice is. An information-only visit often answers the fears they haven’t said out loud.',
      '“Not ready” often means nobody has explained that the patient keeps their own doctor and can stop hospice at any time. Information doesn’t commit anyone to anything.',
    ],
    ask: [
      'Would it help if our social worker were available to your team, so the family could ask questions whenever they’re ready?',
      'Who on your team is closest to this family, and would they like a one-page explanation they could share when the moment feels right?',
    ],
  },
  'not-sick-enough': {
    alsoMatches: [
      /\bnot (?:sick|bad) enough\b|\btoo (?:early|soon|healthy)\b|\bwon'?t qualify\b|\bdoesn'?t qualify\b|\bstill (?:eating|walking|doing well)\b/,
    ],
    theme: 'hospice eligibility (not sick enough)',
    acknowledge: [
      'You know this patient far better than I do, and it’s right to be careful about eligibility.',
      'That’s a fair question, and only a physician can make that call.',
    ],
    reframe: [
      'Eligibility isn’t about how someone looks on a good day: it is a physician’s judgment that the prognosis is six months or less if the illness runs its usual course. The Medicare guidelines look at the trend: functional decline, weight loss, repeated hospitalizations. An evaluation simply checks that trend, and if the patient doesn’t qualify, we’ll say so.',
      'The question is a prognosis of six months or less if the illness runs its usual course, not whether someone is bedbound, and patients referred earlier get months of support instead of days. An evaluation costs the family nothing and commits no one; if the criteria aren’t met, we’ll tell you plainly and suggest palliative or home health options.',
    ],
    ask: [
      'Over the last few months, have you seen weight loss, more falls, or more trips to the hospital?',
      'Would it be useful if I left a one-page list of the eligibility indicators for the diagnoses you see most, so your team can spot the trend?',
    ],
  },
  'no-time-for-in-service': {
    alsoMatches: [/\bno time\b|\btoo busy\b|\bshort[- ]staffed\b|\bin-?services?\b|\bstaff (?:are|is) (?:stretched|busy)\b/],
    theme: 'no time for an in-service',
    acknowledge: [
      'Your nurses’ time is the scarcest thing in the building, and I won’t waste it.',
      'Completely fair. The last thing your staff need is another meeting.',
    ],
    reframe: [
      'This isn’t an in-service. It’s five minutes at a shift change on one question your nurses already ask: how do I know when a resident might be eligible for hospice?',
      'I can bring the education to where your staff already are, a huddle or a stand-up, and keep it to one practical topic they can use that week.',
    ],
    ask: [
      'Which shift change would be least disruptive for five minutes next week?',
      'Is there one question about hospice your staff ask you over and over? I could answer exactly that.',
    ],
  },
  'hospice-means-giving-up': {
    alsoMatches: [/\bgiv(?:e|ing) up\b|\bgiving in\b|\bno hope\b|\blosing hope\b|\bdeath sentence\b|\bquit(?:ting)?\b/],
    theme: 'the belief that hospice means giving up',
    acknowledge: [
      'That feeling is very common, and it deserves a real answer, not a slogan.',
      'I understand why it can feel that way, especially for a family that has fought an illness for years.',
    ],
    reframe: [
      'Choosing hospice changes what the care is aiming for, not whether there is care. Many families tell us they got more visits, more help at home and more time together, not less.',
      'Hospice is a decision to focus on comfort and on what matters most to the patient now, and it can be reversed: a patient can leave hospice to pursue treatment at any time.',
    ],
    ask: [
      'What have your patients’ families heard about hospice that worries them most?',
      'Would it help your team to have simple language for explaining that hospice is a change of goal, not the end of care?',
    ],
  },
  'physicians-prefer-palliative': {
    alsoMatches: [/\bpalliative\b|\bhome health\b|\bprefer(?:s)? to keep\b/],
    theme: 'physicians who prefer palliative care or home health',
    acknowledge: [
      'Palliative care and home health are the right answer for many patients, and your physicians know their patients.',
      'That makes sense. Nobody should move to hospice before it’s the right fit.',
    ],
    reframe: [
      'I see hospice as the next step when goals change, not a competitor to palliative care: the two work together, and your palliative team can stay involved. The question is what happens when a palliative patient’s prognosis becomes six months or less: hospice adds medications, equipment, an aide, a chaplain and a year of bereavement support for the family.',
      'Home health needs the patient to be homebound and improving with skilled care; hospice does not. For a patient who is declining despite treatment, hospice may cover more and cost the family less.',
    ],
    ask: [
      'Which of your physicians’ palliative patients are declining fastest right now, without naming them?',
      'Would a one-page comparison of palliative care, home health and hospice help your physicians decide when to make the change?',
    ],
  },
  'all-hospices-are-the-same': {
    alsoMatches: [/\ball (?:the )?same\b|\bno different\b|\bany hospice\b|\bdoesn'?t matter which\b|\binterchangeable\b/],
    theme: 'the belief that all hospices are the same',
    acknowledge: ['It’s a fair observation: we all follow the same Medicare rules.', 'I hear that a lot, and on paper it’s true.'],
    reframe: [
      'The benefit is the same; the delivery isn’t. Response time, evening and weekend admissions, access to continuous care and general inpatient care, and family ratings on Medicare’s Care Compare all differ, and they are all measurable.',
      'The differences show up at 6 p.m. on a Friday: who answers, how fast someone is at the bedside, and whether the family gets the level of care the patient needs.',
    ],
    ask: [
      'What would you want every hospice to prove to you before you gave them a referral?',
      'If you could compare hospices on three things, what would they be?',
    ],
  },
  'bad-experience-before': {
    alsoMatches: [
      /\bbad experience\b|\bburned\b|\blet (?:us|them|me) down\b|\bnever showed\b|\bdidn'?t show\b|\bpoor (?:service|experience)\b|\bcomplain\w*/,
    ],
    theme: 'a bad experience with a hospice',
    acknowledge: [
      'I’m sorry that happened. A poor hospice experience stays with everyone involved, your staff included.',
      'Thank you for telling me. It’s completely reasonable to be careful after that.',
    ],
    reframe: [
      'I can’t speak for another provider, and I won’t ask you to take my word for anything. What I can do is tell you exactly what we commit to, and put it in writing, so you can hold us to it.',
      'Trust should be earned one patient at a time. I’d rather show you with the next referral than promise you anything today.',
    ],
    ask: [
      'What went wrong, and what would have made it right?',
      'If we had one referral to prove ourselves, what would you be watching for?',
    ],
  },
};
