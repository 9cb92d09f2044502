import { ApiError, apiRequest, getJson, postJson } from '../../lib/api';
import type { AdminSessionInfo, AdminSubscriber, ResourceDownloadCount } from '../../lib/schemas/admin-rules';
import type { Inquiry, InquiryStatus } from '../../lib/schemas/inquiry-rules';

/** The admin desk's calls (spec §7 conventions via src/lib/api.ts). Every read except the session check throws on 401. */
async function read<T>(queryKey: readonly string[]): Promise<T> {
  return (await getJson<T>(queryKey)) as T;
}

export const adminApi = {
  /** Null when there is no valid session (401): the desk is locked. */
  session: () => getJson<AdminSessionInfo>(['/api/admin/session'], { on401: 'returnNull' }),
  logIn: (password: string) => postJson<AdminSessionInfo>('/api/admin/session', { password }),
  logOut: () => apiRequest('DELETE', '/api/admin/session'),
  inquiries: () => read<Inquiry[]>(['/api/inquiries']),
  subscribers: () => read<AdminSubscriber[]>(['/api/newsletter/subscribers']),
  downloads: () => read<ResourceDownloadCount[]>(['/api/admin/resource-downloads']),
  setStatus: async (id: string, status: InquiryStatus) =>
    (await (await apiRequest('PATCH', `/api/inquiries/${encodeURIComponent(id)}`, { status })).json()) as Inquiry,
  deleteInquiry: (id: string) => apiRequest('DELETE', `/api/inquiries/${encodeURIComponent(id)}`),
  deleteSubscriber: (id: string) => apiRequest('DELETE', `/api/newsletter/subscribers/${encodeURIComponent(id)}`),
};

/** A 401 on any admin call means the session ended (expired, or logged out elsewhere). */
export const isSessionLost = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own message when it sent one, else a plain fallback. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
