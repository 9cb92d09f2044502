import type { StageTitle } from '../../knowledge/content';
import { RESPONSE_RULE_TEXT, RESPONSE_RULES, START_OF_CARE } from '../../knowledge/field-numbers';
import { complianceNotice } from '../../check/compliance';
import type { PlaybookTask } from '../../types';
import { clip, firstSentence, joinAnd } from '../../text';
import { isOffTopic, questionBack } from '../../understand/intent';
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
  recovery: {
    stage: 'Connecting',
    why: 'referrals changed, so something in the relationship or the service changed; find out what before asking again.',
  },
  grow: { stage: 'Guiding', why: 'the account knows you; help it recognise eligible patients earlier and refer more consistently.' },
};

const FOCUS_TITLE: Record<Focus, string> = {
  new: 'New-account playbook',
  recovery: 'Referral recovery playbook',
  grow: 'Account growth playbook',
};

export function composePlaybook(task: PlaybookTask): string {
  if (isOffTopic(`${task.scenario} ${task.desiredOutcomes ?? ''}`)) return questionBack(task.scenario);
  const facts = readScenario(task.scenario, task.desiredOutcomes);
  const { setting, focus } = facts;
  const family = setting.id === 'home';
  const start = START_STAGE[focus];
  const outcomes = parseOutcomes(task.desiredOutcomes, setting);

  const out: string[] = [`# ${family ? 'Family support plan' : FOCUS_TITLE[focus]}: ${setting.label}`, ''];
  out.push(`**Scenario:** ${clip(task.scenario, 200)}`);
  const specialty = setting.id === 'physician' ? facts.diagnoses[0]?.specialty : undefined;
  out.push(
    `**Setting:** ${setting.label}${specialty ? ` (${specialty})` : ''}${facts.alsoMentioned.length ? ` (also mentioned: ${joinAnd(facts.alsoMentioned.map((s) => s.label.toLowerCase()))})` : ''}`,
  );
  if (!family) out.push(`**Start at:** ${start.stage}, because ${start.why}`);
  if (setting.caution) out.push('', `> ${setting.caution}`);

  out.push('', '## Your three moves this week', '');
  threeMoves(facts).forEach((move, index) => out.push(`${index + 1}. ${move}`));

  out.push('', '## Outcomes to aim for', '');
  if (outcomes.length) out.push(...outcomeLines(outcomes.slice(0, 3)));
  else if (family) out.push(...FAMILY_OUTCOMES);
  else
    out.push(
      ...defaultOutcomes({ ...setting, primaryContact: contactFor(facts) }, focus)
        .slice(0, 2)
        .map((o) => `- **${o.outcome}** How you’ll know: ${clip(o.measure, 140)}`),
    );
  const first = facts.diagnoses[0] && setting.id === 'physician' ? [`the ${facts.diagnoses[0].contact}`] : [];
  out.push(
    `- **Who to know:** ${joinAnd([...first, ...setting.decisionMakers.slice(0, 3 - first.length).map((d) => d.replace(/\.$/, ''))])}.`,
  );

  out.push('', '## The four stages', '');
  for (const title of ['Discovery', 'Connecting', 'Guiding', 'Commitment'] as const) {
    const isStart = !family && title === start.stage;
    out.push(`- **${title}${isStart ? ' (start here)' : ''}:** ${family ? FAMILY_STAGES[title] : stageLine(title, facts)}`);
  }
  if (!family) out.push(`- **Say it like this (${start.stage}):** “${clip(setting.talkTracks[start.stage], 200)}”`);
  out.push(
    `- **Measure:** ${family ? 'informational visits asked for and a nurse’s call within 4 hours.' : `${DONE_WHEN[start.stage]} Then referrals, admissions and start of care ${START_OF_CARE.goal}.`}`,
  );

  if (facts.objections.length && !family) {
    out.push('', '## Objections to prepare for', '');
    for (const objection of facts.objections) out.push(`- **“${objection.quote}”** ${clip(objection.answer, 160)}`);
  }

  out.push('', '## Guardrails', '');
  out.push(
    family
      ? '- Clinicians lead clinical conversations; the family’s pace and choice decide; contact only when asked.'
      : '- Nothing of value to referral sources (no meals or free services), patient choice always respected, eligibility decided by the hospice physician.',
  );
  if (facts.inducements.length) out.push('', `**About your scenario:** ${complianceNotice(facts.inducements)}`);
  return out.join('\n');
}

