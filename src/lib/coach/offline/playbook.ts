import { ETHICS, stage, type StageTitle } from '../knowledge/content';
import { MONTHLY_GOALS, RESPONSE_RULE_TEXT, START_OF_CARE, TIERS, goalLines } from '../knowledge/field-numbers';
import { GENERAL_SETTING, detectSettings, type CareSetting } from '../knowledge/settings';
import { complianceNotice, findInducements } from '../guards/compliance';
import type { PlaybookTask } from '../types';
import { clip, firstSentence, firstSentences, joinAnd, normalize } from '../text';
import { matchObjections } from './match';
import { defaultOutcomes, parseOutcomes, type Outcome } from './outcomes';

type Focus = 'new' | 'recovery' | 'grow';

const SIGNALS = {
  recovery:
    /(?:stopped|stop|no longer|dropped|declin\w*|fewer|lost|fell|fallen|slowed|went quiet|dried up)[^.]{0,40}referr|referr\w*[^.]{0,30}(?:dropped|stopped|declined|fallen|fell|slowed|dried up|went quiet)/,
  grow: /\balready refer|\brefers? (?:to us )?(?:occasionally|sometimes|now and then)|\bsome referrals\b|\bexisting (?:account|referral source)|\bgrow\b|\bincrease\b|\bmore referrals\b/,
  new: /\bnew (?:account|territory|rep|liaison|market|facility)|\bnever referred|\bno referrals\b|\bcold\b|\bfirst (?:time|visit|meeting)|\bhaven't|\bno relationship|\bbreak into|\bget into|\bin the door|\bgatekeeper/,
  lateReferrals: /\blate referrals?\b|\blast (?:few )?days\b|\bfinal days\b|\bdays before (?:death|dying)|\btoo late\b|\bshort length of stay\b|\blength of stay\b/,
  response: /\bweekends?\b|\bafter[- ]hours\b|\bevenings?\b|\bslow\b|\bresponse time\b|\bwait(?:ing|ed)?\b/,
};

const START_STAGE: Record<Focus, { stage: StageTitle; why: string }> = {
  new: { stage: 'Discovery', why: 'you don’t yet know who decides or what the account needs.' },
  recovery: { stage: 'Connecting', why: 'referrals changed, so something in the relationship or the service changed; find out what before asking again.' },
  grow: { stage: 'Guiding', why: 'the account knows you; help it recognise eligible patients earlier and refer more consistently.' },
};

/** Questions for the stages after Discovery, which are the same in every setting. */
const STAGE_QUESTIONS: Record<Exclude<StageTitle, 'Discovery'>, readonly string[]> = {
  Connecting: ['What would make my next visit worth your time?', 'Is there a question your staff keep asking about hospice that I could answer?'],
  Guiding: [
    'Which patients are you worried about right now, without naming them?',
    'What would a referral to us need to look like for your team: who calls, and what information do you have at hand?',
  ],
  Commitment: ['Would you call us for the next patient who may be appropriate?', 'How would you like me to close the loop with you after a referral?'],
};

const STAGE_MEASURES: Record<StageTitle, string> = {
  Discovery: 'decision makers mapped (at least two, by name and role) and one stated problem.',
  Connecting: 'purposeful contacts logged (at least three), each with a follow-through kept on time.',
  Guiding: 'eligibility education delivered and a referral pathway agreed in writing.',
  Commitment: `referrals, admissions and conversion (${MONTHLY_GOALS.conversion.target}), time to start of care (${START_OF_CARE.goal}).`,
};

function focusOf(scenario: string): Focus {
  if (SIGNALS.recovery.test(scenario)) return 'recovery';
  if (SIGNALS.grow.test(scenario) && !SIGNALS.new.test(scenario)) return 'grow';
  return 'new';
}

const FOCUS_TITLE: Record<Focus, string> = { new: 'New-account playbook', recovery: 'Referral recovery playbook', grow: 'Account growth playbook' };

