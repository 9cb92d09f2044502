// @ts-check
// Constants needed both by astro.config.mjs (plain Node) and by TypeScript modules.

/** The canonical origin of the production site. Override with SITE_URL when deploying elsewhere. */
export const SITE_URL = globalThis.process?.env?.SITE_URL || 'https://spartanhospicesales.com';

/** Local storage key of the theme preference: the product's short name + "_theme" (spec §3). */
export const THEME_STORAGE_KEY = 'spartan_theme';
