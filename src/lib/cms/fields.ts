import type { Field } from '@sveltia/cms';

/**
 * Small builders for the content manager's fields, so every field of every collection is written
 * the same way: a friendly label, help text under it, and the rules of the build's zod schema
 * (required or not, lengths, choices, patterns). tests/unit/cms-config.test.ts holds each
 * collection's fields to its schema, field by field.
 */
interface Common {
  hint?: string;
  /** Optional in the schema (`.optional()` or a default): the owner may leave it empty. */
  optional?: boolean;
}

const common = ({ hint, optional }: Common) => ({ ...(hint ? { hint } : {}), ...(optional ? { required: false } : {}) });

/** One line of text. */
export const line = (name: string, label: string, options: Common & { max?: number; pattern?: [string, string] } = {}): Field => ({
  name,
  label,
  widget: 'string',
  ...common(options),
  ...(options.max ? { maxlength: options.max } : {}),
  ...(options.pattern ? { pattern: options.pattern } : {}),
});

/** A paragraph (plain text, several lines allowed). */
export const paragraph = (name: string, label: string, options: Common & { max?: number; pattern?: [string, string] } = {}): Field => ({
  name,
  label,
  widget: 'text',
  ...common(options),
  ...(options.max ? { maxlength: options.max } : {}),
  ...(options.pattern ? { pattern: options.pattern } : {}),
});

/** An entry's id: its web address or key. Shown, but changing it breaks links, so the help says so. */
export const idField = (
  hint = 'Short lower-case words joined by hyphens, e.g. "virtual-coaching-30". Must be unique. Avoid changing it once published: links use it.',
) => line('id', 'ID', { hint, pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Use lower-case letters, digits and hyphens only'] });

/** A whole number that sets display order. */
export const order = (): Field => ({
  name: 'order',
  label: 'Display order',
  widget: 'number',
  value_type: 'int',
  hint: 'A whole number: 1 shows first.',
});

/** One of a fixed set of values (a zod enum). */
export const choice = (name: string, label: string, options: readonly { value: string; label: string }[], extra: Common = {}): Field => ({
  name,
  label,
  widget: 'select',
  options: options.map((option) => ({ ...option })),
  ...common(extra),
});

/** A list of short texts (a zod array of strings). */
export const textList = (name: string, label: string, itemLabel: string, options: Common & { min?: number } = {}): Field => ({
  name,
  label,
  label_singular: itemLabel,
  widget: 'list',
  field: { name: 'item', label: itemLabel, widget: 'text' },
  ...common(options),
  ...(options.min ? { min: options.min } : {}),
});

/** A list of objects (a zod array of objects). */
export const objectList = (
  name: string,
  label: string,
  itemLabel: string,
  fields: Field[],
  options: Common & { min?: number; summary?: string } = {},
): Field => ({
  name,
  label,
  label_singular: itemLabel,
  widget: 'list',
  fields,
  ...common(options),
  ...(options.min ? { min: options.min } : {}),
  ...(options.summary ? { summary: options.summary } : {}),
});

/** A group of fields (a zod object). */
export const group = (name: string, label: string, fields: Field[], extra: Common = {}): Field => ({
  name,
  label,
  widget: 'object',
  fields,
  ...common(extra),
});

/** A calendar day stored as YYYY-MM-DD (no time, no time zone), with a date picker. */
export const day = (name: string, label: string, extra: Common = {}): Field => ({
  name,
  label,
  widget: 'datetime',
  type: 'date',
  format: 'YYYY-MM-DD',
  ...common(extra),
});
