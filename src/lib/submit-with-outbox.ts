import { apiRequest } from './api';
import { enqueue, isNetworkFailure, requestBackgroundSync, type OutboxKind } from './outbox';
import { uuidv7 } from './uuidv7';

/**
 * Posts a public form; when there is no connection, keeps it in the outbox instead of failing,
 * so nothing a visitor submitted is lost. Server errors still throw (the form shows them).
 * Every submission carries a `submissionId` so a retried delivery is stored only once.
 */
export async function submitWithOutbox(kind: OutboxKind, url: string, body: Record<string, unknown>): Promise<'sent' | 'queued'> {
  const payload = { ...body, submissionId: uuidv7() };
  const queue = async () => {
    await enqueue({ id: payload.submissionId, kind, url, body: payload });
    void requestBackgroundSync();
    return 'queued' as const;
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    await apiRequest('POST', url, payload);
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    throw error;
  }
}
