// @ts-check
// Constants needed both by astro.config.mjs (plain Node) and by TypeScript modules.

/**
 * The canonical origin of the site (canonical links, sitemap, robots.txt, share images, JSON-LD).
 * SITE_URL wins; otherwise Netlify's build-time `URL` (the site's main address, also in deploy
 * previews, so previews never advertise a throwaway origin); otherwise the production domain.
 * Read at build time only: changing it needs a rebuild.
 */
export const SITE_URL = siteUrlFrom(globalThis.process?.env ?? {});

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string} an origin without a trailing slash
 */
export function siteUrlFrom(env) {
  const raw = env.SITE_URL?.trim() || env.URL?.trim() || 'https://spartanhospicesales.com';
  return new URL(raw).origin;
}

/** The site-wide booking page (Cal.com, Calendly or a payment link); a service's own bookingUrl wins. Build-time env, optional. */
export const BOOKING_URL = globalThis.process?.env?.BOOKING_URL?.trim() || '';

/** Local storage key of the theme preference: the product's short name + "_theme". */
export const THEME_STORAGE_KEY = 'spartan_theme';

/** Local storage key holding when the visitor chose "Not Now" on the install prompt. */
export const INSTALL_DISMISSED_KEY = 'install-dismissed-at';

/** Spec §9: after "Not Now", the install prompt stays away for 7 days. */
export const INSTALL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

/** Local storage key of the AI Coach conversation (the last 20 messages). */
export const CHAT_HISTORY_KEY = 'chat-history';

/** Session storage key of the AI Coach widget's open/minimized state, so the next page in the tab reopens it. */
export const CHAT_WIDGET_STATE_KEY = 'chat-widget-state';

/** Local storage flag set while offline submissions wait in the outbox (src/lib/outbox.ts). */
export const OUTBOX_FLAG_KEY = 'spartan_outbox_pending';
