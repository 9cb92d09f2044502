/**
 * Arithmetic on Medicare hospice rules with the rep's own figures: the two routine home care rates,
 * the benefit-period calendar and its face-to-face window, a patient's share of the cap when another
 * hospice also served her, and a weight loss as a share of the starting weight. Each returns no line
 * unless the request carries every figure it needs; nothing is estimated.
 */
import { N, capPerBeneficiary, dollars, fmt, num } from './metric-numbers';

/** Days 1-60 of a hospice stay are paid at the higher routine home care rate, later days at the lower. */
const RHC_HIGH_RATE_DAYS = 60;
/** Benefit periods: two of 90 days, then 60-day periods without limit (42 CFR 418.21). */
const PERIOD_DAYS = [90, 90];
const LATER_PERIOD_DAYS = 60;
/** The face-to-face encounter falls within 30 calendar days before the third period and each later one (42 CFR 418.22(a)(4)). */
const F2F_WINDOW_DAYS = 30;

/** "230/day for days 1-60 and 182 after", a "95 day stay": the revenue of one stay at the two RHC rates. */
function routineHomeCareRevenue(text: string): string | undefined {
  if (!/\b(?:rhc|routine home care)\b/.test(text)) return undefined;
  // A rate has a unit or a dollar sign ("230/day", "$182"), or is the one said to apply "after" day 60 ("and 182 after").
  const rates = [
    ...text.matchAll(
      new RegExp(
        `\\$?${N}\\s*(?:\\/\\s*(?:day|d)\\b|(?:a|per) day\\b)|\\$${N}|${N}\\s+(?:after|thereafter|later|from day 61|for days 61)`,
        'g',
      ),
    ),
  ]
    .map((match) => num(match[1] ?? match[2] ?? match[3]))
    .filter((rate): rate is number => rate !== undefined && rate >= 50 && rate <= 1000);
  const stay = num(new RegExp(`${N}[- ]days?\\s+(?:stay|los|length of stay|episode)`).exec(text)?.[1]);
  if (rates.length < 2 || !stay) return undefined;
  const [high, low] = [Math.max(rates[0]!, rates[1]!), Math.min(rates[0]!, rates[1]!)];
  const early = Math.min(stay, RHC_HIGH_RATE_DAYS);
  const later = Math.max(0, stay - RHC_HIGH_RATE_DAYS);
  return `A ${fmt(stay)}-day stay = ${fmt(early)} days × ${dollars(high)}${later ? ` + ${fmt(later)} days × ${dollars(low)}` : ''} = **${dollars(early * high + later * low)}** at routine home care (before wage index and any service-intensity add-on).`;
}

