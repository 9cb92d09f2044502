/**
 * Subjects a rep's note about a referral source tends to mention, with what a good email says
 * about each. Anything that is a fact about the rep's own hospice (hours, scores) is left in
 * [brackets] for the rep to confirm: the coach never invents claims about their agency.
 */
export interface EmailTopic {
  id: string;
  patterns: RegExp[];
  /** Noun phrase for "we talked about ___". */
  phrase: string;
  /** A paragraph that moves the conversation forward on this topic. */
  followUp: string;
  /** A useful resource or fact on this topic, for value-add emails. */
  valueAdd: string;
}

export const EMAIL_TOPICS: readonly EmailTopic[] = [
  {
    id: 'weekend',
    // "Nights" as in after-hours admissions, not an "education night" or a "family night".
    patterns: [
      /\bweekends?\b|\bafter[- ]hours\b|\bevenings?\b(?! (?:event|session|class|program|for|with|of))|\b(?:at|over|during the|overnight|middle of the) nights?\b|\bovernight\b|\bnights? (?:and|&) weekends?\b|\bfriday (?:afternoon|evening|night)s?\b/,
    ],
    phrase: 'evening and weekend admissions',
    followUp: `Our standard is to answer every referral within [your response time], and our intake line is [your intake number]. Our admitting nurses are on call in the evenings and at weekends [confirm your hours], so a Friday afternoon referral doesn’t wait until Monday.`,
    valueAdd:
      'I’ve attached a one-page card with our after-hours intake number and what information we need for a referral, sized to keep at the nurses’ station.',
  },
  {
    id: 'education',
    patterns: [/\bin-?services?\b|\beducation\b|\bhuddle\b|\btraining\b|\bteach\b/],
    phrase: 'a short education session for your team',
    followUp:
      'I’d be glad to lead a 10-minute huddle for your nurses at a shift change, on one practical topic of your choosing, such as the signs that a patient may be approaching hospice eligibility. Would [day] or [day] suit your team?',
    valueAdd:
      'Here is a one-page summary your nurses can use right away: the signs that a patient may be approaching hospice eligibility, by diagnosis. I’m happy to walk through it in 10 minutes at a huddle if that would help.',
  },
  {
    id: 'dementia',
    // FAST the scale, not "how fast we respond".
    patterns: [
      /\bdementia\b|\balzheimer|\bmemory care\b|\bfast\s*(?:stage|scale|score|staging)?\s*[1-7]|\bfast (?:stage|scale|score|staging)\b/,
    ],
    phrase: 'hospice eligibility for residents with dementia',
    followUp:
      'For dementia, the Medicare guidelines look for FAST stage 7 (for example, speech limited to a few words and needing help with all daily care) together with a complication in the past year, such as aspiration pneumonia, recurrent infections or significant weight loss.',
    valueAdd:
      'Here is a short guide to FAST staging and the dementia eligibility indicators, written for caregivers rather than clinicians.',
  },
  {
    id: 'cardiopulmonary',
    patterns: [/\bheart failure\b|\bchf\b|\bcopd\b|\bcardiac\b|\bpulmonary\b|\boxygen\b/],
    phrase: 'eligibility for patients with heart failure and COPD',
    followUp:
      'For heart failure and COPD, the indicators to watch are symptoms at rest despite optimal treatment, repeated hospital or ER visits, and declining function or weight. An evaluation simply checks that trend; if a patient doesn’t qualify, we will say so.',
    valueAdd:
      'Here is a one-page summary of the hospice indicators for heart failure and COPD, which your team can use to spot patients who may benefit from an evaluation.',
  },
  {
    id: 'eligibility',
    patterns: [/\beligib|\bqualif|\bprognosis\b|\bsix months\b|\b6 months\b|\blcd/],
    phrase: 'hospice eligibility',
    followUp:
      'Eligibility is a physician’s judgement that the prognosis is six months or less if the illness runs its normal course. We never promise that a patient will qualify; we evaluate with the physician’s order and tell you honestly either way.',
    valueAdd:
      'Here is a one-page reference of the eligibility indicators for the diagnoses your team sees most, so your staff know when to ask for an evaluation.',
  },
  {
    id: 'readmissions',
    patterns: [/\breadmission|\bre-admission|\bhospital transfers?\b|\bbounce back|\ber visits?\b/],
    phrase: 'avoidable hospital readmissions',
    followUp:
      'For residents whose goals have shifted to comfort, hospice can help avoid hospital transfers: a nurse available by phone 24 hours a day, symptom management where the resident lives, and general inpatient care when symptoms can’t be managed there.',
    valueAdd:
      'Here is a short note on how hospice care for residents whose goals have shifted to comfort can reduce avoidable transfers, with the questions to ask the attending physician.',
  },
  {
    id: 'chemo',
    patterns: [/\bchemo\w*|\bradiation\b|\bimmunotherapy\b|\bstill on treatment\b/],
    phrase: 'hospice for patients still on cancer treatment',
    followUp:
      'Medicare has no rule that bans chemotherapy or radiation on hospice: treatment aimed at comfort, such as radiation for bone pain, can be part of the hospice plan of care. Hospice becomes the right step when the next line of treatment is unlikely to help, and the oncologist stays involved.',
    valueAdd:
      'Here is a short note on where hospice fits for patients on cancer treatment: what counts as palliative treatment, and when palliative care is the better bridge.',
  },
  {
    id: 'decline',
    patterns: [/\bfall(?:s|ing)?\b|\bweight loss\b|\blosing weight\b|\bnot eating\b|\bdeclin\w*/],
    phrase: 'residents who are falling, losing weight or declining',
    followUp:
      'Repeated falls, weight loss and eating less are often the first signs that a resident’s illness is progressing. Our nurse can talk with your team about what to watch for and when a conversation with the physician about hospice may help.',
    valueAdd:
      'Here is a one-page guide for your staff on the signs of decline worth raising with a resident’s physician: falls, weight loss, eating less, more time in bed and repeated infections.',
  },
  {
    id: 'family',
    patterns: [/\bfamil(?:y|ies)\b|\bgoals[- ]of[- ]care\b|\bdaughter\b|\bson\b|\bcaregiver/],
    phrase: 'supporting families through the hospice conversation',
    followUp:
      'Whenever your team feels a family could use more information, our nurse or social worker can meet them for an informational visit, with no obligation. The decision always stays with the patient and family.',
    valueAdd:
      'Here is a plain-language sheet for families that explains what hospice includes and what it doesn’t, which your social worker can share whenever a family has questions.',
  },
  {
    id: 'palliative',
    patterns: [/\bpalliative\b|\bhome health\b/],
    phrase: 'when hospice fits alongside palliative care and home health',
    followUp:
      'Palliative care and home health are the right fit for many patients. Hospice becomes the next step when goals change: it covers medications, equipment and supplies related to the terminal illness, adds an aide, a social worker and a chaplain, and supports the family for a year afterward.',
    valueAdd:
      'Here is a one-page comparison of palliative care, home health and hospice, including who qualifies for each, so your team can see when a change of service might serve a patient better.',
  },
  {
    id: 'quality',
    patterns: [/\bquality\b|\bcahps\b|\bcare compare\b|\bratings?\b|\bstar\b|\bbad experience\b|\bcomplain/],
    phrase: 'how hospices differ in quality',
    followUp:
      'Every hospice follows the same Medicare rules, but response times, weekend admissions and family ratings differ. Our CAHPS Hospice results are public on Medicare’s Care Compare, and I’m happy to walk through them with you [confirm your current scores].',
    valueAdd:
      'Family ratings for every Medicare-certified hospice are public on Medicare’s Care Compare (medicare.gov/care-compare). Here are the questions worth asking any hospice you work with.',
  },
  {
    id: 'levels',
    patterns: [/\blevels? of care\b|\bgip\b|\bgeneral inpatient\b|\bcontinuous care\b|\brespite\b/],
    phrase: 'the four levels of hospice care',
    followUp:
      'Hospice has four levels of care: routine home care, continuous home care during a crisis, general inpatient care when symptoms can’t be managed where the patient lives, and inpatient respite to give caregivers a break.',
    valueAdd: 'Here is a one-page explanation of the four levels of hospice care and when each one applies.',
  },
  {
    id: 'referral',
    patterns: [/\breferr(?:al|als|ed|ing)\b/],
    phrase: 'how referrals to us work',
    followUp: `A referral is one call to [your intake number]. We respond within [your response time], contact the patient or family [the same day, if that is your standard], and call you back once the evaluation is done.`,
    valueAdd:
      'Here is a short card with our intake number and exactly what information we need for a referral, so it takes your team two minutes.',
  },
];

/** Topics the text mentions, most specific first (in table order). */
export function detectTopics(text: string): EmailTopic[] {
  const lower = text.toLowerCase();
  return EMAIL_TOPICS.filter((topic) => topic.patterns.some((pattern) => pattern.test(lower)));
}
