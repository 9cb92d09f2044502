import type { Config, Context } from '@netlify/functions';
import { openLinkSchema } from '../../src/lib/schemas/practice-links';
import { jsonError, jsonOk } from '../../src/server/http';
import { linkSecret, openLink } from '../../src/server/practice-links';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';

/**
 * POST /api/practice-links/open: checks a practice link's signature and expiry and returns what
 * it carries. A changed token answers 400, an expired one 410, each with a message to show as is.
 * POST, not GET, so the token never lands in a server log's URL.
 */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, { schema: openLinkSchema, rateLimit: rateLimitRule(config) });
  if (!parsed.ok) return parsed.response;
  const secret = linkSecret();
  if (!secret) return jsonError(503, 'Practice links are not set up on this site yet (a signing secret is missing).');
  const opened = openLink(secret, parsed.value.token);
  return opened.ok ? jsonOk(opened.link) : jsonError(opened.status, opened.error);
};

export const config: Config = {
  path: '/api/practice-links/open',
  method: 'POST',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
