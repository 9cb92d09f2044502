/**
 * The general shapes of a rep's or a leader's arithmetic, whatever the metric is called: a part of
 * a whole ("14 of my 50 admits died within a week, what % is that"), the pace still needed to reach
 * a goal ("31 admits, goal 45, 4 wks left"), a rate goal against what was done ("goal 18 visits a
 * wk, she did 61 in 4 wks"), and the admissions a census goal needs at a given length of stay.
 * Lines already worked by a named metric (metric-math.ts) are not repeated.
 */
import { N, capPerBeneficiary, dollars, fmt, num } from './metric-numbers';

const UNIT = String.raw`(?:admits|admissions|referrals|visits|f2f visits|calls|in-?services|meetings|appointments|patients|pts)`;
const PERIOD = String.raw`(wks?|weeks?|days?|months?|mos?)`;

/** "week", "weeks", "wk" → "week"; the unit a count or a goal is per. */
const periodOf = (word: string) => (/^w/.test(word) ? 'week' : /^d/.test(word) ? 'day' : 'month');

const MONTH_INDEX = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "oct-dec", "oct to dec", "nov thru dec": how many months, both ends counted. */
function monthsSpanned(text: string): number | undefined {
  const span =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*(?:-|–|to|thru|through)\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(
      text,
    );
  if (!span) return undefined;
  const [from, to] = [MONTH_INDEX.indexOf(span[1]!), MONTH_INDEX.indexOf(span[2]!)];
  return ((to - from + 12) % 12) + 1;
}

/** "14 of 22 working days", "end of day 18 ... (30 day month)": the days gone and the days in the stretch. */
function daysGone(text: string): { gone: number; all: number } | undefined {
  const of = /\b(\d+)\s+(?:of|out of)\s+(\d+)\s+(?:working |business |selling )?days\b/.exec(text);
  if (of) return { gone: Number(of[1]), all: Number(of[2]) };
  // "it's day 18 of 30", "day 12/22": the day reached and the days in the stretch, said the other way round.
  const dayOf = /\bday (\d{1,2})\s*(?:of|out of|\/)\s*(\d{1,2})\b/.exec(text);
  if (dayOf) return { gone: Number(dayOf[1]), all: Number(dayOf[2]) };
  const day = /\b(?:end of |eod |thru |through |after )?day (\d{1,2})\b/.exec(text);
  const month = /\b(\d{2})[- ]days?\s+month\b|\bmonth (?:has|of) (\d{2}) days\b/.exec(text);
  if (!day || !month) return undefined;
  return { gone: Number(day[1]), all: Number(month[1] ?? month[2]) };
}

/** Whether the pace so far reaches the goal: within half a unit counts as on pace. */
const paceVerdict = (projected: number, goal: number) =>
  Math.abs(projected - goal) < 0.5 ? 'on pace' : projected > goal ? 'ahead of pace' : 'behind pace';

/** The census now, the discharges expected and the census wanted at the end: admissions = wanted − now + discharges. */
function admissionsForCensusTarget(text: string): string[] {
  if (!/\bhow many (?:admits|admissions)\b|\b(?:admits|admissions) (?:do )?(?:i|we) need\b|\b(?:admits|admissions) needed\b/.test(text))
    return [];
  const now = num(/\b(?:adc|census)\s*(?:is|of|=|at|:)?\s*(\d[\d,]*)/.exec(text)?.[1]);
  const discharges = num(/\b(\d[\d,]*)\s*(?:total\s+)?(?:discharges|d\/?cs)\b/.exec(text)?.[1]);
  const wanted = num(
    /\b(?:end|finish|close)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:at|with)\s+(?:an?\s+)?(?:adc\s+of\s+|census\s+of\s+)?(\d[\d,]*)\b/.exec(
      text,
    )?.[1],
  );
  if (now === undefined || !discharges || !wanted || wanted === now) return [];
  const needed = wanted - now + discharges;
  return [
    `Admissions needed = ${fmt(wanted)} − ${fmt(now)} + ${fmt(discharges)} = **${fmt(needed)} admissions**: ${fmt(discharges)} to replace the discharges, ${fmt(wanted - now)} to grow the census.`,
  ];
}

