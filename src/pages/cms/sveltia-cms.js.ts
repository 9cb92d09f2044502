import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { APIRoute } from 'astro';
import { rewriteCmsFonts } from '../../lib/cms/fonts';

/**
 * Sveltia CMS itself, copied from the pinned npm package into the build (/cms/sveltia-cms.js):
 * the owner's browser never loads code from a CDN, and the version only changes with
 * package.json. The package's prebuilt browser bundle (dist/sveltia-cms.js) is the file its
 * documentation serves from a CDN; it is located from the package's own entry point. Its web
 * fonts are pointed at our own copies (/cms/fonts/, src/lib/cms/fonts.ts).
 */
export const GET: APIRoute = async () => {
  const entry = createRequire(import.meta.url).resolve('@sveltia/cms');
  const bundle = join(dirname(entry), '..', 'dist', 'sveltia-cms.js');
  return new Response(rewriteCmsFonts(await readFile(bundle, 'utf8')), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};
