import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin-session';
import { jsonOk, requireMethod } from '../../src/server/http';
import { countResourceDownloads } from '../../src/server/resource-downloads';

/** GET /api/admin/resource-downloads: how often each printable resource was opened. Admin session only. */
export default async (req: Request) => {
  const wrongMethod = requireMethod(req, 'GET');
  if (wrongMethod) return wrongMethod;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  return jsonOk(await countResourceDownloads());
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/admin/resource-downloads' };
