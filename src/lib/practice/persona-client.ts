import { sendChat } from '../chat-client';
import type { ChatMessage, PracticeDifficulty, PracticePersonaId } from '../schemas/chat';
import { practiceStartLine } from '../practice-personas';
import { practiceReply } from './offline-practice';

/**
 * The persona's next line for the practice page. The scripted persona answers on the device at
 * once; with a connection the site's coach (Gemini when the site has a key) gets a short chance
 * first, so the reply can be spoken within about a second either way. Offline, the network is
 * never waited on.
 */
export const ONLINE_REPLY_WAIT_MS = 900;

export interface SessionTurn {
  role: 'rep' | 'persona';
  text: string;
}

function asChat(persona: PracticePersonaId, difficulty: PracticeDifficulty, turns: readonly SessionTurn[]): ChatMessage[] {
  const start: ChatMessage = { role: 'user', content: practiceStartLine(persona, difficulty), timestamp: 0 };
  return [
    start,
    ...turns.map((turn, index) => ({
      role: turn.role === 'rep' ? ('user' as const) : ('model' as const),
      content: turn.text,
      timestamp: index + 1,
    })),
  ];
}

/** The scripted opening, without the chat's "Practice:" preface. */
export function openingLine(persona: PracticePersonaId, difficulty: PracticeDifficulty): string {
  return practiceReply(persona, [], practiceStartLine(persona, difficulty)).split('\n\n').at(-1)!;
}

export function localReply(
  persona: PracticePersonaId,
  difficulty: PracticeDifficulty,
  turns: readonly SessionTurn[],
  line: string,
): string {
  return practiceReply(persona, asChat(persona, difficulty, turns), line);
}

export async function personaReply(
  persona: PracticePersonaId,
  difficulty: PracticeDifficulty,
  turns: readonly SessionTurn[],
  line: string,
): Promise<{ text: string; onDevice: boolean }> {
  const onDevice = () => ({ text: localReply(persona, difficulty, turns, line), onDevice: true });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return onDevice();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ONLINE_REPLY_WAIT_MS);
  try {
    // The wait is for the reply to begin: once words arrive, the rest of the stream is read.
    const reply = await sendChat(
      { prompt: line, history: asChat(persona, difficulty, turns), practice: { persona, action: 'reply' } },
      () => clearTimeout(timer),
      controller.signal,
    );
    return reply.response.trim() ? { text: reply.response.trim(), onDevice: reply.engine !== 'gemini' } : onDevice();
  } catch {
    return onDevice();
  } finally {
    clearTimeout(timer);
  }
}
