import { practiceLines } from '../../lib/practice/offline-practice';
import type { ChatTask, CoachTask } from '../types';
import { requestWords } from '../request-words';
import { declaresNoGiving, readText, type GateFinding } from './gate';
import { screenRequest, type ScreenTool } from './learned-screen';
import { TURNING_AWAY, VALUE_KINDS, VALUE_PATTERNS } from './lexicon';

/**
 * What the learned screen (learned-screen.ts) reads of a task, tool by tool: the same text the
 * training script reads of each reviewed example, so the model sees at run time what it learned from.
 */

/** The rep's last two earlier turns of a chat: a follow-up is read with the plan it follows. */
export function earlierUserWords(task: ChatTask): string {
  return task.history
    .filter((turn) => turn.role === 'user')
    .slice(-2)
    .map((turn) => turn.content)
    .join('\n');
}

/**
 * Why: the coach said no in its last turn and the rep says "ok declined" or "got it" and asks
 * something else, or the rep asks what to do instead: the conversation has turned away from the plan.
 */
export function turnsAwayFromEarlier(task: ChatTask): boolean {
  const prompt = readText(task.prompt);
  const lastReply = [...task.history].reverse().find((turn) => turn.role === 'model')?.content ?? '';
  const coachSaidNo = /\b(?:can't|cannot|decline|prohibit\w*|not allowed|anti-kickback|aks|inducement|remuneration)\b/i.test(lastReply);
  const acknowledges = /^(?:ok(?:ay)?|got it|understood|makes sense|fair enough|right|thanks|will do)\b/.test(prompt);
  return TURNING_AWAY.test(prompt) || (coachSaidNo && acknowledges);
}

export interface ScreenedText {
  text: string;
  tool: ScreenTool;
}

/** The texts of a task the screen reads, each with its tool (a practice scorecard reads every rep line). */
export function screenedTexts(task: CoachTask): ScreenedText[] {
  switch (task.kind) {
    case 'email':
    case 'playbook':
    case 'objection':
    case 'research':
      return [{ text: requestWords(task), tool: task.kind }];
    case 'chat':
      if (task.practice?.action === 'score')
        return practiceLines(task.history, task.prompt).map((line) => ({ text: line, tool: 'practice' as const }));
      if (task.practice) return [{ text: task.prompt, tool: 'practice' }];
      // A follow-up is read with the earlier plan, unless it turns away from it.
      return [
        { text: turnsAwayFromEarlier(task) ? task.prompt : [earlierUserWords(task), task.prompt].filter(Boolean).join('\n'), tool: 'chat' },
      ];
  }
}

export interface ScreenFinding {
  finding: GateFinding;
  /** The text that was flagged (for a practice scorecard, the rep's line). */
  text: string;
}

/** The first text of a task the screen refuses, as a gate finding the refusal can explain. */
export function screenTask(task: CoachTask): ScreenFinding | undefined {
  for (const { text, tool } of screenedTexts(task)) {
    const read = readText(text);
    const verdict = screenRequest(read, tool);
    // The rules' reading of the rep's stance ("how do I turn it down", "card only, no gift") outranks word patterns.
    if (!verdict || declaresNoGiving(text)) continue;
    // The thing of value, when a list names it, so the refusal can say which law-relevant kind it is.
    const value =
      verdict.reason === 'referral-inducement' || verdict.reason === 'beneficiary-inducement'
        ? VALUE_KINDS.find((kind) => VALUE_PATTERNS[kind].test(read))
        : undefined;
    return { finding: { reason: verdict.reason, value, learned: true }, text };
  }
  return undefined;
}
