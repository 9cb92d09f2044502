import { ADMIN_MESSAGES } from '../lib/schemas/admin';
import { jsonError } from './http';

/** The minimum length of SESSION_SECRET: shorter keys make forged cookies feasible. */
export const SESSION_SECRET_MIN_LENGTH = 32;

/** The minimum length of ADMIN_PASSWORD: a shorter passphrase falls to guessing spread over many addresses. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export interface AdminSecrets {
  password: string;
  sessionSecret: string;
}

/**
 * The admin passphrase and cookie key from the environment. There is deliberately no default:
 * a deployed site without them, or with a passphrase under 12 characters or a cookie key under 32,
 * refuses logins (503) instead of accepting a guessable password.
 * Local runs get generated values from scripts/lib/local-secrets.mjs.
 */
export function adminSecrets(): AdminSecrets | null {
  const password = process.env.ADMIN_PASSWORD ?? '';
  const sessionSecret = process.env.SESSION_SECRET ?? '';
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH || sessionSecret.length < SESSION_SECRET_MIN_LENGTH) return null;
  return { password, sessionSecret };
}

export function notConfiguredResponse(): Response {
  return jsonError(503, ADMIN_MESSAGES.notConfigured);
}
