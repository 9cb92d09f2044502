import type { Config, Context } from '@netlify/functions';
import { unsubscribeInputSchema, type UnsubscribeLookup, type UnsubscribeResult } from '../../src/lib/schemas/unsubscribe';
import { jsonError, jsonOk, validate } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';
import { takeRateLimit } from '../../src/server/rate-limit';
import { clientIp } from '../../src/server/http';
import { emailForUnsubscribeToken, unsubscribeByToken } from '../../src/server/subscribers';

const RATE_LIMIT = { bucket: 'unsubscribe', limit: 20, windowSeconds: 60 };

/**
 * /api/newsletter/unsubscribe. GET ?token=… tells the unsubscribe page which address the link
 * belongs to (it shows it with a button); only POST {token}, the button, ends the subscription,
 * so a mail scanner opening the link removes nobody.
 */
export default async (req: Request, context: Context) => {
  if (req.method === 'GET') {
    const limited = await takeRateLimit(RATE_LIMIT, clientIp(req, context));
    if (limited) return limited;
    const parsed = validate(unsubscribeInputSchema, { token: new URL(req.url).searchParams.get('token') ?? '' });
    if (!parsed.ok) return parsed.response;
    const email = await emailForUnsubscribeToken(parsed.value.token);
    if (!email) return jsonError(404, 'No subscription found for this link.');
    const body: UnsubscribeLookup = { email };
    return jsonOk(body);
  }
  const parsed = await parsePublicPost(req, context, { schema: unsubscribeInputSchema, rateLimit: RATE_LIMIT });
  if (!parsed.ok) return parsed.response;
  const result: UnsubscribeResult = await unsubscribeByToken(parsed.value.token);
  return jsonOk(result);
};

export const config: Config = {
  path: '/api/newsletter/unsubscribe',
  method: ['GET', 'POST'],
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
