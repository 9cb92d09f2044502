import type { Config, Context } from '@netlify/functions';
import { confirmInputSchema, type ConfirmResult } from '../../src/lib/schemas/newsletter-confirm';
import { jsonOk } from '../../src/server/http';
import { confirmSubscription } from '../../src/server/newsletter/opt-in';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';
import { siteOrigin } from '../../src/server/site-origin';

/**
 * POST /api/newsletter/confirm {token}: the button on /newsletter/confirm (the page the
 * confirmation email links to). A POST, not the link itself, so a mail scanner that opens every
 * link cannot confirm an address someone else typed in. Confirms and sends the welcome email.
 */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: confirmInputSchema,
    rateLimit: rateLimitRule(config),
  });
  if (!parsed.ok) return parsed.response;
  // A bot that filled the honeypot is answered like a link that matches nothing.
  const outcome = parsed.isBot ? 'invalid' : await confirmSubscription(parsed.value.token, siteOrigin());
  const body: ConfirmResult = { outcome: outcome === 'invalid' ? 'expired' : outcome };
  return jsonOk(body);
};

export const config: Config = {
  path: '/api/newsletter/confirm',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
