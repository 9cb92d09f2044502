import { escapeRegExp } from '../text';

/**
 * Words reps use interchangeably. A query containing any term of a group is searched with the
 * whole group, so "nursing home" finds the SNF passages and "GIP" finds general inpatient care.
 * Keep terms lower case; multi-word terms are matched as phrases.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['snf', 'nursing home', 'skilled nursing', 'skilled nursing facility', 'long-term care', 'ltc'],
  ['alf', 'assisted living'],
  ['chf', 'hf', 'heart failure', 'congestive heart failure', 'cardiac'],
  ['gip', 'general inpatient'],
  ['chc', 'continuous home care', 'continuous care', 'crisis care'],
  ['rhc', 'routine home care'],
  ['respite', 'inpatient respite', 'caregiver break'],
  ['sia', 'service intensity add-on', 'service intensity add on', 'service intensity'],
  ['room and board', 'r&b', 'room & board', 'rent'],
  ['copd', 'lung disease', 'emphysema', 'pulmonary'],
  ['esrd', 'dialysis', 'kidney failure', 'renal'],
  ['als', 'amyotrophic lateral sclerosis', 'lou gehrig'],
  ['dementia', 'alzheimer', 'alzheimers', 'alz', 'memory care'],
  ['dnr', 'do not resuscitate', 'full code', 'code status'],
  ['cap', 'aggregate cap', 'hospice cap'],
  ['revoke', 'revocation', 'revoked'],
  // How reps say a change of hospice (42 CFR 418.30): a transfer.
  [
    'transfer',
    'switch hospices',
    'switch hospice',
    'change hospices',
    'change hospice',
    'move to another hospice',
    'switch to another hospice',
    'change to another hospice',
    'go to another hospice',
  ],
  ['live discharge', 'discharged alive', 'graduate'],
  ['cahps', 'family ratings', 'family survey', 'caregiver survey'],
  ['hci', 'hospice care index'],
  ['pps', 'palliative performance scale'],
  ['kps', 'karnofsky'],
  ['f2f', 'face-to-face', 'face to face'],
  ['eligible', 'eligibility', 'qualify', 'qualifies', 'appropriate', 'criteria', 'indicators'],
  ['6 month', 'six month', 'six months', '6 months', '6-month', 'prognosis', 'terminally ill'],
  ['meeting', 'mtg', 'mtgs', 'meetings'],
  ['1:1', 'one-on-one', 'one on one', '1-1', '1 on 1'],
  ['ride along', 'ride-along', 'ridealong', 'field ride'],
  ['los', 'length of stay', 'alos', 'days on service'],
  ['adc', 'average daily census', 'census'],
  ['noe', 'notice of election'],
  ['notr', 'notice of termination', 'notice of revocation'],
  ['ma', 'medicare advantage', 'part c'],
  ['hqrp', 'quality reporting', 'quality data'],
  ['dual eligible', 'duals', 'medicaid and medicare', 'medi-medi'],
  ['chemo', 'chemotherapy'],
  ['pediatric', 'children', 'child', 'under 21'],
  ['don', 'director of nursing'],
  ['cm', 'case manager', 'discharge planner'],
  ['md', 'physician', 'doctor', 'doc', 'docs', 'drs', 'pcp', 'attending'],
  // The doctor a family is afraid to lose is often a specialist.
  ['specialist', 'cardiologist', 'pulmonologist', 'oncologist', 'nephrologist', 'neurologist', 'heart doctor', 'lung doctor', 'own doctor'],
  // How families say the fear that comfort medicine shortens life.
  [
    'hasten death',
    'speed up',
    'die faster',
    'die sooner',
    'kill her',
    'kill him',
    'end her',
    'end him',
    'shorten her life',
    'shorten his life',
  ],
  // How families and sources say a patient improved, or that it is "too soon".
  [
    'improve',
    'improves',
    'improved',
    'gets better',
    'got better',
    'perks up',
    'perked up',
    'stabilizes',
    'stabilized',
    'rallies',
    'rallied',
  ],
  [
    'last few days',
    'last couple days',
    'last couple of days',
    'last days',
    'last week of life',
    'actively dying',
    'too late',
    'not there yet',
  ],
  ['benefit period', 'benefit periods', 'recertification'],
];

const GROUP_PATTERNS = SYNONYM_GROUPS.map((group) => new RegExp(`\\b(?:${group.map(escapeRegExp).join('|')})\\b`, 'i'));

/** The query plus every synonym of the terms it contains. */
export function expandSynonyms(query: string): string {
  const extra: string[] = [];
  SYNONYM_GROUPS.forEach((group, index) => {
    if (GROUP_PATTERNS[index]!.test(query)) extra.push(...group);
  });
  return extra.length ? `${query} ${extra.join(' ')}` : query;
}

/** The synonym groups a query uses a term of ("last couple days" uses the "last few days" group). */
export function synonymGroupsIn(query: string): readonly (readonly string[])[] {
  return SYNONYM_GROUPS.filter((_, index) => GROUP_PATTERNS[index]!.test(query));
}
