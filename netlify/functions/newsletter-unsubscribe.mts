import type { Config, Context } from '@netlify/functions';
import { unsubscribeInputSchema, type UnsubscribeResult } from '../../src/lib/schemas/unsubscribe';
import { jsonOk } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';
import { unsubscribeByToken } from '../../src/server/subscribers';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/newsletter/unsubscribe {token}: ends the subscription behind a newsletter's unsubscribe link. */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: unsubscribeInputSchema,
    rateLimit: rateLimitRule(config),
  });
  if (!parsed.ok) return parsed.response;
  // A bot that filled the honeypot is answered like a link that matches nothing.
  const result: UnsubscribeResult = parsed.isBot ? { removed: false } : await unsubscribeByToken(parsed.value.token);
  return jsonOk(result);
};

export const config: Config = {
  path: '/api/newsletter/unsubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
