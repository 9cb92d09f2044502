/**
 * How the static login dialog (src/components/admin/AdminLogin.astro) and the AdminDesk island
 * talk. The dialog and the session check need no React, so a locked /admin page loads none; the
 * island wakes only for a valid session or when the owner submits the passphrase.
 */
export const ADMIN_EVENTS = {
  /** The session check on load found a valid session: wake the desk. */
  unlocked: 'admin-unlocked',
  /** The owner submitted the passphrase; detail: { password }. The desk logs in and toasts the result. */
  login: 'admin-login',
  /** The desk's answer to a login; detail: { ok }. */
  loginDone: 'admin-login-done',
  /** The desk locked itself (logout, session expired): the login dialog opens again. */
  locked: 'admin-locked',
} as const;

export interface AdminLoginDetail {
  password: string;
}

export interface AdminLoginDoneDetail {
  ok: boolean;
}

/** The password from an admin-login event's detail ('' when it carries none). */
export function readLoginPassword(detail: unknown): string {
  const password = (detail as Partial<AdminLoginDetail> | undefined)?.password;
  return typeof password === 'string' ? password : '';
}
