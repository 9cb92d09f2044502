/** True when a request failed because there was no connection (not because the server said no). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Shown with answers the offline coach gave on the device because there was no connection. */
export const ON_DEVICE_NOTICE = 'No connection: the offline coach answered on this device.';
export const NEEDS_CONNECTION = {
  research: 'Research needs a connection. Your question is kept here: search again when you have signal.',
  email: 'Email templates need a connection. What you typed is kept: generate again when you have signal.',
} as const;
