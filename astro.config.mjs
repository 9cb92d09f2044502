// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import AstroPWA from '@vite-pwa/astro';
import { webAppManifest } from './src/lib/web-app-manifest.ts';
import { SITE_URL } from './src/lib/site-constants.mjs';
import onDemandDirective from './src/directives/register.mjs';

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
        globIgnores: ['admin.html', 'unsubscribe.html', '404.html', '**/hero-video.*'],
      },
    }),
  ],
  security: {
    // Astro hashes every script and style into a per-page CSP <meta>, so no page needs
    // 'unsafe-inline' (BaseLayout adds the hashes of its own is:inline scripts). netlify.toml
    // adds frame-ancestors and friends as a header.
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
