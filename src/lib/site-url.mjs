// The canonical origin of the production site. Kept in a plain .mjs file so astro.config.mjs
// and TypeScript modules can share it. Override with SITE_URL when deploying elsewhere.
export const SITE_URL = process.env.SITE_URL ?? 'https://spartanhospicesales.com';
