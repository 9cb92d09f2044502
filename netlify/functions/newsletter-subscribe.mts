import type { Config, Context } from '@netlify/functions';
import { subscribeInputSchema } from '../../src/lib/schemas/newsletter';
import { decoyRoundTrip } from '../../src/server/decoy';
import { jsonOk } from '../../src/server/http';
import { doubleOptInEnabled, subscribeWithOptIn } from '../../src/server/newsletter/opt-in';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';
import { siteOrigin } from '../../src/server/site-origin';

/**
 * POST /api/newsletter/subscribe: idempotent; subscribing again answers success. With email
 * configured it stores a pending subscriber and sends the confirmation link (double opt-in).
 */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: subscribeInputSchema,
    rateLimit: rateLimitRule(config),
  });
  if (!parsed.ok) return parsed.response;
  // A bot that filled the honeypot gets the same answer as a person would (nothing stored or sent).
  if (parsed.isBot) {
    await decoyRoundTrip('subscribers');
    return jsonOk({ ok: true, confirmationRequired: doubleOptInEnabled() });
  }
  const outcome = await subscribeWithOptIn(parsed.value.email, siteOrigin(), context);
  return jsonOk({ ok: true, ...outcome });
};

export const config: Config = {
  path: '/api/newsletter/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
