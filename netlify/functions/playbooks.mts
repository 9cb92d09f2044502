import type { Config, Context } from '@netlify/functions';
import { playbookInputSchema } from '../../src/lib/schemas/ai';
import { handleCoachPost } from '../../src/server/coach-endpoint';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/playbooks {scenario, desiredOutcomes?} → {playbook, engine, notices} */
export default (req: Request, context: Context) =>
  handleCoachPost(req, context, {
    schema: playbookInputSchema,
    rateLimit: rateLimitRule(config),
    toTask: (input) => ({ kind: 'playbook', ...input }),
    toBody: (result) => ({ playbook: result.text }),
  });

export const config: Config = {
  path: '/api/playbooks',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
