import type { Config, Context } from '@netlify/functions';
import { resourceAccessSchema } from '../../src/lib/schemas/analytics';
import { decoyRoundTrip } from '../../src/server/decoy';
import { jsonOk } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';
import { recordResourceAccess } from '../../src/server/resource-events';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/analytics/resource-access: one event per download click, fire and forget (docs/product-spec.md §7). */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: resourceAccessSchema,
    rateLimit: rateLimitRule(config),
    maxBytes: 1024,
  });
  if (!parsed.ok) return parsed.response;
  // A bot that filled the honeypot gets the same answer; nothing is counted.
  if (parsed.isBot) await decoyRoundTrip('events');
  else await recordResourceAccess(parsed.value);
  return jsonOk({ ok: true }, { status: 202 });
};

export const config: Config = {
  path: '/api/analytics/resource-access',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
