import { stage, type StageTitle } from '../knowledge/content';
import { RESPONSE_RULE_TEXT, RESPONSE_RULES, START_OF_CARE } from '../knowledge/field-numbers';
import type { CareSetting } from '../knowledge/settings';
import { complianceNotice } from '../guards/compliance';
import type { PlaybookTask } from '../types';
import { clip, firstSentence, joinAnd } from '../text';
import { isOffTopic, questionBack } from './intent';
import { defaultOutcomes, parseOutcomes, type Outcome } from './outcomes';
import { readScenario, type Focus, type ScenarioFacts } from './scenario';

/**
 * A playbook a rep can act on this week, at most about 500 words: the three moves that matter
 * for this scenario first, then one short block per stage of the Spartan Method. Every line that
 * can come from the scenario's facts (setting, size, incumbent, what went wrong, diagnoses,
 * objections) does, so a new SNF and an SNF whose referrals dropped get different plans.
 */
const START_STAGE: Record<Focus, { stage: StageTitle; why: string }> = {
  new: { stage: 'Discovery', why: 'you don’t yet know who decides or what the account needs.' },
  recovery: { stage: 'Connecting', why: 'referrals changed, so something in the relationship or the service changed; find out what before asking again.' },
  grow: { stage: 'Guiding', why: 'the account knows you; help it recognise eligible patients earlier and refer more consistently.' },
};

const FOCUS_TITLE: Record<Focus, string> = { new: 'New-account playbook', recovery: 'Referral recovery playbook', grow: 'Account growth playbook' };

export function composePlaybook(task: PlaybookTask): string {
  if (isOffTopic(`${task.scenario} ${task.desiredOutcomes ?? ''}`)) return questionBack(task.scenario);
  const facts = readScenario(task.scenario, task.desiredOutcomes);
  const { setting, focus } = facts;
  const start = START_STAGE[focus];
  const outcomes = parseOutcomes(task.desiredOutcomes, setting);

  const out: string[] = [`# ${FOCUS_TITLE[focus]}: ${setting.label}`, ''];
  out.push(`**Scenario:** ${clip(task.scenario, 240)}`);
  out.push(`**Setting:** ${setting.label}${facts.alsoMentioned.length ? ` (also mentioned: ${joinAnd(facts.alsoMentioned.map((s) => s.label.toLowerCase()))})` : ''}`);
  out.push(`**Start at:** ${start.stage}, because ${start.why}`);
  if (setting.caution) out.push('', `> ${setting.caution}`);

  out.push('', '## Your three moves this week', '');
  threeMoves(facts).forEach((move, index) => out.push(`${index + 1}. ${move}`));

  out.push('', '## Desired outcomes', '');
  out.push(...outcomeLines(outcomes.length ? outcomes.slice(0, 3) : defaultOutcomes(setting, focus).slice(0, 2)));
  out.push(`- **Who to know:** ${joinAnd(setting.decisionMakers.slice(0, 3).map((d) => d.replace(/\.$/, '')))}.`);

  (['Discovery', 'Connecting', 'Guiding', 'Commitment'] as const).forEach((title, index) => {
    out.push('', ...stageBlock(title, index + 1, facts, title === start.stage));
  });

  if (facts.objections.length) {
    out.push('', '## Objections to prepare for', '');
    for (const objection of facts.objections) out.push(`- **“${objection.quote}”** ${clip(objection.answer, 220)}`);
  }

  out.push('', '## Guardrails', '');
  out.push(`- Nothing of value to referral sources (no meals, gifts or free services), patient choice always respected, eligibility decided by the hospice physician.`);
  if (facts.inducements.length) out.push('', `**About your scenario:** ${complianceNotice(facts.inducements)}`);
  return out.join('\n');
}

function outcomeLines(outcomes: readonly Outcome[]): string[] {
  return outcomes.map((o) => `- **${o.outcome}** How you’ll know: ${o.measure}`);
}

const where = (facts: ScenarioFacts) => (facts.beds ? `the ${facts.beds}-bed ${facts.setting.inSentence.replace(/^the /, '')}` : facts.setting.inSentence);

/** The diagnosis to teach: the one the scenario names, else the setting's most common. */
function teachingPoint(facts: ScenarioFacts): string {
  const named = facts.diagnoses[0];
  if (named) return `the ${named.label} indicators: ${firstSentence(named.passage.answer).replace(/^For [^,]+, (?:the indicators are )?/, '')}`;
  return `the eligibility signs for ${joinAnd(facts.setting.diagnoses.slice(0, 2))}`;
}

