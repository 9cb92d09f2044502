import type { Config, Context } from '@netlify/functions';
import { unsubscribeInputSchema } from '../../src/lib/schemas/unsubscribe';
import { clientIp, jsonOk, requireMethod, validate } from '../../src/server/http';
import { rateLimitReached, takeRateLimit, type RateLimitRule } from '../../src/server/rate-limit';
import { unsubscribeByToken } from '../../src/server/subscribers';

/**
 * The List-Unsubscribe URL in every newsletter (RFC 8058). A POST (the mail provider's
 * "Unsubscribe" button, body `List-Unsubscribe=One-Click`) removes the subscriber with no further
 * step. A GET (a person or a link scanner opening the URL) only leads to the unsubscribe page,
 * which asks for a click, and reads nothing.
 *
 * The POST is limited per client, counting only links that matched nobody (a guess, a replay,
 * a malformed token): a provider sends every subscriber's one-click from a few addresses, and a
 * real unsubscribe must never be refused, while a client guessing tokens is stopped after a few.
 */
/** Links that matched nobody, per client and minute. */
const MISSES: RateLimitRule = { bucket: 'newsletter-one-click-misses', limit: 10, windowSeconds: 60 };

export default async (req: Request, context: Context) => {
  const wrongMethod = requireMethod(req, 'POST', 'GET');
  if (wrongMethod) return wrongMethod;
  const token = new URL(req.url).searchParams.get('token') ?? '';
  if (req.method === 'GET') {
    const page = `/unsubscribe?token=${encodeURIComponent(token)}`;
    // A JSON body too, like every /api answer; browsers follow the 303 and never show it.
    return jsonOk({ location: page }, { status: 303, headers: { Location: page } });
  }
  const ip = clientIp(req, context);
  const limited = await rateLimitReached(MISSES, ip);
  if (limited) return limited;
  const parsed = validate(unsubscribeInputSchema, { token });
  if (!parsed.ok) {
    await takeRateLimit(MISSES, ip);
    return parsed.response;
  }
  const result = await unsubscribeByToken(parsed.value.token);
  if (!result.removed) await takeRateLimit(MISSES, ip);
  return jsonOk(result);
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
// No `rateLimit` here: Netlify's would count every request, the providers' real ones too.
export const config: Config = { path: '/api/newsletter/one-click' };
