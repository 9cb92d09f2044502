import { getDeployStore, getStore, type Store } from '@netlify/blobs';

/** The site's Blobs stores (docs/architecture.md §4). One record per key, never a shared array. */
export type StoreName =
  | 'analytics'
  | 'inquiries'
  | 'lead-follow-up'
  | 'subscribers'
  | 'subscriber-tokens'
  | 'events'
  | 'admin'
  | 'ratelimits'
  | 'usage'
  | 'lead-alerts'
  | 'newsletter';

/**
 * Strong consistency: a lead written by one request must be visible to the admin's next read.
 * The environment (Netlify, the local server, or a test's setEnvironmentContext) says where.
 */
export function store(name: StoreName): Store {
  const scope = deployScope();
  return scope ? getDeployStore({ name, ...scope, consistency: 'strong' }) : getStore({ name, consistency: 'strong' });
}

/**
 * Outside production (deploy previews, branch deploys), every store is scoped to the deploy:
 * a preview build never reads the real leads and subscribers, and its test submissions never
 * land among them. Netlify sets CONTEXT ('production', 'deploy-preview', 'branch-deploy') and
 * DEPLOY_ID; without CONTEXT (the local server, tests) the site-wide stores are used, as in
 * production. A non-production context without DEPLOY_ID still gets a deploy store (the Blobs
 * environment names the deploy), and fails rather than fall back to production's data.
 */
export function deployScope(env: Record<string, string | undefined> = process.env): { deployID?: string } | null {
  const context = env.CONTEXT;
  if (!context || context === 'production' || context === 'dev') return null;
  return env.DEPLOY_ID ? { deployID: env.DEPLOY_ID } : {};
}

/**
 * Maps over many keys with at most `limit` Blobs requests in flight. A lead desk with thousands
 * of records must not open thousands of connections at once (the store, or the function's
 * sockets, give out, and the owner would get an error instead of the list).
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** How many Blobs reads a list endpoint runs at once. */
export const BLOB_READ_CONCURRENCY = 16;

/**
 * Reads a JSON record, or null when it is missing or unreadable (an interrupted write can leave
 * an empty blob). One damaged record must never hide every other lead from the owner, so list
 * endpoints skip it and log its key (keys hold no personal data).
 */
export async function getJsonRecord<T>(storeName: StoreName, key: string): Promise<T | null> {
  const text = await store(storeName).get(key, { type: 'text' });
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    console.warn(`Skipping unreadable record ${storeName}/${key}`);
    return null;
  }
}
