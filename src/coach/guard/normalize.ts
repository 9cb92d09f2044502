/**
 * Text normalisation run before the compliance gate and the privacy guard, so neither can be
 * side-stepped by how something is typed: Unicode NFKC folds full-width digits and letters
 * ("１２３" → "123"), ligatures and compatibility forms; the map below folds the Cyrillic and Greek
 * letters that look exactly like Latin ones ("Маry" typed with a Cyrillic М); zero-width characters
 * that split a word invisibly are dropped. Ordinary English text comes out unchanged (dashes are
 * left alone: the number patterns accept every dash instead).
 *
 * The map is the look-alike subset of Unicode's confusables list (UTS #39) that matters for Latin
 * names and numbers; a full confusables table would be ~6,000 entries for no gain here.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  х: 'x',
  у: 'y',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  ν: 'v',
  ι: 'i',
  κ: 'k',
};

const CONFUSABLE_PATTERN = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Only these can change anything; plain ASCII text skips the work entirely. */
// eslint-disable-next-line no-control-regex -- the ASCII range is the point: anything outside it may need normalising.
const NEEDS_WORK = /[^\x00-\x7F]/;

export function normalizeText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(CONFUSABLE_PATTERN, (char) => CONFUSABLES[char] ?? char);
}
