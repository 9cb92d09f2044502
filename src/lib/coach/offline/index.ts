import type { ChatTask, CoachProvider, CoachTask, ProviderAnswer } from '../types';
import { composeChatReply } from './chat';
import { composeEmail } from './email';
import { composeObjectionAlternative } from './objection';
import { composePlaybook } from './playbook';
import { composeResearch } from './research';
import { practiceReply, practiceScore } from '../../practice/offline-practice';

/** Chat replies: practice mode uses the scripted personas and rubric, coaching uses composeChatReply. */
function chatReply(task: ChatTask): string {
  if (!task.practice) return composeChatReply(task);
  return task.practice.action === 'score'
    ? practiceScore(task.history, task.prompt, task.practice.persona)
    : practiceReply(task.practice.persona, task.history, task.prompt);
}

/**
 * The offline coach: answers every coach task from the site's own knowledge, with no network.
 * Pure and synchronous underneath, so it runs in a function, in a test or in the browser.
 */
export function answerOffline(task: CoachTask): ProviderAnswer {
  switch (task.kind) {
    case 'playbook':
      return { text: composePlaybook(task), sources: [] };
    case 'objection':
      return { text: composeObjectionAlternative(task.objection), sources: [] };
    case 'research':
      return composeResearch(task.query);
    case 'email':
      return { text: composeEmail(task), sources: [] };
    case 'chat':
      return { text: chatReply(task), sources: [] };
  }
}

/** Splits a reply into small pieces (a line, or a few words of a long line) for streaming. */
export function* chunkReply(text: string, wordsPerChunk = 8): Generator<string> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const words = lines[i]!.split(' ');
    for (let w = 0; w < words.length; w += wordsPerChunk) {
      const piece = words.slice(w, w + wordsPerChunk).join(' ');
      yield w + wordsPerChunk < words.length ? `${piece} ` : piece;
    }
    if (i < lines.length - 1) yield '\n';
  }
}

export const offlineCoach: CoachProvider = {
  engine: 'offline',
  async answer(task) {
    return answerOffline(task);
  },
  async *streamChat(task: ChatTask) {
    yield* chunkReply(chatReply(task));
  },
};
