import { hmacBase64Url, safeEqual } from '../secrets';
import { SESSION_SECRET_MIN_LENGTH } from '../admin-config';

/**
 * Signed, expiring values (`<payload>.<expiresAtMs>.<hmac>`) for links in emails and the
 * hand-off to the background send, with the same key and HMAC as the admin session cookie
 * (SESSION_SECRET). Each use has its own purpose string, so a signature made for one can
 * never be replayed as another.
 */
export function signingSecret(): string | null {
  const secret = process.env.SESSION_SECRET ?? '';
  return secret.length >= SESSION_SECRET_MIN_LENGTH ? secret : null;
}

export function signValue(purpose: string, payload: string, expiresAt: number): string {
  const secret = signingSecret();
  if (!secret) throw new Error('SESSION_SECRET is not set');
  return `${payload}.${expiresAt}.${hmacBase64Url(secret, `${purpose}:${payload}.${expiresAt}`)}`;
}

type Verified = { ok: true; payload: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first (a forged link is 'invalid' whatever its date), then the expiry. */
export function verifyValue(purpose: string, token: string, now = Date.now()): Verified {
  const secret = signingSecret();
  const match = /^([A-Za-z0-9_-]{1,128})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!secret || !match) return { ok: false, reason: 'invalid' };
  const [, payload, expires, signature] = match as unknown as [string, string, string, string];
  if (!safeEqual(signature, hmacBase64Url(secret, `${purpose}:${payload}.${expires}`))) return { ok: false, reason: 'invalid' };
  if (!(Number(expires) > now)) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
