import { gateTask } from '../../src/coach/guard/task-gate';
import type { CoachTask } from '../../src/coach/types';
import type { PracticePersonaId } from '../../src/lib/schemas/chat';

/** The gate's reason for answering a task itself, or 'pass' when it goes on to the coach. */
export const reasonOf = (task: CoachTask) => {
  const outcome = gateTask(task);
  return outcome.verdict === 'answer' ? outcome.finding.reason : 'pass';
};

/** A chat prompt after earlier user turns, each answered by the coach with `reply`. */
export const chatAfter = (prompt: string, earlier: readonly string[], reply = 'Go on.'): CoachTask => ({
  kind: 'chat',
  prompt,
  history: earlier.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'model' as const, content: reply },
  ]),
});

/** A rep's line in a role-play with `persona`. */
export const practiceTask = (persona: PracticePersonaId, line: string): CoachTask => ({
  kind: 'chat',
  prompt: line,
  history: [],
  practice: { persona, action: 'reply' },
});
