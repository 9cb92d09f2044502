import { escapeRegExp } from '../../text';
import { fmt, pct } from './metric-numbers';

/**
 * "What's my conversion if I take out the not eligible ones", "leave out the 6 who died before we
 * could admit": conversion again over the referrals that could have admitted. The excluded count
 * is the number the rep gives, or the count her own breakdown puts on the group she names ("5 not
 * eligible"). Input is lower-cased, thousands separators removed.
 */
const LEAVES_OUT =
  /\b(?:(?:take|taking|took|leave|leaving|left|pull|pulling|back|backing|throw|throwing|carve|carving)\s+out|exclud(?:e|ing)|not counting|don'?t count|without counting|remov(?:e|ing)|minus)\s+(?:the\s+|those\s+|all\s+)?([a-z0-9' -]{1,40}?)(?=\s+(?:ones|referrals|refs|pts|patients|people|who|that|from|and|so)\b|[.?!,;)]|$)/;

export function excludedConversion(text: string, referrals: number, admits: number): string | undefined {
  const asked = LEAVES_OUT.exec(text);
  if (!asked) return undefined;
  const group = asked[1]!.trim();
  const given = /^(\d+)\b\s*(.*)$/.exec(group);
  // The group named in words: the count the rep's own breakdown gives it ("5 not eligible", "9 died before admit").
  const words = group.split(/\s+/).slice(0, 2).join(' ');
  const counted = given ? undefined : new RegExp(`\\b(\\d+)\\s+(?:of them\\s+|were\\s+)?${escapeRegExp(words)}`).exec(text);
  const count = Number(given?.[1] ?? counted?.[1]);
  if (!count || count >= referrals || referrals - count < admits) return undefined;
  const label = given ? given[2] || 'referrals' : group;
  const left = referrals - count;
  return `Leaving out the ${fmt(count)} ${label}: ${fmt(admits)} ÷ (${fmt(referrals)} − ${fmt(count)}) = ${fmt(admits)} ÷ ${fmt(left)} = **${pct(admits, left)}%**.`;
}
