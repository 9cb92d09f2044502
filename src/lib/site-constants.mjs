// @ts-check
// Constants needed both by astro.config.mjs (plain Node) and by TypeScript modules.

/** The canonical origin of the production site. Override with SITE_URL when deploying elsewhere. */
export const SITE_URL = globalThis.process?.env?.SITE_URL || 'https://spartanhospicesales.com';

/** Local storage key of the theme preference: the product's short name + "_theme" (spec §3). */
export const THEME_STORAGE_KEY = 'spartan_theme';

/** Local storage key holding when the visitor chose "Not Now" on the install prompt (spec §3). */
export const INSTALL_DISMISSED_KEY = 'install-dismissed-at';

/** Spec §9: after "Not Now", the install prompt stays away for 7 days. */
export const INSTALL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

/** Local storage key of the AI Coach conversation (spec §3: last 20 messages). */
export const CHAT_HISTORY_KEY = 'chat-history';

/** Session storage key of the AI Coach widget's open/minimized state, so the next page in the tab reopens it. */
export const CHAT_WIDGET_STATE_KEY = 'chat-widget-state';

/** Local storage flag set while offline submissions wait in the outbox (src/lib/outbox.ts). */
export const OUTBOX_FLAG_KEY = 'spartan_outbox_pending';
