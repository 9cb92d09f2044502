/**
 * The last segment of the request path (`/api/inquiries/<id>` → `<id>`), decoded. Read from the
 * URL rather than Netlify's context.params so handlers behave the same when called directly in tests.
 */
export function lastPathSegment(req: Request): string {
  return pathSegmentFromEnd(req, 0);
}

/** A segment counted from the end (`/api/inquiries/<id>/notes`, 1 → `<id>`), decoded; '' when absent or malformed. */
export function pathSegmentFromEnd(req: Request, fromEnd: number): string {
  const segments = new URL(req.url).pathname.replace(/\/+$/, '').split('/');
  const segment = segments[segments.length - 1 - fromEnd] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
