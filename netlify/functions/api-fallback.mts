import { jsonError } from '../../src/server/http';

/**
 * Every /api/* request no function answers: an unknown path, or a method the route does not take
 * (Netlify only routes the methods in a function's config). netlify.toml rewrites those here, after
 * the functions' own routes, so an API client always gets JSON with the security headers instead
 * of the site's HTML 404 page.
 */
export default async (req: Request) => {
  const { pathname } = new URL(req.url);
  return jsonError(404, `No API endpoint answers ${req.method} ${pathname}`);
};
