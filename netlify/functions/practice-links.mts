import type { Config, Context } from '@netlify/functions';
import { createLinkSchema } from '../../src/lib/schemas/practice-links';
import { jsonError, jsonOk } from '../../src/server/http';
import { linkSecret, redactScorecard, signLink } from '../../src/server/practice-links';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';

/**
 * POST /api/practice-links: signs a manager's assignment or a rep's read-only scorecard into an
 * expiring link token. Nothing is stored; the scorecard's quotes and transcript pass the privacy
 * guard first. Bad input: 4xx JSON with the shared messages.
 */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, { schema: createLinkSchema, rateLimit: rateLimitRule(config), maxBytes: 64 * 1024 });
  if (!parsed.ok) return parsed.response;
  const secret = linkSecret();
  if (!secret) return jsonError(503, 'Practice links are not set up on this site yet (a signing secret is missing).');
  const request = parsed.value;
  if (request.kind === 'assignment') {
    return jsonOk(signLink(secret, { kind: 'assignment', data: request.assignment }, request.days), { status: 201 });
  }
  const { card, notice } = redactScorecard(request.scorecard);
  return jsonOk(
    { ...signLink(secret, { kind: 'scorecard', data: card }, request.days), ...(notice ? { notices: [notice] } : {}) },
    { status: 201 },
  );
};

export const config: Config = {
  path: '/api/practice-links',
  method: 'POST',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
