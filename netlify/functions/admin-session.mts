import type { Config, Context } from '@netlify/functions';
import { ADMIN_MESSAGES, adminLoginSchema, type AdminSessionInfo } from '../../src/lib/schemas/admin';
import { adminSecrets, notConfiguredResponse } from '../../src/server/admin-config';
import {
  clearedSessionCookieHeader,
  createSession,
  endSession,
  readSession,
  SESSION_TTL_MS,
  sessionCookieHeader,
} from '../../src/server/admin-session';
import { clientIp, jsonError, jsonOk, readJsonObject, requireMethod, requireSameOrigin, validate } from '../../src/server/http';
import { beginLoginAttempt } from '../../src/server/login-attempts';
import { safeEqual } from '../../src/server/secrets';

/**
 * /api/admin/session: GET says whether the request carries a valid session (200/401),
 * POST logs in with the passphrase, DELETE logs out (the session ends on the server too).
 */
export default async (req: Request, context: Context) => {
  const early = requireMethod(req, 'GET', 'POST', 'DELETE') ?? (req.method === 'GET' ? null : requireSameOrigin(req));
  if (early) return early;
  if (req.method === 'POST') return logIn(req, context);

  const session = await readSession(req);
  if (req.method === 'DELETE') {
    if (session) await endSession(session);
    return jsonOk({ ok: true }, { headers: { 'Set-Cookie': clearedSessionCookieHeader(req) } });
  }
  if (!session) return jsonError(401, ADMIN_MESSAGES.sessionRequired);
  const info: AdminSessionInfo = { authenticated: true, expiresAt: new Date(session.expiresAt).toISOString() };
  return jsonOk(info);
};

async function logIn(req: Request, context: Context): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const input = validate(adminLoginSchema, body.value);
  if (!input.ok) return input.response;

  const secrets = adminSecrets();
  if (!secrets) return notConfiguredResponse();

  const attempt = await beginLoginAttempt(clientIp(req, context));
  if (!attempt.allowed) {
    return jsonError(
      429,
      ADMIN_MESSAGES.tooManyAttempts,
      { retryAfterSeconds: attempt.retryAfterSeconds },
      { 'Retry-After': String(attempt.retryAfterSeconds) },
    );
  }
  if (!safeEqual(input.value.password, secrets.password)) return jsonError(401, ADMIN_MESSAGES.wrongPassword);

  await attempt.succeeded();
  const created = await createSession();
  if (!created) return notConfiguredResponse();
  const info: AdminSessionInfo = { authenticated: true, expiresAt: new Date(created.session.expiresAt).toISOString() };
  return jsonOk(info, { headers: { 'Set-Cookie': sessionCookieHeader(req, created.cookieValue, SESSION_TTL_MS / 1000) } });
}

export const config: Config = {
  path: '/api/admin/session',
  // The platform limit is a coarse backstop; failed logins are limited in code (login-attempts.ts).
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
