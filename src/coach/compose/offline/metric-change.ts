/**
 * Two more general shapes of a leader's arithmetic, whatever the metric: a change between two
 * figures ("admits went from 38 in Q2 to 47 in Q3, what % growth") and one count per another when
 * both counts are given ("60 visits, 12 referrals, 7 admits: visits per referral and referral to
 * admit %"). Lines already worked elsewhere are not repeated.
 */
import { N, fmt, num } from './metric-numbers';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A period a leader names a figure by: a month, a quarter or a year. */
const PERIOD_FIGURE = new RegExp(
  `\\b(?:(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)|q([1-4])|(20\\d\\d))\\b[^.,;?!\\d]{0,25}?${N}(?![\\d.]*\\s*(?:%|th\\b|st\\b|nd\\b|rd\\b|am\\b|pm\\b|:))`,
  'g',
);
/** A period's label with digits in it, which is no figure: "Q2", "FY25", "2024". */
const PERIOD_LABEL = String.raw`\b(?:q[1-4]|fy\s?\d{2,4}|20\d\d)\b`;
/** A period's place in its cycle, and the cycle's length (a year's months, its quarters). */
const placeOf = (match: RegExpMatchArray) =>
  match[1]
    ? { at: MONTHS.indexOf(match[1].slice(0, 3)), cycle: 12 }
    : match[2]
      ? { at: Number(match[2]) - 1, cycle: 4 }
      : { at: Number(match[3]), cycle: 0 };

/**
 * "sept we had 41 admits, oct 34", "q1 referrals 80, q2 100": two periods' figures, the change
 * worked on the earlier period's (named the other way round, "aug 45 vs jul 50", the earlier is still the base).
 */
function namedPeriods(text: string): [number, number] | undefined {
  const found = [...text.matchAll(PERIOD_FIGURE)];
  if (found.length !== 2) return undefined;
  const [first, second] = found.map(placeOf) as [ReturnType<typeof placeOf>, ReturnType<typeof placeOf>];
  if (first.cycle !== second.cycle || first.at === second.at) return undefined;
  // Forward from the first to the second by less than half a cycle: the first is the earlier.
  const inOrder = first.cycle ? (second.at - first.at + first.cycle) % first.cycle <= first.cycle / 2 : second.at > first.at;
  const [a, b] = [num(found[0]![4])!, num(found[1]![4])!];
  return inOrder ? [a, b] : [b, a];
}

const UNITS = String.raw`(visits?|referrals?|admits?|admissions?|calls?|in-?services?|meetings?|deaths?|discharges?|patients?|pts|accounts?|reps?)`;
/** "admit" and "admission" are one unit; a plural is its singular. */
const unitOf = (word: string) =>
  word
    .toLowerCase()
    .replace(/^admissions?$/, 'admit')
    .replace(/^pts$/, 'patient')
    .replace(/-/g, '')
    .replace(/s$/, '');

export function workedChanges(text: string, already: readonly string[]): string[] {
  const lines: string[] = [];
  // A figure already worked, with or without a sign or bold ("**17.3%**", "**+17.3%**").
  const said = (figure: string) => [...already, ...lines].some((line) => line.includes(figure));

  // A change: "from 38 (in Q2) to 47", "was 62, now 55", "118 -> 131", asked as growth, change, up or down.
  if (/%|\bpercent|\bgrowth|\bgrew|\bchange|\bincrease|\bdecrease|\bdrop|\bup or down|\bdecline/.test(text)) {
    const change =
      // (The period a figure is named by may carry digits of its own: "from 38 in Q2 to 47 in Q3".)
      new RegExp(`\\bfrom\\s+\\$?${N}\\b(?:[^.?!\\d$]|${PERIOD_LABEL}){0,25}?\\bto\\s+\\$?${N}\\b`).exec(text) ??
      new RegExp(`\\bwas\\s+\\$?${N}\\b[^.?!\\d$]{0,20}?\\b(?:now|is now|and now)\\s+\\$?${N}\\b`).exec(text) ??
      // "census went 118 -> 131": an arrow between two figures is the same change.
      new RegExp(`\\$?${N}\\s*(?:-+>|→|=>)\\s*\\$?${N}\\b`).exec(text);
    const [before, after] = change ? [num(change[1]), num(change[2])] : (namedPeriods(text) ?? []);
    if (before && after !== undefined && before !== after) {
      const sign = after > before ? '+' : '−';
      const size = `${fmt((100 * Math.abs(after - before)) / before)}%`;
      const percent = `${sign}${size}`;
      if (!said(size))
        lines.push(
          `Change = (${fmt(after)} − ${fmt(before)}) ÷ ${fmt(before)} = **${percent}** (${after > before ? 'up' : 'down'} ${fmt(Math.abs(after - before))}).`,
        );
    }
  }

  // One count per another, or one as a share of another, when both counts are given.
  const counts = new Map<string, number>();
  for (const match of text.matchAll(new RegExp(`\\b${N}\\s+${UNITS}\\b`, 'gi'))) {
    const unit = unitOf(match[2]!);
    if (!counts.has(unit)) counts.set(unit, num(match[1])!);
  }
  for (const ask of text.matchAll(new RegExp(`\\b${UNITS}\\s+(?:per|a|for each|to each)\\s+${UNITS}\\b`, 'gi'))) {
    const [top, bottom] = [unitOf(ask[1]!), unitOf(ask[2]!)];
    const [x, y] = [counts.get(top), counts.get(bottom)];
    if (x !== undefined && y && top !== bottom && !said(`= **${fmt(x / y, 2)}**`))
      lines.push(`${top[0]!.toUpperCase()}${top.slice(1)}s per ${bottom} = ${fmt(x)} ÷ ${fmt(y)} = **${fmt(x / y, 2)}**.`);
  }
  // "referral to admit %", "visit-to-referral rate": the second as a share of the first.
  for (const ask of text.matchAll(new RegExp(`\\b${UNITS}[ -]to[ -]${UNITS}\\s*(?:%|rate|ratio|conversion|percent)`, 'gi'))) {
    const [from, to] = [unitOf(ask[1]!), unitOf(ask[2]!)];
    const [x, y] = [counts.get(to), counts.get(from)];
    if (x !== undefined && y && from !== to && !said(`${fmt((100 * x) / y)}%`))
      lines.push(`${from[0]!.toUpperCase()}${from.slice(1)} to ${to} = ${fmt(x)} ÷ ${fmt(y)} = **${fmt((100 * x) / y)}%**.`);
  }
  return lines;
}
