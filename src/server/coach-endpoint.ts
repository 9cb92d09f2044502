import type { Context } from '@netlify/functions';
import type * as core from 'zod/v4/core';
import { runCoach } from '../coach/engine';
import type { CoachResult, CoachTask } from '../coach/types';
import { coachDeps } from './coach';
import { jsonError, jsonOk } from './http';
import { parsePublicPost } from './public-post';
import type { RateLimitRule } from './rate-limit';

/**
 * One AI Field Kit endpoint: the public POST guard chain, then the coach engine, then the spec's
 * response field plus `engine` and `notices`. The engine's own time goes in a Server-Timing
 * header (the benchmark reads it; browsers show it in their network panel).
 */
export async function handleCoachPost<S extends core.$ZodType>(
  req: Request,
  context: Pick<Context, 'ip'> | undefined,
  options: {
    schema: S;
    rateLimit: RateLimitRule;
    toTask: (input: core.output<S>) => CoachTask;
    toBody: (result: CoachResult) => Record<string, unknown>;
  },
): Promise<Response> {
  const parsed = await parsePublicPost(req, context, { schema: options.schema, rateLimit: options.rateLimit });
  if (!parsed.ok) return parsed.response;
  let result: CoachResult;
  try {
    // A bot that filled the honeypot gets a real answer of the same shape, from the offline coach:
    // it learns nothing and spends none of the day's Gemini budget.
    result = await runCoach(options.toTask(parsed.value), parsed.isBot ? {} : coachDeps());
  } catch (error) {
    // Gemini failures never get here (the engine falls back); this is a bug or a broken store.
    console.error('Coach engine failed:', error instanceof Error ? error.name : 'unknown error');
    return jsonError(500, 'The coach could not answer right now. Please try again.');
  }
  return jsonOk(
    {
      ...options.toBody(result),
      engine: result.engine,
      notices: result.notices,
      ...(result.understanding ? { understanding: result.understanding } : {}),
    },
    { headers: { 'Server-Timing': `coach;dur=${result.durationMs.toFixed(2)};desc="${result.engine}"` } },
  );
}
