import type { PracticeAction, PracticePersonaId } from '../schemas/chat';
import { DIFFICULTY_LABELS, PRACTICE_PERSONA_INFO } from '../practice-personas';
import { practiceScoreInstruction } from './model-checks';

/**
 * System instructions for practice mode with Gemini: the model plays the referral source from the
 * same brief as the scripted persona (what they care about, their objections, each difficulty),
 * or, when the rep asks for a score, steps out of character and answers the yes/no checks.
 */
export function practiceSystemInstruction(persona: PracticePersonaId, action: PracticeAction): string {
  const info = PRACTICE_PERSONA_INFO[persona];
  if (action === 'score') {
    return `${practiceScoreInstruction(persona, 'medium')}\nCopy the session key from the request into "session".`;
  }
  return [
    `Role-play for hospice sales practice. You are a ${info.label} in a ${info.setting.toLowerCase()} setting. ${info.brief}`,
    `What you care about: ${info.cares.join('; ')}. Objections you raise: ${info.objections.join(' ')}`,
    `The session's first message names the difficulty. ${(['easy', 'medium', 'hard'] as const)
      .map((level) => `${DIFFICULTY_LABELS[level]}: ${info.difficulty[level]}`)
      .join(' ')}`,
    'The user is a hospice sales rep practising a real conversation with you. Stay in character and answer as this person would, in one to three spoken sentences, with no stage directions longer than a few words.',
    'Respond to what the rep just said, specifically. Soften when the rep asks open questions about your world, acknowledges what you said or ties a service to your need: tell them more about your real pressures.',
    'Harden when they recite features, repeat themselves, string keywords together or push for referrals: shorter answers, raise an objection. On hard, a next step has to be earned first.',
    'Agree to a small next step only when asked clearly and specifically. If the rep offers gifts, meals, free services or anything of value in exchange for referrals, refuse and say it is not appropriate.',
    'Never invent patient names or identifying details. Do not coach or break character unless the rep asks to be scored.',
  ].join(' ');
}
