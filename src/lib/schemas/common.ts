import * as z from 'zod/mini';
import { UUIDV7_PATTERN, uuidv7Time } from '../uuidv7';
import { textProblem } from './text';

/**
 * One plain mailbox, `name@domain.tld`, and nothing an email header would read as more: no
 * display name, quotes, angle brackets, comments, or commas and semicolons that make a list (each
 * of those let one inbox be signed up many times, or put words of a stranger's choosing in the To
 * line). The name is ASCII letters, digits and `_ % + ' -` in dot-separated parts; the domain is
 * dot-separated labels of letters, digits and inner hyphens, the last of two or more. Any
 * character beyond ASCII that is not a space, control or invisible format character is allowed
 * too, so internationalised addresses work. Built so its source also works as an HTML `pattern`.
 */
const NAME_CHAR = String.raw`(?:[A-Za-z0-9_%+'\-]|[^\p{ASCII}\p{White_Space}\p{C}])`;
const DOMAIN_CHAR = String.raw`(?:[A-Za-z0-9]|[^\p{ASCII}\p{White_Space}\p{C}])`;
const DOMAIN_LABEL = String.raw`${DOMAIN_CHAR}(?:(?:${DOMAIN_CHAR}|-)*${DOMAIN_CHAR})?`;
export const EMAIL_PATTERN = /* @__PURE__ */ new RegExp(
  String.raw`^${NAME_CHAR}+(?:\.${NAME_CHAR}+)*@(?:${DOMAIN_LABEL}\.)+(?:${DOMAIN_CHAR}|-){2,}$`,
  'u',
);
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/*
 * Every schema in src/lib/schemas is built inside a function call marked pure: an island that
 * imports only a module's constants or types (the admin desk, the chat, the tools) then drops the
 * schema, and with it zod, from its bundle; one that validates (the forms) keeps both.
 */
export const emailField = /* @__PURE__ */ (() =>
  z.string({ error: EMAIL_MESSAGE }).check(
    z.normalize('NFC'),
    z.trim(),
    z.maxLength(254, EMAIL_MESSAGE),
    z.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
    z.refine((value) => textProblem(value, false) === null, EMAIL_MESSAGE),
  ))();

/** How old a submission saved offline may be when it is finally delivered. */
export const SUBMISSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The browser's id for one form submission (a UUIDv7 it makes when the visitor presses Submit),
 * so a submission delivered twice (a retry after a lost answer, an offline outbox) is stored once.
 */
export const submissionIdField = /* @__PURE__ */ (() =>
  z.optional(
    z.string({ error: 'submissionId must be text' }).check(
      z.regex(UUIDV7_PATTERN, 'submissionId must be a UUIDv7'),
      z.refine((id) => {
        const age = Date.now() - uuidv7Time(id);
        return age > -5 * 60 * 1000 && age < SUBMISSION_MAX_AGE_MS;
      }, 'submissionId is too old or in the future'),
    ),
  ))();

/**
 * A strict payload object: unknown fields are refused (never silently stored) with the message
 * full zod's English locale gives, which zod/mini leaves out to stay small.
 */
export function strictPayload<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unrecognized key${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : undefined,
  });
}
