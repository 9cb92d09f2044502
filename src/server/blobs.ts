import { getStore, type Store } from '@netlify/blobs';

/** The site's Blobs stores (DESIGN §4). One record per key, never a shared array. */
export type StoreName = 'inquiries' | 'subscribers' | 'subscriber-tokens' | 'events' | 'admin' | 'ratelimits' | 'usage';

/**
 * Strong consistency: a lead written by one request must be visible to the admin's next read.
 * The environment (Netlify, the local server, or a test's setEnvironmentContext) says where.
 */
export function store(name: StoreName): Store {
  return getStore({ name, consistency: 'strong' });
}
