import { N, num, pct, withoutThousandsSeparators } from './metric-numbers';

/**
 * "48 refs last month, 31 admits, what's my conversion" then "ok if I want 40 admits next month
 * at that same rate, how many refs do I need": the follow-up's own figures are the new goal, and
 * what it takes from the earlier turn is the RATE those counts make, not the counts themselves.
 * Read together as one text, the earlier 48 referrals would be divided into the new 40 admits and
 * give a conversion nobody had. So when the follow-up names admissions but no referrals of its own
 * and the earlier turn had both, the earlier conversion is carried as a rate.
 */
const REFERRALS = new RegExp(`${N}\\s*(?:new\\s+)?(?:referrals?|refs?)\\b`);
const ADMITS = new RegExp(`${N}\\s*(?:admits?|admissions?)|\\badmitted\\s+${N}`);

export function withEarlierRate(followUp: string, earlier: string): string | undefined {
  const now = withoutThousandsSeparators(followUp.toLowerCase());
  const before = withoutThousandsSeparators(earlier.toLowerCase());
  if (REFERRALS.test(now) || !ADMITS.test(now)) return undefined;
  const referrals = num(REFERRALS.exec(before)?.[1]);
  const admits = num(ADMITS.exec(before)?.slice(1).find(Boolean));
  if (!referrals || !admits || admits > referrals) return undefined;
  return `${followUp} (conversion rate ${pct(admits, referrals)}%)`;
}

/**
 * "we've got 50 benes counted toward cap and $1.9M paid" then "ok what if we end up w 56 benes and
 * payments hit 2.0M": a follow-up's figure replaces the earlier turn's figure of the same kind (the
 * same unit word after it, or an amount of money), so the earlier turn lends only its subject and
 * the figures the follow-up left alone. A follow-up that compares ("did I get better", "who's
 * better", "vs") keeps both turns' figures: the comparison is between them.
 */
const COMPARES = /\b(?:better|worse|compare[sd]?|comparison|vs\.?|versus|who'?s|whos|which (?:one|rep|is)|differen\w*|improv\w*|than)\b/;
const FIGURE_WITH_UNIT = /(?<![a-z])(\d[\d,]*(?:\.\d+)?)\s*(?:%|([a-z]{3,}))/g;
const MONEY = /\$\s?\d[\d,]*(?:\.\d+)?\s*(?:m|mil|million|k|thousand)?\b|\b\d[\d,]*(?:\.\d+)?\s*(?:m|mil|million|k|thousand)\b/g;
const kindOf = (unit: string | undefined) => (unit ? unit.slice(0, 3) : '%');

export function earlierTurnForFigures(followUp: string, earlier: string): string {
  const now = followUp.toLowerCase();
  if (COMPARES.test(now)) return earlier;
  const kinds = new Set([...now.matchAll(FIGURE_WITH_UNIT)].map((match) => kindOf(match[2])));
  const money = MONEY.test(now);
  MONEY.lastIndex = 0;
  let before = earlier.toLowerCase();
  if (money) before = before.replace(MONEY, ' ');
  return before.replace(FIGURE_WITH_UNIT, (whole, _figure: string, unit: string | undefined) =>
    kinds.has(kindOf(unit)) ? (unit ?? '') : whole,
  );
}
