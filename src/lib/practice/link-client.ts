import { ApiError, throwIfNotOk } from '../api';
import type { CreateLinkRequest, OpenedLink } from '../schemas/practice-links';

/** The practice pages' calls to /api/practice-links: create a signed link, open one. */
async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export const createPracticeLink = (request: CreateLinkRequest) =>
  post<{ token: string; expiresAt: string; notices?: string[] }>('/api/practice-links', request);

export const openPracticeLink = (token: string) => post<OpenedLink>('/api/practice-links/open', { token });

/** The message to show for a failed link call: the server's own words where it sent them. */
export function linkErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `The link could not be checked (error ${error.status}).`;
  return 'No connection: links need the internet. Try again when you are back online.';
}

/** The token in a link's fragment (#t=… or #a=…): fragments never reach a server log. */
export function tokenFromHash(hash: string, key: 'a' | 't'): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get(key) ?? undefined;
}
