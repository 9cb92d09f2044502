import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin-session';
import { jsonOk, requireMethod } from '../../src/server/http';
import { listSubscribersForAdmin } from '../../src/server/subscribers';
import { siteOrigin } from '../../src/server/site-origin';

/** GET /api/newsletter/subscribers: active subscribers, newest first, with their unsubscribe links. Admin session only. */
export default async (req: Request) => {
  const wrongMethod = requireMethod(req, 'GET');
  if (wrongMethod) return wrongMethod;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  return jsonOk(await listSubscribersForAdmin(siteOrigin()));
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/newsletter/subscribers' };
