import * as z from 'zod/mini';

/**
 * Clean text for every free-text field (names, emails, phones, companies, messages, AI tool
 * input): NFC-normalised (so "é" typed two ways is stored one way), trimmed, and refused with a
 * clear message when it holds characters a person never means to type into a form: control
 * characters (NUL, CR/LF in a one-line field, escape…), bidirectional overrides and isolates
 * (which make "gpj.exe" display as "exe.jpg"), and U+FFFD (text already garbled before it got here).
 * Refused rather than silently stripped: what the visitor sees is what gets stored.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\r\n\t\u2028\u2029\u0085]/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const REPLACEMENT_CHARACTER = /\uFFFD/;

export const textProblem = (value: string, multiLine: boolean): string | null => {
  if (CONTROL_EXCEPT_LINE_BREAKS.test(value) || (!multiLine && LINE_BREAKS.test(value)))
    return 'contains a line break or control character';
  if (BIDI_CONTROLS.test(value)) return 'contains invisible text-direction characters';
  if (REPLACEMENT_CHARACTER.test(value)) return 'contains a garbled character (�)';
  return null;
};

export interface TextOptions {
  /** What the messages call the field ("Name", "Message"). */
  label: string;
  min?: number;
  max: number;
  /** The message for a missing, non-text or too-short value. */
  required?: string;
  multiLine?: boolean;
}

/** A cleaned string field: NFC, trimmed (CRLF made LF in multi-line text), checked as above, then its length. */
export function cleanText({ label, min = 0, max, required, multiLine = false }: TextOptions) {
  const short = required ?? `${label} must be at least ${min} characters`;
  return z.string({ error: required ?? `${label} must be text` }).check(
    z.normalize('NFC'),
    z.overwrite((value) => (multiLine ? value.replace(/\r\n?/g, '\n') : value)),
    z.trim(),
    z.refine((value) => textProblem(value, multiLine) === null, {
      error: (issue) => `${label} ${textProblem(String(issue.input), multiLine) ?? 'is not plain text'}. Please type it again.`,
    }),
    ...(min > 0 ? [z.minLength(min, short)] : []),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** Optional free text: blank becomes undefined, so "omitted when empty" holds server side too. */
export function optionalCleanText(options: TextOptions) {
  return z.optional(
    z.pipe(
      cleanText(options),
      z.transform((value) => (value ? value : undefined)),
    ),
  );
}
