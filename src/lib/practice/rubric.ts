import { formatPracticeScorecard } from './scorecard-text';
import type { PracticeScorecard } from './scorecard';

/**
 * The chat's practice scorecard type and text, as the coach engine imports them. The scoring
 * itself lives in ./scorecard.ts (offline) and ./model-score.ts (Gemini, quotes checked).
 */
export type Scorecard = PracticeScorecard;
export const formatScorecard = formatPracticeScorecard;
