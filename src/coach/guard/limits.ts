import { CHAT_HISTORY_LIMIT } from '../../lib/schemas/chat';
import type { CoachTask } from '../types';

/**
 * Input caps for every coach request (characters). The zod schemas in src/lib/schemas/ai.ts
 * reject longer input with a clear message; the engine also clips, so no caller (the chat, the
 * offline Field Kit) can send a model an unbounded prompt.
 */
export const COACH_LIMITS = {
  scenario: 2000,
  desiredOutcomes: 1000,
  objection: 1000,
  query: 500,
  recipientName: 120,
  context: 4000,
  customization: 1000,
  chatPrompt: 4000,
  chatTurn: 4000,
  /** Spec §9: the chat sends the last 10 messages. */
  chatHistory: 10,
  /** Practice sends its whole session (all the chat keeps), so the score covers every turn. */
  practiceHistory: CHAT_HISTORY_LIMIT,
} as const;

const cap = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const capOptional = (text: string | undefined, max: number) => (text === undefined ? undefined : cap(text, max));

/** The task with every field clipped to its cap (and chat history to its last turns). */
export function capTask<T extends CoachTask>(task: T): T {
  switch (task.kind) {
    case 'playbook':
      return {
        ...task,
        scenario: cap(task.scenario, COACH_LIMITS.scenario),
        desiredOutcomes: capOptional(task.desiredOutcomes, COACH_LIMITS.desiredOutcomes),
      };
    case 'objection':
      return { ...task, objection: cap(task.objection, COACH_LIMITS.objection) };
    case 'research':
      return { ...task, query: cap(task.query, COACH_LIMITS.query) };
    case 'email':
      return {
        ...task,
        recipientName: capOptional(task.recipientName, COACH_LIMITS.recipientName),
        context: cap(task.context, COACH_LIMITS.context),
        customization: capOptional(task.customization, COACH_LIMITS.customization),
      };
    case 'chat':
      return {
        ...task,
        prompt: cap(task.prompt, COACH_LIMITS.chatPrompt),
        history: task.history
          .slice(-(task.practice ? COACH_LIMITS.practiceHistory : COACH_LIMITS.chatHistory))
          .map((turn) => ({ ...turn, content: cap(turn.content, COACH_LIMITS.chatTurn) })),
      };
  }
}
