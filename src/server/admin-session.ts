import { store } from './blobs';
import { jsonError } from './http';
import { secretToken } from './ids';
import { hmacBase64Url, safeEqual, sha256Hex } from './secrets';
import { adminSecrets } from './admin-config';
import { ADMIN_MESSAGES } from '../lib/schemas/admin';

/**
 * Admin sessions: a signed cookie (`<sessionId>.<expiresAtMs>.<hmac>`) plus a server-side record
 * per session in the `admin` store. The signature stops forged or edited cookies; the record lets
 * Logout end a session for real, so a copied cookie stops working the moment its owner logs out.
 */
export const SESSION_COOKIE = 'spartan_admin';
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const SESSION_PREFIX = 'sessions/';

interface SessionRecord {
  createdAt: string;
  expiresAt: number;
}

export interface AdminSession {
  id: string;
  expiresAt: number;
}

/** The record key holds a hash of the id: whoever can read the store still cannot replay a session. */
const recordKey = (sessionId: string) => `${SESSION_PREFIX}${sha256Hex(sessionId)}`;

export async function createSession(now = Date.now()): Promise<{ session: AdminSession; cookieValue: string } | null> {
  const secrets = adminSecrets();
  if (!secrets) return null;
  const session = { id: secretToken(), expiresAt: now + SESSION_TTL_MS };
  const record: SessionRecord = { createdAt: new Date(now).toISOString(), expiresAt: session.expiresAt };
  await store('admin').setJSON(recordKey(session.id), record);
  // Awaited, not fire-and-forget: a function may be frozen as soon as it has answered.
  await sweepExpiredSessions(now).catch(() => undefined);
  const payload = `${session.id}.${session.expiresAt}`;
  return { session, cookieValue: `${payload}.${hmacBase64Url(secrets.sessionSecret, payload)}` };
}

/** The valid session a request carries, or null (missing, forged, tampered, expired or logged out). */
export async function readSession(req: Request, now = Date.now()): Promise<AdminSession | null> {
  const secrets = adminSecrets();
  if (!secrets) return null;
  const value = readCookie(req, SESSION_COOKIE);
  const match = value ? /^([A-Za-z0-9_-]{20,100})\.(\d{1,16})\.([A-Za-z0-9_-]{20,100})$/.exec(value) : null;
  if (!match) return null;
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  if (!safeEqual(signature, hmacBase64Url(secrets.sessionSecret, `${id}.${expires}`))) return null;
  const expiresAt = Number(expires);
  if (!(expiresAt > now)) return null;
  const record = (await store('admin').get(recordKey(id), { type: 'json' })) as SessionRecord | null;
  if (!record || !(record.expiresAt > now)) return null;
  return { id, expiresAt };
}

export async function endSession(session: AdminSession): Promise<void> {
  await store('admin').delete(recordKey(session.id));
}

/** Guard for admin-only handlers: the session, or the 401 to send. */
export async function requireAdmin(req: Request): Promise<{ ok: true; session: AdminSession } | { ok: false; response: Response }> {
  const session = await readSession(req);
  return session ? { ok: true, session } : { ok: false, response: jsonError(401, ADMIN_MESSAGES.sessionRequired) };
}

/**
 * HttpOnly (scripts cannot read it), SameSite=Strict (never sent on cross-site requests),
 * Secure except on plain-HTTP local runs (ALLOW_LOCAL_ADMIN is set by the local server only).
 */
export function sessionCookieHeader(req: Request, value: string, maxAgeSeconds: number): string {
  const https = new URL(req.url).protocol === 'https:';
  const secure = https || process.env.ALLOW_LOCAL_ADMIN !== '1';
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookieHeader(req: Request): string {
  return sessionCookieHeader(req, '', 0);
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** Expired session records are removed on the next login and by the daily cleanup, so the store does not grow forever. */
export async function sweepExpiredSessions(now: number): Promise<number> {
  const admin = store('admin');
  const { blobs } = await admin.list({ prefix: SESSION_PREFIX });
  let removed = 0;
  for (const { key } of blobs) {
    const record = (await admin.get(key, { type: 'json' })) as SessionRecord | null;
    if (record && record.expiresAt <= now) {
      await admin.delete(key);
      removed++;
    }
  }
  return removed;
}
