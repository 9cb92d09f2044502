/**
 * What a hospice rep needs to know about each care setting they call on: who decides, what hurts,
 * what to ask, what to teach and what to say at each stage of the Spartan Method. The offline coach
 * detects the setting in a request and builds its plan from this table.
 */
import type { StageTitle } from './content';

export type SettingId = 'memory-care' | 'snf' | 'alf' | 'hospital' | 'physician' | 'home' | 'general';

export interface CareSetting {
  id: SettingId;
  /** Full name, e.g. "Skilled nursing facility (SNF)". */
  label: string;
  /** Short name used inside sentences, e.g. "the SNF". */
  inSentence: string;
  /** Words that should find this setting's passage in research. */
  searchTerms: string;
  /** Weighted patterns: explicit names of the setting weigh more than hints. */
  patterns: readonly { pattern: RegExp; weight: number }[];
  /** The person a rep usually works with first. */
  primaryContact: string;
  decisionMakers: readonly string[];
  /** The problems this setting typically wants solved. */
  needs: readonly string[];
  /** Diagnoses whose eligibility indicators are worth teaching here. */
  diagnoses: readonly string[];
  discoveryQuestions: readonly string[];
  /** A short, useful piece of education to offer (never food or gifts). */
  education: string;
  talkTracks: Record<StageTitle, string>;
  /** Setting-specific numbers to watch, on top of the territory goals. */
  metrics: readonly string[];
  /** A caution specific to the setting, if any. */
  caution?: string;
}

