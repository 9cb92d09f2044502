import { coverage, questionMatch, searchPassages } from '../../retrieve/passages';
import { workedMetrics } from '../offline/metric-math';
import { understand, understoodLine } from '../../understand/understand';
import { detectSettings } from '../../knowledge/settings';
import type { CoachTask } from '../../types';
import { clip } from '../../text';

/**
 * What Gemini is given besides the rep's words, on every request: today's date, the facts about
 * the care setting the request names, and the passages the offline coach would have used, with
 * their sources. The model then answers from the site's own (owner-edited) knowledge instead of
 * from memory, and both engines agree on the facts.
 */
const PASSAGES_PER_REQUEST = 4;

/** Chat answers are read on a phone: short by instruction, and capped in tokens as a backstop. */
export const CHAT_WORD_CAP = 150;

/** The text of a task that retrieval should look at. */
function taskQuery(task: CoachTask): string {
  switch (task.kind) {
    case 'playbook':
      return `${task.scenario} ${task.desiredOutcomes ?? ''}`;
    case 'objection':
      return task.objection;
    case 'research':
      return task.query;
    case 'email':
      return `${task.context} ${task.customization ?? ''}`;
    case 'chat': {
      const previous = [...task.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
      return task.prompt.length < 25 ? `${task.prompt} ${previous}` : task.prompt;
    }
  }
}

/** "Sunday, 22 November 2026 (2026-11-22)", in UTC so every server says the same day. */
function formatToday(now: Date): string {
  const long = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(now);
  return `${long} (${now.toISOString().slice(0, 10)})`;
}

export function groundingContext(task: CoachTask, now: Date): string {
  const query = taskQuery(task);
  const understanding = understand(task, task.askAs);
  const lines = [
    `Today's date: ${formatToday(now)}. Use it for anything time-related (fiscal years, "this week"); say when a figure may have changed since your sources.`,
    '',
    `What the rep is asking, as the coach read it: ${understoodLine(understanding)}. Answer exactly this question; if the passages below do not answer it, ask one specific clarifying question or say what you cannot answer, rather than answering a neighbouring question. Use the rep's own figures as given; add no target, response time or percentage that is not in the rep's words or in a passage below.`,
  ];
  const worked = understanding.ask === 'metric' ? workedMetrics(query) : [];
  if (worked.length) lines.push('', "The rep's figures, worked through:", ...worked.map((line) => `- ${line}`));

  const setting = detectSettings(query).primary;
  if (setting) {
    lines.push(
      '',
      `Care setting in this request: ${setting.label}.`,
      `- Who decides: ${setting.decisionMakers.join('; ')}.`,
      `- What it usually needs solved: ${setting.needs.join('; ')}.`,
      `- Diagnoses worth teaching there: ${setting.diagnoses.join(', ')}.`,
      `- Education to offer (never food or gifts): ${setting.education}.`,
      ...(setting.caution ? [`- Caution: ${setting.caution}`] : []),
    );
  }

  // The passages the offline coach would answer from, ranked by how much of the question they speak to.
  const hits = searchPassages(query, PASSAGES_PER_REQUEST * 2)
    .map((hit) => ({ ...hit, coverage: coverage(query, hit.passage), closeness: questionMatch(query, hit.passage) }))
    .sort((a, b) => b.coverage - a.coverage || b.closeness - a.closeness || b.score - a.score)
    .slice(0, PASSAGES_PER_REQUEST);
  if (hits.length) {
    lines.push(
      '',
      'Spartan knowledge base passages for this request (use these facts; prefer them to memory; cite their sources when you rely on them):',
    );
    for (const { passage } of hits) {
      const sources = (passage.sources ?? [passage.source]).map((s) => `${s.title} <${s.uri}>`).join('; ');
      lines.push('', `### ${passage.heading}`);
      if (passage.answer) lines.push(passage.answer);
      lines.push(...passage.lines.slice(0, 6).map((line) => `- ${clip(line, 400)}`));
      if (passage.say?.length) lines.push(`What to say: ${passage.say.join(' ')}`);
      lines.push(`Sources: ${sources}${passage.asOf ? ` (checked ${passage.asOf})` : ''}`);
    }
  }
  return lines.join('\n');
}
