import type { ToastInput } from '../../stores/toasts';
import { ADMIN_MESSAGES } from '../../lib/schemas/admin';

/** When the admin's login or logout got no answer from the server. */
export const SERVER_UNREACHABLE = 'Could not reach the server. Please try again.';

/** Every toast the admin desk raises; the first four are the spec's exact words (§8). */
export const ADMIN_TOASTS = {
  accessDenied: { title: 'Access Denied', description: ADMIN_MESSAGES.wrongPassword, variant: 'destructive' },
  accessGranted: { title: 'Access Granted', description: 'Welcome to the admin dashboard' },
  loggedOut: { title: 'Logged Out', description: 'You have been logged out of the admin dashboard' },
  sessionExpired: { title: 'Session expired', description: 'Please enter the admin passphrase again.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;

export const EMPTY_TEXT = {
  inquiries: 'No inquiries yet',
  subscribers: 'No subscribers yet',
} as const;

/** "1 active subscriber", "3 active subscribers". */
export const activeSubscribersText = (count: number) => `${count} active subscriber${count === 1 ? '' : 's'}`;