/** "January 10, 2026": a calendar date as a rep reads it (dates are kept at UTC midnight). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (date: Date) => LONG_DATE.format(date);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** "election 10/3/2026", "elected on 3/15/26": the date the benefit began. */
function electionDate(text: string): Date | undefined {
  const match = /\b(?:elect\w*|admi\w*|soc|start of care|on service)\b\D{0,20}?(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(text);
  if (!match) return undefined;
  const year = Number(match[3]!.length === 2 ? `20${match[3]}` : match[3]);
  const date = new Date(Date.UTC(year, Number(match[1]) - 1, Number(match[2])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** When each benefit period starts after an election, and the face-to-face window before the third. */
function benefitPeriodCalendar(text: string): string[] {
  if (!/\b(?:benefit periods?|period|recert\w*|f2f|face[- ]to[- ]face)\b/.test(text)) return [];
  const elected = electionDate(text);
  if (!elected) return [];
  const second = addDays(elected, PERIOD_DAYS[0]!);
  const third = addDays(second, PERIOD_DAYS[1]!);
  const fourth = addDays(third, LATER_PERIOD_DAYS);
  const lines = [
    `Benefit periods from an election on ${longDate(elected)}: the 2nd 90-day period starts **${longDate(second)}**, the 3rd (the first 60-day period) **${longDate(third)}**, the 4th ${longDate(fourth)}.`,
  ];
  if (/\b(?:f2f|face[- ]to[- ]face|3rd|third|recert\w*)\b/.test(text))
    lines.push(
      `Face-to-face for the 3rd period: within the 30 days before it starts, **${longDate(addDays(third, -F2F_WINDOW_DAYS))} to ${longDate(third)}**, by a hospice physician or nurse practitioner; the same again before each later period.`,
    );
  return lines;
}

/** "60 days at another hospice, then 40 with us": the patient counts toward each hospice's cap by its share of her days. */
function proportionalCapShare(text: string): string | undefined {
  if (!/\bcap\b/.test(text)) return undefined;
  const elsewhere = num(
    new RegExp(
      `${N}\\s*days?\\s+(?:at|with|on)\\s+(?:an?other|the other|a prior|a previous|her (?:old|last|first)|his (?:old|last|first)) hospice`,
    ).exec(text)?.[1],
  );
  const withUs = num(
    new RegExp(`${N}\\s*(?:days?\\s+)?(?:with|at) us\\b|${N}\\s*days?\\s+(?:with|at) (?:our|my) hospice`)
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  if (!elsewhere || !withUs) return undefined;
  const share = withUs / (withUs + elsewhere);
  const cap = capPerBeneficiary(text);
  return `Her share of your cap = ${fmt(withUs)} ÷ (${fmt(withUs)} + ${fmt(elsewhere)}) days = **${fmt(share, 3)}** of one beneficiary; at the ${cap.label} cap of ${dollars(cap.amount)} that is **${dollars(share * cap.amount)}** (the other hospice counts the remaining ${fmt(1 - share, 3)}).`;
}

/** "she lost 13 lbs, was 160 in may", "went from 160 to 147 lbs": the loss as a share of the starting weight. */
function weightLossShare(text: string): string | undefined {
  const lost = num(/\blost\s+(\d+(?:\.\d+)?)\s*(?:lbs?|pounds|kg)\b/.exec(text)?.[1]);
  const start = num(
    /\b(?:was|from|weighed|started at|baseline(?: of| was)?)\s+(\d{2,3}(?:\.\d+)?)\s*(?:lbs?|pounds|kg)?\b/.exec(text)?.[1],
  );
  const fromTo = /\bfrom\s+(\d{2,3}(?:\.\d+)?)\s*(?:lbs?|pounds|kg)?\s+(?:down\s+)?to\s+(\d{2,3}(?:\.\d+)?)\s*(?:lbs?|pounds|kg)\b/.exec(
    text,
  );
  const [before, loss] = fromTo ? [Number(fromTo[1]), Number(fromTo[1]) - Number(fromTo[2])] : [start, lost];
  if (!before || !loss || loss <= 0 || loss >= before) return undefined;
  const share = (100 * loss) / before;
  return `Weight loss = ${fmt(loss)} ÷ ${fmt(before)} = **${fmt(share)}%** of the starting weight (the LCD's supporting indicator is more than 10% in the past six months: ${share > 10 ? 'this meets it' : 'this does not yet meet it'}).`;
}

/** "avg Medicare payment per day is about $215, how many days per beneficiary before the cap": the cap over the daily rate. */
function daysUnderCap(text: string): string | undefined {
  if (!/\bcap\b/.test(text)) return undefined;
  const perDay = num(
    new RegExp(`\\$\\s?${N}\\s*(?:\\/\\s*day|(?:a|per) day)|(?:per|a) day\\D{0,20}?\\$\\s?${N}`).exec(text)?.slice(1).find(Boolean),
  );
  if (!perDay || perDay < 50 || perDay > 2000 || !/\bhow many days\b|\bdays\b[^.?]{0,30}\bbefore\b/.test(text)) return undefined;
  const cap = capPerBeneficiary(text);
  return `Days of care per beneficiary before the cap = ${dollars(cap.amount)} ${cap.label} cap ÷ ${dollars(perDay)} a day = **about ${fmt(Math.floor(cap.amount / perDay))} days** (${fmt(cap.amount / perDay)}), on average across the beneficiaries counted that year.`;
}

/** Lines of Medicare-rule arithmetic for the figures in `text` (already lower-cased, separators removed). */
export function workedMedicareRules(text: string): string[] {
  return [
    routineHomeCareRevenue(text),
    ...benefitPeriodCalendar(text),
    proportionalCapShare(text),
    weightLossShare(text),
    daysUnderCap(text),
  ].filter((line): line is string => line !== undefined);
}
