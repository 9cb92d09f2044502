import type { AnalyticsDay, AnalyticsEventInput, AnalyticsEventType } from '../../lib/schemas/analytics-events';
import { BLOB_READ_CONCURRENCY, getJsonRecord, mapLimited, store } from '../blobs';
import { uuidv7 } from '../ids';
import { daySalt, deleteOldSalts, visitHash } from './salt';

/**
 * First-party analytics in the `analytics` store. Each event is a record of its own
 * (`raw/<UTC day>/<uuidv7>`), so any number of beacons arriving at once are all kept; a night's
 * rollup turns each finished day into one `rollup/<day>` record, and raw events are deleted 30
 * days after their day. Nothing identifies a person: no cookie, no IP address, no user agent,
 * only the page, what happened, and the visit's id hashed with the day's salt.
 */
export const RAW_RETENTION_DAYS = 30;

interface RawEvent {
  type: AnalyticsEventType;
  path: string;
  visit: string;
  name?: string;
  tools?: string[];
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

export async function recordAnalyticsEvent(input: AnalyticsEventInput, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const event: RawEvent = {
    type: input.type,
    path: input.path,
    visit: visitHash(await daySalt(day), input.visitId),
    ...(input.type === 'tool' && input.name ? { name: input.name } : {}),
    ...(input.type === 'inquiry' && input.tools?.length ? { tools: [...new Set(input.tools)] } : {}),
  };
  await store('analytics').setJSON(`raw/${day}/${uuidv7(now.getTime())}`, event, { onlyIfNew: true });
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** One day's counts from its raw events. */
export async function summariseDay(day: string): Promise<AnalyticsDay> {
  const { blobs } = await store('analytics').list({ prefix: `raw/${day}/` });
  const events = await mapLimited(blobs, BLOB_READ_CONCURRENCY, ({ key }) => getJsonRecord<RawEvent>('analytics', key));
  const totals: AnalyticsDay = { day, visits: 0, views: {}, tools: {}, signups: 0, inquiries: 0, inquiriesAfterTool: {} };
  const visits = new Set<string>();
  for (const event of events) {
    if (!event) continue;
    visits.add(event.visit);
    if (event.type === 'view') bump(totals.views, event.path);
    else if (event.type === 'tool' && event.name) bump(totals.tools, event.name);
    else if (event.type === 'signup') totals.signups += 1;
    else if (event.type === 'inquiry') {
      totals.inquiries += 1;
      for (const tool of event.tools ?? []) bump(totals.inquiriesAfterTool, tool);
    }
  }
  totals.visits = visits.size;
  return totals;
}

/**
 * The nightly job: every finished day with raw events and no rollup gets one; raw events older
 * than 30 days and the salts of finished days are deleted.
 */
export async function rollUpAnalytics(now = new Date()): Promise<{ rolledUp: string[]; deleted: number }> {
  const analytics = store('analytics');
  const today = utcDay(now);
  const { blobs: raw } = await analytics.list({ prefix: 'raw/' });
  const days = [...new Set(raw.map(({ key }) => key.split('/')[1]!))].filter((day) => day < today).sort();
  const rolledUp: string[] = [];
  for (const day of days) {
    if ((await analytics.getMetadata(`rollup/${day}`)) !== null) continue;
    await analytics.setJSON(`rollup/${day}`, await summariseDay(day));
    rolledUp.push(day);
  }
  const oldest = addDays(today, -RAW_RETENTION_DAYS);
  const expired = raw.filter(({ key }) => key.split('/')[1]! < oldest);
  await mapLimited(expired, BLOB_READ_CONCURRENCY, ({ key }) => analytics.delete(key));
  await deleteOldSalts(today);
  return { rolledUp, deleted: expired.length };
}

/** The last `days` days (today included), oldest first: rollups for finished days, today live. */
export async function analyticsSeries(days: number, now = new Date()): Promise<AnalyticsDay[]> {
  const today = utcDay(now);
  const wanted = Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
  return mapLimited(wanted, BLOB_READ_CONCURRENCY, async (day) => {
    if (day === today) return summariseDay(day);
    return (await getJsonRecord<AnalyticsDay>('analytics', `rollup/${day}`)) ?? (await summariseDay(day));
  });
}