function outcomeLines(outcomes: readonly Outcome[]): string[] {
  return outcomes.map((o) => `- **${o.outcome}** How you’ll know: ${clip(o.measure, 160)}`);
}

const FAMILY_OUTCOMES = [
  '- **The family knows what hospice includes and that the choice is theirs.** How you’ll know: their questions are answered by a nurse or social worker, not by you.',
  '- **Fewer crisis calls at night.** How you’ll know: the family has the 24/7 nurse line if they choose hospice.',
];

const FAMILY_STAGES: Record<StageTitle, string> = {
  Discovery: 'Ask what matters most to their loved one and what has been hardest at home; listen more than you talk.',
  Connecting: 'Name what you heard (“the nights sound exhausting”) and ask what would help this week.',
  Guiding: 'Let a hospice nurse or social worker explain what hospice covers; the doctor discusses the prognosis.',
  Commitment: 'Offer an informational visit at a time they choose, then wait for them to ask.',
};

/** Where: "the 120-bed SNF", "the oncology practice", or the setting's own name. */
function where(facts: ScenarioFacts): string {
  if (facts.beds) return `the ${facts.beds}-bed ${facts.setting.inSentence.replace(/^the /, '')}`;
  const specialty = facts.diagnoses[0]?.specialty;
  if (specialty && facts.setting.id === 'physician') return `the ${specialty} practice`;
  return facts.setting.inSentence;
}

/** The first person to see: the specialty's own clinician at a practice, else the setting's usual contact. */
function contactFor(facts: ScenarioFacts): string {
  return facts.setting.id === 'physician' && facts.diagnoses[0] ? facts.diagnoses[0].contact : facts.setting.primaryContact;
}

/** Whom the account serves, as specifically as the scenario says. */
function whom(facts: ScenarioFacts): string {
  const named = facts.diagnoses[0]?.label;
  const people = ['snf', 'alf', 'memory-care'].includes(facts.setting.id) ? 'residents' : 'patients';
  return named ? `${people} with ${named}` : people;
}

/** The diagnosis to teach: the one the scenario names, else the setting's most common. */
function teachingPoint(facts: ScenarioFacts): string {
  const named = facts.diagnoses[0];
  if (named)
    return `the ${named.label} indicators: ${firstSentence(named.passage.answer).replace(/^For [^,]+, (?:the indicators are )?/, '')}`;
  return `the eligibility signs for ${joinAnd(facts.setting.diagnoses.slice(0, 2))}`;
}

function threeMoves(facts: ScenarioFacts): string[] {
  const { setting } = facts;
  if (setting.id === 'home') {
    return [
      `Listen first: ask the ${setting.primaryContact} “${setting.discoveryQuestions[1]}” and write down what they say is hardest${facts.transfers ? ' (the 911 calls and ER trips are the place to start)' : ''}.`,
      'Offer an informational visit by a hospice nurse or social worker, with no obligation, at a time the family chooses.',
      'Let the physician lead the clinical conversation; you follow up only when the family asks you to.',
    ];
  }
  const contact = contactFor(facts);
  const moves: string[] = [];
  if (facts.focus === 'recovery') {
    moves.push(
      `Call the ${contact} at ${where(facts)} to ask what changed${facts.missedAdmission ? ', starting with the missed admission' : ''}; listen without defending, then name one specific fix.`,
    );
  } else if (facts.focus === 'grow') {
    moves.push(
      `Review the last 90 days of referrals from ${where(facts)} with the ${contact}: which came late, which went elsewhere, and why.`,
    );
  } else {
    moves.push(
      `Book 15 minutes with the ${contact} at ${where(facts)} and ask: “${facts.diagnoses[0]?.question ?? setting.discoveryQuestions[0]}”${facts.incumbent ? ' Don’t compete with their current hospice; ask what they would change about it.' : ''}`,
    );
  }
  // Late referrals are a conversation that starts too late: the move is to start it earlier.
  const earlier = facts.lateReferrals
    ? ' Ask to be part of the goals-of-care conversation earlier, when the next treatment is unlikely to help, not in the last days.'
    : '';
  if (facts.diagnoses.length) moves.push(`Bring a one-page summary of ${teachingPoint(facts)}${earlier}`);
  else if (facts.lateReferrals) moves.push(`Offer ${setting.education}, centred on ${teachingPoint(facts)}.`);
  else if (facts.transfers)
    moves.push(`Ask which ${whom(facts)} keep going back to the hospital, without names, and offer ${setting.education}.`);
  else moves.push(`Offer ${setting.education}.`);
  // Against an incumbent the difference a source can see is speed: the commitment goes in writing.
  if (facts.responseProblem || facts.missedAdmission || (facts.incumbent && facts.focus !== 'recovery' && facts.focus !== 'grow')) {
    moves.push(
      `Put your response commitment in writing, including evenings and weekends (${RESPONSE_RULE_TEXT.respond.toLowerCase()}), and report back on every referral.`,
    );
  } else if (facts.focus === 'recovery') {
    moves.push(
      `Ask for one test referral and call the ${contact} within ${RESPONSE_RULES.thankReferrerHours} hours of it to report how it went.`,
    );
  } else if (facts.focus === 'grow') {
    moves.push(
      `Agree a written referral pathway (who calls, which number, what we need) and a monthly 10-minute review with the ${contact}.`,
    );
  } else {
    moves.push(
      `End the visit with one small next step on a set day: a second meeting, a huddle, or an evaluation of the next ${whom(facts).replace(/^patients|^residents/, (w) => w.slice(0, -1))} who may be appropriate.`,
    );
  }
  return moves;
}

