import { readCoachConfig, type CoachConfig } from '../coach/config';
import { redactPatientIdentifiers } from '../coach/guard/privacy';
import {
  PRACTICE_SCORE_JSON_SCHEMA,
  mergeModelScore,
  parseModelChecks,
  practiceScoreInstruction,
  scoreRequestText,
} from '../lib/practice/model-checks';
import { scoreSession, type PracticeScorecard, type PracticeTurn } from '../lib/practice/scorecard';
import type { PracticeDifficulty, PracticePersonaId } from '../lib/schemas/chat';
import { dailyBudget } from './ai-budget';

/**
 * A practice session scored on the server: the privacy guard on every turn first, then Gemini with
 * structured output at temperature 0 when the site has a key and budget left (its passes kept only
 * when the quote is the rep's own words), otherwise, and whenever Gemini fails, the offline scorecard.
 */
export async function scorePractice(
  persona: PracticePersonaId,
  difficulty: PracticeDifficulty,
  raw: readonly PracticeTurn[],
  config: CoachConfig = readCoachConfig(),
): Promise<{ card: PracticeScorecard; engine: 'gemini' | 'offline' }> {
  const transcript = raw.map((turn) => ({ role: turn.role, text: redactPatientIdentifiers(turn.text).text }));
  const offline = () => ({ card: scoreSession(transcript, persona, difficulty), engine: 'offline' as const });
  if (!config.apiKey || !(await dailyBudget(config.dailyLimit).take())) return offline();
  try {
    const { GoogleGenAI } = await import('@google/genai');
    const ai = new GoogleGenAI({ apiKey: config.apiKey, apiVersion: 'v1beta', httpOptions: { timeout: config.timeoutMs } });
    const response = await ai.models.generateContent({
      model: config.model,
      contents: [{ role: 'user', parts: [{ text: scoreRequestText(persona, transcript) }] }],
      config: {
        systemInstruction: practiceScoreInstruction(persona, difficulty),
        temperature: 0,
        maxOutputTokens: 2000,
        responseMimeType: 'application/json',
        responseJsonSchema: PRACTICE_SCORE_JSON_SCHEMA,
      },
    });
    return { card: mergeModelScore(parseModelChecks(response.text ?? ''), transcript, persona, difficulty), engine: 'gemini' };
  } catch (error) {
    console.warn(`Practice score by Gemini failed (${error instanceof Error ? error.name : 'unknown error'}); scored offline.`);
    return offline();
  }
}
