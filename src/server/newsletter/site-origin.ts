/**
 * The public origin for links in emails sent without a visitor's request (the weekly send):
 * SITE_URL, else Netlify's own URL for the deploy, else the caller's fallback.
 */
export function siteOrigin(fallback?: string): string {
  const configured = process.env.SITE_URL?.trim() || process.env.URL?.trim() || fallback || 'http://localhost:8888';
  return new URL(configured).origin;
}