function threeMoves(facts: ScenarioFacts): string[] {
  const { setting } = facts;
  if (setting.id === 'home') {
    return [
      `Listen first: ask the ${setting.primaryContact} “${setting.discoveryQuestions[1]}” and write down what they say is hardest${facts.transfers ? ' (the 911 calls and ER trips are the place to start)' : ''}.`,
      `Offer an informational visit by a hospice nurse or social worker, with no obligation, at a time the family chooses.`,
      `Let the physician lead the clinical conversation; you follow up only when the family asks you to.`,
    ];
  }
  const contact = setting.primaryContact;
  const moves: string[] = [];
  if (facts.focus === 'recovery') {
    moves.push(
      `Call the ${contact} at ${where(facts)} to ask what changed${facts.missedAdmission ? ', starting with the missed admission' : ''}; listen without defending, then name one specific fix.`,
    );
  } else if (facts.focus === 'grow') {
    moves.push(`Review the last 90 days of referrals from ${where(facts)} with the ${contact}: which came late, which went elsewhere, and why.`);
  } else {
    moves.push(
      `Book 15 minutes with the ${contact} at ${where(facts)} and ask: “${setting.discoveryQuestions[0]}”${facts.incumbent ? ' Don’t compete with their current hospice; ask what they would change about it.' : ''}`,
    );
  }
  if (facts.lateReferrals || facts.diagnoses.length) {
    moves.push(`Offer ${setting.education}, centred on ${teachingPoint(facts)}`);
  } else if (facts.transfers) {
    moves.push(`Ask which residents or patients keep going back to the hospital, without names, and offer ${setting.education}.`);
  } else {
    moves.push(`Offer ${setting.education}.`);
  }
  if (facts.responseProblem || facts.missedAdmission) {
    moves.push(`Put your response commitment in writing, including evenings and weekends (${RESPONSE_RULE_TEXT.respond.toLowerCase()}), and report back on every referral you receive.`);
  } else if (facts.focus === 'recovery') {
    moves.push(`Ask for one test referral and call the ${contact} within ${RESPONSE_RULES.thankReferrerHours} hours of it to report how it went.`);
  } else if (facts.focus === 'grow') {
    moves.push(`Agree a written referral pathway (who calls, which number, what we need) and a monthly 10-minute review with the ${contact}.`);
  } else {
    moves.push(`Close the visit with one small next step and a day and time: a second meeting, a huddle or a first referral.`);
  }
  return moves;
}

/** What to do in each stage, shaped by where the account stands. */
const FOCUS_STAGE_LINE: Record<Focus, Record<StageTitle, string>> = {
  new: {
    Discovery: 'Map who decides and which hospices they use today; find one problem they want solved.',
    Connecting: 'Visit at tier cadence with one purpose each time, and keep every small promise on time.',
    Guiding: 'Teach one eligibility topic the staff asked about; show how a referral to you works.',
    Commitment: 'Ask to be one of the hospices families are offered, and for the first referral.',
  },
  recovery: {
    Discovery: 'Find out who stopped referring and since when; check your own records for the referral that went wrong.',
    Connecting: 'Own the miss in person, explain what you changed, and ask how they want to be updated.',
    Guiding: 'Rebuild confidence with proof: your response times on the next referrals, reported back to them.',
    Commitment: 'Ask for the next appropriate referral as a test, and agree how you’ll report on it.',
  },
  grow: {
    Discovery: 'Learn which patients went to other hospices or came too late, and why.',
    Connecting: 'Thank the people who refer now, by name and role, and ask what would make referring easier.',
    Guiding: 'Teach earlier recognition, so patients get months of support instead of days.',
    Commitment: 'Agree a standing referral pathway and a monthly review of every referral.',
  },
};

const DONE_WHEN: Record<StageTitle, string> = {
  Discovery: 'two decision makers named and one stated problem.',
  Connecting: 'three purposeful contacts logged, each follow-through kept.',
  Guiding: 'education delivered and a referral pathway agreed.',
  Commitment: `referrals and admissions tracked, start of care ${START_OF_CARE.goal}.`,
};

function stageBlock(title: StageTitle, number: number, facts: ScenarioFacts, isStart: boolean): string[] {
  const { setting, focus } = facts;
  const lines = [`## Stage ${number}: ${title}${isStart ? ' (start here)' : ''}`, ''];
  lines.push(`- **Do:** ${stageAction(title, facts) ?? FOCUS_STAGE_LINE[focus][title]}`);
  if (isStart || title === 'Discovery' || title === 'Commitment') lines.push(`- **Say:** “${clip(setting.talkTracks[title], 260)}”`);
  if (title === 'Discovery' && focus === 'new') lines.push(`- **Ask:** ${setting.discoveryQuestions.slice(1, 3).join(' ')}`);
  lines.push(`- **Done when:** ${stage(title).exitArtifact.replace(/\.$/, '')}; ${DONE_WHEN[title]}`);
  return lines;
}

/** Stage actions the scenario's facts call for, in place of the focus's default. */
function stageAction(title: StageTitle, facts: ScenarioFacts): string | undefined {
  if (title === 'Guiding' && facts.lateReferrals) {
    return `Referrals are arriving late: teach ${teachingPoint(facts)}, so patients are identified months, not days, before the end.`;
  }
  if (title === 'Guiding' && facts.diagnoses.length) return `Teach ${teachingPoint(facts)}`;
  if (title === 'Commitment' && (facts.responseProblem || facts.missedAdmission)) {
    return `Put your response commitment in writing, including evenings and weekends, and report back on every referral. ${FOCUS_STAGE_LINE[facts.focus].Commitment}`;
  }
  if (title === 'Discovery' && facts.incumbent && facts.focus === 'new') {
    return `Learn what they value in their current hospice and where it falls short; never criticise it. ${FOCUS_STAGE_LINE.new.Discovery}`;
  }
  if (title === 'Connecting' && facts.transfers) return `Ask about the last transfer to the hospital, without names: what happened at 2 a.m., and who decided. ${FOCUS_STAGE_LINE[facts.focus].Connecting}`;
  return undefined;
}
