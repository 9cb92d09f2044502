/// <reference lib="webworker" />
/**
 * The service worker (built by @vite-pwa/astro with injectManifest). Reps open the site inside
 * facilities with no signal, so every static page, the five sheets and all hashed assets are
 * precached; pages are still fetched network-first so a deploy is seen at once when online.
 * Territory files are cached as they are fetched (see below).
 * Never cached: /api/* (leads and AI answers must be live), /admin, /unsubscribe, the hero video.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_TAG, flushOutbox } from './lib/outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

/** How long a page request may hang on a weak signal before the cached copy is shown. */
const NETWORK_TIMEOUT_MS = 4000;
const NEVER_CACHED = [/^\/api\//, /^\/admin(\/|$)/, /^\/unsubscribe(\/|$)/];

/** Pages are precached under their clean URLs (/, /about), the way @vite-pwa/astro lists them. */
function precachedPage(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/(.)\/+$/, '$1') || '/';
}

async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

// Registered before precacheAndRoute so page navigations are network-first, not cache-first.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !NEVER_CACHED.some((re) => re.test(url.pathname)),
  async ({ request, url }) => {
    try {
      return await fetchWithTimeout(request);
    } catch {
      return (await matchPrecache(precachedPage(url.pathname))) ?? (await matchPrecache('/offline')) ?? Response.error();
    }
  },
);

// Territory data (research page): a state's CMS file is fetched only once the rep picks the state,
// so it is not precached; each copy fetched is kept, and served when there is no signal.
const TERRITORY_CACHE = 'territory-data';
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && /^\/territory\/[A-Za-z]+\.json$/.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(TERRITORY_CACHE);
    try {
      const response = await fetchWithTimeout(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch {
      return (await cache.match(request)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: true });
cleanupOutdatedCaches();

// The page asks a waiting worker to take over when the visitor chooses "Reload".
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: deliver form submissions saved while offline, even if the page was closed,
// then tell any open page so it can say so.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox().then(async (result) => {
      if (result.remaining > 0) throw new Error('Still offline: the browser will retry the sync');
      if (!result.delivered.length) return;
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: 'outbox-delivered', kinds: result.delivered.map((item) => item.kind) });
      }
    }),
  );
});
