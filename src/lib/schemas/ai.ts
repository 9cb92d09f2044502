import * as z from 'zod/mini';
import { strictPayload } from './common';
import { COACH_LIMITS } from '../../coach/guard/limits';
import type { Engine, Source, TemplateType, UnderstandingSummary } from '../../coach/types';
import { cleanText, optionalCleanText } from './text';
import { PROMPT_ROWS } from '../../territory/prompt-rows';

/**
 * The AI Field Kit's payloads (docs/product-spec.md §3, §5, §7, §9): one schema per endpoint, used by the tool
 * islands and the functions alike, with the rules, messages and response shapes. Strict: unknown
 * fields are rejected. Free text is cleaned (./text): NFC, no control or bidirectional characters.
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

/** docs/product-spec.md §9: the three template types, follow-up first (the default). */
export const TEMPLATE_TYPES: readonly { value: TemplateType; label: string }[] = [
  { value: 'follow_up', label: 'Follow-Up Email' },
  { value: 'thank_you', label: 'Thank You Email' },
  { value: 'value_add', label: 'Value-Add Email' },
];
export const DEFAULT_TEMPLATE_TYPE: TemplateType = 'follow_up';

const required = (field: keyof typeof AI_MIN_LENGTHS, label: string, message: string, max: number) =>
  cleanText({ label, min: AI_MIN_LENGTHS[field], max, required: message, multiLine: true });
const optional = (label: string, max: number) => optionalCleanText({ label, max, multiLine: true });

/** What a rep can say the request really was, in one tap, when the coach misread it. */
export const CORRECTABLE_ASKS = ['fact', 'objection', 'account-plan', 'leadership', 'metric'] as const;
const askAs = () => z.optional(z.enum(CORRECTABLE_ASKS, { error: 'Unknown kind of request' }));

export const playbookInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    scenario: required('scenario', 'Scenario', AI_MESSAGES.scenario, COACH_LIMITS.scenario),
    desiredOutcomes: optional('Desired outcomes', COACH_LIMITS.desiredOutcomes),
    askAs: askAs(),
  }))();

export const objectionInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    objection: required('objection', 'Objection', AI_MESSAGES.objection, COACH_LIMITS.objection),
    askAs: askAs(),
  }))();

export const researchInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    query: required('query', 'Query', AI_MESSAGES.query, COACH_LIMITS.query),
    askAs: askAs(),
    // The CMS rows the research page answered from, so the coach answers from the same rows.
    territoryRows: z.optional(
      z
        .array(cleanText({ label: 'Territory row', max: PROMPT_ROWS.length }), { error: 'territoryRows must be a list of text rows' })
        .check(z.maxLength(PROMPT_ROWS.max, `Send at most ${PROMPT_ROWS.max} territory rows`)),
    ),
  }))();

export const emailTemplateInputSchema = /* @__PURE__ */ (() =>
  strictPayload({
    templateType: z._default(z.enum(['follow_up', 'thank_you', 'value_add'], { error: AI_MESSAGES.templateType }), DEFAULT_TEMPLATE_TYPE),
    recipientName: optionalCleanText({ label: 'Recipient name', max: COACH_LIMITS.recipientName }),
    context: required('context', 'Context', AI_MESSAGES.context, COACH_LIMITS.context),
    customization: optional('Customization', COACH_LIMITS.customization),
  }))();

/** Request bodies as the islands send them (docs/product-spec.md §7), derived from the schemas. */
export type PlaybookRequest = z.input<typeof playbookInputSchema>;
export type EmailTemplateRequest = z.input<typeof emailTemplateInputSchema>;
export type ResearchRequest = z.input<typeof researchInputSchema>;

/** Every AI response says which engine answered and carries notices for the visitor. */
export interface CoachMeta {
  engine: Engine;
  notices: string[];
  /** What the coach understood the request to ask (one line), and whether it answered, asked or deferred. */
  understanding?: UnderstandingSummary;
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
  /** Google's search suggestions for a grounded answer (HTML, rendered sandboxed). */
  searchEntryPoint?: string;
}
export interface EmailTemplateResponse extends CoachMeta {
  template: string;
}
