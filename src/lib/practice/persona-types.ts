import type { PracticeDifficulty } from '../schemas/chat';

/** How a scripted referral source talks: one opening per difficulty and reactions to what the rep does. */
export interface PersonaScript {
  /** The medium opening; `openings` overrides it for easy and hard. */
  opening: string;
  openings?: Partial<Record<PracticeDifficulty, string>>;
  /** Reactions by what the rep's last line did, most specific first; lines rotate by turn. */
  reactions: {
    inducement: string[];
    disparagesCompetitor: string[];
    commitmentAsk: string[];
    openQuestion: string[];
    empathy: string[];
    eligibilityEducation: string[];
    featurePitch: string[];
    fallback: string[];
  };
  /** Said when the rep has lost them (pitches, repeats, pressure): they close up. */
  harden: string[];
  /** Said when the rep has earned it (questions, listening): they offer what they really need. */
  soften: string[];
}

export interface PersonaTopic {
  pattern: RegExp;
  replies: readonly string[];
}
