import { z } from 'zod';
import { COACH_LIMITS } from '../coach/guards/limits';
import { AI_MESSAGES, AI_MIN_LENGTHS, DEFAULT_TEMPLATE_TYPE, type EmailTemplateRequest, type ObjectionRequest, type PlaybookRequest, type ResearchRequest } from './ai-rules';

export * from './ai-rules';

/**
 * Payloads of the AI Field Kit endpoints (spec §3, §5, §7), validated by the functions with the
 * same rules and messages the tool islands check (./ai-rules, which islands import without
 * pulling zod into the browser). Strict: unknown fields are rejected.
 */
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


// Compile-time check that what the islands send is what the schemas accept.
type Accepts<Input, Request extends Input> = Request;
export type _RequestsMatchSchemas = [
  Accepts<PlaybookInput, PlaybookRequest>,
  Accepts<ObjectionInput, ObjectionRequest>,
  Accepts<ResearchInput, ResearchRequest>,
  Accepts<EmailTemplateInput, EmailTemplateRequest>,
];
