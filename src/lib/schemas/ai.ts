import { z } from 'zod';
import { COACH_LIMITS } from '../coach/guards/limits';
import type { Engine, Source, TemplateType } from '../coach/types';

/**
 * Payloads of the AI Field Kit endpoints (spec §3, §5, §7), shared by the tool islands and the
 * functions so both enforce the same rules with the same messages. Strict: unknown fields are
 * rejected.
 */
export const AI_MIN_LENGTHS = { scenario: 10, query: 5, context: 10, objection: 3 } as const;

export const AI_MESSAGES = {
  scenario: 'Scenario must be at least 10 characters',
  query: 'Query must be at least 5 characters',
  contextTitle: 'Context required',
  context: 'Please provide more context (at least 10 characters)',
  objection: 'Please enter the objection (at least 3 characters)',
  templateType: 'Please choose a template type',
} as const;

/** Spec §9: the three template types, follow-up first (the default). */
export const TEMPLATE_TYPES: readonly { value: TemplateType; label: string }[] = [
  { value: 'follow_up', label: 'Follow-Up Email' },
  { value: 'thank_you', label: 'Thank You Email' },
  { value: 'value_add', label: 'Value-Add Email' },
];
export const DEFAULT_TEMPLATE_TYPE: TemplateType = 'follow_up';

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** Optional free text: blank becomes undefined, so "omitted when empty" holds server side too. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, tooLong(field, max))
    .optional()
    .transform((value) => (value ? value : undefined));

export const playbookInputSchema = z
  .object({
    scenario: z
      .string({ error: AI_MESSAGES.scenario })
      .trim()
      .min(AI_MIN_LENGTHS.scenario, AI_MESSAGES.scenario)
      .max(COACH_LIMITS.scenario, tooLong('Scenario', COACH_LIMITS.scenario)),
    desiredOutcomes: optionalText('Desired outcomes', COACH_LIMITS.desiredOutcomes),
  })
  .strict();

export const objectionInputSchema = z
  .object({
    objection: z
      .string({ error: AI_MESSAGES.objection })
      .trim()
      .min(AI_MIN_LENGTHS.objection, AI_MESSAGES.objection)
      .max(COACH_LIMITS.objection, tooLong('Objection', COACH_LIMITS.objection)),
  })
  .strict();

export const researchInputSchema = z
  .object({
    query: z
      .string({ error: AI_MESSAGES.query })
      .trim()
      .min(AI_MIN_LENGTHS.query, AI_MESSAGES.query)
      .max(COACH_LIMITS.query, tooLong('Query', COACH_LIMITS.query)),
  })
  .strict();

export const emailTemplateInputSchema = z
  .object({
    templateType: z.enum(['follow_up', 'thank_you', 'value_add'], { error: AI_MESSAGES.templateType }).default(DEFAULT_TEMPLATE_TYPE),
    recipientName: optionalText('Recipient name', COACH_LIMITS.recipientName),
    context: z
      .string({ error: AI_MESSAGES.context })
      .trim()
      .min(AI_MIN_LENGTHS.context, AI_MESSAGES.context)
      .max(COACH_LIMITS.context, tooLong('Context', COACH_LIMITS.context)),
    customization: optionalText('Customization', COACH_LIMITS.customization),
  })
  .strict();

export type PlaybookInput = z.input<typeof playbookInputSchema>;
export type ObjectionInput = z.input<typeof objectionInputSchema>;
export type ResearchInput = z.input<typeof researchInputSchema>;
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;

/** Every AI response says which engine answered and carries notices for the visitor. */
export interface CoachMeta {
  engine: Engine;
  notices: string[];
}
export interface PlaybookResponse extends CoachMeta {
  playbook: string;
}
export interface ObjectionResponse extends CoachMeta {
  response: string;
}
export interface ResearchResponse extends CoachMeta {
  text: string;
  sources: Source[];
}
export interface EmailTemplateResponse extends CoachMeta {
  template: string;
}