export const CARE_SETTINGS: readonly CareSetting[] = [
  {
    id: 'memory-care',
    label: 'Memory care community',
    inSentence: 'the memory care community',
    searchTerms: 'memory care dementia alzheimer unit secure unit',
    patterns: [
      { pattern: /\bmemory[- ]care\b/, weight: 3 },
      { pattern: /\b(?:dementia|memory|alzheimer'?s?) (?:unit|wing|floor|neighbou?rhood|community)\b/, weight: 3 },
      { pattern: /\bsecure unit\b/, weight: 2 },
      { pattern: /\balzheimer'?s?\b/, weight: 1 },
      { pattern: /\bdementia\b/, weight: 1 },
    ],
    primaryContact: 'memory care director',
    decisionMakers: [
      'Memory care director',
      'Wellness or health services director',
      'Executive director',
      'Care staff and med techs who see residents every day',
      'Families, through the community’s leadership',
    ],
    needs: [
      'residents with advanced dementia who stop eating, lose weight or get recurrent infections',
      'distress and behaviours near the end of life that staff struggle to manage',
      'families who don’t know hospice can apply to dementia',
      'ER transfers that frighten residents who can’t understand them',
    ],
    diagnoses: ['dementia (FAST stage 7 with complications such as weight loss, aspiration pneumonia or recurrent infections)'],
    discoveryQuestions: [
      'How many of your residents are in the late stages of dementia today, and how is their care changing?',
      'When a resident stops eating or has a second infection in a few months, what happens next, and who calls the family?',
      'How often do residents go to the ER for problems that could have been managed here?',
      'Which hospices do your families use now, and what has that been like for your staff?',
      'What would help your caregivers most at the end of a resident’s life?',
    ],
    education: 'a 10-minute caregiver in-service on FAST staging and the dementia eligibility indicators',
    talkTracks: {
      Discovery:
        'I’d like to understand how your team cares for residents in the last stage of dementia, and where it gets hardest. Who would be the best person to learn that from?',
      Connecting:
        'You mentioned residents who stop eating and end up in the ER. I brought a one-page guide to FAST staging. Could I walk your caregivers through it in 10 minutes at a shift change?',
      Guiding:
        'When a resident is at FAST 7, can no longer speak more than a few words and has had weight loss or a recent infection, that’s the moment to ask the physician about a hospice evaluation. Here is exactly how to reach us, and we respond within [your response time].',
      Commitment:
        'Families here should always choose their hospice. I’m asking to be one of the options you offer. The next time a resident’s decline worries you, would you call us for an evaluation?',
    },
    metrics: ['Residents identified at FAST 6-7 and reviewed with the physician', 'ER transfers of late-stage residents, month over month'],
  },
  {
    id: 'snf',
    label: 'Skilled nursing facility (SNF)',
    inSentence: 'the SNF',
    searchTerms: 'snf skilled nursing facility nursing home long-term care ltc rehab post-acute don',
    patterns: [
      { pattern: /\bsnfs?\b/, weight: 3 },
      { pattern: /\bskilled nursing\b/, weight: 3 },
      { pattern: /\bnursing (?:home|facility|facilities|homes|center)\b/, weight: 3 },
      { pattern: /\blong[- ]term care\b|\bltc\b/, weight: 2 },
      { pattern: /\bpost[- ]acute\b|\brehab\b|\bsub[- ]?acute\b/, weight: 1 },
      { pattern: /\bdons?\b|\bdirector of nursing\b/, weight: 1 },
      { pattern: /\bmds coordinator\b/, weight: 2 },
    ],
    primaryContact: 'Director of Nursing (DON)',
    decisionMakers: [
      'Administrator',
      'Director of Nursing (DON)',
      'Social services director',
      'MDS coordinator',
      'Admissions director',
      'Medical director and attending physicians',
      'Unit managers and charge nurses',
    ],
    needs: [
      '30-day hospital readmissions of residents whose goals may have shifted to comfort',
      'long-term care residents in slow decline with families who keep choosing hospital transfers',
      'staff time for goals-of-care conversations',
      'hospices that are slow to admit on evenings and weekends',
    ],
    diagnoses: ['dementia (FAST stage 7 with complications)', 'heart failure', 'COPD'],
    discoveryQuestions: [
      'Which hospice providers do you work with today, and how does a resident get referred?',
      'When a long-term resident starts declining, who notices first, and who talks to the family?',
      'How many of last quarter’s 30-day readmissions were residents whose goals may have been comfort?',
      'What has frustrated your team about hospice: response time, weekend admissions, communication?',
      'Which diagnoses do your residents with repeated hospital transfers have most often?',
    ],
    education:
      'a 10-minute in-service at a shift huddle on the signs that a resident with dementia, heart failure or COPD may be approaching hospice eligibility',
    talkTracks: {
      Discovery:
        'I’m not here to pitch today. I’d like to understand how your team handles residents who are declining, and what a hospice would have to do to be genuinely useful to your nurses. Who should I learn that from?',
      Connecting:
        'Last time you mentioned residents going back to the hospital. I brought a one-page reference on eligibility signs for the diagnoses you see most. Could I take 10 minutes at a shift huddle this week?',
      Guiding:
        'When a resident has had two hospital transfers in 60 days and is losing weight, that’s often the moment to ask the attending about a hospice evaluation. Here is how a referral to us works: one number, a response within [your response time], and family contact [the same day, if that is your standard].',
      Commitment:
        'Your residents and families should always have a choice of hospice, and I’m asking to be one of the options you offer. The next time a resident may be appropriate, would you call us for an evaluation?',
    },
    metrics: [
      'Referrals from the facility per month',
      'Readmissions of residents on hospice versus before',
      'Weekend and evening admissions completed on time',
    ],
  },
  {
    id: 'hospital',
    label: 'Hospital',
    inSentence: 'the hospital',
    searchTerms: 'hospital hospitalist case manager discharge planner icu inpatient acute',
    patterns: [
      { pattern: /\bhospitals?\b/, weight: 3 },
      { pattern: /\bhospitalists?\b/, weight: 3 },
      { pattern: /\bcase manag(?:er|ers|ement)\b/, weight: 2 },
      { pattern: /\bdischarge plann(?:er|ers|ing)\b/, weight: 2 },
      { pattern: /\b(?:icu|emergency department|emergency room|inpatient|acute care|medical center|health system)\b/, weight: 2 },
      { pattern: /\b(?:ed|er)\b(?= (?:nurses?|visits?|staff|physicians?|doctors?))/, weight: 1 },
    ],
    primaryContact: 'case manager',
    decisionMakers: [
      'Case managers and discharge planners',
      'Hospitalists',
      'Palliative care team',
      'Director of case management',
      'Unit social workers',
      'ICU and emergency department charge nurses',
    ],
    needs: [
      'discharge delays, especially late in the day and on weekends',
      'readmissions of patients with end-stage heart failure and COPD',
      'patients who need symptom management no facility can provide (general inpatient care)',
      'families who need the hospice conversation before discharge',
    ],
    diagnoses: ['heart failure', 'COPD', 'cancer', 'end-stage renal disease'],
    discoveryQuestions: [
      'When a patient is ready for hospice at discharge, what slows it down: the family meeting, the order or the hospice’s response?',
      'How late in the day, and on which days, can your hospices still take a discharge?',
      'Which units readmit the most patients who may be hospice-eligible?',
      'Who leads goals-of-care conversations here: hospitalists, palliative care or case management?',
      'What do you need from a hospice liaison on the floor: evaluations, family meetings, paperwork?',
    ],
    education:
      'a 10-minute in-service for case managers on the eligibility indicators for end-stage heart failure and COPD, and on when general inpatient care applies',
    talkTracks: {
      Discovery:
        'I know discharges can’t wait on a hospice. Could you walk me through what happens today when a patient is ready for hospice at 4 p.m. on a Friday?',
      Connecting:
        'You told me Friday discharges are the hard ones. Here is our direct intake line and our weekend on-call liaison. Could I stop by your Monday huddle for 10 minutes to hear how the weekend went?',
      Guiding:
        'For a heart failure patient with symptoms at rest who has been admitted twice this quarter, a hospice evaluation can happen before discharge. We respond within [your response time], and if symptoms can’t be managed at home, general inpatient care is an option.',
      Commitment:
        'Patients choose their hospice, and I’m asking to be on the list you give them. For the next patient who may be appropriate, would you page me so we can evaluate them before discharge?',
    },
    metrics: [
      'Referral-to-evaluation time (goal: respond within 2 hours)',
      'Discharges to hospice completed the same day',
      '30-day readmissions of patients referred to you',
    ],
  },
  {
    id: 'physician',
    label: 'Physician office',
    inSentence: 'the physician office',
    searchTerms: 'physician doctor office practice clinic pcp cardiologist oncologist pulmonologist',
    patterns: [
      { pattern: /\b(?:physician|doctor|doctor'?s|medical) (?:office|practice|group)s?\b/, weight: 3 },
      { pattern: /\b(?:clinic|clinics|pcps?|primary care)\b/, weight: 2 },
      { pattern: /\b(?:cardiolog|oncolog|pulmonolog|nephrolog|neurolog|geriatric)\w*/, weight: 2 },
      { pattern: /\bpractice manager\b|\bnurse practitioners?\b/, weight: 2 },
      { pattern: /\b(?:physicians?|doctors?)\b/, weight: 1 },
      { pattern: /\bdr\.? [a-z]/, weight: 1 },
    ],
    primaryContact: 'physician or practice manager',
    decisionMakers: [
      'Physicians',
      'Nurse practitioners and physician assistants',
      'Practice manager',
      'Office nurse or care coordinator',
      'Front-desk staff who control access to the physicians',
    ],
    needs: [
      'patients declining between visits with no extra support at home',
      'time spent on hospice paperwork, orders and certifications',
      'worry about losing the relationship with a long-time patient',
      'after-hours symptom calls from families',
    ],
    diagnoses: ['heart failure', 'COPD', 'cancer', 'dementia', 'end-stage renal disease'],
    discoveryQuestions: [
      'Which of your patients do you worry about most between visits?',
      'When you have referred to hospice before, what made it easy or hard?',
      'Would you want to stay on as the attending physician when a patient elects hospice?',
      'What would save your staff time with hospice: fewer calls, faster orders, clearer updates?',
      'How do you prefer to get updates on your patients: a call, a fax, the portal?',
    ],
    education:
      'a one-page, diagnosis-specific summary of the hospice eligibility indicators (LCDs) for the conditions this practice sees most',
    talkTracks: {
      Discovery:
        'I have two minutes of questions, not a presentation. Which of your patients worry you most between visits, and what happens when they decline at home?',
      Connecting:
        'You mentioned patients with heart failure who keep calling after hours. I brought a one-page summary of the hospice indicators for heart failure. Would it help your nurse to keep one at the phone?',
      Guiding:
        'You can stay on as the attending physician when your patient elects hospice, and we send you an update after every significant change. A referral takes one call, and we respond within [your response time].',
      Commitment:
        'Your patients choose their hospice, and I’d like us to be one of the names you give them. For the next patient you’re worried about, would you let us do an evaluation?',
    },
    metrics: ['Referrals per physician per month', 'Physicians who stay on as attending', 'Time from order to evaluation'],
  },
  {
    id: 'alf',
    label: 'Assisted living community (ALF)',
    inSentence: 'the assisted living community',
    searchTerms: 'assisted living alf senior living independent living residential care',
    patterns: [
      { pattern: /\bassisted[- ]living\b/, weight: 3 },
      { pattern: /\balfs?\b/, weight: 3 },
      { pattern: /\b(?:independent|senior) living\b|\bresidential care\b|\bboard and care\b|\bpersonal care home\b/, weight: 2 },
      { pattern: /\bexecutive director\b|\bwellness director\b|\bmed techs?\b/, weight: 1 },
    ],
    primaryContact: 'wellness director',
    decisionMakers: [
      'Executive director',
      'Wellness or health services director',
      'Resident care coordinator',
      'Sales and move-in director',
      'Caregivers and med techs',
    ],
    needs: [
      'residents whose care needs are rising faster than staffing allows',
      'helping residents stay in their apartment instead of moving out to a nursing home',
      'families asking for more help and more communication',
      'after-hours symptom calls and ER transfers',
    ],
    diagnoses: ['dementia', 'heart failure', 'COPD'],
    discoveryQuestions: [
      'When a resident’s needs rise, at what point do you have to talk about a move-out?',
      'How do you support residents who want to stay in their apartment at the end of life?',
      'What do families ask you for most when a parent is declining?',
      'Which hospices do your residents use now, and how is communication with your caregivers?',
      'How many ER transfers last month were for symptoms that could have been managed here?',
    ],
    education:
      'a 10-minute caregiver in-service on recognizing decline, and on how hospice supports residents to stay in their own apartments',
    talkTracks: {
      Discovery:
        'I’d like to learn what happens here when a resident starts needing more care than your staff can give. Where does it get hardest for your team?',
      Connecting:
        'You said families worry about a move-out. I put together a one-page note on how hospice adds an aide, a nurse and a social worker so a resident can often stay in their apartment. Could I share it at your next caregiver meeting?',
      Guiding:
        'Hospice comes to the resident’s apartment: nurse visits, aide help with bathing, medications and equipment related to the illness, and a nurse by phone 24 hours a day. If you see a resident declining, here is how to reach us, and we respond within [your response time].',
      Commitment:
        'Residents and families choose their hospice, and I’m asking to be one of the options you share. Would you call us for the next resident you think may be appropriate?',
    },
    metrics: ['Residents able to stay in place on hospice', 'ER transfers per month', 'Referrals from the community per month'],
  },
  {
    id: 'home',
    label: 'Home and family',
    inSentence: 'the family',
    searchTerms: 'home family caregiver daughter son spouse',
    patterns: [
      { pattern: /\b(?:at|in (?:the|their|his|her|our)) (?:own )?home\b(?! health)/, weight: 2 },
      { pattern: /\bfamil(?:y|ies)\b(?! (?:medicine|practice|physician|doctor))/, weight: 1 },
      { pattern: /\bcaregivers?\b/, weight: 1 },
      { pattern: /\b(?:daughter|son|spouse|wife|husband|grandchildren|loved one)\b/, weight: 2 },
    ],
    primaryContact: 'family caregiver',
    decisionMakers: [
      'The patient, whenever they can take part',
      'The family caregiver and the healthcare power of attorney',
      'The attending physician',
      'Home health or palliative clinicians already involved',
    ],
    needs: [
      'caregiver exhaustion',
      'repeated 911 calls and ER visits',
      'fear that hospice means giving up',
      'not knowing what Medicare covers',
    ],
    diagnoses: ['the patient’s own diagnosis, discussed by clinicians, not the rep'],
    discoveryQuestions: [
      'What matters most to your loved one right now?',
      'What has been hardest about caring for them at home?',
      'Has their doctor talked with you about what to expect in the coming months?',
      'Would it help to have a nurse visit and explain what hospice includes, with no obligation?',
    ],
    education:
      'a plain-language explanation of what the Medicare Hospice Benefit covers at home, given by a hospice nurse or social worker',
    talkTracks: {
      Discovery:
        'I’m not here to ask you to decide anything. Could you tell me a little about how things are at home, and what would help most right now?',
      Connecting:
        'You mentioned the nights are the hardest. With hospice, a nurse is available by phone 24 hours a day. Would it help if our nurse called you to explain how that works?',
      Guiding:
        'Hospice is care focused on comfort, wherever your loved one lives. It includes nurse and aide visits, medications and equipment related to the illness, and support for you. Your loved one can keep their own doctor and can leave hospice at any time.',
      Commitment:
        'Whatever you decide is your decision, and there is no pressure from us. If you would like an informational visit, I can arrange it for a time that suits you.',
    },
    metrics: [
      'Informational visits requested and completed',
      'Time from the family’s call to a nurse’s contact (the 4-hour same-day rule)',
    ],
    caution:
      'A family is not a sales account. Let clinicians lead clinical conversations, respect the family’s pace and choice, and only contact the family when they have asked you to.',
  },
];

/** The plan used when no setting is named. */
export const GENERAL_SETTING: CareSetting = {
  id: 'general',
  label: 'Referral sources across your territory',
  inSentence: 'the account',
  searchTerms: '',
  patterns: [],
  primaryContact: 'main referral contact',
  decisionMakers: [
    'Administrators and directors of nursing',
    'Case managers and social workers',
    'Physicians and nurse practitioners',
    'Admissions and intake staff',
  ],
  needs: [
    'patients identified for hospice too late to get the full benefit',
    'slow or unreliable hospice response',
    'time for staff education',
    'clear communication after a referral',
  ],
  diagnoses: ['dementia', 'heart failure', 'COPD'],
  discoveryQuestions: [
    'Which hospices do you work with today, and how is a patient referred?',
    'What do you value most in a hospice partner, and where has it fallen short?',
    'Which patients are you most worried about right now, without naming them?',
    'Who else should I meet to understand how your team decides?',
  ],
  education: 'a 10-minute in-service on the eligibility signs for the diagnoses this account sees most',
  talkTracks: {
    Discovery:
      'I’d like to understand how your team works with hospice today and what would make it better. What’s the hardest part for you?',
    Connecting:
      'Last time you mentioned a problem I’ve been thinking about. I brought something useful on it. Do you have 10 minutes this week?',
    Guiding:
      'Here is exactly how a referral to us works: one number, a response within [your response time], and family contact [the same day, if that is your standard]. Which patients are you seeing that might fit?',
    Commitment:
      'Patients and families always choose their hospice. I’m asking to be one of the options you offer. Would you call us for the next patient who may be appropriate?',
  },
  metrics: ['Referrals from the account per month', 'Referral-to-admission conversion'],
};

export interface DetectedSettings {
  /** The best match, or undefined when the text names no setting. */
  primary?: CareSetting;
  /** Every setting mentioned, best first. */
  all: CareSetting[];
}

/** Finds the care settings a request talks about, strongest first. */
export function detectSettings(text: string): DetectedSettings {
  const normalized = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const scored = CARE_SETTINGS.map((setting, index) => ({
    setting,
    index,
    score: setting.patterns.reduce((sum, { pattern, weight }) => sum + (pattern.test(normalized) ? weight : 0), 0),
  }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const all = scored.map((entry) => entry.setting);
  return { primary: all[0], all };
}