/** One line per stage: what to do given where the account stands, made specific to the setting and diagnoses. */
function stageLine(title: StageTitle, facts: ScenarioFacts): string {
  const { setting, focus } = facts;
  switch (title) {
    case 'Discovery':
      if (focus === 'recovery')
        return `Find out who stopped referring and since when, and check your own records for the referral that went wrong at ${where(facts)}.`;
      if (focus === 'grow') return `Learn which ${whom(facts)} went to other hospices or came too late, and why.`;
      return `${facts.incumbent ? 'Learn what they value in their current hospice and where it falls short; never criticise it. ' : ''}Ask: “${setting.discoveryQuestions.slice(1, 3).join(' ')}”${facts.diagnoses[0] ? ` Then: how are ${whom(facts)} followed once treatment stops helping?` : ''}`;
    case 'Connecting':
      if (focus === 'recovery')
        return `Own the miss in person with the ${contactFor(facts)}, explain what you changed, and ask how they want to be updated.`;
      if (facts.transfers)
        return `Ask about the last hospital transfer, without names: what happened at 2 a.m., and who decided. Then solve ${setting.needs[0]}.`;
      return `Visit at tier cadence with one purpose each time; bring something useful on ${facts.diagnoses[0]?.concern ?? setting.needs[focus === 'grow' ? 1 : 0] ?? setting.needs[0]}.`;
    case 'Guiding':
      if (facts.lateReferrals) {
        return `Referrals are arriving late: teach ${facts.diagnoses.length ? `the ${facts.diagnoses[0]!.label} indicators above` : teachingPoint(facts)} so ${whom(facts)} are identified months, not days, before the end.`;
      }
      return facts.diagnoses.length
        ? `Walk the ${contactFor(facts)} through the ${facts.diagnoses[0]!.label} indicators above and agree how a referral reaches you.`
        : `Teach ${teachingPoint(facts)}.`;
    case 'Commitment':
      if (facts.responseProblem || facts.missedAdmission)
        return 'Put your response commitment in writing, including evenings and weekends, and report back on every referral.';
      if (focus === 'recovery')
        return `Ask for the next appropriate referral from ${where(facts)} as a test, and agree how you’ll report on it.`;
      if (focus === 'grow')
        return `Agree a standing referral pathway with the ${setting.primaryContact} and a monthly review of every referral.`;
      return `Ask to be one of the hospices offered to ${whom(facts)} and their families, and for an evaluation of the next one who may be appropriate.`;
  }
}

const DONE_WHEN: Record<StageTitle, string> = {
  Discovery: 'Two decision makers named and one stated problem, within two weeks.',
  Connecting: 'Three purposeful contacts logged, each follow-through kept.',
  Guiding: 'Education delivered and a referral pathway agreed.',
  Commitment: 'Referrals tracked from call to start of care.',
};
