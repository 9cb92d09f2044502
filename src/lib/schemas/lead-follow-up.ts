import * as z from 'zod/mini';
import { strictPayload } from './common';
import type { Inquiry } from './inquiry';
import { cleanText } from './text';

/**
 * The owner's follow-up on a lead: dated notes and the next-contact date. One schema per payload,
 * shared by the lead desk (which checks before sending) and the functions (which check again), so
 * the two can never disagree about a rule or a message.
 */
export const LEAD_NOTE_MAX_LENGTH = 2000;

export const FOLLOW_UP_MESSAGES = {
  noteRequired: 'Please write the note first.',
  dateInvalid: 'Next contact must be a real date (YYYY-MM-DD), or empty to clear it.',
  leadNotFound: 'Inquiry not found. It may have been deleted.',
} as const;

/** A calendar day as a date field gives it (`2026-12-01`), not a moment: follow-ups are due on a day. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a day that exists (no 2026-02-30) in a sane range of years. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** POST /api/inquiries/:id/notes */
export const leadNoteInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    text: cleanText({ label: 'Note', min: 1, max: LEAD_NOTE_MAX_LENGTH, required: FOLLOW_UP_MESSAGES.noteRequired, multiLine: true }),
  }))();

/** PUT /api/inquiries/:id/follow-up: a day, or '' (what an emptied date field gives) to clear it. */
export const nextContactInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    nextContactOn: z
      .string({ error: FOLLOW_UP_MESSAGES.dateInvalid })
      .check(z.refine((value) => value === '' || isCalendarDay(value), FOLLOW_UP_MESSAGES.dateInvalid)),
  }))();

/** One note as stored and as the desk reads it. */
export interface LeadNote {
  id: string;
  text: string;
  /** When the owner wrote it (ISO); the note's date on the desk and in the export. */
  createdAt: string;
}

/** A lead's follow-up as the desk reads it beside the inquiry. */
export interface LeadFollowUp {
  /** Oldest first, as a conversation reads. */
  notes: LeadNote[];
  /** The day the owner means to contact the lead next, or null. */
  nextContactOn: string | null;
}

/** A lead as GET /api/inquiries gives it to the desk: the inquiry with its follow-up. */
export type DeskLead = Inquiry & LeadFollowUp;
