import type { PracticeDifficulty, PracticePersonaId } from '../schemas/chat';
import { PRACTICE_START, difficultyOfStart } from '../schemas/chat';
import { PRACTICE_PERSONA_INFO } from '../practice-personas';
import { PERSONA_SCRIPTS, reactionKey, topicReply } from './personas';
import { formatPracticeScorecard } from './scorecard-text';
import { scoreSession, type PracticeTurn } from './scorecard';
import { readSignals } from './signals';
import { isRepeat, isStuffed } from './stuffing';

/** A turn as the practice engine needs it (timestamps don't matter here). */
interface Turn {
  role: 'user' | 'model';
  content: string;
}

/**
 * Practice mode without a model: the scripted persona answers the rep's last line, softening or
 * hardening with how the rep has treated them so far, and on request the scorecard scores
 * everything the rep said since the practice began.
 */

const sessionStart = (history: readonly Turn[]) =>
  history.findLastIndex((message) => message.role === 'user' && PRACTICE_START.test(message.content));

/** The rep's lines since the most recent "Let's practise" message (the start of this scenario). */
export function practiceLines(history: Turn[], prompt: string): string[] {
  return [...history.slice(sessionStart(history) + 1), { role: 'user' as const, content: prompt }]
    .filter((message) => message.role === 'user' && !PRACTICE_START.test(message.content))
    .map((message) => message.content)
    .filter((line) => !/^score my conversation/i.test(line));
}

/** The session as a transcript the scorecard reads (the rep's lines and the persona's replies). */
export function practiceTranscript(history: Turn[], prompt?: string): PracticeTurn[] {
  const turns = [...history.slice(sessionStart(history) + 1), ...(prompt ? [{ role: 'user' as const, content: prompt }] : [])];
  return turns
    .filter((turn) => !/^score my conversation/i.test(turn.content) && !PRACTICE_START.test(turn.content))
    .map((turn) => ({ role: turn.role === 'user' ? 'rep' : 'persona', text: turn.content }));
}

const START_MOOD: Record<PracticeDifficulty, number> = { easy: 2, medium: 1, hard: 0 };

/**
 * How open the persona is after these lines: questions, acknowledgement and substance warm them;
 * pitches, repeats, recited keywords and pressure cool them; an inducement shuts them down.
 */
export function personaMood(difficulty: PracticeDifficulty, lines: readonly string[]): number {
  let mood = START_MOOD[difficulty];
  const said: string[] = [];
  for (const line of lines) {
    const s = readSignals(line);
    if (s.inducement) mood -= 3;
    else if (s.disparagesCompetitor) mood -= 2;
    else if (isStuffed(line, s) || isRepeat(line, said)) mood -= 1;
    else if (s.featurePitch && !s.openQuestion && !s.empathy) mood -= difficulty === 'hard' ? 2 : 1;
    else if (s.openQuestion || s.empathy || s.valueLink || s.eligibilityEducation) mood += 1;
    said.push(line);
  }
  return mood;
}

export function practiceReply(persona: PracticePersonaId, history: Turn[], prompt: string): string {
  const script = PERSONA_SCRIPTS[persona];
  if (PRACTICE_START.test(prompt)) {
    const difficulty = difficultyOfStart(prompt);
    const opening = script.openings?.[difficulty] ?? script.opening;
    return `*Practice: ${PRACTICE_PERSONA_INFO[persona].label}.* Run the conversation as you would for real; ask me to score you whenever you like.\n\n${opening}`;
  }
  const start = sessionStart(history);
  const difficulty = start === -1 ? 'medium' : difficultyOfStart(history[start]!.content);
  const lines = practiceLines(history, prompt);
  const turn = lines.length;
  const mood = personaMood(difficulty, lines);
  const signals = readSignals(prompt);
  const key = reactionKey(signals);
  const rotate = (options: readonly string[]) => options[turn % options.length]!;
  if (key === 'inducement' || key === 'disparagesCompetitor') return rotate(script.reactions[key]);
  // Recited keywords or the same line again: they notice, whatever the words were.
  if (isStuffed(prompt, signals) || isRepeat(prompt, lines.slice(0, -1))) return rotate(script.harden);
  // A hard persona won't agree to a next step from a rep who hasn't earned it.
  if (key === 'commitmentAsk') return mood < 1 && difficulty === 'hard' ? rotate(script.harden) : rotate(script.reactions.commitmentAsk);
  const onTopic = topicReply(persona, prompt, turn);
  if (onTopic) return onTopic;
  if ((key === 'featurePitch' || key === 'fallback') && mood < 0) return rotate(script.harden);
  if (key === 'fallback' && mood >= 3) return rotate(script.soften);
  return rotate(script.reactions[key]);
}

export function practiceScore(history: Turn[], prompt: string, persona: PracticePersonaId = 'snf-don'): string {
  if (practiceLines(history, prompt).length === 0)
    return 'There is nothing to score yet: talk with me for a few turns first, then ask for your score.';
  const start = sessionStart(history);
  const difficulty = start === -1 ? 'medium' : difficultyOfStart(history[start]!.content);
  return formatPracticeScorecard(scoreSession(practiceTranscript(history, prompt), persona, difficulty));
}
