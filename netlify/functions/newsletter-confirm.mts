import type { Config } from '@netlify/functions';
import { jsonError, requireMethod } from '../../src/server/http';
import { confirmSubscription } from '../../src/server/newsletter/opt-in';

/**
 * GET /api/newsletter/confirm?token=…: the link in the confirmation email. Confirms, sends the
 * welcome email, then shows a static page: /newsletter/confirmed, or /newsletter/link-expired
 * for an expired, forged or already-removed link.
 */
export default async (req: Request) => {
  const wrongMethod = requireMethod(req, 'GET');
  if (wrongMethod) return wrongMethod;
  const url = new URL(req.url);
  const token = url.searchParams.get('token') ?? '';
  if (token.length > 300) return jsonError(400, 'This confirmation link is not valid.');
  const outcome = await confirmSubscription(token, url.origin);
  const page = outcome === 'confirmed' || outcome === 'already' ? '/newsletter/confirmed' : '/newsletter/link-expired';
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
};

export const config: Config = { path: '/api/newsletter/confirm', method: 'GET' };
