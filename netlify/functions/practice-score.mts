import type { Config, Context } from '@netlify/functions';
import { practiceScoreRequestSchema } from '../../src/lib/schemas/practice-links';
import { jsonOk } from '../../src/server/http';
import { scorePractice } from '../../src/server/practice-score';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/practice-score: `{persona, difficulty, transcript}` → the scorecard (Gemini when keyed, else offline). */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: practiceScoreRequestSchema,
    rateLimit: rateLimitRule(config),
    maxBytes: 96 * 1024,
  });
  if (!parsed.ok) return parsed.response;
  const { persona, difficulty, transcript } = parsed.value;
  // A bot that filled the honeypot gets the offline score: same shape, no Gemini budget spent.
  const scored = await scorePractice(persona, difficulty, transcript, parsed.isBot ? { ...readNoKey() } : undefined);
  return jsonOk({ scorecard: scored.card, engine: scored.engine });
};

const readNoKey = () => ({ apiKey: undefined, model: '', timeoutMs: 1, deadlineMs: 1, retryDelayMs: 0, dailyLimit: 0 });

export const config: Config = {
  path: '/api/practice-score',
  method: 'POST',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
