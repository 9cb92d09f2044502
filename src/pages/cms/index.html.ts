import type { APIRoute } from 'astro';
import { cmsImportMap, readSveltiaBundle } from '../../lib/cms/sveltia-package';
import { BRAND } from '../../lib/site';

/**
 * The content manager's page (/cms/). A bare HTML page, not a site page: no layout, no site
 * scripts, no service worker, kept out of search engines (noindex here and in netlify.toml) and
 * out of the sitemap. Sveltia CMS is served from this build (./sveltia-cms.js.ts), never a CDN,
 * and reads its configuration from ./config.json.ts; ./previews.js.ts adds the tips' email
 * preview. The import map keeps the one module previews need from a CDN on this site
 * (src/lib/cms/sveltia-package.ts).
 */
export const GET: APIRoute = async () =>
  new Response(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager · ${BRAND.name}</title>
    <link rel="cms-config-url" type="application/json" href="/cms/config.json" />
    <script type="importmap">${await cmsImportMap(await readSveltiaBundle())}</script>
  </head>
  <body>
    <script src="/cms/sveltia-cms.js"></script>
    <script src="/cms/previews.js"></script>
  </body>
</html>
`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
