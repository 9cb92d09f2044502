import type { Config } from '@netlify/functions';
import type { NewsletterActionResult } from '../../src/lib/schemas/newsletter-admin';
import { requireAdmin } from '../../src/server/admin-session';
import { jsonError, jsonOk, requireMethod, requireSameOrigin } from '../../src/server/http';
import { sendTestToOwner } from '../../src/server/newsletter/desk';
import { siteOrigin } from '../../src/server/site-origin';

/** POST /api/admin/newsletter/test: 'Send test to me' (this week's issue to OWNER_EMAIL). Admin session only. */
export default async (req: Request) => {
  const early = requireMethod(req, 'POST') ?? requireSameOrigin(req);
  if (early) return early;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  const result = await sendTestToOwner(siteOrigin());
  if (!result.ok) return jsonError(result.status, result.error);
  const body: NewsletterActionResult = { ok: true, message: `A test of "${result.title}" was sent to ${result.to}.` };
  return jsonOk(body);
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/admin/newsletter/test' };
