import { ApiError, throwIfNotOk } from '../api';
import type { CreateLinkRequest, OpenedLink } from '../schemas/practice-links';
import type { PracticeScorecard } from './scorecard';

/** The practice pages' calls to /api/practice-links: create a signed link, open one. */
async function post<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
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

/** The site's score for a session (Gemini when the site has a key); null offline, on any failure or after 8 s. */
export async function scoreOnSite(request: {
  persona: PracticeScorecard['persona'];
  difficulty: PracticeScorecard['difficulty'];
  transcript: { role: 'rep' | 'persona'; text: string }[];
}): Promise<PracticeScorecard | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    const body = await post<{ scorecard: PracticeScorecard; engine: string }>('/api/practice-score', request, AbortSignal.timeout(8000));
    return body.engine === 'gemini' ? body.scorecard : null;
  } catch {
    return null;
  }
}
