/**
 * Compliance guard: flags referral inducements in text. The federal Anti-Kickback Statute makes
 * it a crime to offer anything of value to induce referrals, and hospice marketing to referral
 * sources is a classic enforcement target. A model (or a rep's own customization) can suggest
 * "drop off lunch for the nurses" in good faith; this guard finds it and the UI shows a note.
 *
 * An inducement preceded by a negation ("never a gift", "don't bring food") or in a sentence that is
 * a legal warning is not flagged: the Spartan content itself says so, often.
 */
import { FREE, GIVING, NEGATION, RECEIVING, STAFF_FOR_FACILITY, VALUE_PATTERNS } from '../guard/lexicon';
import { normalizeText } from '../guard/normalize';

export type InducementKind = 'gift' | 'food' | 'free-services' | 'payment' | 'entertainment';

export const INDUCEMENT_LABELS: Record<InducementKind, string> = {
  gift: 'gifts or gift cards',
  food: 'meals or food',
  'free-services': 'free services or staff',
  payment: 'payment or rewards for referrals',
  entertainment: 'tickets, outings or entertainment',
};

/** A thing of value and a giving verb before it in the same sentence, at most `gap` characters apart. */
const givenNearby = (value: RegExp, gap = 40) => new RegExp(`${GIVING.source}[^.!?\\n]{0,${gap}}${value.source}`);

/**
 * The patterns for drafts, built from the gate's own lists (lexicon.ts), so the words of value are
 * defined once. A draft is held to "recommends giving": a value word with a giving verb before it,
 * free staff or equipment, money tied to referrals, or a gift of any kind.
 */
const PATTERNS: readonly { kind: InducementKind; pattern: RegExp }[] = [
  { kind: 'gift', pattern: VALUE_PATTERNS.gift },
  { kind: 'food', pattern: givenNearby(VALUE_PATTERNS.food) },
  {
    kind: 'food',
    pattern: new RegExp(
      `(?<![a-z0-9])(?:free|complimentary|catered)\\s+${VALUE_PATTERNS.food.source}|(?<![a-z0-9])lunch[- ](?:and|&|n)[- ]learns?(?![a-z0-9])`,
    ),
  },
  {
    kind: 'free-services',
    pattern: new RegExp(
      `${FREE.source}\\s+(?:\\w+\\s+){0,2}(?:${VALUE_PATTERNS['free-staff'].source}|${VALUE_PATTERNS['free-equipment'].source}|services?|help|labor|nursing|training)`,
    ),
  },
  {
    kind: 'free-services',
    pattern: new RegExp(`${givenNearby(VALUE_PATTERNS['free-staff'], 30).source}[^.!?\\n]{0,50}${STAFF_FOR_FACILITY.source}`),
  },
  {
    kind: 'payment',
    pattern: new RegExp(
      `${VALUE_PATTERNS.payment.source}[^.!?\\n]{0,30}(?<![a-z0-9])referr\\w*|(?<![a-z0-9])referr\\w*[^.!?\\n]{0,30}${VALUE_PATTERNS.payment.source}`,
    ),
  },
  {
    kind: 'payment',
    pattern:
      /(?<![a-z0-9])per[- ]referral(?![a-z0-9])|(?<![a-z0-9])for (?:each|every) (?:referral|admission)(?![a-z0-9])[^.!?\n]{0,40}(?:\$|pay|cash|fee|bonus)|\$\s?\d+[^.!?\n]{0,25}(?:per|for (?:each|every)) (?:referral|admission|patient)(?![a-z0-9])/,
  },
  { kind: 'entertainment', pattern: givenNearby(VALUE_PATTERNS.entertainment) },
  {
    kind: 'entertainment',
    pattern:
      /(?<![a-z0-9])(?:top ?golf|cruises?|vegas|box seats?|casino|golf outings?|spa days?|happy hours?|sporting events?|concerts?|tickets?)(?![a-z0-9])/,
  },
];

/**
 * A value word as the category a question asks about ("bagels on my visit, or is that a gift?", "would
 * it count as a kickback?"): what is named there is the label being checked, not a thing given.
 */
const CLASSIFYING =
  /\b(?:is|isn't|was|would|could|does|do)\s+(?:that|it|this|those|these)\s+(?:be\s+)?(?:(?:considered|counted|treated|seen|classed|classified)\s+(?:as\s+)?|count(?:s)?\s+as\s+)?(?:an?\s+)?$/;

/** A sentence that is itself a legal warning anywhere in it ("... create Anti-Kickback risk"). */
const WARNING = /\b(?:anti-kickback|kickback statute|illegal|unlawful|prohibit\w*|violat\w*|compliance risk|kickback risk)\b/i;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
}

/** The kinds of inducement the text recommends (sentences that warn against them don't count). */
export function findInducements(text: string): InducementKind[] {
  const found = new Set<InducementKind>();
  for (const sentence of sentences(text)) {
    const lower = normalizeText(sentence).toLowerCase().replace(/[’‘]/g, "'");
    // Value coming in ("a family wants to give our aide a $25 card") is a question about accepting it.
    if (WARNING.test(lower) || RECEIVING.test(lower)) continue;
    for (const { kind, pattern } of PATTERNS) {
      const match = pattern.exec(lower);
      if (match && !NEGATION.test(lower.slice(0, match.index)) && !CLASSIFYING.test(lower.slice(0, match.index))) found.add(kind);
    }
  }
  return [...found];
}

/** The visible note for flagged text, or undefined when nothing was found. */
export function complianceNotice(kinds: readonly InducementKind[]): string | undefined {
  if (kinds.length === 0) return undefined;
  const labels = kinds.map((kind) => INDUCEMENT_LABELS[kind]);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
  return `Compliance note: this mentions ${list} for referral sources. Offering anything of value to win referrals can violate the federal Anti-Kickback Statute. Earn referrals with education, fast response and follow-through instead, and check with your compliance officer.`;
}
