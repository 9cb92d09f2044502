import type { Config } from '@netlify/functions';
import type { NewsletterActionResult } from '../../src/lib/schemas/newsletter-admin';
import { requireAdmin } from '../../src/server/admin-session';
import { jsonError, jsonOk, requireMethod, requireSameOrigin } from '../../src/server/http';
import { startBackgroundSend } from '../../src/server/newsletter/trigger';
import { siteOrigin } from '../../src/server/site-origin';
import { sendBlocker, weekIssue } from '../../src/server/newsletter/weekly-send';

/** POST /api/admin/newsletter/send: 'Send now' sends this week's issue early, through the background send. Admin session only. */
export default async (req: Request) => {
  const early = requireMethod(req, 'POST') ?? requireSameOrigin(req);
  if (early) return early;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  const blocker = sendBlocker();
  if (blocker) return jsonError(409, blocker);
  if (!(await weekIssue())) return jsonError(409, 'No tip is due this week, so there is nothing to send.');
  if (!(await startBackgroundSend(siteOrigin(), 'admin'))) return jsonError(502, 'The send could not be started. Please try again.');
  const body: NewsletterActionResult = {
    ok: true,
    message: "This week's issue is on its way to every active subscriber who has not had it.",
  };
  return jsonOk(body, { status: 202 });
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/admin/newsletter/send' };
