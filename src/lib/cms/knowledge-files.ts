/**
 * The coach's knowledge files (src/content/knowledge/<name>.json) as the content manager lists
 * them. tests/unit/cms-config.test.ts checks this list against the folder, so a new file cannot
 * be left out of the CMS.
 */
export const KNOWLEDGE_FILES = [
  { name: 'medicare-core', label: 'Medicare hospice benefit: the rules', kind: 'passages' },
  { name: 'medicare-benefit', label: 'Medicare hospice benefit: questions reps ask', kind: 'passages' },
  { name: 'medicare-rules-more', label: 'Medicare hospice benefit: certification, notices and more', kind: 'passages' },
  { name: 'eligibility', label: 'Eligibility', kind: 'passages' },
  { name: 'eligibility-lcd', label: 'Eligibility by diagnosis (LCD)', kind: 'passages' },
  { name: 'quality', label: 'Quality data', kind: 'passages' },
  { name: 'field', label: 'Field work and care settings', kind: 'passages' },
  { name: 'metrics', label: 'Metrics', kind: 'passages' },
  { name: 'leadership', label: 'Sales leadership', kind: 'passages' },
  { name: 'plans-more', label: 'Plans: more leadership and account situations', kind: 'passages' },
  { name: 'objections-field', label: 'Objections: coaching', kind: 'passages' },
  { name: 'objections-more', label: 'Objections: physicians and more', kind: 'passages' },
  { name: 'email-more', label: 'Emails and objections: more rules', kind: 'passages' },
  { name: 'objection-cards', label: 'Objection cards beyond the eight', kind: 'objection-cards' },
] as const;
