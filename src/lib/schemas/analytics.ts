import * as z from 'zod/mini';
import { strictPayload } from './common';
import resources from '../../content/resources.json';

/**
 * POST /api/analytics/resource-access (docs/product-spec.md §3, §7): which printable sheet was opened, and when.
 * The known names come from the same content file the Resources page renders, plus the weekly
 * plan (linked from the email capture, not from a card), so a new card is tracked with no code change.
 */
export const WEEKLY_PLAN_RESOURCE = 'weekly-plan';

export const RESOURCE_NAMES: readonly [string, ...string[]] = [WEEKLY_PLAN_RESOURCE, ...resources.map((resource) => resource.resourceName)];

/** A click's timestamp may lag (queued beacon, offline phone) but never by a day; clocks drift a little ahead. */
export const TIMESTAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const TIMESTAMP_MAX_AHEAD_MS = 5 * 60 * 1000;

export const UNKNOWN_RESOURCE_MESSAGE = 'Unknown resource';
export const TIMESTAMP_MESSAGE = 'Timestamp must be the time of the click in milliseconds';

export const resourceAccessSchema = /* @__PURE__ */ (() =>
  strictPayload({
    resourceName: z.enum(RESOURCE_NAMES, { error: UNKNOWN_RESOURCE_MESSAGE }),
    timestamp: z.int({ error: TIMESTAMP_MESSAGE }).check(
      // Read the clock at validation time, not at module load: functions stay warm for hours.
      z.refine((ms) => {
        const now = Date.now();
        return ms >= now - TIMESTAMP_MAX_AGE_MS && ms <= now + TIMESTAMP_MAX_AHEAD_MS;
      }, TIMESTAMP_MESSAGE),
    ),
  }))();

/** One stored event (one Blobs key each): `${resourceName}/${uuidv7}`. */
export interface ResourceAccessEvent {
  resourceName: string;
  timestamp: number;
  receivedAt: string;
}
