import type { Config, Context } from '@netlify/functions';
import { objectionInputSchema } from '../../src/lib/schemas/ai';
import { handleCoachPost } from '../../src/server/coach-endpoint';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/objections {objection} → {response, engine, notices} */
export default (req: Request, context: Context) =>
  handleCoachPost(req, context, {
    schema: objectionInputSchema,
    rateLimit: rateLimitRule(config),
    toTask: (input) => ({ kind: 'objection', ...input }),
    toBody: (result) => ({ response: result.text }),
  });

export const config: Config = {
  path: '/api/objections',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
