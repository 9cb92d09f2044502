import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { OUTBOX_FLAG_KEY } from './site-constants.mjs';

/**
 * Form submissions made without a connection (inquiries, newsletter sign-ups) wait here, in
 * IndexedDB, until they can be delivered: by the service worker's Background Sync where the
 * browser supports it, else when the page sees the connection return or on the next page load.
 * IndexedDB rather than local storage because the service worker must be able to read it.
 */
export type OutboxKind = 'inquiry' | 'newsletter';

export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  url: string;
  body: Record<string, unknown>;
  createdAt: number;
}

export const OUTBOX_SYNC_TAG = 'spartan-outbox';
// A cheap flag pages can read synchronously (OfflineSupport.astro's inline script) to know a flush is due.
export { OUTBOX_FLAG_KEY };

let idbStore: UseStore | undefined;
const outboxStore = () => (idbStore ??= createStore('spartan-outbox', 'requests'));

function setFlag(pending: boolean) {
  if (typeof localStorage === 'undefined') return;
  try {
    if (pending) localStorage.setItem(OUTBOX_FLAG_KEY, '1');
    else localStorage.removeItem(OUTBOX_FLAG_KEY);
  } catch (error) {
    console.warn('Could not update the outbox flag', error);
  }
}

export async function enqueue(item: Omit<OutboxItem, 'createdAt'>): Promise<void> {
  await set(item.id, { ...item, createdAt: Date.now() } satisfies OutboxItem, outboxStore());
  setFlag(true);
}

export async function pendingItems(): Promise<OutboxItem[]> {
  const all = await entries<string, OutboxItem>(outboxStore());
  return all.map(([, item]) => item).sort((a, b) => a.createdAt - b.createdAt);
}

export interface FlushResult {
  delivered: OutboxItem[];
  /** Refused by the server as invalid (4xx): dropped, so one bad item cannot block the rest. */
  rejected: OutboxItem[];
  remaining: number;
}

/** Sends what is waiting, oldest first; stops at the first network failure (still offline). */
export async function flushOutbox(): Promise<FlushResult> {
  const result: FlushResult = { delivered: [], rejected: [], remaining: 0 };
  const items = await pendingItems();
  for (const [index, item] of items.entries()) {
    let response: Response;
    try {
      response = await fetch(item.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(item.body),
        credentials: 'include',
      });
    } catch {
      result.remaining = items.length - index;
      break;
    }
    if (response.ok) result.delivered.push(item);
    else if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
      result.rejected.push(item);
    else {
      result.remaining = items.length - index;
      break;
    }
    await del(item.id, outboxStore());
  }
  setFlag(result.remaining > 0);
  return result;
}

export { isNetworkFailure } from './network';

/** Asks the service worker to deliver the outbox when the connection returns (Background Sync). */
export async function requestBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register: (tag: string) => Promise<void> };
    };
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
