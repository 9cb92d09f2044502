import { readCoachConfig, type CoachConfig } from '../coach/config';
import type { EngineDeps } from '../coach/engine';
import { apiErrorStatus, createGeminiProvider } from '../coach/compose/gemini/gemini';
import type { ComplianceVerdicts } from '../coach/guard/model-verdict';
import { nameFinderFor } from '../coach/guard/names-nlp';
import { dailyBudget } from './ai-budget';

/**
 * Wires the coach engine for a server request: Gemini (with the daily budget) when a key is set,
 * otherwise nothing, which makes the engine use the offline coach. Built per request so a change
 * of environment (or a test pointing GOOGLE_GEMINI_BASE_URL at a fake server) takes effect.
 */
export function coachDeps(config: CoachConfig = readCoachConfig()): EngineDeps {
  // Names are found with NLP on the server whichever engine answers (see guards/names-nlp.ts).
  if (!config.apiKey) return { namesFor: nameFinderFor };
  return {
    namesFor: nameFinderFor,
    gemini: createGeminiProvider({
      apiKey: config.apiKey,
      model: config.model,
      timeoutMs: config.timeoutMs,
      deadlineMs: config.deadlineMs,
      retryDelayMs: config.retryDelayMs,
    }),
    budget: dailyBudget(config.dailyLimit),
    onGeminiError: logGeminiError,
    onComplianceVerdicts: logComplianceVerdicts,
  };
}

/** Both compliance verdicts of a keyed request: which check flagged what, never the request text. */
function logComplianceVerdicts(verdicts: ComplianceVerdicts): void {
  console.info(`compliance ${JSON.stringify(verdicts)}`);
}

/** Logs why Gemini failed, never what the visitor typed. */
function logGeminiError(error: unknown): void {
  const status = apiErrorStatus(error);
  const reason = status ? `HTTP ${status}` : error instanceof Error ? error.name : 'unknown error';
  console.warn(`Gemini call failed (${reason}); the offline coach answered.`);
}
