import type { Config, Context } from '@netlify/functions';
import { researchInputSchema } from '../../src/lib/schemas/ai';
import { handleCoachPost } from '../../src/server/coach-endpoint';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/research {query} → {text, sources: [{uri, title}], searchEntryPoint?, engine, notices} */
export default (req: Request, context: Context) =>
  handleCoachPost(req, context, {
    schema: researchInputSchema,
    rateLimit: rateLimitRule(config),
    toTask: (input) => ({ kind: 'research', ...input }),
    toBody: (result) => ({
      text: result.text,
      sources: result.sources,
      ...(result.searchEntryPoint ? { searchEntryPoint: result.searchEntryPoint } : {}),
    }),
  });

export const config: Config = {
  path: '/api/research',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
