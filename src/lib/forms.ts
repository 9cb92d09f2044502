import { ApiError } from './api';

/**
 * The text of a form field, '' when it is absent. FormData also holds files, which must not become
 * "[object File]" in a message; none of these forms has a file input.
 */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** One message per form field, keyed by field name. */
export type FieldErrors = Record<string, string>;

interface IssueLike {
  path: readonly PropertyKey[] | string;
  message: string;
}

/**
 * The first message for each top-level field, from zod issues (client-side validation) or the
 * server's `issues` list (`{path: "name", message}`), so both show the same text in the same place.
 */
export function firstErrorPerField(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    const key = field === undefined || field === '' ? '' : String(field);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The per-field errors of a 400 `{error, issues}` answer, or null for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    if (!body || typeof body !== 'object' || !('issues' in body) || !Array.isArray(body.issues)) return null;
    const issues = body.issues.filter(
      (issue: unknown): issue is IssueLike =>
        !!issue &&
        typeof issue === 'object' &&
        'path' in issue &&
        typeof issue.path === 'string' &&
        'message' in issue &&
        typeof issue.message === 'string',
    );
    const errors = firstErrorPerField(issues);
    return Object.keys(errors).length > 0 ? errors : null;
  } catch {
    return null;
  }
}

/** The message to show a visitor for a failed request: the server's own words when it sent some. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
