import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin-session';
import { listDeskLeads } from '../../src/server/lead-desk';
import { jsonOk, requireMethod } from '../../src/server/http';

/** GET /api/inquiries: every lead, newest first (docs/product-spec.md §3 fields plus status, notes and next-contact date). Admin session only. */
export default async (req: Request) => {
  const wrongMethod = requireMethod(req, 'GET');
  if (wrongMethod) return wrongMethod;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  return jsonOk(await listDeskLeads());
};

export const config: Config = { path: '/api/inquiries', method: 'GET' };
