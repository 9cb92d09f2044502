/**
 * Figures a leader types as a labelled list or a pair per person, worked through (metric-math.ts
 * calls these with the text lower-cased and thousands separators removed):
 * - a mix: "hospital 58, snf 37, alf 19... share by source?" → each label's share of the total;
 * - a pair per person: "jalen: 22 admits from 30 referrals. priya: 27 from 45" → each conversion;
 * - a year's pace: "annual goal 480, thru sept (9 mo) we're at 342" → the pace and the monthly need;
 * - deaths and live discharges: the live discharge rate over all discharges;
 * - admissions per rep per month for a period named by quarter or months;
 * - a labelled list's average and who is under it: "dana 18, marcus 15, keisha 9... avg per rep?";
 * - parts of one total: "140 admits. 38 died within 7 days, 12 stayed over 180 days. % for each?".
 */
import { fmt, pct } from './metric-numbers';

/** "hospital 58, snf 37, alf 19": a word (or two) then a count, three or more times. */
const LABELLED_COUNT = /([a-z][a-z/&' -]{1,30}?)\s*[:=-]?\s+(\d+(?:\.\d+)?)(?![\d%])(?!\.\d)(?=\s*(?:[,;.]|and\b|$))/g;
// ("what % is each": a bare % has no word boundary around it.)
const ASKS_SHARE = /\b(?:share|shares|mix|breakdown|split|percent(?:age)?s?|proportion)\b|%/;

/** The labelled counts of a typed list, when there are three or more. */
function labelledCounts(text: string): { label: string; value: number }[] {
  const items = [...text.matchAll(LABELLED_COUNT)]
    .map((match) => ({ label: match[1]!.trim().replace(/^(?:and|or|by source|by|source|sources)\s+/, ''), value: Number(match[2]) }))
    // ("q3 admits by source: hospital 58": the label is the last words before the count.)
    .map((item) => ({ ...item, label: item.label.split(/:\s*/).pop()!.trim() }))
    .filter((item) => item.label && !/^(?:q[1-4]|fy|fytd|ytd|in|of|the)$/.test(item.label));
  return items.length < 3 ? [] : items;
}

function labelledShares(text: string): string[] {
  if (!ASKS_SHARE.test(text)) return [];
  const items = labelledCounts(text);
  if (!items.length) return [];
  const total = items.reduce((sum, item) => sum + item.value, 0);
  if (total <= 0) return [];
  return [
    `Total = ${items.map((item) => fmt(item.value)).join(' + ')} = **${fmt(total)}**.`,
    `Share of the total: ${items.map((item) => `${item.label} **${pct(item.value, total)}%**`).join(', ')}.`,
  ];
}

/** "dana 18, marcus 15, keisha 9, tom 21. avg per rep, who's under": the mean and the labels below (or above) it. */
function labelledAverage(text: string): string[] {
  if (!/\b(?:avg|average|mean)\b/.test(text)) return [];
  const items = labelledCounts(text);
  if (!items.length) return [];
  const mean = items.reduce((sum, item) => sum + item.value, 0) / items.length;
  const lines = [`Average = (${items.map((item) => fmt(item.value)).join(' + ')}) ÷ ${items.length} = **${fmt(mean)}**.`];
  const under = items.filter((item) => item.value < mean);
  const over = items.filter((item) => item.value > mean);
  const list = (some: typeof items) => some.map((item) => `${item.label} ${fmt(item.value)}`).join(', ');
  if (under.length) lines.push(`Under the average: ${list(under)}${over.length ? `; above it: ${list(over)}` : ''}.`);
  return lines;
}

/**
 * "140 admits last yr. 38 died within 7 days, 12 stayed over 180 days. % for each?": two or more
 * counts told of the same total's patients, each as its share of that total.
 */
function partsOfATotal(text: string): string[] {
  if (!ASKS_SHARE.test(text) && !/\beach\b/.test(text)) return [];
  const total = /\b(\d+)\s*(?:total\s+)?(admits|admissions|patients|pts|discharges|deaths)\b/.exec(text);
  if (!total) return [];
  const whole = Number(total[1]);
  const after = text.slice(total.index + total[0].length);
  const parts = [
    ...after.matchAll(
      /\b(\d+)\s+(?:of (?:them|those)\s+|(?:pts|patients)\s+)?((?:died|stayed|lived|were|was|had|went|revoked|transferred|came)\b[^,.;?!]{0,30})/g,
    ),
  ]
    .map((match) => ({ count: Number(match[1]), what: match[2]!.trim() }))
    .filter((part) => part.count > 0 && part.count <= whole);
  if (parts.length < 2) return [];
  return parts.map((part) => `${part.what}: ${fmt(part.count)} ÷ ${fmt(whole)} ${total[2]} = **${pct(part.count, whole)}%**.`);
}

/** "jalen: 22 admits from 30 referrals", "priya: 27 from 45", "rep a: 18 from 30": a name, then admissions from referrals. */
const PERSON_PAIR =
  /\b((?:rep|liaison|marketer)\s+[a-z0-9]|[a-z][a-z'-]{1,20})\s*[:,-]?\s+(\d+)\s*(?:admits?|admissions?)?\s*(?:from|out of|of|\/)\s*(\d+)(?:\s*(?:referrals?|refs?))?/g;

function conversionsByPerson(text: string): string[] {
  const pairs = [...text.matchAll(PERSON_PAIR)]
    .map((match) => ({ name: match[1]!, admits: Number(match[2]), referrals: Number(match[3]) }))
    .filter((pair) => pair.referrals > 0 && pair.admits <= pair.referrals && !/^(?:admits?|and|from|of|with|q[1-4])$/.test(pair.name));
  if (pairs.length < 2) return [];
  const name = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const [admits, referrals] = [pairs.reduce((sum, p) => sum + p.admits, 0), pairs.reduce((sum, p) => sum + p.referrals, 0)];
  return [
    ...pairs.map(
      (pair) =>
        `${name(pair.name)}: ${fmt(pair.admits)} admissions ÷ ${fmt(pair.referrals)} referrals = **${pct(pair.admits, pair.referrals)}%** conversion.`,
    ),
    // The team's conversion is its admissions over its referrals, not the average of each person's rate.
    `Combined = (${pairs.map((p) => fmt(p.admits)).join(' + ')}) ÷ (${pairs.map((p) => fmt(p.referrals)).join(' + ')}) = ${fmt(admits)} ÷ ${fmt(referrals)} = **${pct(admits, referrals)}%** conversion.`,
    `Most admissions: **${name(pairs.reduce((a, b) => (b.admits > a.admits ? b : a)).name)}**; best conversion: **${name(pairs.reduce((a, b) => (b.admits / b.referrals > a.admits / a.referrals ? b : a)).name)}**.`,
  ];
}

/** "annual goal 480 admits. thru sept (9 mo) we're at 342": the pace for the year and what the rest needs. */
function yearPace(text: string): string[] {
  const goal =
    /\b(?:annual|yearly|year'?s?|fy|this year'?s?)\s+(?:admit\w* |admission\w* )?(?:goal|target|budget)\s*(?:is|of|=|:)?\s*(\d+)/.exec(
      text,
    );
  const months = /\b(?:thru|through|after|first)\s+(?:[a-z]+\s+)?\(?(\d{1,2})\s*(?:mo|mos|months?)\b/.exec(text);
  const atNow = /\b(?:we're|we are|at|have|done|did)\s+(?:at\s+)?(\d+)\b(?!\s*(?:mo|mos|months?|%))/.exec(
    text.replace(months?.[0] ?? '', ' '),
  );
  if (!goal || !months || !atNow) return [];
  const [target, gone, done] = [Number(goal[1]), Number(months[1]), Number(atNow[1])];
  if (gone <= 0 || gone >= 12 || done <= 0 || done >= target * 2) return [];
  const pace = (done / gone) * 12;
  const left = 12 - gone;
  return [
    `Pace for the year = ${fmt(done)} ÷ ${gone} months × 12 = **${fmt(pace)}** against the goal of ${fmt(target)} (${pct(pace, target)}%).`,
    `To reach ${fmt(target)}: ${fmt(target)} − ${fmt(done)} = **${fmt(target - done)} more** in the ${left} months left, **${fmt((target - done) / left)} a month** (against ${fmt(done / gone)} a month so far).`,
  ];
}

/** "181 deaths and 31 live discharges": the live discharge rate counts every discharge, deaths included. */
function liveDischargeFromDeaths(text: string): string[] {
  const deaths = /\b(\d+)\s*(?:deaths|died|decedents|expired)\b/.exec(text);
  const live = /\b(\d+)\s*live\s*(?:discharges?|d\/?cs?)\b/.exec(text);
  if (!deaths || !live || /\b(?:total discharges|discharges total)\b/.test(text)) return [];
  const [died, alive] = [Number(deaths[1]), Number(live[1])];
  const total = died + alive;
  return [
    `Live discharge rate = ${fmt(alive)} live discharges ÷ (${fmt(died)} deaths + ${fmt(alive)} live discharges = ${fmt(total)} discharges) = **${pct(alive, total)}%**.`,
  ];
}

/** "7 reps, 238 admits in Q3. admits per rep per month?" */
function admitsPerRepPerMonth(text: string): string[] {
  const reps = /\b(\d+)\s*(?:reps?|liaisons?|marketers?)\b/.exec(text);
  const admits = /\b(\d+)\s*(?:admits?|admissions?)\b/.exec(text);
  if (!reps || !admits || !/\bper (?:rep|liaison|marketer)\b/.test(text) || !/\bper (?:month|mo)\b|\ba month\b|\bmonthly\b/.test(text))
    return [];
  const months = /\bq[1-4]\b|\bquarter\b/.test(text) ? 3 : Number(/\b(\d{1,2})\s*(?:mo|mos|months)\b/.exec(text)?.[1] ?? 0);
  if (!months) return [];
  const [people, count] = [Number(reps[1]), Number(admits[1])];
  return [`Admissions per rep per month = ${fmt(count)} ÷ ${fmt(people)} reps ÷ ${months} months = **${fmt(count / people / months)}**.`];
}

/** Lines for the figures `text` holds in these shapes, or none. */
export function workedLists(text: string, already: readonly string[]): string[] {
  const said = already.join('\n');
  return [
    ...labelledShares(text),
    ...labelledAverage(text),
    // (A share already worked, "**27.1%** died within 7 days", is not repeated.)
    ...partsOfATotal(text).filter((line) => !said.includes(/\*\*[\d.]+%\*\*/.exec(line)![0])),
    ...conversionsByPerson(text),
    ...yearPace(text),
    ...(/live discharge rate/i.test(said) ? [] : liveDischargeFromDeaths(text)),
    ...(/per rep per month/i.test(said) ? [] : admitsPerRepPerMonth(text)),
  ];
}