/** A stage-by-stage plan for the rep's scenario, built from the method and the setting. */
export function composePlaybook(task: PlaybookTask): string {
  const scenario = normalize(task.scenario);
  const detected = detectSettings(`${task.scenario} ${task.desiredOutcomes ?? ''}`);
  const setting = detected.primary ?? GENERAL_SETTING;
  const focus = focusOf(scenario);
  const start = START_STAGE[focus];
  const outcomes = parseOutcomes(task.desiredOutcomes, setting);
  const objections = matchObjections(task.scenario).slice(0, 3);
  const inducements = findInducements(task.scenario);

  const out: string[] = [];
  out.push(`# ${FOCUS_TITLE[focus]}: ${setting.label}`);
  out.push('');
  out.push(`**Scenario:** ${clip(task.scenario, 400)}`);
  out.push(`**Setting:** ${setting.label}${detected.all.length > 1 ? ` (also mentioned: ${joinAnd(detected.all.slice(1).map((s) => s.label.toLowerCase()))})` : ''}`);
  out.push(`**Start at:** ${start.stage}, because ${start.why}`);
  if (setting.caution) out.push('', `> ${setting.caution}`);

  out.push('', '## Desired outcomes', '');
  out.push(...outcomeLines(outcomes.length ? outcomes : defaultOutcomes(setting, focus)));

  out.push('', `## Who to know at ${setting.inSentence}`, '');
  out.push(...setting.decisionMakers.map((person) => `- ${person}`));
  out.push('', `**What ${setting.inSentence} usually needs solved:**`, '', ...setting.needs.map((need) => `- ${need.charAt(0).toUpperCase()}${need.slice(1)}`));

  (['Discovery', 'Connecting', 'Guiding', 'Commitment'] as const).forEach((title, index) => {
    out.push('', ...stageSection(title, index + 1, setting, scenario, title === start.stage));
  });

  if (objections.length) {
    out.push('', '## Objections to prepare for', '');
    for (const { objection } of objections) {
      out.push(`- **“${objection.objection}”** ${firstSentences(objection.response, 2)} *Tip:* ${firstSentence(objection.tip)}`);
    }
    out.push('', 'Practise these out loud with the Objection Handler before the visit.');
  }

  out.push('', '## Metrics to track', '');
  out.push(...setting.metrics.map((metric) => `- ${metric}`));
  out.push(...goalLines().map((line) => `- Territory goal: ${line}`));
  out.push(`- Time to start of care: ${START_OF_CARE.goal}`);
  out.push(`- ${RESPONSE_RULE_TEXT.respond}; ${RESPONSE_RULE_TEXT.thank.toLowerCase()}`);

  out.push('', '## Compliance guardrails', '');
  out.push(...ETHICS.map((ethic) => `- **${ethic.title}.** ${firstSentence(ethic.description)}`));
  if (inducements.length) {
    out.push('', `**About your scenario:** ${complianceNotice(inducements)}`);
  }
  return out.join('\n');
}

function outcomeLines(outcomes: readonly Outcome[]): string[] {
  return outcomes.map((o) => `- **${o.outcome}** How you’ll know: ${o.measure}`);
}

function stageSection(title: StageTitle, number: number, setting: CareSetting, scenario: string, isStart: boolean): string[] {
  const s = stage(title);
  const lines = [`## Stage ${number}: ${title}${isStart ? ' (start here)' : ''}`, '', `**Purpose:** ${s.purpose}`, '', `**Talk track:** “${setting.talkTracks[title]}”`, ''];

  const questions = title === 'Discovery' ? setting.discoveryQuestions.slice(0, 4) : STAGE_QUESTIONS[title];
  lines.push(title === 'Discovery' ? '**Discovery questions:**' : '**Questions to ask:**', '', ...questions.map((q) => `- ${q}`), '');

  lines.push('**Activities:**', '', ...stageActivities(title, setting, scenario).map((a) => `- ${a}`), '');
  lines.push(`**Exit artifact:** ${s.exitArtifact}`);
  lines.push(`**Decision to advance:** ${firstSentence(s.decisionToAdvance)}`);
  lines.push(`**Measure:** ${STAGE_MEASURES[title]}`);
  return lines;
}

function stageActivities(title: StageTitle, setting: CareSetting, scenario: string): string[] {
  const base = stage(title).activities;
  switch (title) {
    case 'Discovery':
      // The method's generic "map decision makers" activity, made specific to the setting.
      return base.map((activity) =>
        /^Map decision makers/i.test(activity) ? `Map decision makers and influencers at ${setting.inSentence}: ${setting.decisionMakers.slice(0, 5).join(', ')}` : activity,
      );
    case 'Connecting': {
      const tierLine = `Visit at the account’s tier: ${TIERS.map((t) => `${t.tier} ${t.cadence.toLowerCase()}`).join(', ')}`;
      return [tierLine, `Offer ${setting.education}`, ...base.slice(3)];
    }
    case 'Guiding': {
      const extra = SIGNALS.lateReferrals.test(scenario)
        ? [`Referrals are arriving late: teach the eligibility signs for ${joinAnd(setting.diagnoses.slice(0, 2))} so patients are identified months, not days, before the end`]
        : [`Educate on the eligibility indicators for ${joinAnd(setting.diagnoses.slice(0, 2))}`];
      return [...extra, ...base.slice(1, 5)];
    }
    case 'Commitment': {
      const extra = SIGNALS.response.test(scenario)
        ? ['Put your response commitment in writing, including evenings and weekends, and report back on every referral you receive']
        : [];
      return [...extra, ...base.slice(0, 4)];
    }
  }
}
