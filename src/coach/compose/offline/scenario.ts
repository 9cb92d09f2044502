import { knowledgeById } from '../../knowledge/library';
import type { KnowledgePassage } from '../../../lib/content-schemas';
import { findInducements } from '../../check/compliance';
import { GENERAL_SETTING, detectSettings, type CareSetting } from '../../knowledge/settings';
import { normalize } from '../../text';
import { matchCards, matchObjections } from '../../retrieve/match';

/**
 * The facts a playbook is built from, read out of the rep's own scenario: where, how big, how the
 * account stands, what went wrong, which diagnoses and people it names. Two scenarios that differ
 * in any of these get plans that differ in the same place.
 */
export type Focus = 'new' | 'recovery' | 'grow';

export interface ScenarioFacts {
  setting: CareSetting;
  alsoMentioned: CareSetting[];
  focus: Focus;
  beds?: number;
  incumbent: boolean;
  lateReferrals: boolean;
  responseProblem: boolean;
  missedAdmission: boolean;
  transfers: boolean;
  /** Disease passages from the knowledge base for the diagnoses the scenario names. */
  diagnoses: (Diagnosis & { passage: KnowledgePassage })[];
  /** Printed objections and extra cards the scenario raises, as short quotes. */
  objections: { quote: string; answer: string }[];
  inducements: ReturnType<typeof findInducements>;
}

const SIGNALS = {
  recovery:
    /(?:stopped|stop|no longer|dropped|declin\w*|fewer|lost|fell|fallen|slowed|went quiet|dried up)[^.]{0,40}referr|referr\w*[^.]{0,30}(?:dropped|stopped|declined|fallen|fell|slowed|dried up|went quiet)/,
  grow: /\balready refer|\brefers? (?:to us )?(?:occasionally|sometimes|now and then)|\b(?:some|a few|a couple of|occasional) referrals\b|\bexisting (?:account|referral source)|\bgrow\b|\bincrease\b|\bmore referrals\b|\bwant more\b|\bmore from (?:them|their|the)\b/,
  new: /\bnew (?:account|territory|rep|liaison|market|facility)|\bnever referred|\bno referrals\b|\bcold\b|\bfirst (?:time|visit|meeting)|\bhaven't|\bno relationship|\bbreak into|\bget into|\bin the door|\bgatekeeper/,
  lateReferrals:
    /\blate referrals?\b|\brefers? (?:\w+ )?(?:too )?late\b|\blast (?:few )?days\b|\bfinal days\b|\bdays before (?:death|dying)|\btoo late\b|\bshort length of stay\b|\blength of stay\b|\bactively dying\b/,
  response: /\bweekends?\b|\bafter[- ]hours\b|\bevenings?\b|\bslow\b|\bresponse time\b|\bwait(?:ing|ed)?\b|\bfriday\b/,
  incumbent:
    /\b(?:already (?:uses?|has|have|works? with)|uses? (?:another|a competing|one) hospice|another hospice|other hospice|incumbent|competitor|current hospice|same hospice|diff(?:erent)? hospice|(?:has|have|gets?|takes?) (?:most|all|nearly all|the majority) of (?:the |their )?(?:hospice )?(?:pts|patients|residents|referrals))\b/,
  missedAdmission: /\bmissed (?:a |the |one )?(?:weekend |friday |evening )?(?:admission|referral|visit)\b/,
  transfers: /\b(?:er|ed|911|emergency room|readmi\w*|hospital transfers?|bounce back|keep going to the er)\b/,
};

/** Diagnoses a scenario can name, with who treats them and what to ask about them. */
interface Diagnosis {
  id: string;
  label: string;
  specialty: string;
  /** Who to see first when the account is that specialty's practice. */
  contact: string;
  question: string;
  /** What the specialty struggles with, for the Connecting stage. */
  concern: string;
  pattern: RegExp;
}

