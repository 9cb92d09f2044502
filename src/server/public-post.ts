import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { clientIp, isHoneypotFilled, jsonOk, readJsonObject, requireMethod, requireSameOrigin, validate, withoutHoneypot, type Result } from './http';
import { takeRateLimit, type RateLimitRule } from './rate-limit';

/**
 * The checks every public POST endpoint runs, in order: method (405), origin (403), content type
 * (415), size (413), JSON object (400), per-IP rate limit (429), honeypot (200, nothing stored),
 * schema (400 with the shared messages). On success the caller gets the validated payload.
 */
export async function parsePublicPost<S extends z.ZodType>(
  req: Request,
  context: Pick<Context, 'ip'> | undefined,
  options: { schema: S; rateLimit: Omit<RateLimitRule, 'bucket'> & { bucket: string }; maxBytes?: number; honeypotReply?: unknown },
): Promise<Result<z.output<S>>> {
  const early = requireMethod(req, 'POST') ?? requireSameOrigin(req);
  if (early) return { ok: false, response: early };

  const body = await readJsonObject(req, options.maxBytes);
  if (!body.ok) return body;

  const limited = await takeRateLimit(options.rateLimit, clientIp(req, context));
  if (limited) return { ok: false, response: limited };

  if (isHoneypotFilled(body.value)) {
    // Answer exactly like a success so bots learn nothing; store nothing.
    return { ok: false, response: jsonOk(options.honeypotReply ?? { ok: true }) };
  }
  return validate(options.schema, withoutHoneypot(body.value));
}
