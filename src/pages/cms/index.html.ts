import type { APIRoute } from 'astro';
import { BRAND } from '../../lib/site';

/**
 * The content manager's page (/cms/). A bare HTML page, not a site page: no layout, no site
 * scripts, no service worker, kept out of search engines (noindex here and in netlify.toml) and
 * out of the sitemap. Sveltia CMS is served from this build (./sveltia-cms.js.ts), never a CDN,
 * and reads its configuration from ./config.json.ts.
 */
export const GET: APIRoute = () =>
  new Response(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager · ${BRAND.name}</title>
    <link rel="cms-config-url" type="application/json" href="/cms/config.json" />
  </head>
  <body>
    <script src="/cms/sveltia-cms.js"></script>
  </body>
</html>
`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
