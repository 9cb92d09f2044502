import type { Engine, Source, TemplateType } from '../coach/types';

/**
 * The AI Field Kit's rules and messages (spec §5, §9) and response shapes (spec §7), free of zod
 * so the tool islands can import them cheaply. The zod schemas in ./ai enforce the same rules on
 * the server.
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

/** Request bodies as the islands send them (spec §7); ./ai checks they match the schemas. */
export interface PlaybookRequest {
  scenario: string;
  desiredOutcomes?: string;
}
export interface ObjectionRequest {
  objection: string;
}
export interface ResearchRequest {
  query: string;
}
export interface EmailTemplateRequest {
  templateType: TemplateType;
  recipientName?: string;
  context: string;
  customization?: string;
}

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
  /** Google's search suggestions for a grounded answer (HTML, rendered sandboxed). */
  searchEntryPoint?: string;
}
export interface EmailTemplateResponse extends CoachMeta {
  template: string;
}