export function workedRatios(text: string, already: readonly string[]): string[] {
  const lines: string[] = [];
  const said = (figure: string) =>
    already.some((line) => line.includes(`**${figure}`)) || lines.some((line) => line.includes(`**${figure}`));

  // A rate goal against what was done over a stretch: goal 18 a week, 61 in the last 4 weeks.
  const rateGoal = new RegExp(
    `\\b(?:goal|target|expectation|quota)\\b[^.\\d]{0,12}${N}\\s*(?:${UNIT}\\s*)?(?:a|an|per|/|each)\\s*${PERIOD}\\b`,
  ).exec(text);
  const done = new RegExp(
    `\\b(?:did|made|had|got|completed|logged|ran)\\s+${N}\\s*(?:${UNIT}\\s*)?(?:in|over)\\s+(?:the\\s+)?(?:last|past)?\\s*${N}\\s*${PERIOD}\\b`,
  ).exec(text);
  if (rateGoal && done && periodOf(rateGoal[2]!) === periodOf(done[3]!)) {
    const [perPeriod, count, periods] = [num(rateGoal[1])!, num(done[1])!, num(done[2])!];
    const goal = perPeriod * periods;
    if (goal > 0)
      lines.push(
        `Goal for the stretch = ${fmt(perPeriod)} × ${fmt(periods)} ${periodOf(done[3]!)}s = ${fmt(goal)}; ${fmt(count)} ÷ ${fmt(goal)} = **${fmt((100 * count) / goal)}% of goal** (${count >= goal ? `${fmt(count - goal)} over` : `${fmt(goal - count)} short`}).`,
      );
  }

  // The pace still needed: where they are, the goal, and the time left.
  const current = new RegExp(`\\b${N}\\s*${UNIT}\\b`).exec(text);
  const goal = new RegExp(
    `\\b(?:goal|target|quota|number)\\s*(?:is|of|=|:)?\\s*${N}|\\b${N}\\s*(?:is the |as the )?(?:goal|target|quota)\\b`,
  ).exec(text);
  const left = new RegExp(`\\b${N}\\s*${PERIOD}\\s*(?:left|remaining|to go)\\b`).exec(text);
  // "oct-dec", "nov through dec": the months still to go, counted inclusively.
  const span = monthsSpanned(text);
  if (current && goal && (left || span) && !rateGoal) {
    const [now, target] = [num(current[1])!, num(goal[1] ?? goal[2])!];
    const remaining = left ? num(left[1])! : span!;
    if (target > now && remaining > 0) {
      const unit = left ? periodOf(left[2]!) : 'month';
      const pace = (target - now) / remaining;
      lines.push(
        `Still needed = ${fmt(target)} − ${fmt(now)} = **${fmt(target - now)}** in ${fmt(remaining)} ${unit}${remaining === 1 ? '' : 's'} = **${fmt(pace)} a ${unit}**.`,
      );
      // "...and per rep": the same pace shared across the team.
      const reps = num(new RegExp(`\\b${N}\\s*(?:reps?|liaisons?|marketers?)\\b`).exec(text)?.[1]);
      if (reps && reps > 1 && /\bper (?:rep|liaison|marketer|person|head)\b/.test(text))
        lines.push(`Per rep = ${fmt(pace)} ÷ ${fmt(reps)} reps = **${fmt(pace / reps)} a ${unit}** each.`);
    }
  }

  // The admissions a census goal needs: each admission stays the average length of stay.
  // ("ALOS is 70.", "if ALOS stays ~75": the stay's figure needs no "days" when nothing follows it.)
  const alos = num(
    /\b(?:alos|average length of stay|avg los|los)\b\D{0,20}?(\d[\d,]*)(?:\s*(?:days?|d)\b|(?=\s*(?:[.,;:?!)]|$|(?:and|so|how|what|but|with|if)\b)))/.exec(
      text,
    )?.[1],
  );
  // "want ADC from 60 to 75": the census now and the one wanted, in one phrase.
  const fromTo = /\b(?:adc|census)\s+(?:from\s+)(\d[\d,]*)\s*(?:to|->|→)\s*(\d[\d,]*)\b/.exec(text);
  const censusGoal = fromTo
    ? num(fromTo[2])
    : /\b(?:adc|census)\b/.test(text)
      ? num(
          /\b(?:goal|target)\b\D{0,12}(\d[\d,]*)|\b(?:sustain|hold|reach|hit|get to|grow to|wants?|needs?)\s+(?:an?\s+)?(?:adc\s+(?:of\s+)?)?(?:at\s+)?(\d[\d,]*)/
            .exec(text)
            ?.slice(1)
            .find(Boolean),
        )
      : undefined;
  // The census now: typed, or worked from the rep's patient days above ("3,420 pt days in sept").
  const workedAdc = already.map((line) => /^Average daily census = .* = \*\*([\d,.]+)\*\*/.exec(line)?.[1]).find(Boolean);
  // (A typed "ADC 130" that is the goal itself is no census now.)
  const typedAdc = num(/\b(?:adc|census)\s*(?:is|of|=|at|:)?\s*(\d[\d,]*)/.exec(text)?.[1]);
  const adcNow = num(fromTo?.[1]) ?? (typedAdc !== censusGoal ? typedAdc : undefined) ?? num(workedAdc);
  // "adc is 62 ... how many admits to hold census flat": the goal is the census they have.
  const holdsCensus =
    /\b(?:hold|keep|maintain|sustain|stay)\w*\s+(?:our\s+|the\s+)?(?:adc|census)\s+(?:flat|steady|level|even|where it is|the same)\b|\b(?:adc|census)\s+(?:flat|steady)\b/.test(
      text,
    );
  const target = censusGoal ?? (holdsCensus ? adcNow : undefined);
  if (alos && target && !/\badc by\b/.test(text)) {
    const needed = (target * 30) / alos;
    lines.push(
      `To hold an ADC of ${fmt(target)} with a ${fmt(alos)}-day average stay: ${fmt(target)} × 30 days ÷ ${fmt(alos)} = **${fmt(needed)} admissions a month** (${fmt(target / alos, 2)} a day)${adcNow && adcNow !== target ? ` (an ADC of ${fmt(adcNow)} needs about ${fmt((adcNow * 30) / alos)}, so ${adcNow < target ? `about **${fmt(((target - adcNow) * 30) / alos)} more admissions a month**` : `about ${fmt(((adcNow - target) * 30) / alos)} fewer`} than holding ${fmt(adcNow)})` : ''}.`,
    );
  }

  // A call cycle: "14 A accts weekly, 22 B accts every other week, 30 C every 4 wks" is visits a week.
  const cycle = [
    ...text.matchAll(
      /\b(\d+)\s*(?:[abc](?:'?s)?\b)?[^.,;\d]{0,30}?\b(?:weekly|every week|once a week|(every other week|bi-?weekly|every 2 (?:wks?|weeks))|(monthly|every month|once a month|every 4 (?:wks?|weeks)))\b/g,
    ),
  ];
  if (cycle.length >= 2 && /\bvisits?\b|\bcall cycle\b/.test(text)) {
    const perWeek = cycle.map((m) => Number(m[1]) / (m[2] ? 2 : m[3] ? 4 : 1));
    const total = perWeek.reduce((sum, value) => sum + value, 0);
    lines.push(
      `Visits a week = ${cycle.map((m, i) => `${m[1]}${m[2] ? ' ÷ 2' : m[3] ? ' ÷ 4' : ''} (${fmt(perWeek[i]!)})`).join(' + ')} = **${fmt(total)} visits a week**: **${fmt(total * 4)} a month** (4 weeks), about ${fmt(total / 5)} a day over five working days.`,
    );
  }

  // The pace so far against the goal: "goal 12 admits this month, she's at 5 with 14 of 22 working days
  // gone", or the day it is in a month of so many days ("end of day 18, 30 day month").
  const elapsed = daysGone(text);
  const goalMatch = /\b(?:goal|target|quota)\b\D{0,12}(\d[\d,]*)/.exec(text);
  const monthGoal = num(goalMatch?.[1]);
  // Where they are: "at 19", or a count of admissions that is not the goal's own ("14 admits, goal 40").
  const withoutGoal = goalMatch ? text.replace(goalMatch[0], ' ') : text;
  const atNow = num(
    /\b(?:at|has|have|got|did|done)\s+(\d+)\b(?!\s+(?:of|out of|days?)\b)/.exec(withoutGoal)?.[1] ??
      new RegExp(`\\b${N}\\s*${UNIT}\\b`).exec(withoutGoal)?.[1],
  );
  if (elapsed && monthGoal && atNow !== undefined && elapsed.gone > 0 && elapsed.gone < elapsed.all) {
    const { gone, all } = elapsed;
    const projected = (atNow / gone) * all;
    lines.push(
      `So far: ${fmt(atNow)} ÷ ${fmt(monthGoal)} = **${fmt((100 * atNow) / monthGoal)}% of goal** after ${gone} of ${all} days.`,
      `At the current pace: ${fmt(atNow)} ÷ ${gone} days × ${all} days = **about ${fmt(projected)}** by month end against a goal of ${fmt(monthGoal)}, **${paceVerdict(projected, monthGoal)}**; to reach it: **${fmt(monthGoal - atNow)} more** in the ${all - gone} days left (${fmt((monthGoal - atNow) / (all - gone), 2)} a day).`,
    );
  }

  // "census is 92, about 30 discharges expected, want to end dec at 105": the admissions that replace
  // the discharges and add the growth.
  lines.push(...admissionsForCensusTarget(text));

  // Days of care a beneficiary can average before the cap: "$210 per pt day ... before we hit the cap".
  const perDay = num(/\$\s?(\d[\d,]*(?:\.\d+)?)\s*(?:\/|a|per)\s*(?:pt |patient |beneficiary )?day\b/.exec(text)?.[1]);
  if (perDay && /\bcap\b/.test(text)) {
    const cap = capPerBeneficiary(text);
    const days = cap.amount / perDay;
    lines.push(
      `Days per beneficiary before the cap = ${dollars(cap.amount)} (${cap.label}) ÷ $${fmt(perDay)} a day = **about ${fmt(Math.floor(days))} days** (${fmt(days)}).`,
    );
  }

  // A part of a whole, asked as a share: "14 of my 50 admits", "18 out of 120 total d/c".
  if (
    /%|\bpercent|\bpct\b|\brate\b|\bshare\b|\bhow (?:bad|good|high|low)\b|\bis (?:that|this) (?:bad|good|high|low|a problem|normal)/.test(
      text,
    )
  ) {
    const part =
      /\b(\d[\d,]*)\s+(?:[a-z/-]+\s+){0,3}?(?:of|out of)\s+(?:my|our|the|those|these|all|their|her|his)?\s*(?:total\s+)?(\d[\d,]*)\b/.exec(
        text,
      );
    // The whole first: "of our 110 deaths last yr, 34 had a LOS of 7 days or less".
    const partFits = part && num(part[1])! <= num(part[2])!;
    const wholeFirst = partFits
      ? undefined
      : /\bof\s+(?:my|our|the|those|these|all|their|her|his)\s+(?:total\s+)?(\d[\d,]*)\s+[a-z/-]+(?:\s+[a-z/-]+){0,3}?,?\s+(\d[\d,]*)\s+(?:of (?:them|those)\s+)?(?:had|were|was|died|did|got|went|came|are|have|stayed|lived)\b/.exec(
          text,
        );
    const [x, y] = partFits ? [num(part[1]), num(part[2])] : [num(wholeFirst?.[2]), num(wholeFirst?.[1])];
    if (x !== undefined && y && x <= y) {
      const share = fmt((100 * x) / y);
      if (!said(share)) lines.push(`${fmt(x)} ÷ ${fmt(y)} = **${share}%**.`);
    }
  }
  return lines;
}
