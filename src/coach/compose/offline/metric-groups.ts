/**
 * Referrals and admissions typed for more than one rep, market or period ("north: 212 refs, 141
 * admits. south: 188 refs, 109 admits"; "dana had 38 referrals and 21 admits ... jordan had 22
 * refs and 17 admits"): each one's conversion, side by side, because that is the comparison the
 * figures were typed for. A combined rate, when asked, is total admissions over total referrals,
 * never the average of the rates (which weighs a small group like a large one).
 */
import { N, fmt, num, pct } from './metric-numbers';

/** Words that stand before a pair of figures without naming whose they are. */
const NOT_A_LABEL = new Set([
  'and',
  'the',
  'we',
  'i',
  'he',
  'she',
  'they',
  'had',
  'has',
  'did',
  'got',
  'with',
  'of',
  'at',
  'in',
  'for',
  'our',
  'my',
  'so',
  'ok',
  'then',
  'also',
  'was',
  'were',
  'is',
  'are',
]);

// (The period may sit between the two counts: "38 referrals last qtr and 24 admits".)
const PAIR = new RegExp(
  `(?:\\b([a-z][a-z'-]*)\\s*(?::|-|had|has|did|got|with|=)?\\s*)?${N}\\s*(?:new\\s+)?(?:referrals?|refs?)\\b(?:\\s+(?:last|this|in|the|that|a|per)(?:\\s+[a-z]+)?)?[\\s,;/]*(?:and\\s+|with\\s+|->\\s*|→\\s*)?${N}\\s*(?:admits?|admissions?)\\b`,
  'g',
);
/** A month or quarter named just before or after a pair: whose figures they are ("nov was 19 referrals", "...9 admits in oct"). */
const PERIOD_NAME = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(q[1-4])\b/;
const periodNear = (text: string, start: number, end: number) => {
  const before = PERIOD_NAME.exec(
    text
      .slice(Math.max(0, start - 20), start)
      .split(/[.?!;]/)
      .pop() ?? '',
  );
  const after = PERIOD_NAME.exec(text.slice(end, end + 15).split(/[.?!;,]/)[0] ?? '');
  const found = before ?? after;
  return found ? `${found[0][0]!.toUpperCase()}${found[0].slice(1)}` : undefined;
};

interface Group {
  label: string;
  referrals: number;
  admits: number;
}

/** Each "N referrals, M admits" pair typed, with the word that names whose it is. */
function groupsOf(text: string): Group[] {
  return [...text.matchAll(PAIR)]
    .map((match, index) => {
      const word = match[1] && !NOT_A_LABEL.has(match[1]) ? match[1] : undefined;
      const period = periodNear(text, match.index, match.index + match[0].length);
      return {
        label: period ?? (word ? `${word[0]!.toUpperCase()}${word.slice(1)}` : `Group ${index + 1}`),
        referrals: num(match[2])!,
        admits: num(match[3])!,
      };
    })
    .filter((group) => group.referrals > 0 && group.admits <= group.referrals);
}

/** Lines for two or more groups' conversions (and the combined rate when asked), or none. */
export function workedGroupConversions(text: string): string[] {
  const groups = groupsOf(text);
  if (groups.length < 2) return [];
  const lines = groups.map(
    (group) => `${group.label}: conversion = ${fmt(group.admits)} ÷ ${fmt(group.referrals)} = **${pct(group.admits, group.referrals)}%**.`,
  );
  if (/\b(?:combined|overall|total|together|blended|one number|all of (?:us|them)|whole team)\b/.test(text)) {
    const referrals = groups.reduce((sum, group) => sum + group.referrals, 0);
    const admits = groups.reduce((sum, group) => sum + group.admits, 0);
    lines.push(
      `Combined = (${groups.map((group) => fmt(group.admits)).join(' + ')}) ÷ (${groups.map((group) => fmt(group.referrals)).join(' + ')}) = ${fmt(admits)} ÷ ${fmt(referrals)} = **${pct(admits, referrals)}%** (total admissions over total referrals, not the average of the rates).`,
    );
  }
  if (groups.length === 2) {
    const [a, b] = groups as [Group, Group];
    // Which converts better, and by how many percentage points (a difference of rates, not a % change).
    const [rateA, rateB] = [(100 * a.admits) / a.referrals, (100 * b.admits) / b.referrals];
    if (Math.abs(rateA - rateB) >= 0.05)
      lines.push(
        `Difference: ${a.label} is **${fmt(Math.abs(rateA - rateB))} points ${rateA > rateB ? 'higher' : 'lower'}** than ${b.label} (${pct(a.admits, a.referrals)}% vs ${pct(b.admits, b.referrals)}%).`,
      );
    const [more, fewer] = a.referrals >= b.referrals ? [a, b] : [b, a];
    if (more.referrals !== fewer.referrals)
      lines.push(
        `Volume matters too: ${more.label} had ${fmt(more.referrals - fewer.referrals)} more referrals and ${more.admits >= fewer.admits ? `${fmt(more.admits - fewer.admits)} more` : `${fmt(fewer.admits - more.admits)} fewer`} admissions than ${fewer.label}; on a small number of referrals one or two admissions move the rate a lot, so compare the referral sources and the non-admit reasons before judging either.`,
      );
  }
  return lines;
}
