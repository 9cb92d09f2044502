import type { Config, Context } from '@netlify/functions';
import { subscribeInputSchema } from '../../src/lib/schemas/newsletter';
import { subscribe } from '../../src/server/subscribers';
import { jsonOk } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';

/** POST /api/newsletter/subscribe: idempotent; subscribing again answers success. */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: subscribeInputSchema,
    rateLimit: { bucket: 'newsletter', limit: 10, windowSeconds: 60 },
  });
  if (!parsed.ok) return parsed.response;
  await subscribe(parsed.value.email);
  return jsonOk({ ok: true });
};

export const config: Config = {
  path: '/api/newsletter/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
