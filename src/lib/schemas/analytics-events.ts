import * as z from 'zod/mini';
import { strictPayload } from './common';

/**
 * POST /api/analytics/events: what the page beacon (src/components/AnalyticsBeacon.astro) sends.
 * No personal data: a page path, what happened, and a random id the tab made for this visit
 * (kept in sessionStorage, never a cookie), which the server replaces by a salted hash at once.
 */
export const ANALYTICS_EVENT_TYPES = ['view', 'tool', 'signup', 'inquiry'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** A site path such as /tools/playbooks (no query, no fragment: those can carry what a visitor typed). */
const PATH = /^\/[a-z0-9\-/.]{0,150}$/;
const NAME = /^[a-z0-9-]{1,40}$/;
const VISIT_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const analyticsEventSchema = /* @__PURE__ */ (() =>
  strictPayload({
    type: z.enum(ANALYTICS_EVENT_TYPES, { error: `type must be one of: ${ANALYTICS_EVENT_TYPES.join(', ')}` }),
    path: z.string({ error: 'path must be a site path' }).check(z.regex(PATH, 'path must be a site path')),
    visitId: z.string({ error: 'visitId must be a random id' }).check(z.regex(VISIT_ID, 'visitId must be a random id')),
    /** The Field Kit tool, for `tool` events. */
    name: z.optional(z.string().check(z.regex(NAME, 'name must be a tool name'))),
    /** For `inquiry` events: the tools used earlier in this visit. */
    tools: z.optional(z.array(z.string().check(z.regex(NAME, 'tools must be tool names'))).check(z.maxLength(20, 'At most 20 tools'))),
  }))();

export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;

/** One day's counts, as the nightly rollup keeps them (and as today's are computed live). */
export interface AnalyticsDay {
  day: string;
  /** Distinct visits (salted visit hashes) that day. */
  visits: number;
  views: Record<string, number>;
  tools: Record<string, number>;
  signups: number;
  inquiries: number;
  /** For each tool, how many of the day's inquiries came after it in the same visit. */
  inquiriesAfterTool: Record<string, number>;
}
