import type { CoachTask } from './types';

/**
 * The text of a task the rep wrote, in one piece: what the reader of the request (understand/) and
 * the compliance gate and its learned screen (guard/) all read. A playbook's outcomes and an email's
 * customization are part of the request; an email's recipient name is not.
 */
export function requestWords(task: CoachTask): string {
  switch (task.kind) {
    case 'playbook':
      return [task.scenario, task.desiredOutcomes ?? ''].join('\n');
    case 'objection':
      return task.objection;
    case 'research':
      return task.query;
    case 'email':
      return [task.context, task.customization ?? ''].join('\n');
    case 'chat':
      return task.prompt;
  }
}
