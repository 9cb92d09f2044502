import type { Config, Context } from '@netlify/functions';
import { unsubscribeInputSchema, type UnsubscribeLookup, type UnsubscribeResult } from '../../src/lib/schemas/unsubscribe';
import { clientIp, jsonError, jsonOk, validate } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule, takeRateLimit } from '../../src/server/rate-limit';
import { emailForUnsubscribeToken, unsubscribeByToken } from '../../src/server/subscribers';

/**
 * /api/newsletter/unsubscribe. GET ?token=… tells the unsubscribe page which address the link
 * belongs to (it shows it with a button); only POST {token}, the button, ends the subscription,
 * so a mail scanner opening the link removes nobody.
 */
export default async (req: Request, context: Context) => {
  if (req.method === 'GET') {
    const limited = await takeRateLimit(rateLimitRule(config), clientIp(req, context));
    if (limited) return limited;
    const parsed = validate(unsubscribeInputSchema, { token: new URL(req.url).searchParams.get('token') ?? '' });
    if (!parsed.ok) return parsed.response;
    const email = await emailForUnsubscribeToken(parsed.value.token);
    if (!email) return jsonError(404, 'No subscription found for this link.');
    const body: UnsubscribeLookup = { email };
    return jsonOk(body);
  }
  const parsed = await parsePublicPost(req, context, { schema: unsubscribeInputSchema, rateLimit: rateLimitRule(config) });
  if (!parsed.ok) return parsed.response;
  // A bot that filled the honeypot is answered like a link that matches nothing.
  const result: UnsubscribeResult = parsed.isBot ? { removed: false } : await unsubscribeByToken(parsed.value.token);
  return jsonOk(result);
};

export const config: Config = {
  path: '/api/newsletter/unsubscribe',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
