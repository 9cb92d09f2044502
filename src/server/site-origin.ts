/**
 * The site's public origin for every link in an email (lead alerts, confirmation, welcome,
 * weekly issue, unsubscribe links) and for the background send's address: SITE_URL, else the
 * `URL` Netlify sets for every deploy (the local server sets it to its own address), else the
 * local default. Never the request's Host header: a request with a forged Host must not be able
 * to put its own address into an email we send or receive our signed trigger.
 */
export const LOCAL_ORIGIN = 'http://localhost:8888';

export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim() || env.URL?.trim() || LOCAL_ORIGIN;
  return new URL(configured).origin;
}
