/**
 * Small text helpers for the offline coach and the guards. Pure and deterministic: the same
 * input always gives the same output, in the browser and on the server.
 */

/** Text made safe to place inside a regular expression as itself ("Dr. St. John" matches its dots). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have how i if in into is it its me my of on or our ' +
    'so than that the their them then there these they this to too was we were what when where which who why will with would ' +
    'good great best better like want need know make way help tell give really much many well ' +
    'you your about any all also get got just more most not no only other some such very should may might us he she her his him ' +
    // Contractions typed without the apostrophe, as reps do on a phone ("itll", "cant", "theyre").
    'im ive itll youll theyll youre theyre cant wont dont doesnt didnt isnt arent wasnt werent havent hasnt couldnt wouldnt shouldnt ' +
    // ...and a pronoun's or question word's "is" ("whats the diff", "thats not right"), and the rest of "to be".
    'thats whats theres heres whos being'
  ).split(' '),
);

/**
 * "she'll", "it'd", "we're", "doesn't": a pronoun or verb with a contraction carries no subject.
 * Without this "I'll lose my patient" would search for "ill" and "she'll" for "shell".
 */
export function isContraction(word: string): boolean {
  return /^[a-z]+'(?:ll|re|ve|d|m)$|n't$/.test(word);
}

/** Lower case, straight quotes, single spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words too common to tell texts apart. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** A light stem so "referrals"/"referral" and "admissions"/"admission" meet. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Content words, stemmed, without stopwords. */
export function tokenize(text: string): string[] {
  return (normalize(text).match(/[a-z0-9][a-z0-9'-]*/g) ?? [])
    .filter((word) => !isContraction(word))
    .map((word) => word.replace(/'s$/, '').replace(/'/g, ''))
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

/** FNV-1a: a stable 32-bit hash, so variant choices are deterministic per input. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One item of a non-empty list, chosen by a seed. */
export function pick<T>(items: readonly T[], seed: number, offset = 0): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  return items[(seed + offset) % items.length]!;
}

/** Removes trailing punctuation and spaces. */
export function stripEnd(text: string): string {
  return text.trim().replace(/[\s.,;:!?]+$/, '');
}

/** Ends a sentence with a period unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?"”)]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Shortens text at a word boundary, with an ellipsis when it was cut. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The first sentence of a passage. */
export function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](?=\s|$)/);
  return (match ? match[0] : text).trim();
}

/** The first `count` sentences of a passage. */
export function firstSentences(text: string, count: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)/g);
  if (!sentences) return text.trim();
  return sentences.slice(0, count).join('').trim();
}

/** Splits a free-text list ("more referrals, an in-service; meet the DON") into items. */
export function splitList(text: string): string[] {
  return text
    .split(/\n|;|,|•|\s+-\s+|\band also\b|(?:^|\s)\d+[.)]\s/)
    .flatMap((part) =>
      part.split(/\s+and\s+(?=(?:to |get |be |have |win |earn |secure |schedule |meet |increase |reduce |improve |grow |book |build ))/i),
    )
    .map((part) => stripEnd(part.replace(/^\s*(?:[-*]|and)\s+/i, '')))
    .filter((part) => part.length > 1);
}

/** True when any of the patterns matches. */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** "a", "b" and "c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The first letter in capitals, the rest as written. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
