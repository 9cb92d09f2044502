import { scoreSession, type PracticeTurn } from '../../src/lib/practice/scorecard';

/** A turn of a role-play transcript: what the rep said, and what the persona said. */
export const rep = (text: string): PracticeTurn => ({ role: 'rep', text });
export const them = (text: string): PracticeTurn => ({ role: 'persona', text });

/** Whether the scorecard's check `id` passes on `transcript`, role-played with `persona`. */
export const checkPasses = (transcript: PracticeTurn[], id: string, persona: Parameters<typeof scoreSession>[1]) =>
  scoreSession(transcript, persona).checks.find((check) => check.id === id)!.pass;
