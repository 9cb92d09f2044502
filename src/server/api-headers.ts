/**
 * Headers every API response carries (netlify.toml's [[headers]] do not apply to function
 * responses on Netlify). An API answer is data, never a page: nothing may run, load or frame it,
 * and browsers must not guess its type. `no-store` because answers hold personal data (leads,
 * sessions) or are one visitor's own (AI replies); a function may still set its own Cache-Control.
 * Its own module, free of imports, so the local server (scripts/lib/site-server.ts) uses the same list.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
