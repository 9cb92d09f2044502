// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import AstroPWA from '@vite-pwa/astro';
import { webAppManifest } from './src/lib/web-app-manifest.ts';
import { SITE_URL } from './src/lib/site-constants.mjs';
import { BRAND } from './src/lib/site.ts';
import onDemandDirective from './src/directives/register.mjs';
import shareImages from './src/lib/seo/og-integration.mjs';
import pageCsp from './src/lib/csp/page-csp.mjs';
import { isPublicRoute } from './src/lib/seo/routes.mjs';
import { lastModified } from './src/lib/seo/lastmod.mjs';

/** The route of a sitemap URL: `https://example.com/about` → `/about`. */
const routeOfUrl = (/** @type {string} */ url) => new URL(url).pathname.replace(/\/+$/, '') || '/';
const buildTime = new Date();

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Every page's CSS is small once compressed; inlining it removes a render-blocking
    // request, which is what decides first paint on a slow phone connection.
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    onDemandDirective(),
    // Every public page, with when its words last changed; robots.txt (src/pages/robots.txt.ts) points here.
    sitemap({
      filter: (page) => isPublicRoute(routeOfUrl(page)),
      serialize: (item) => ({ ...item, lastmod: lastModified(routeOfUrl(item.url), buildTime) }),
    }),
    // 1200×630 share images for every built page, after the build (see src/lib/seo/og-integration.mjs).
    shareImages({ brand: BRAND.name, footer: `${new URL(SITE_URL).host} · ${BRAND.tagline}` }),
    // Each page's CSP <meta> keeps the hashes of its own inline scripts and styles only (src/lib/csp/page-csp.mjs).
    pageCsp(),
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by the inline chrome script after the load event, never on the critical path.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg,png,jpg,webp,ico,txt}'],
        // Leads and sessions are never served from a cache; the hero video is too big to precache.
        // Share images are for link previews, not for reading offline. The content manager (/cms/)
        // is the owner's tool, online only, and must never be served stale.
        globIgnores: ['admin.html', 'unsubscribe.html', '404.html', '**/hero-video.*', 'og/**', 'cms/**'],
      },
    }),
  ],
  security: {
    // Astro hashes every processed script and style into a per-page CSP <meta>, so no page needs
    // 'unsafe-inline' (ThemeScript.astro adds the hash of its is:inline <head> script; see
    // docs/architecture.md §1). netlify.toml adds frame-ancestors and friends as a header.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self'",
        "connect-src 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
      ],
    },
  },
  vite: {
    plugins: [
      tailwindcss(),
      // Emulates Functions, Blobs, redirects and headers under `astro dev`. Edge functions are
      // off: their emulation downloads Deno, which this workplace cannot reach.
      netlify({ edgeFunctions: { enabled: false }, images: { enabled: false } }),
    ],
  },
});
