import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { build } from 'esbuild';

/**
 * The content manager's custom previews (/cms/previews.js): src/cms/previews.ts and what it
 * imports, bundled into one classic script when the site is built. It is not a site page's
 * script, so it stays out of Astro's client bundles and the service worker's precache. The build
 * runs from the project root, where the source lives.
 */
export const GET: APIRoute = async () => {
  const result = await build({
    entryPoints: [join(process.cwd(), 'src/cms/previews.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return new Response(result.outputFiles[0]!.text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};
