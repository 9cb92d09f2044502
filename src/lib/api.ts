/**
 * The browser's one way to call the site's API (the same defaults and failure handling for every call):
 * JSON bodies with a JSON content type, cookies always sent, no retries, and any
 * non-2xx answer thrown as an Error whose message is "<status>: <body or statusText>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `error` field of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
        return parsed.error;
      }
    } catch {
      // Not JSON: there is no server message to show.
    }
    return undefined;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, body, response.statusText);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the raw Response once it is known to be OK. */
export async function apiRequest(method: Method, url: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** GET a JSON resource. The spec's query-key convention: key parts joined by slashes. */
export async function getJson<T>(queryKey: readonly string[], options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const response = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** POST JSON and parse the JSON answer. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await apiRequest('POST', url, body);
  return (await response.json()) as T;
}
