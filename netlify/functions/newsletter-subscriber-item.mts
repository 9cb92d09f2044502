import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin-session';
import { jsonError, jsonOk, requireMethod, requireSameOrigin } from '../../src/server/http';
import { lastPathSegment } from '../../src/server/path-params';
import { deleteSubscriberById } from '../../src/server/subscribers';

/** DELETE /api/newsletter/subscribers/:id: removes a subscriber (privacy requests). Admin session only. */
export default async (req: Request) => {
  const early = requireMethod(req, 'DELETE') ?? requireSameOrigin(req);
  if (early) return early;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  return (await deleteSubscriberById(lastPathSegment(req)))
    ? jsonOk({ ok: true })
    : jsonError(404, 'Subscriber not found. They may already be removed.');
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/newsletter/subscribers/:id' };
