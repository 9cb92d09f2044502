import type { Config, Context } from '@netlify/functions';
import { subscribeInputSchema } from '../../src/lib/schemas/newsletter';
import { subscribe } from '../../src/server/subscribers';
import { decoyRoundTrip } from '../../src/server/decoy';
import { jsonOk } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';

/** POST /api/newsletter/subscribe: idempotent; subscribing again answers success. */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: subscribeInputSchema,
    rateLimit: rateLimitRule(config),
  });
  if (!parsed.ok) return parsed.response;
  // A bot that filled the honeypot gets the same answer; nothing is stored.
  if (parsed.isBot) await decoyRoundTrip('subscribers');
  else await subscribe(parsed.value.email);
  return jsonOk({ ok: true });
};

export const config: Config = {
  path: '/api/newsletter/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
