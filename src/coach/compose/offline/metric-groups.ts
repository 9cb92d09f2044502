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
]);

const PAIR = new RegExp(
  `(?:\\b([a-z][a-z'-]*)\\s*(?::|-|had|has|did|got|with|=)?\\s*)?${N}\\s*(?:new\\s+)?(?:referrals?|refs?)\\b[\\s,;/]*(?:and\\s+|with\\s+|->\\s*|→\\s*)?${N}\\s*(?:admits?|admissions?)\\b`,
  'g',
);

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
      return {
        label: word ? `${word[0]!.toUpperCase()}${word.slice(1)}` : `Group ${index + 1}`,
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
    const [more, fewer] = a.referrals >= b.referrals ? [a, b] : [b, a];
    if (more.referrals !== fewer.referrals)
      lines.push(
        `Volume matters too: ${more.label} had ${fmt(more.referrals - fewer.referrals)} more referrals and ${more.admits >= fewer.admits ? `${fmt(more.admits - fewer.admits)} more` : `${fmt(fewer.admits - more.admits)} fewer`} admissions than ${fewer.label}; on a small number of referrals one or two admissions move the rate a lot, so compare the referral sources and the non-admit reasons before judging either.`,
      );
  }
  return lines;
}
