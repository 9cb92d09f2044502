import type { APIRoute } from 'astro';
import { readImmutable } from '../../../lib/cms/sveltia-package';

/** Immutable.js for the content manager's previews (src/lib/cms/sveltia-package.ts says why). */
export const GET: APIRoute = async () =>
  new Response(await readImmutable(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
