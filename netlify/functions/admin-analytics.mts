import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin-session';
import { analyticsSeries } from '../../src/server/analytics/events';
import { jsonError, jsonOk, requireMethod } from '../../src/server/http';

/** GET /api/admin/analytics?days=30|90: one record per day, oldest first (today's counted live). Admin session only. */
export default async (req: Request) => {
  const wrongMethod = requireMethod(req, 'GET');
  if (wrongMethod) return wrongMethod;
  const admin = await requireAdmin(req);
  if (!admin.ok) return admin.response;
  const days = Number(new URL(req.url).searchParams.get('days') ?? '30');
  if (days !== 30 && days !== 90) return jsonError(400, 'days must be 30 or 90');
  return jsonOk({ days: await analyticsSeries(days) });
};

export const config: Config = { path: '/api/admin/analytics', method: 'GET' };
