import type { PracticePersonaId } from '../schemas/chat';

/** A turn as the practice engine needs it (timestamps don't matter here). */
interface Turn {
  role: 'user' | 'model';
  content: string;
}
import { PRACTICE_START } from '../schemas/chat';
import { PRACTICE_PERSONA_INFO } from '../practice-personas';
import { PERSONA_SCRIPTS, reactionKey, topicReply } from './personas';
import { formatScorecard, scoreConversation } from './rubric';
import { readSignals } from './signals';

/**
 * Practice mode without a model: the scripted persona answers the rep's last line, and on request
 * the rubric scores everything the rep said since the practice began.
 */

/** The rep's lines since the most recent "Let's practise" message (the start of this scenario). */
export function practiceLines(history: Turn[], prompt: string): string[] {
  const startIndex = history.findLastIndex((message) => message.role === 'user' && PRACTICE_START.test(message.content));
  return [...history.slice(startIndex + 1), { role: 'user' as const, content: prompt }]
    .filter((message) => message.role === 'user' && !PRACTICE_START.test(message.content))
    .map((message) => message.content)
    .filter((line) => !/^score my conversation/i.test(line));
}

export function practiceReply(persona: PracticePersonaId, history: Turn[], prompt: string): string {
  const script = PERSONA_SCRIPTS[persona];
  if (PRACTICE_START.test(prompt)) {
    return `*Practice: ${PRACTICE_PERSONA_INFO[persona].label}.* Run the conversation as you would for real; ask me to score you whenever you like.\n\n${script.opening}`;
  }
  const turn = practiceLines(history, prompt).length;
  const key = reactionKey(readSignals(prompt));
  // Compliance problems and a clear ask come first; otherwise answer what the rep actually said.
  const onTopic =
    key === 'inducement' || key === 'disparagesCompetitor' || key === 'commitmentAsk' ? undefined : topicReply(persona, prompt, turn);
  if (onTopic) return onTopic;
  const options = script.reactions[key];
  return options[turn % options.length]!;
}

export function practiceScore(history: Turn[], prompt: string, persona: PracticePersonaId = 'snf-don'): string {
  const lines = practiceLines(history, prompt);
  if (lines.length === 0) return 'There is nothing to score yet: talk with me for a few turns first, then ask for your score.';
  return formatScorecard(scoreConversation(lines, persona));
}
