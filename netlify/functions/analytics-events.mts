import type { Config } from '@netlify/functions';
import { analyticsEventSchema } from '../../src/lib/schemas/analytics-events';
import { recordAnalyticsEvent } from '../../src/server/analytics/events';
import { jsonOk, readJsonObject, requireMethod, requireSameOrigin, validate } from '../../src/server/http';

/**
 * POST /api/analytics/events: one page beacon (src/components/AnalyticsBeacon.astro). A browser
 * that sends Do Not Track or Global Privacy Control gets the same 202 and nothing is recorded.
 * Nothing from the request but the validated body is kept: no cookie is read or set, and the
 * address and user agent are never stored. The per-address limit is Netlify's (config below),
 * so not even a hash of the address is written here.
 */
export default async (req: Request) => {
  const early = requireMethod(req, 'POST') ?? requireSameOrigin(req);
  if (early) return early;
  if (req.headers.get('dnt') === '1' || req.headers.get('sec-gpc') === '1') return jsonOk({ ok: true, recorded: false }, { status: 202 });
  const body = await readJsonObject(req, 2048);
  if (!body.ok) return body.response;
  const input = validate(analyticsEventSchema, body.value);
  if (!input.ok) return input.response;
  await recordAnalyticsEvent(input.value);
  return jsonOk({ ok: true, recorded: true }, { status: 202 });
};

export const config: Config = {
  path: '/api/analytics/events',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
