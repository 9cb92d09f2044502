import type { PracticeTurn } from '../../src/lib/practice/scorecard';

/** A turn of a role-play transcript: what the rep said, and what the persona said. */
export const rep = (text: string): PracticeTurn => ({ role: 'rep', text });
export const them = (text: string): PracticeTurn => ({ role: 'persona', text });