const DIAGNOSES: readonly Diagnosis[] = [
  {
    id: 'dementia',
    label: 'dementia',
    specialty: 'memory care',
    contact: 'memory care director',
    question: 'Which residents have lost weight or had repeated infections this year?',
    concern: 'residents with advanced dementia who stop eating or keep getting infections',
    pattern: /\b(?:dementia|alzheimer'?s?|memory care)\b/,
  },
  {
    id: 'heart-failure',
    label: 'heart failure',
    specialty: 'cardiology',
    contact: 'cardiologist and the heart failure nurse',
    question: 'Which heart failure patients have been admitted more than twice in six months?',
    concern: 'repeat heart failure admissions and patients short of breath at rest despite optimal treatment',
    pattern: /\b(?:heart failure|chf|cardiac|cardiology|cardiologists?)\b/,
  },
  {
    id: 'copd',
    label: 'COPD',
    specialty: 'pulmonology',
    contact: 'pulmonologist',
    question: 'Which COPD patients are on home oxygen and still short of breath at rest?',
    concern: 'repeat admissions for COPD exacerbations',
    pattern: /\b(?:copd|lung|pulmonary|pulmonolog\w*|oxygen)\b/,
  },
  {
    id: 'cancer',
    label: 'cancer',
    specialty: 'oncology',
    contact: 'oncologist and the oncology nurse navigator',
    question: 'Which patients are starting a next line of treatment that you doubt will help?',
    concern: 'patients between lines of treatment and families asking whether to stop chemotherapy',
    pattern: /\b(?:cancer|oncolog\w*|chemo\w*|tumou?r|metasta\w*)\b/,
  },
  {
    id: 'als',
    label: 'ALS',
    specialty: 'neurology',
    contact: 'neurologist and the ALS clinic coordinator',
    question: 'Which ALS patients are deciding about a ventilator or a feeding tube?',
    concern: 'patients with ALS whose breathing is failing',
    pattern: /\b(?:als|amyotrophic|neurolog\w*)\b/,
  },
  {
    id: 'liver',
    label: 'liver disease',
    specialty: 'hepatology',
    contact: 'hepatologist',
    question: 'Which liver patients keep coming back for ascites or confusion?',
    concern: 'repeat admissions for ascites, bleeding or encephalopathy',
    pattern: /\b(?:liver|cirrhosis|hepat\w*|gastroenterolog\w*)\b/,
  },
  {
    id: 'renal',
    label: 'kidney disease',
    specialty: 'nephrology',
    contact: 'nephrologist and the dialysis social worker',
    question: 'Which patients are talking about stopping dialysis, or choosing not to start?',
    concern: 'patients who stop dialysis and need hospice within days',
    pattern: /\b(?:renal|kidney|dialysis|esrd|nephrolog\w*)\b/,
  },
  {
    id: 'stroke',
    label: 'stroke',
    specialty: 'neurology',
    contact: 'stroke unit case manager',
    question: 'Which stroke patients cannot swallow safely or keep losing weight?',
    concern: 'stroke patients who cannot swallow safely',
    pattern: /\b(?:stroke|cva)\b/,
  },
];

function focusOf(scenario: string): Focus {
  const text = normalize(scenario);
  if (SIGNALS.recovery.test(text) || SIGNALS.missedAdmission.test(text)) return 'recovery';
  if (SIGNALS.grow.test(text) && !SIGNALS.new.test(text)) return 'grow';
  return 'new';
}

export function readScenario(scenario: string, desiredOutcomes = ''): ScenarioFacts {
  const text = normalize(scenario);
  const detected = detectSettings(`${scenario} ${desiredOutcomes}`);
  const setting = detected.primary ?? GENERAL_SETTING;
  const beds = Number(text.match(/\b(\d{2,4})[- ]beds?\b/)?.[1]) || undefined;
  const diagnoses = DIAGNOSES.filter((d) => d.pattern.test(text)).flatMap((d) => {
    const passage = knowledgeById(d.id);
    return passage ? [{ ...d, passage }] : [];
  });
  const objections = [
    ...matchCards(scenario).map(({ card }) => ({ quote: card.objection, answer: `${card.reframe} Ask: “${card.ask}”` })),
    ...matchObjections(scenario).map(({ objection }) => ({ quote: objection.objection, answer: objection.response })),
  ].slice(0, 2);
  return {
    setting,
    alsoMentioned: detected.all.slice(1),
    focus: focusOf(scenario),
    beds,
    incumbent: SIGNALS.incumbent.test(text),
    lateReferrals: SIGNALS.lateReferrals.test(text),
    responseProblem: SIGNALS.response.test(text),
    missedAdmission: SIGNALS.missedAdmission.test(text),
    transfers: SIGNALS.transfers.test(text),
    diagnoses,
    objections,
    inducements: findInducements(scenario),
  };
}
