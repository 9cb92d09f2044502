import * as z from 'zod/mini';
import { CHECK_IDS } from '../practice/checks';
import { PRACTICE_DIFFICULTIES, PRACTICE_PERSONAS } from './chat';
import { strictPayload } from './common';
import { cleanText, optionalCleanText } from './text';

/**
 * Manager links without accounts, shared by the practice islands and /api/practice-links: an
 * assignment (persona, difficulty, the rep's name, an optional due date) and a read-only scorecard
 * (the transcript only if the rep chose to share it). Both travel inside a signed, expiring token.
 */
export const LINK_DAYS_DEFAULT = 14;
export const LINK_DAYS_MAX = 60;
export const SHARED_TRANSCRIPT_MAX_TURNS = 40;

export const LINK_MESSAGES = {
  tampered: 'This link has been changed or is incomplete, so it cannot be trusted. Ask for a new link.',
  expired: 'This link has expired. Ask for a new one.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const assignmentSchema = /* @__PURE__ */ (() =>
  strictPayload({
    persona: z.enum(PRACTICE_PERSONAS, { error: 'Choose a practice partner' }),
    difficulty: z.enum(PRACTICE_DIFFICULTIES, { error: 'Choose easy, medium or hard' }),
    repName: cleanText({ label: 'Rep name', min: 1, max: 60, required: "Please enter the rep's name" }),
    due: z.optional(z.string().check(z.regex(ISO_DAY, 'Due date must be a date (YYYY-MM-DD)'))),
    note: optionalCleanText({ label: 'Note', max: 200 }),
  }))();
export type Assignment = z.output<typeof assignmentSchema>;

const checkResultSchema = /* @__PURE__ */ (() =>
  strictPayload({
    id: z.enum(CHECK_IDS),
    pass: z.boolean(),
    evidence: z.optional(z.string().check(z.maxLength(300))),
    wouldPass: z.string().check(z.maxLength(400)),
  }))();

export const sharedScorecardSchema = /* @__PURE__ */ (() =>
  strictPayload({
    persona: z.enum(PRACTICE_PERSONAS, { error: 'Unknown practice persona' }),
    difficulty: z.enum(PRACTICE_DIFFICULTIES),
    repName: optionalCleanText({ label: 'Rep name', max: 60 }),
    due: z.optional(z.string().check(z.regex(ISO_DAY, 'Due date must be a date (YYYY-MM-DD)'))),
    score: z.int().check(z.minimum(0), z.maximum(100)),
    passed: z.boolean(),
    completedAt: z.string().check(z.maxLength(40)),
    checks: z.array(checkResultSchema).check(z.length(CHECK_IDS.length, 'A scorecard has every check')),
    transcript: z.optional(
      z
        .array(strictPayload({ role: z.enum(['rep', 'persona']), text: z.string().check(z.maxLength(800)) }))
        .check(z.maxLength(SHARED_TRANSCRIPT_MAX_TURNS, `Share at most ${SHARED_TRANSCRIPT_MAX_TURNS} turns`)),
    ),
  }))();
export type SharedScorecard = z.output<typeof sharedScorecardSchema>;

export const createLinkSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('kind', [
    strictPayload({
      kind: z.literal('assignment'),
      assignment: assignmentSchema,
      days: z.optional(z.int().check(z.minimum(1), z.maximum(LINK_DAYS_MAX))),
    }),
    strictPayload({
      kind: z.literal('scorecard'),
      scorecard: sharedScorecardSchema,
      days: z.optional(z.int().check(z.minimum(1), z.maximum(LINK_DAYS_MAX))),
    }),
  ]))();
export type CreateLinkRequest = z.input<typeof createLinkSchema>;

export const openLinkSchema = /* @__PURE__ */ (() =>
  strictPayload({
    token: z
      .string({ error: 'A link token is required' })
      .check(z.minLength(10, LINK_MESSAGES.tampered), z.maxLength(24_000, LINK_MESSAGES.tampered)),
  }))();

export type OpenedLink =
  { kind: 'assignment'; assignment: Assignment; expiresAt: string } | { kind: 'scorecard'; scorecard: SharedScorecard; expiresAt: string };

/** POST /api/practice-score: the session to score (the rep's and the persona's turns). */
export const practiceScoreRequestSchema = /* @__PURE__ */ (() =>
  strictPayload({
    persona: z.enum(PRACTICE_PERSONAS, { error: 'Unknown practice persona' }),
    difficulty: z.enum(PRACTICE_DIFFICULTIES, { error: 'Choose easy, medium or hard' }),
    transcript: z
      .array(strictPayload({ role: z.enum(['rep', 'persona']), text: z.string().check(z.maxLength(2000)) }))
      .check(z.minLength(1, 'There is nothing to score yet'), z.maxLength(60, 'Score at most 60 turns')),
  }))();
