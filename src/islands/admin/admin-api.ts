import { ApiError, apiRequest, getJson, postJson } from '../../lib/api';
import type { ToastInput } from '../../stores/toasts';
import { ADMIN_TOASTS, SERVER_UNREACHABLE } from './messages';
import type { AdminSessionInfo, AdminSubscriber, ResourceDownloadCount } from '../../lib/schemas/admin';
import type { AnalyticsDay } from '../../lib/schemas/analytics-events';
import type { Inquiry, InquiryStatus } from '../../lib/schemas/inquiry';
import type { DeskLead, LeadNote } from '../../lib/schemas/lead-follow-up';
import type { NewsletterActionResult, NewsletterDeskStatus } from '../../lib/schemas/newsletter-admin';

/** The admin desk's calls. Every read throws on 401 (the session check on load is AdminLogin.astro's). */
async function read<T>(queryKey: readonly string[]): Promise<T> {
  return (await getJson<T>(queryKey)) as T;
}

export const adminApi = {
  logIn: (password: string) => postJson<AdminSessionInfo>('/api/admin/session', { password }),
  logOut: () => apiRequest('DELETE', '/api/admin/session'),
  inquiries: () => read<DeskLead[]>(['/api/inquiries']),
  subscribers: () => read<AdminSubscriber[]>(['/api/newsletter/subscribers']),
  pendingSubscribers: () => read<AdminSubscriber[]>(['/api/newsletter/pending']),
  newsletter: () => read<NewsletterDeskStatus>(['/api/admin/newsletter']),
  sendNewsletterTest: async () => (await (await apiRequest('POST', '/api/admin/newsletter/test')).json()) as NewsletterActionResult,
  sendNewsletterNow: async () => (await (await apiRequest('POST', '/api/admin/newsletter/send')).json()) as NewsletterActionResult,
  downloads: () => read<ResourceDownloadCount[]>(['/api/admin/resource-downloads']),
  analytics: (days: 30 | 90) => read<{ days: AnalyticsDay[] }>([`/api/admin/analytics?days=${days}`]),
  setStatus: async (id: string, status: InquiryStatus) =>
    (await (await apiRequest('PATCH', `/api/inquiries/${encodeURIComponent(id)}`, { status })).json()) as Inquiry,
  setNextContact: async (id: string, nextContactOn: string) =>
    (await (await apiRequest('PUT', `/api/inquiries/${encodeURIComponent(id)}/follow-up`, { nextContactOn })).json()) as {
      nextContactOn: string | null;
    },
  addNote: (id: string, text: string) => postJson<LeadNote>(`/api/inquiries/${encodeURIComponent(id)}/notes`, { text }),
  deleteInquiry: (id: string) => apiRequest('DELETE', `/api/inquiries/${encodeURIComponent(id)}`),
  deleteSubscriber: (id: string) => apiRequest('DELETE', `/api/newsletter/subscribers/${encodeURIComponent(id)}`),
};

/** A 401 on any admin call means the session ended (expired, or logged out elsewhere). */
export const isSessionLost = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own message when it sent one, else a plain fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

/** The toast for a failed login: wrong passphrase, too many attempts, or no server. */
export function loginFailureToast(error: unknown): ToastInput {
  if (error instanceof ApiError && error.status === 401) return ADMIN_TOASTS.accessDenied;
  if (error instanceof ApiError && error.status === 429) {
    const minutes = Math.ceil(retryAfterSeconds(error) / 60);
    return {
      title: 'Too many attempts',
      description: `${error.serverMessage ?? 'Please wait before trying again.'}${minutes > 0 ? ` Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : ''}`,
      variant: 'destructive',
    };
  }
  return { title: 'Login unavailable', description: errorMessage(error, SERVER_UNREACHABLE), variant: 'destructive' };
}

function retryAfterSeconds(error: ApiError): number {
  try {
    const body = JSON.parse(error.body) as { retryAfterSeconds?: unknown };
    return typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 0;
  } catch {
    return 0;
  }
}
