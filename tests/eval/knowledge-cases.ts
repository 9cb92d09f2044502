import type { CoachTask } from '../../src/coach/types';

/**
 * The labelled requests the offline coach (and, keyed, Gemini's grounding) is held to. Each case
 * names the facts the answer must contain and must not contain; written the way reps and sales
 * directors actually ask, misspellings included. Add phrasings here rather than tuning the engine
 * to one wording.
 */
export interface LabelledCase {
  id: string;
  category: 'fact' | 'objection' | 'nonsense' | 'playbook' | 'email' | 'services' | 'chat';
  task: CoachTask;
  mustContain: RegExp[];
  mustNotContain?: RegExp[];
  /** Upper bound on words (playbooks, chat replies on a phone). */
  maxWords?: number;
}

const research = (query: string): CoachTask => ({ kind: 'research', query });
const objection = (text: string): CoachTask => ({ kind: 'objection', objection: text });
const playbook = (scenario: string, desiredOutcomes?: string): CoachTask => ({ kind: 'playbook', scenario, desiredOutcomes });
const chat = (prompt: string): CoachTask => ({ kind: 'chat', prompt, history: [] });

/** Paid programs and prices: only when the rep asks about training or services. */
const OFFERS = /\$\d|Spartan (?:Elite|Academy)|\(\d+ (?:weeks|months)\)|## .*Program/;
const QUESTION_BACK = /\?/;

