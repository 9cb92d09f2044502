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
