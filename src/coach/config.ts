/**
 * The coach's settings, from environment variables (server side). Defaults are chosen to stay
 * well inside Netlify's 60-second synchronous function limit even with the one retry.
 */
export const DEFAULT_GEMINI_MODEL = 'gemini-3.8-flash';
export const DEFAULT_AI_DAILY_LIMIT = 500;

export interface CoachConfig {
  /** Undefined when GEMINI_API_KEY is not set: the offline coach answers everything. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
  deadlineMs: number;
  retryDelayMs: number;
  /** Gemini calls allowed per UTC day before the offline coach takes over. */
  dailyLimit: number;
}

type Env = Record<string, string | undefined>;

function integer(raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min ? value : fallback;
}

export function readCoachConfig(env: Env = typeof process === 'undefined' ? {} : process.env): CoachConfig {
  return {
    apiKey: env.GEMINI_API_KEY?.trim() || undefined,
    model: env.GEMINI_MODEL?.trim() || DEFAULT_GEMINI_MODEL,
    timeoutMs: integer(env.GEMINI_TIMEOUT_MS, 20_000, 1),
    deadlineMs: integer(env.GEMINI_DEADLINE_MS, 26_000, 1),
    retryDelayMs: integer(env.GEMINI_RETRY_DELAY_MS, 1_000, 0),
    dailyLimit: integer(env.AI_DAILY_LIMIT, DEFAULT_AI_DAILY_LIMIT, 0),
  };
}