export const FACT_CASES: LabelledCase[] = [
  {
    id: 'cap',
    category: 'fact',
    task: research('What is the hospice cap?'),
    mustContain: [/aggregate cap/i, /per-beneficiary/i, /repaid/i],
  },
  {
    id: 'cap-misspelled',
    category: 'fact',
    task: research('how does the hospce agregate cap work'),
    mustContain: [/aggregate cap/i, /fiscal year/i],
  },
  { id: 'inpatient-cap', category: 'fact', task: research('Is there a limit on inpatient days?'), mustContain: [/20%/] },
  { id: 'cahps', category: 'fact', task: research('What is CAHPS Hospice?'), mustContain: [/CAHPS Hospice/, /famil/i, /Care Compare/] },
  {
    id: 'cahps-stars',
    category: 'fact',
    task: research('where do families rate hospices? star ratings'),
    mustContain: [/Care Compare/, /star/i],
  },
  {
    id: 'gip-vs-chc',
    category: 'fact',
    task: research('GIP versus continuous home care'),
    mustContain: [/general inpatient/i, /continuous home care/i, /8 hours/],
  },
  {
    id: 'gip-abbrev',
    category: 'fact',
    task: research('when does a patient qualify for GIP'),
    mustContain: [/general inpatient/i, /cannot be managed/i],
  },
  {
    id: 'four-levels',
    category: 'fact',
    task: research('What are the four levels of hospice care?'),
    mustContain: [/routine home care/i, /continuous home care/i, /respite/i, /general inpatient/i],
  },
  { id: 'respite', category: 'fact', task: research('How long can respite care last?'), mustContain: [/5 consecutive days/] },
  { id: 'fast7', category: 'fact', task: research('FAST 7'), mustContain: [/FAST stage 7/, /complication/i] },
  {
    id: 'dementia-eligibility',
    category: 'fact',
    task: research('When does a patient with alzheimers qualify for hospice?'),
    mustContain: [/FAST stage 7/, /aspiration pneumonia/i],
  },
  {
    id: 'dnr',
    category: 'fact',
    task: research('Does a patient need a DNR to elect hospice?'),
    mustContain: [/^\*\*Short answer:\*\* No\./, /does not require/i],
  },
  {
    id: 'full-code-fact',
    category: 'fact',
    task: research('can a full code patient go on hospice'),
    mustContain: [/does not require/i, /DNR/],
  },
  {
    id: 'benefit-periods',
    category: 'fact',
    task: research('How do hospice benefit periods work?'),
    mustContain: [/two 90-day periods/i, /unlimited number of 60-day periods/i],
  },
  {
    id: 'face-to-face',
    category: 'fact',
    task: research('When is the face-to-face encounter required?'),
    mustContain: [/third benefit period/i, /30 days/],
  },
  { id: 'recert', category: 'fact', task: research('how often is recertification'), mustContain: [/90/, /60-day/] },
  {
    id: 'eligibility',
    category: 'fact',
    task: research('Who qualifies for the Medicare hospice benefit?'),
    mustContain: [/six months or less/i, /Part A/],
  },
  {
    id: 'certify',
    category: 'fact',
    task: research('who has to certify terminal illness'),
    mustContain: [/medical director/i, /attending physician/i],
  },
  {
    id: 'live-discharge',
    category: 'fact',
    task: research('When can a hospice discharge a patient alive?'),
    mustContain: [/no longer terminally ill/i, /service area/i],
  },
  {
    id: 'revocation',
    category: 'fact',
    task: research('What happens if a patient revokes hospice?'),
    mustContain: [/revoc|revok/i, /re-elect|elect hospice again/i],
  },
  {
    id: 'children',
    category: 'fact',
    task: research('Can children get curative treatment on hospice?'),
    mustContain: [/under 21/, /Medicaid or CHIP/],
  },
  { id: 'pediatric', category: 'fact', task: research('pediatric concurrent care'), mustContain: [/concurrent care/i, /2302/] },
  {
    id: 'dialysis',
    category: 'fact',
    task: research('Can a patient on dialysis elect hospice?'),
    mustContain: [/dialysis/i, /ESRD|end-stage renal/i, /unrelated/i],
  },
  { id: 'esrd', category: 'fact', task: research('esrd hospice eligibility creatinine'), mustContain: [/creatinine/i, /8\.0/] },
  {
    id: 'chemo',
    category: 'fact',
    task: research('Can a patient get chemo or radiation on hospice?'),
    mustContain: [/no rule|not banned|no rule that bans/i, /palliative|comfort/i],
  },
  { id: 'chf', category: 'fact', task: research('CHF hospice criteria'), mustContain: [/NYHA class IV/, /at rest/i] },
  { id: 'heart-failure-words', category: 'fact', task: research('heart failure eligibility'), mustContain: [/NYHA/, /ejection fraction/i] },
  { id: 'copd', category: 'fact', task: research('COPD hospice indicators'), mustContain: [/shortness of breath at rest/i, /88%/] },
  { id: 'cancer', category: 'fact', task: research('when is a cancer patient hospice appropriate'), mustContain: [/PPS of 70% or lower/] },
  { id: 'als', category: 'fact', task: research('ALS eligibility'), mustContain: [/vital capacity/i, /30%/] },
  { id: 'liver', category: 'fact', task: research('end stage liver disease hospice criteria'), mustContain: [/INR/, /albumin/i] },
  { id: 'stroke', category: 'fact', task: research('stroke patient hospice eligibility'), mustContain: [/PPS of 40%/] },
  {
    id: 'ftt',
    category: 'fact',
    task: research('Can adult failure to thrive be the hospice diagnosis?'),
    mustContain: [/cannot be the principal/i],
  },
  { id: 'pps', category: 'fact', task: research('What is PPS and KPS?'), mustContain: [/Palliative Performance Scale/, /Karnofsky/] },
  {
    id: 'hope',
    category: 'fact',
    task: research('What is HOPE in hospice quality?'),
    mustContain: [/Hospice Outcomes and Patient Evaluation/, /Hospice Item Set/],
  },
  { id: 'hci', category: 'fact', task: research('What is the Hospice Care Index?'), mustContain: [/0 to 10/, /ten indicators/i] },
  { id: 'care-compare', category: 'fact', task: research('how do I use care compare'), mustContain: [/medicare\.gov\/care-compare/i] },
  {
    id: 'what-covered',
    category: 'fact',
    task: research('What does hospice cover and what do families pay?'),
    mustContain: [/medications/i, /\$5/],
  },
  { id: 'room-board', category: 'fact', task: research('does hospice pay nursing home room and board'), mustContain: [/room and board/i] },
  {
    id: 'snf-synonym',
    category: 'fact',
    task: research('who decides at a nursing home'),
    mustContain: [/Skilled nursing facility|Director of Nursing/],
  },
  {
    id: 'monthly-metrics',
    category: 'fact',
    task: research('What monthly metrics should a hospice rep track?'),
    mustContain: [/8-12/, /60-70%/],
  },
  { id: 'tiers', category: 'fact', task: research('How should I tier my accounts?'), mustContain: [/A accounts: weekly visit/] },
  // Phrasings written after the engine, the way reps ask: they must generalise, not match the set.
  {
    id: 'palliative-vs-hospice',
    category: 'fact',
    task: research('What is the difference between palliative care and hospice?'),
    mustContain: [/any stage/, /six months or less/],
  },
  { id: 'how-long', category: 'fact', task: research('How long can someone be on hospice?'), mustContain: [/90-day/, /60-day/] },
  {
    id: 'nursing-home-resident',
    category: 'fact',
    task: research('Can a patient in a nursing home get hospice?'),
    mustContain: [/written agreement/, /room and board/],
  },
  { id: 'six-month-rule', category: 'fact', task: research('whats the 6 month rule'), mustContain: [/six months or less/] },
  {
    id: 'hospital-on-hospice',
    category: 'fact',
    task: research('Can hospice patients go to the hospital?'),
    mustContain: [/general inpatient/],
  },
];

