import type { Config, Context } from '@netlify/functions';
import { emailTemplateInputSchema } from '../../src/lib/schemas/ai';
import { handleCoachPost } from '../../src/server/coach-endpoint';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/email-templates {templateType, recipientName?, context, customization?} → {template, engine, notices} */
export default (req: Request, context: Context) =>
  handleCoachPost(req, context, {
    schema: emailTemplateInputSchema,
    rateLimit: rateLimitRule(config),
    toTask: (input) => ({ kind: 'email', ...input }),
    toBody: (result) => ({ template: result.text }),
  });

export const config: Config = {
  path: '/api/email-templates',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
