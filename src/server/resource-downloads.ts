import resources from '../content/resources.json';
import type { ResourceDownloadCount } from '../lib/schemas/admin';
import { store } from './blobs';

/**
 * Resource download counts from the analytics events. Each event is its own record in the
 * `events` store under `<resourceName>/<uuidv7>` (written by POST /api/analytics/resource-access),
 * so counting is listing keys per prefix: no shared counter to lose increments under load.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekly plan sheet is a resource page too, though it is not one of the cards on /resources. */
const EXTRA_RESOURCES = [{ resourceName: 'weekly-plan', title: 'Weekly Plan' }];

export const TRACKED_RESOURCES: readonly { resourceName: string; title: string }[] = [
  ...resources.map(({ resourceName, title }) => ({ resourceName, title })),
  ...EXTRA_RESOURCES.filter((extra) => !resources.some((resource) => resource.resourceName === extra.resourceName)),
];

/** UUIDv7 ids start with their creation time in milliseconds. */
function eventTime(key: string): number {
  const id = key.slice(key.lastIndexOf('/') + 1).replace(/-/g, '');
  return /^[0-9a-f]{12}/.test(id) ? parseInt(id.slice(0, 12), 16) : Number.NaN;
}

export async function countResourceDownloads(now = Date.now()): Promise<ResourceDownloadCount[]> {
  const events = store('events');
  const since = now - 30 * DAY_MS;
  return Promise.all(
    TRACKED_RESOURCES.map(async ({ resourceName, title }) => {
      const { blobs } = await events.list({ prefix: `${resourceName}/` });
      return {
        resourceName,
        title,
        total: blobs.length,
        last30Days: blobs.filter(({ key }) => eventTime(key) >= since).length,
      };
    }),
  );
}
