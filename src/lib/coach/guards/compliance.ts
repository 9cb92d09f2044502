/**
 * Compliance guard: flags referral inducements in text. The federal Anti-Kickback Statute makes
 * it a crime to offer anything of value to induce referrals, and hospice marketing to referral
 * sources is a classic enforcement target. A model (or a rep's own customization) can suggest
 * "drop off lunch for the nurses" in good faith; this guard finds it and the UI shows a note.
 *
 * An inducement preceded by a negation ("never a gift", "don't bring food") or in a sentence that is
 * a legal warning is not flagged: the Spartan content itself says so, often.
 */
export type InducementKind = 'gift' | 'food' | 'free-services' | 'payment' | 'entertainment';

export const INDUCEMENT_LABELS: Record<InducementKind, string> = {
  gift: 'gifts or gift cards',
  food: 'meals or food',
  'free-services': 'free services or staff',
  payment: 'payment or rewards for referrals',
  entertainment: 'tickets, outings or entertainment',
};

const GIVING =
  '(?:bring|bringing|brought|buy|buying|bought|provide|providing|sponsor|sponsoring|cater|catering|treat|treating|deliver|delivering|drop(?:ping)? off|take|taking|send|sending|offer|offering|host|hosting)';
const FOOD =
  '(?:lunch(?:es)?|breakfasts?|dinners?|meals?|food|donuts|doughnuts|pizza|bagels|cookies|treats|snacks|coffee|pastries|cupcakes|desserts?)';

const PATTERNS: readonly { kind: InducementKind; pattern: RegExp }[] = [
  { kind: 'gift', pattern: /\bgift(?:s|\s+cards?|\s+certificates?|\s+baskets?)?\b/i },
  { kind: 'food', pattern: new RegExp(`\\b${GIVING}\\b[^.!?\\n]{0,40}\\b${FOOD}\\b`, 'i') },
  { kind: 'food', pattern: new RegExp(`\\b(?:free|complimentary|catered)\\s+${FOOD}\\b|\\blunch[- ](?:and|&|n)[- ]learns?\\b`, 'i') },
  {
    kind: 'free-services',
    pattern:
      /\b(?:free|complimentary)\s+(?:staff(?:ing)?|services?|nursing|aides?|cnas?|help|labor|equipment|supplies|training|transportation)\b/i,
  },
  {
    kind: 'free-services',
    pattern:
      /\b(?:offer|provide|lend|loan)\s+(?:your |our |them |the facility )?(?:staff|nurses|aides|cnas)\s+(?:to|for)\s+(?:cover|help|work|the facility)\b/i,
  },
  {
    kind: 'payment',
    pattern:
      /\b(?:cash|pay|paying|payment|bonus|incentive|reward|commission|kickback)s?\b[^.!?\n]{0,30}\breferr\w*|\breferr\w*[^.!?\n]{0,30}\b(?:cash|bonus|incentive|reward|commission)s?\b/i,
  },
  { kind: 'entertainment', pattern: /\b(?:tickets?|golf outings?|spa days?|happy hours?|sporting events?|concerts?)\b/i },
  // Widened with the input gate's categories (guards/lexicon.ts): free staff doing the facility's
  // work, free equipment, per-referral payments, trips and outings such as Topgolf.
  {
    kind: 'free-services',
    pattern:
      /\b(?:send|sending|provide|providing|lend|lending|loan|offer|offering|assign|assigning|share|sharing)\s+(?:\w+\s+){0,3}(?:cnas?|aides?|nurses|staff|discharge planners?|social workers?|volunteers)\b[^.!?\n]{0,50}\b(?:cover|shifts?|\d+ days? a week|weekends?|front desk|their (?:staff|floor|unit|discharges|discharge planning|paperwork|intake)|do (?:their|the facility's))\b/i,
  },
  {
    kind: 'free-services',
    pattern:
      /\b(?:free|complimentary|donated?)\s+(?:hospital beds?|wheelchairs?|walkers?|oxygen|dme|durable medical equipment|briefs|incontinence supplies|wound (?:care )?supplies|discharge planning|social work|cna|aide)\b/i,
  },
  {
    kind: 'payment',
    pattern:
      /\bper[- ]referral\b|\bfor (?:each|every) (?:referral|admission)\b[^.!?\n]{0,40}\b(?:\$|pay|cash|fee|bonus)|\$\s?\d+[^.!?\n]{0,25}\b(?:per|for (?:each|every)) (?:referral|admission|patient)\b/i,
  },
  { kind: 'entertainment', pattern: /\btop ?golf\b|\bcruises?\b|\bvegas\b|\bbox seats?\b|\bcasino\b/i },
  {
    kind: 'entertainment',
    pattern:
      /\b(?:take|taking|treat|treating|send|sending|fly|flying|invite|inviting)\s+(?:\w+\s+){0,3}(?:to|on)\s+(?:a\s+|an\s+|the\s+)?(?:golf|round of golf|trip|weekend trip|vacation|getaway|spa|game|ball game|concert|show|resort|fishing trip|hunting trip)\b/i,
  },
];

/** A negation before the inducement ("never a gift", "don't bring food", "not to buy meals"). */
const NEGATION_BEFORE =
  /\b(?:never|not|no|don't|don’t|do not|doesn't|doesn’t|avoid|avoiding|without|instead of|rather than|stop|refuse|decline|can't|can’t|cannot|won't|won’t|shouldn't|shouldn’t|should not|isn't|isn’t|aren't|aren’t|nothing of value)\b/i;

/** A sentence that is itself a legal warning anywhere in it ("... create Anti-Kickback risk"). */
const WARNING = /\b(?:anti-kickback|kickback statute|illegal|unlawful|prohibit\w*|violat\w*|compliance risk|kickback risk)\b/i;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
}

/** The kinds of inducement the text recommends (sentences that warn against them don't count). */
export function findInducements(text: string): InducementKind[] {
  const found = new Set<InducementKind>();
  for (const sentence of sentences(text)) {
    if (WARNING.test(sentence)) continue;
    for (const { kind, pattern } of PATTERNS) {
      const match = pattern.exec(sentence);
      if (match && !NEGATION_BEFORE.test(sentence.slice(0, match.index))) found.add(kind);
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
