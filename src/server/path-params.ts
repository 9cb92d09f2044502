/**
 * The last segment of the request path (`/api/inquiries/<id>` → `<id>`), decoded. Read from the
 * URL rather than Netlify's context.params so handlers behave the same when called directly in tests.
 */
export function lastPathSegment(req: Request): string {
  const segment = new URL(req.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
