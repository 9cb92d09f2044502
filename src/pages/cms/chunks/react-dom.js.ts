import { readFile } from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { sveltiaDistFile } from '../../../lib/cms/sveltia-package';

/** React DOM as Sveltia CMS ships it, where it looks first (src/lib/cms/sveltia-package.ts says why). */
export const GET: APIRoute = async () =>
  new Response(await readFile(sveltiaDistFile('chunks/react-dom.js'), 'utf8'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
