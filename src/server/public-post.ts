import type { Context } from '@netlify/functions';
import type * as core from 'zod/v4/core';
import { clientIp, isHoneypotFilled, readJsonObject, requireMethod, requireSameOrigin, validate, withoutHoneypot } from './http';
import { takeRateLimit, type RateLimitRule } from './rate-limit';

/**
 * A validated public POST. `isBot` is true when the honeypot field was filled: the function must
 * then answer exactly as it answers a person (same status, same shape, a fake id of the same
 * form, a comparable amount of work) and store nothing, so a bot cannot tell it was caught.
 */
export type PublicPost<T> = { ok: true; value: T; isBot: boolean } | { ok: false; response: Response };

/**
 * The checks every public POST endpoint runs, in order: method (405), origin (403), content type
 * (415), size (413), JSON object (400), per-IP rate limit (429), schema (400 with the shared
 * messages). The honeypot is checked last, so a bot's bad input gets the same 400 a person's does.
 */
export async function parsePublicPost<S extends core.$ZodType>(
  req: Request,
  context: Pick<Context, 'ip'> | undefined,
  options: { schema: S; rateLimit: RateLimitRule; maxBytes?: number },
): Promise<PublicPost<core.output<S>>> {
  const early = requireMethod(req, 'POST') ?? requireSameOrigin(req);
  if (early) return { ok: false, response: early };

  const body = await readJsonObject(req, options.maxBytes);
  if (!body.ok) return body;

  const limited = await takeRateLimit(options.rateLimit, clientIp(req, context));
  if (limited) return { ok: false, response: limited };

  const parsed = validate(options.schema, withoutHoneypot(body.value));
  if (!parsed.ok) return parsed;
  return { ok: true, value: parsed.value, isBot: isHoneypotFilled(body.value) };
}
