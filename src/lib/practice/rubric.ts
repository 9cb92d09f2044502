import { formatPracticeScorecard } from './scorecard-text';

/**
 * The chat's practice scorecard type and text, as the coach engine imports them. The scoring
 * itself lives in ./scorecard.ts (offline) and ./model-score.ts (Gemini, quotes checked).
 */
export const formatScorecard = formatPracticeScorecard;
