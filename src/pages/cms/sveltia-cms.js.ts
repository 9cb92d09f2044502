import type { APIRoute } from 'astro';
import { rewriteCmsFonts } from '../../lib/cms/fonts';
import { readSveltiaBundle } from '../../lib/cms/sveltia-package';

/**
 * Sveltia CMS itself, copied from the pinned npm package into the build (/cms/sveltia-cms.js):
 * the owner's browser never loads code from a CDN, and the version only changes with
 * package.json. The package's prebuilt browser bundle (dist/sveltia-cms.js) is the file its
 * documentation serves from a CDN. Its web fonts are pointed at our own copies (/cms/fonts/,
 * src/lib/cms/fonts.ts).
 */
export const GET: APIRoute = async () =>
  new Response(rewriteCmsFonts(await readSveltiaBundle()), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