export const OBJECTION_CASES: LabelledCase[] = [
  {
    id: 'too-small',
    category: 'objection',
    task: objection('You guys are too small, you can’t staff us.'),
    mustContain: [/too small/, /\*\*Ask:\*\* “.+\?”/],
  },
  { id: 'census', category: 'objection', task: objection('You just want census.'), mustContain: [/only want admissions/, /qualify/] },
  {
    id: 'cherry-pick',
    category: 'objection',
    task: objection('Hospices cherry-pick the easy ones and discharge the rest'),
    mustContain: [/live discharge/i, /Hospice Care Index/],
  },
  {
    id: 'home-health',
    category: 'objection',
    task: objection('Our home health agency is enough for these patients.'),
    mustContain: [/home health/i, /six months|comfort/],
  },
  {
    id: 'chemo',
    category: 'objection',
    task: objection('She is still on chemo and the oncologist says no.'),
    mustContain: [/oncologist/, /radiation for bone pain/],
  },
  {
    id: 'full-code',
    category: 'objection',
    task: objection('The family wants everything done, he is full code.'),
    mustContain: [/does not require a DNR/],
  },
  { id: 'full-code-short', category: 'objection', task: objection('full code'), mustContain: [/does not require a DNR/] },
  {
    id: 'take-everyone',
    category: 'objection',
    task: objection('We need you to take everyone we send.'),
    mustContain: [/every referral/, /eligib/],
  },
  {
    id: 'weekends',
    category: 'objection',
    task: objection('Our last hospice never came on weekends.'),
    mustContain: [/weekend/i, /Friday/],
  },
  {
    id: 'continuous-care',
    category: 'objection',
    task: objection('They promised continuous care and never delivered it.'),
    mustContain: [/8 hours/, /general inpatient/],
  },
  {
    id: 'family-misspelled',
    category: 'objection',
    task: objection('famly isnt redy'),
    // Recognised as the family-not-ready objection, with a move that leaves the door open.
    mustContain: [/not ready/i, /check back|check in|whenever they(?:’|')re ready|when the moment/i],
  },
  {
    id: 'provider',
    category: 'objection',
    task: objection('We already have a hospice we like'),
    mustContain: [/an existing hospice provider/],
  },
  { id: 'giving-up', category: 'objection', task: objection('Hospice is giving up'), mustContain: [/giving up/] },
  {
    id: 'cost',
    category: 'objection',
    task: objection('Hospice costs too much for our families'),
    mustContain: [/Medicare/, /covered/],
  },
  {
    id: 'wait-for-scan',
    category: 'objection',
    task: objection('The doctor wants to wait until after the next scan.'),
    mustContain: [/physician|doctor/i, /palliative|re-evaluat|what would/i],
  },
  {
    id: 'dialysis',
    category: 'objection',
    task: objection('Dad still wants to go to dialysis'),
    mustContain: [/Nobody has to stop dialysis/, /nephrologist/],
  },
  {
    id: 'unknown-brochure',
    category: 'objection',
    task: objection('The administrator says your brochure looks cheap.'),
    mustContain: [/who said it/, QUESTION_BACK],
    mustNotContain: [/\*\*Reframe:\*\*/],
  },
  {
    id: 'unknown-parking',
    category: 'objection',
    task: objection('She told me the parking at your office is a nightmare'),
    mustContain: [/who said it/],
    mustNotContain: [/\*\*Reframe:\*\*/],
  },
];

export const NONSENSE_CASES: LabelledCase[] = [
  {
    id: 'poem',
    category: 'nonsense',
    task: research('write me a poem about tacos'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [/##/, OFFERS],
    maxWords: 80,
  },
  {
    id: 'lorem',
    category: 'nonsense',
    task: research('lorem ipsum dolor sit amet'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [/##/],
    maxWords: 80,
  },
  {
    id: 'lorem-playbook',
    category: 'nonsense',
    task: playbook('lorem ipsum dolor sit amet consectetur'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [/Stage 1/],
    maxWords: 80,
  },
  {
    id: 'tacos-playbook',
    category: 'nonsense',
    task: playbook('write me a poem about tacos'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [/Stage 1/],
    maxWords: 80,
  },
  {
    id: 'mash-objection',
    category: 'nonsense',
    task: objection('asdf qwer zxcv'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [/\*\*Reframe:\*\*/],
    maxWords: 80,
  },
  {
    id: 'emoji-objection',
    category: 'nonsense',
    task: objection('😀😀😀'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [/\*\*Reframe:\*\*/],
    maxWords: 80,
  },
  { id: 'emoji-chat', category: 'nonsense', task: chat('🙂'), mustContain: [QUESTION_BACK], maxWords: 80 },
  {
    id: 'weather-chat',
    category: 'nonsense',
    task: chat('what is the weather tomorrow'),
    mustContain: [QUESTION_BACK],
    mustNotContain: [OFFERS],
    maxWords: 80,
  },
  { id: 'joke-chat', category: 'nonsense', task: chat('tell me a joke'), mustContain: [QUESTION_BACK], maxWords: 80 },
  { id: 'numbers-research', category: 'nonsense', task: research('12345 67890'), mustContain: [QUESTION_BACK], maxWords: 80 },
  { id: 'mash-chat', category: 'nonsense', task: chat('sdfkjh sdkfj'), mustContain: [QUESTION_BACK], maxWords: 80 },
];

export const PLAYBOOK_CASES: LabelledCase[] = [
  {
    id: 'snf-bare',
    category: 'playbook',
    task: playbook('snf playbook'),
    mustContain: [/Skilled nursing facility/, /Your three moves this week/],
    maxWords: 500,
  },
  {
    id: 'snf-incumbent',
    category: 'playbook',
    task: playbook('Breaking into a 120-bed skilled nursing facility that already uses another hospice.'),
    mustContain: [/120-bed/, /current hospice/],
    maxWords: 500,
  },
  {
    id: 'snf-dropped',
    category: 'playbook',
    task: playbook('Our best SNF stopped referring to us after a missed weekend admission.'),
    mustContain: [/Referral recovery playbook/, /missed admission/, /weekends/],
    maxWords: 500,
  },
  {
    id: 'hospital-late',
    category: 'playbook',
    task: playbook('Hospital case managers only refer patients in their last few days.'),
    mustContain: [/Hospital/, /arriving late/],
    maxWords: 500,
  },
  {
    id: 'oncology',
    category: 'playbook',
    task: playbook('An oncology group that refers late'),
    mustContain: [/cancer indicators/, /PPS of 70%/],
    mustNotContain: [/heart failure/i],
    maxWords: 500,
  },
  {
    id: 'cardiology',
    category: 'playbook',
    task: playbook('A cardiology practice whose physicians prefer to keep heart failure patients on palliative care.'),
    mustContain: [/NYHA/, /palliative/],
    maxWords: 500,
  },
  {
    id: 'memory-care',
    category: 'playbook',
    task: playbook('A memory care community with residents in late-stage dementia who keep going to the ER.'),
    mustContain: [/FAST/, /Memory care/],
    maxWords: 500,
  },
  {
    id: 'family',
    category: 'playbook',
    task: playbook('The adult daughter caring for her father at home is exhausted and calls 911 every week.'),
    mustContain: [/informational visit/, /not a sales account/],
    mustNotContain: [/first referral/i],
    maxWords: 500,
  },
  {
    id: 'alf-grow',
    category: 'playbook',
    task: playbook('An assisted living community that already refers to us occasionally; I want more referrals.'),
    mustContain: [/Account growth playbook/, /last 90 days/],
    maxWords: 500,
  },
  {
    id: 'icu-grow',
    category: 'playbook',
    task: playbook(
      'We get a few referrals from St. Luke hospitalists but want more from their ICU; our competitor gets most.',
      'double ICU referrals by March',
    ),
    mustContain: [/Account growth playbook: Hospital/, /Double ICU referrals by March/],
    maxWords: 500,
  },
  {
    id: 'lunch',
    category: 'playbook',
    task: playbook('I bring lunch to the nursing home staff every Friday but still get no referrals.'),
    mustContain: [/Anti-Kickback/],
    maxWords: 500,
  },
  {
    id: 'dialysis-clinic',
    category: 'playbook',
    task: playbook('A nephrology practice whose dialysis patients come to us in their final days'),
    mustContain: [/kidney disease indicators/, /arriving late/],
    maxWords: 500,
  },
];

/** Pairs whose answers must differ in more than half their lines. */
export const MUST_DIFFER: { id: string; a: CoachTask; b: CoachTask }[] = [
  { id: 'snf-vs-hospital', a: playbook('A new skilled nursing facility account'), b: playbook('A new hospital account') },
  { id: 'new-vs-dropped', a: playbook('A new SNF account that has never referred'), b: playbook('Our SNF referrals dropped this quarter') },
  { id: 'oncology-vs-cardiology', a: playbook('An oncology group that refers late'), b: playbook('A cardiology group that refers late') },
  { id: 'family-vs-alf', a: playbook('A daughter caring for her mother at home'), b: playbook('A new assisted living community') },
  {
    id: 'grow-vs-new-hospital',
    a: playbook('Hospital case managers already refer to us sometimes; grow it'),
    b: playbook('A hospital where we have no relationship yet'),
  },
  { id: 'cap-vs-dnr', a: research('What is the hospice cap?'), b: research('Does a patient need a DNR to elect hospice?') },
  { id: 'census-vs-small', a: objection('You just want census'), b: objection('You are too small to staff us') },
  { id: 'fast-vs-nyha', a: research('FAST 7 dementia'), b: research('NYHA class IV heart failure') },
];

export const EMAIL_CASES: LabelledCase[] = [
  {
    id: 'facility-sentence-end',
    category: 'email',
    task: {
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Maria',
      context: 'Met Maria, the DON at Willow Creek. Her team struggles with weekend admissions.',
    },
    mustContain: [/at Willow Creek\./, /weekend/],
    mustNotContain: [/Willow Creek\. Her/],
  },
  {
    id: 'three-referrals',
    category: 'email',
    task: { kind: 'email', templateType: 'thank_you', recipientName: 'Dr. Lee', context: 'Dr. Lee sent us 3 referrals this month.' },
    mustContain: [/^Subject: Thank you for the referrals/, /3 referrals/],
    mustNotContain: [/meeting with me/],
  },
  {
    id: 'daughter-not-ready',
    category: 'email',
    task: {
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Karen',
      context: 'Karen is the daughter of a patient with dementia; she is not ready to talk about hospice yet.',
      customization: 'gentle',
    },
    mustContain: [/no rush/, /Warm regards/],
    mustNotContain: [/FAST/, /eligib/i, /huddle/, /your team/i],
  },
  {
    id: 'son-thank-you',
    category: 'email',
    task: {
      kind: 'email',
      templateType: 'thank_you',
      recipientName: 'David',
      context: 'David is the son of a man with heart failure who met me at the hospital.',
    },
    mustContain: [/family’s choice/],
    mustNotContain: [/NYHA/, /referral/i],
  },
  {
    id: 'st-marys',
    category: 'email',
    task: { kind: 'email', templateType: 'value_add', context: "Case managers at St. Mary's Hospital asked about general inpatient care." },
    mustContain: [/St\. Mary's Hospital/, /four levels of hospice care/],
  },
  {
    id: 'oncologist-chemo-worry',
    category: 'email',
    task: {
      kind: 'email',
      templateType: 'follow_up',
      recipientName: 'Dr. Gomez',
      context: 'Met Dr. Gomez at Lakeside Oncology yesterday; she worries patients on chemo cannot use hospice.',
      customization: 'short',
    },
    mustContain: [/Lakeside Oncology/, /no rule that bans chemotherapy/, /Dear Dr\. Gomez/],
  },
  {
    id: 'alf-falls',
    category: 'email',
    task: {
      kind: 'email',
      templateType: 'value_add',
      recipientName: 'Linda',
      context: 'Linda is the wellness director at Sunrise Assisted Living; she asked about residents who keep falling and losing weight.',
    },
    mustContain: [/Sunrise Assisted Living/, /falls, weight loss/],
  },
  {
    id: 'meeting-not-referral',
    category: 'email',
    task: {
      kind: 'email',
      templateType: 'thank_you',
      recipientName: 'Jordan',
      context: 'Visited the case management team at Riverside Medical Center to talk about referrals.',
    },
    mustContain: [/Thank you for meeting with me/, /Riverside Medical Center/],
    mustNotContain: [/Thank you for the referral/],
  },
];

export const SERVICES_CASES: LabelledCase[] = [
  {
    id: 'coach-snf-objections',
    category: 'services',
    task: chat('Coach me on SNF objections'),
    mustContain: [/SNF|nursing/i],
    mustNotContain: [OFFERS, /Programs?\b.*\(/],
  },
  {
    id: 'research-snf',
    category: 'services',
    task: research('What does a SNF DON care about?'),
    mustContain: [/Director of Nursing/],
    mustNotContain: [OFFERS],
  },
  {
    id: 'asks-training',
    category: 'services',
    task: research('What training programs does Spartan offer for my team?'),
    mustContain: [/\/programs|\/services/],
  },
  { id: 'asks-price', category: 'services', task: chat('How much does your coaching program cost?'), mustContain: [/\$/] },
];

export const CHAT_CASES: LabelledCase[] = [
  { id: 'chat-cap', category: 'chat', task: chat('whats the hospice cap'), mustContain: [/aggregate cap/i], maxWords: 250 },
  {
    id: 'chat-dnr',
    category: 'chat',
    task: chat('Does a patient need a DNR to elect hospice?'),
    mustContain: [/does not require/i],
    maxWords: 250,
  },
  {
    id: 'chat-objection',
    category: 'chat',
    task: chat('The DON told me you just want census. What do I say?'),
    mustContain: [/\*\*Ask:\*\*/],
    maxWords: 250,
  },
  {
    id: 'chat-what-should-i-say',
    category: 'chat',
    task: chat('What should I say to a DON who says they are happy with their current hospice?'),
    // The same answer as the objection tool's: the library entry's words to say, or the card's ask.
    mustContain: [/second option|an existing hospice provider/, /\*\*(?:Ask|What to say):\*\*/],
    maxWords: 250,
  },
  {
    id: 'chat-plan',
    category: 'chat',
    task: chat('Give me a plan for Maple Grove SNF, 90 beds, referrals dropped after we missed two weekend admissions'),
    mustContain: [/Referral recovery playbook/, /90-bed/, /weekends/],
    maxWords: 500,
  },
  {
    id: 'chat-programs',
    category: 'chat',
    task: chat('What programs do you offer?'),
    mustContain: [/Hospice Sales Foundations/, /\/programs/],
  },
  { id: 'chat-visits', category: 'chat', task: chat('how many visits should I make a week'), mustContain: [/60\+/], maxWords: 250 },
  {
    id: 'chat-donuts',
    category: 'chat',
    task: chat('can i bring donuts to the nursing station'),
    // No safe harbor for food, so not a yes; a modest, occasional snack within policy and never tied to referrals is not a flat no either.
    mustContain: [/^\*\*Short answer:\*\* Only modest/, /Anti-Kickback/, /never tied to referrals/],
    maxWords: 250,
  },
  { id: 'chat-hi', category: 'chat', task: chat('hi'), mustContain: [/\?/], mustNotContain: [/##/], maxWords: 80 },
];
