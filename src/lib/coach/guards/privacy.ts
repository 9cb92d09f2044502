import type { CoachTask } from '../types';

/**
 * Patient-privacy guard. Reps type real situations into the Field Kit, and sometimes real patient
 * details with them. Before any text reaches a third-party model (or is echoed by the offline
 * coach), identifiers are replaced by placeholders and the visitor is told what was removed.
 *
 * It looks for: a name next to a date of birth, a name introduced as a patient or resident,
 * dates of birth, medical record numbers, Social Security numbers, phone numbers and street
 * addresses. It is a safety net, not a de-identification service, which is why the notice also
 * asks the rep never to enter patient details.
 */
export type IdentifierKind = 'name' | 'dob' | 'mrn' | 'ssn' | 'phone' | 'address';

export const REDACTION_LABELS: Record<IdentifierKind, { placeholder: string; noun: string }> = {
  name: { placeholder: '[name removed]', noun: 'a patient name' },
  dob: { placeholder: '[date of birth removed]', noun: 'a date of birth' },
  mrn: { placeholder: '[record number removed]', noun: 'a medical record number' },
  ssn: { placeholder: '[SSN removed]', noun: 'a Social Security number' },
  phone: { placeholder: '[phone removed]', noun: 'a phone number' },
  address: { placeholder: '[address removed]', noun: 'a street address' },
};

/**
 * Case-insensitive spelling of a literal, for patterns that must stay case-sensitive elsewhere
 * (a personal name is recognised by its capital letters, so those patterns can't use the i flag).
 */
const ci = (literal: string) => literal.replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);

const MONTH = `(?:${['jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?', 'sep(?:t(?:ember)?)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?']
  .map((month) => month.replace(/[a-z]+/g, ci))
  .join('|')})`;
const DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH}\\.?,?\\s+\\d{4})`;
const DOB_LABEL = `(?:${ci('dob')}|${ci('d')}\\.${ci('o')}\\.${ci('b')}\\.?|${ci('date of birth')}|${ci('birth')} ?${ci('date')}|${ci('born')}(?: ${ci('on')})?)`;
/** A capitalised personal name of one to three words, optionally with a title or middle initial. */
const NAME = "(?:(?:Mr|Mrs|Ms|Miss|Mx)\\.?\\s+)?[A-Z][a-z'’-]+(?:\\s+[A-Z]\\.)?(?:\\s+[A-Z][a-z'’-]+){0,2}";

/** Capitalised words that follow "patient"/"resident" but are roles or places, not names. */
const NOT_NAMES = new Set(
  'Care Coordinator Council Services Service Director Assessment Advocate Relations Rights Experience Safety Centered Centred Portal Records Record Transport Transfer Intake Admissions Family Families'.split(' '),
);

interface Rule {
  kind: IdentifierKind;
  pattern: RegExp;
  /** Returns the replacement for one match. */
  replace: (match: string, ...groups: string[]) => string;
}

const placeholder = (kind: IdentifierKind) => REDACTION_LABELS[kind].placeholder;

/** Order matters: names with dates of birth first, then numbers from most to least specific. */
const RULES: readonly Rule[] = [
  {
    kind: 'name',
    // "Mary Jones, DOB 3/4/1938" or "Mary Jones (born March 4, 1938)"
    pattern: new RegExp(`(${NAME})(\\s*[,(]?\\s*(?:${ci('age')} \\d{1,3},?\\s*)?)(${DOB_LABEL})(\\s*[:#-]?\\s*(?:is\\s+)?)(${DATE})`, 'g'),
    replace: (_match, _name, gap, label, colon) => `${placeholder('name')}${gap}${label}${colon}${placeholder('dob')}`,
  },
  {
    kind: 'dob',
    pattern: new RegExp(`(${DOB_LABEL})(\\s*[:#-]?\\s*(?:is\\s+)?)(${DATE})`, 'g'),
    replace: (_match, label, colon) => `${label}${colon}${placeholder('dob')}`,
  },
  {
    kind: 'name',
    // "patient John Smith", "resident named Mrs. Alvarez"
    pattern: new RegExp(`\\b((?:[Pp]atient|[Rr]esident|[Pp]t\\.?)(?:'s)?\\s+(?:named\\s+|called\\s+|is\\s+)?)(${NAME})`, 'g'),
    replace: (match, prefix, name) => {
      const words = name.split(/\s+/);
      const titled = /^(?:Mr|Mrs|Ms|Miss|Mx)\.?$/.test(words[0] ?? '');
      const isName = (titled || words.length >= 2) && !words.some((word) => NOT_NAMES.has(word));
      return isName ? `${prefix}${placeholder('name')}` : match;
    },
  },
  {
    kind: 'ssn',
    pattern: /\b(?:ssn|social security(?: number| no\.?| #)?)\s*(?:is|:|#)?\s*\d{3}[- ]?\d{2}[- ]?\d{4}\b|\b\d{3}-\d{2}-\d{4}\b/gi,
    replace: () => placeholder('ssn'),
  },
  {
    kind: 'mrn',
    pattern: /\b(?:mrn|medical record(?: number| no\.?| #)?|mr\s?#|chart(?: number| no\.?| #))\s*(?:is\s+|:\s*|#\s*|no\.?\s*)?[A-Z]{0,3}\d[A-Z0-9-]{3,}\b/gi,
    replace: () => placeholder('mrn'),
  },
  {
    kind: 'phone',
    pattern: /(?<![\d/-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d-])|(?<![\d/-])\d{10}(?!\d)/g,
    replace: () => placeholder('phone'),
  },
  {
    kind: 'address',
    pattern:
      /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:(?:[A-Z][A-Za-z'’.-]*|\d{1,3}(?:st|nd|rd|th))\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Court|Ct|Way|Place|Pl|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Terrace|Ter|Trail|Trl)\b\.?(?:,?\s*(?:Apt|Apartment|Unit|Suite|Ste|Room|Rm|#)\.?\s*[A-Za-z0-9-]+)?/g,
    replace: () => placeholder('address'),
  },
];

export interface Redaction {
  text: string;
  found: IdentifierKind[];
}

/** Replaces patient identifiers in one text and says which kinds were found. */
export function redactPatientIdentifiers(text: string): Redaction {
  const found = new Set<IdentifierKind>();
  let result = text;
  for (const rule of RULES) {
    result = result.replace(rule.pattern, (...args: unknown[]) => {
      const match = args[0] as string;
      const groups = args.slice(1).filter((value): value is string => typeof value === 'string');
      const replacement = rule.replace(match, ...groups);
      if (replacement !== match) {
        found.add(rule.kind);
        if (rule.kind === 'name' && replacement.includes(placeholder('dob'))) found.add('dob');
      }
      return replacement;
    });
  }
  return { text: result, found: [...found] };
}

/** The notice shown when anything was removed. */
export function privacyNotice(found: readonly IdentifierKind[]): string | undefined {
  if (found.length === 0) return undefined;
  // Always in the same order, whatever order the rules found them in.
  const order = Object.keys(REDACTION_LABELS) as IdentifierKind[];
  const nouns = order.filter((kind) => found.includes(kind)).map((kind) => REDACTION_LABELS[kind].noun);
  const list = nouns.length === 1 ? nouns[0] : `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1]}`;
  return `For patient privacy, we removed what looked like ${list} before coaching. Please never enter patient details in the Field Kit.`;
}

/** Redacts every free-text field of a task. */
export function redactTask<T extends CoachTask>(task: T): { task: T; found: IdentifierKind[] } {
  const found = new Set<IdentifierKind>();
  const clean = (text: string) => {
    const result = redactPatientIdentifiers(text);
    for (const kind of result.found) found.add(kind);
    return result.text;
  };
  const cleanOptional = (text: string | undefined) => (text === undefined ? undefined : clean(text));
  let redacted: CoachTask;
  switch (task.kind) {
    case 'playbook':
      redacted = { ...task, scenario: clean(task.scenario), desiredOutcomes: cleanOptional(task.desiredOutcomes) };
      break;
    case 'objection':
      redacted = { ...task, objection: clean(task.objection) };
      break;
    case 'research':
      redacted = { ...task, query: clean(task.query) };
      break;
    case 'email':
      // The recipient is a referral source, not a patient: their name stays.
      redacted = { ...task, context: clean(task.context), customization: cleanOptional(task.customization) };
      break;
    case 'chat':
      redacted = { ...task, prompt: clean(task.prompt), history: task.history.map((turn) => ({ ...turn, content: clean(turn.content) })) };
      break;
  }
  return { task: redacted as T, found: [...found] };
}
