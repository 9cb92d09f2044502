// @ts-check
// `lastmod` for the sitemap: when a page's words last changed, not when the site was last built
// (Google ignores a lastmod that changes on every build). A page's words come from its own source
// in src/pages/ and from the content files in src/content/, so its date is the newest commit that
// touched either. Without git history (an export of the code, a new uncommitted page) the build
// time stands in.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The source paths a route's page is built from: its own file, or the folder of a dynamic route
 * (`/programs/x` → src/pages/programs/, which holds [id].astro), plus src/content/.
 * @param {string} route
 */
export function sourcesOf(route) {
  const base = route === '/' ? 'src/pages/index' : `src/pages${route}`;
  const own = [`${base}.astro`, `${base}/index.astro`, `${base}.ts`].filter((path) => existsSync(path));
  const parent = base.slice(0, base.lastIndexOf('/'));
  return [...(own.length ? own : [parent]), 'src/content'];
}

/**
 * @param {string} route
 * @param {Date} [fallback]
 * @returns {string} an ISO date-time
 */
export function lastModified(route, fallback = new Date()) {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...sourcesOf(route)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (date) return new Date(date).toISOString();
  } catch {
    // No git, or not a repository: fall through to the build time.
  }
  return fallback.toISOString();
}
