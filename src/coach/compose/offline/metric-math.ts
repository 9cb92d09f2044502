/**
 * The rep's own numbers, worked through: when a metric question carries the figures to compute it
 * ("1860 pt days in june", "42 referrals 29 admits"), the coach shows the formula and the result
 * instead of describing the metric in general. Only the rep's figures and sourced constants (the
 * FY 2026 hospice cap) are used; nothing is estimated.
 */
import { workedMedicareRules } from './metric-medicare';
import { workedChanges } from './metric-change';
import { workedRatios } from './metric-ratios';
import { workedLists } from './metric-lists';
import { workedGroupConversions } from './metric-groups';
import { excludedConversion } from './metric-excluded';
import { N, capPerBeneficiary, dollars, fmt, num, pct, withoutThousandsSeparators } from './metric-numbers';

const MONTH_DAYS: Record<string, number> = {
  jan: 31,
  feb: 28,
  mar: 31,
  apr: 30,
  may: 31,
  jun: 30,
  jul: 31,
  aug: 31,
  sep: 30,
  oct: 31,
  nov: 30,
  dec: 31,
};

/** Days in the period the rep names ("in june", "last month", "last quarter", "this year"). */
function periodDays(text: string): { days: number; label: string } | undefined {
  // "in a 31 day month", "over 92 days": the rep's own count wins over the calendar's.
  // ("92 days in the quarter" is the same count said the other way round.)
  const stated =
    /\b(\d{1,3})[- ]days?\s+(?:month|period|quarter|qtr|stretch)\b|\b(?:in|over|across)\s+(\d{1,3})\s+days\b|\b(\d{1,3})\s+days\s+in\s+(?:the|this|that|a)\s+(?:month|period|quarter|qtr|year)\b/.exec(
      text,
    );
  if (stated) {
    const days = Number(stated[1] ?? stated[2] ?? stated[3]);
    return { days, label: 'days in the period' };
  }
  // "Q3 (jul aug sep)", "oct-dec": several months named are their days added up; a named quarter its own.
  const named = [...text.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g)].map((m) => m[1]!);
  const distinct = [...new Set(named)];
  if (distinct.length >= 2 && /\b(?:quarter|qtr|q[1-4])\b|\((?:[a-z]+[\s,/-]+){1,2}[a-z]+\)/.test(text))
    return { days: distinct.reduce((sum, m) => sum + MONTH_DAYS[m]!, 0), label: `days in ${distinct.join(', ')}` };
  const quarter = /\bq([1-4])\b/.exec(text);
  if (quarter) return { days: [90, 91, 92, 92][Number(quarter[1]) - 1]!, label: `days in Q${quarter[1]}` };
  const month = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(text);
  // "in june", "for nov", or a month at the head of a phrase ("k nov we had 2,670 pt days").
  if (month && /(?:^|\b(?:in|for|during|last|of|k|ok|so|and)\b|[,.;:])\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(text))
    return { days: MONTH_DAYS[month[1]!]!, label: `days in ${month[0][0]!.toUpperCase()}${month[0].slice(1)}` };
  if (/\b(?:quarter|qtr|q[1-4])\b/.test(text)) return { days: 91, label: 'days in the quarter (about 91)' };
  if (/\b(?:year|yr|annual)\b/.test(text)) return { days: 365, label: 'days in the year' };
  if (/\bweek\b/.test(text)) return { days: 7, label: 'days in the week' };
  if (/\bmonth\b/.test(text)) return { days: 30, label: 'days in the month (30)' };
  return undefined;
}

/** Months in the period, for per-month figures. */
function periodMonths(text: string): number | undefined {
  const months = /\b(\d{1,2}) months?\b/.exec(text);
  if (months) return Number(months[1]);
  if (/\b(?:quarter|qtr|q[1-4])\b/.test(text)) return 3;
  if (/\b(?:year|yr|annual)\b/.test(text)) return 12;
  if (/\bmonth\b/.test(text)) return 1;
  return undefined;
}

/**
 * A typed list of figures: "4, 6, 10, 20, 30", and the way most people end one, "140 and 210" or
 * "140, and 210" (without the last "and" the longest stay, the one that pulls the average, was lost).
 */
const TYPED_LIST = /(?:\d[\d,.]*\s*,\s*){2,}(?:(?:and|&)\s+)?\d[\d.]*(?:\s*,?\s*(?:and|&)\s+\d[\d.]*)?/;
/** The numbers of a typed list ("4, 6, 10, 20, 30"). */
const listValues = (list: string) =>
  list
    .split(/\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/)
    .map(Number)
    .filter((value) => !Number.isNaN(value));
/** What a typed list counts, when the words say. */
const unitOfList = (text: string) =>
  /\b(?:hrs?|hours?)\b/.test(text) ? ' hours' : /\b(?:los|length of stay|days)\b/.test(text) ? ' days' : '';

/** Lines of worked arithmetic for the figures in `text`, or none. */
export function workedMetrics(original: string): string[] {
  const text = withoutThousandsSeparators(original.toLowerCase());
  const lines: string[] = [];

  const patientDays = num(
    new RegExp(`${N}\\s*(?:total\\s+)?(?:pt|patient|hospice|census|benefit)[- ]days|(?:pt|patient|census)[- ]days\\D{0,32}${N}`)
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  const period = periodDays(text);
  if (patientDays && period && /\b(?:adc|average daily census|census)\b/.test(text))
    lines.push(
      `Average daily census = ${fmt(patientDays)} patient days ÷ ${period.days} ${period.label} = **${fmt(patientDays / period.days)}**.`,
    );

  // ("53 refs": a phone's shorthand for referrals.)
  const referrals = num(new RegExp(`${N}\\s*(?:new\\s+)?(?:referrals?|refs?)\\b`).exec(text)?.[1]);
  const admits = num(new RegExp(`${N}\\s*(?:admits?|admissions?)|\\badmitted\\s+${N}`).exec(text)?.slice(1).find(Boolean));
  // Several reps' or markets' referrals and admissions typed: each one's conversion, side by side.
  const groups = workedGroupConversions(text);
  lines.push(...groups);
  if (!groups.length && referrals && admits && admits <= referrals && /\b(?:conversion|convert|admit rate|close rate)\b/.test(text)) {
    lines.push(
      `Conversion = ${fmt(admits)} admissions ÷ ${fmt(referrals)} referrals = **${pct(admits, referrals)}%**; ${fmt(referrals - admits)} referrals did not admit, and the reasons for those are where to look first.`,
    );
    const excluded = excludedConversion(text, referrals, admits);
    if (excluded) lines.push(excluded);
    // "If I get that to 70% on the same referrals, how many more admits?"
    // ("if I want 75% next month", "aiming for 70%": a wanted rate is a target too.)
    const target = num(
      /\b(?:(?:get|got|gotten|getting|bring|brought|take|taken) (?:that|it|conversion|me|us|her|him|them)? ?(?:up )?to|hit|reach|at|want|aim(?:ing)? for|goal of|target of)\s+(\d{1,2}(?:\.\d)?)\s*%/.exec(
        text,
      )?.[1],
    );
    if (target && target > (100 * admits) / referrals) {
      const needed = Math.round((target / 100) * referrals);
      lines.push(
        `At ${fmt(target)}% of the same ${fmt(referrals)} referrals: ${fmt(target)}% × ${fmt(referrals)} = ${fmt((target / 100) * referrals)}, about **${fmt(needed)} admissions, ${fmt(needed - admits)} more** than now.`,
      );
    }
  }

  // "need 30 admits a month, conv rate is 60%, how many referrals": admissions ÷ conversion.
  const conversionRate = num(/\b(?:conv\w*|close rate|admit rate)\b\D{0,25}?(\d{1,2}(?:\.\d+)?)\s*%/.exec(text)?.[1]);
  // "my admit goal is 18 a month": the admissions are the goal's number.
  const admitGoal =
    admits ?? num(new RegExp(`\\b(?:admit|admission)s?\\s+(?:goal|target|quota)\\s*(?:is|of|=|:)?\\s*${N}`).exec(text)?.[1]);
  if (
    admitGoal &&
    conversionRate &&
    !referrals &&
    /\bhow many (?:referrals|refs)\b|\b(?:referrals|refs) (?:do|would|will) (?:i|we)\b/.test(text)
  ) {
    // (Less a hair: 42 ÷ 0.70 is 60.000000000000007 in floating point, and 60 referrals are enough.)
    const needed = Math.ceil(admitGoal / (conversionRate / 100) - 1e-9);
    lines.push(`Referrals needed = ${fmt(admitGoal)} admissions ÷ ${fmt(conversionRate)}% conversion = **${fmt(needed)} referrals**.`);
    // "...a month and per week": a month is 52 ÷ 12 ≈ 4.33 weeks.
    if (/\b(?:a|per|each|every|\/)\s*(?:mo|month)\b/.test(text) && /\b(?:week|wk)s?\b/.test(text))
      lines.push(
        `Per week = ${fmt(needed)} ÷ 4.33 weeks = **about ${fmt(Math.round(needed / (52 / 12)))} a week** (${fmt(needed / (52 / 12))}).`,
      );
  }

  const reps = num(new RegExp(`${N}\\s*(?:reps?|liaisons?|marketers?)\\b`).exec(text)?.[1]);
  const months = periodMonths(text);
  if (reps && referrals && months && /\b(?:per|\/) ?(?:rep|liaison|marketer)\b/.test(text))
    lines.push(
      `Referrals per rep per month = ${fmt(referrals)} ÷ ${fmt(reps)} reps ÷ ${months} months = **${fmt(referrals / reps / months)}**.`,
    );

  const discharges = num(
    new RegExp(`${N}\\s*(?:total\\s+)?(?:discharges|d/?cs?)\\b|discharged\\s+${N}\\s*(?:pts|patients)`).exec(text)?.slice(1).find(Boolean),
  );
  // "18 of them were live" is the count even when "live d/c rate: 120 total" comes first.
  const live = num(
    new RegExp(`${N}\\s*(?:of (?:them|those)\\s+)?(?:were\\s+|was\\s+)?live\\b`).exec(text)?.[1] ??
      new RegExp(`live (?:discharges?|d/?c)\\D{0,12}${N}`).exec(text)?.[1],
  );
  // Average length of stay: the days of care of the discharged patients over their number.
  const daysOfCare = num(
    new RegExp(
      `${N}\\s*(?:total\\s+)?(?:pt\\s+|patient\\s+|los\\s+)?days(?: of care| on service)?\\b(?!\\s*(?:in|a|per))|(?:los )?days(?: of care| on service)?[^.\\d]{0,40}?(?:added up to|add up to|totaled|totalled|total(?:ing)? of|came to|=|was|were|of)?\\s*${N}`,
    )
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  // A typed list ("2, 3, 5, 9, 14, 60, 180 days") is each stay, not a total: the list's own average is worked below.
  const typedList = TYPED_LIST.test(text);
  if (
    !typedList &&
    discharges &&
    daysOfCare &&
    daysOfCare > discharges &&
    /\b(?:alos|average length of stay|avg los|average los|length of stay|los)\b/.test(text)
  )
    lines.push(
      `Average length of stay = ${fmt(daysOfCare)} days of care ÷ ${fmt(discharges)} discharges = **${fmt(daysOfCare / discharges)} days**.`,
    );

  // The median of a list the rep typed ("3, 5, 8, 12, 20...").
  const list = TYPED_LIST.exec(text)?.[0];
  const asksMean = /\b(?:avg|average|mean)\b/.test(text) && !/\bmedian\b/.test(text);
  if (list && asksMean) {
    const values = listValues(list);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const unit = unitOfList(text);
    lines.push(`Average = (${values.map(fmt).join(' + ')}) ÷ ${values.length} = **${fmt(mean)}${unit}**.`);
  }
  // "admits: 38, 22, 31, 17. goal is 30 each": the team against the sum of its goals, and who is under.
  const eachGoal = num(
    /\b(?:goal|target|quota)\b[^.\d]{0,12}(\d[\d,]*)\s*(?:each|apiece|per (?:rep|person|liaison|head)|a (?:rep|head))\b/.exec(text)?.[1],
  );
  if (list && eachGoal) {
    const values = listValues(list);
    const total = values.reduce((sum, value) => sum + value, 0);
    const goal = eachGoal * values.length;
    const under = values.filter((value) => value < eachGoal);
    lines.push(
      `Team = ${values.map(fmt).join(' + ')} = **${fmt(total)}** against ${values.length} × ${fmt(eachGoal)} = **${fmt(goal)}**: **${pct(total, goal)}% of goal** (${total >= goal ? `${fmt(total - goal)} over` : `${fmt(goal - total)} short`}).${under.length ? ` Under ${fmt(eachGoal)}: ${under.map(fmt).join(' and ')}.` : ''}`,
    );
  }
  // "goal is under 6 hrs": the share of the typed values that met it.
  const limit = /\b(?:goal|target|standard)\b[^.\d]{0,20}?\b(under|below|less than|<|within|over|above|more than|>)\s*(\d+(?:\.\d+)?)/.exec(
    text,
  );
  if (list && limit) {
    const values = listValues(list);
    const bound = Number(limit[2]);
    const below = /under|below|less|<|within/.test(limit[1]!);
    const met = values.filter((value) => (below ? value < bound || (limit[1] === 'within' && value === bound) : value > bound)).length;
    lines.push(`Met the goal (${limit[1]} ${fmt(bound)}) = ${met} of ${values.length} = **${pct(met, values.length)}%**.`);
  }
  if (list && /\bmedian\b/.test(text)) {
    const values = listValues(list).sort((a, b) => a - b);
    const middle = values.length / 2;
    const median = values.length % 2 ? values[Math.floor(middle)]! : (values[middle - 1]! + values[middle]!) / 2;
    const total = values.reduce((sum, value) => sum + value, 0);
    const mean = total / values.length;
    const unit = unitOfList(text);
    // The average with its working (total ÷ count), so the rep can check it against the figure she was given.
    lines.push(
      `Median = the middle of the ${values.length} sorted figures (${values.map(fmt).join(', ')}), so the **median is ${fmt(median)}${unit}** (the average is ${fmt(mean)}${unit}, ${fmt(total)} ÷ ${values.length}: ${unit === ' hours' ? 'a few long waits (outliers) pull the average up' : 'a few long stays (outliers) pull the average up'}, which is why leaders watch the median).`,
    );
  }
  if (discharges && live && live <= discharges)
    lines.push(
      `Live discharge rate = ${fmt(live)} live discharges ÷ ${fmt(discharges)} total discharges (deaths included) = **${pct(live, discharges)}%**.`,
    );

  const deaths = num(new RegExp(`${N}\\s*(?:medicare\\s+)?(?:deaths|decedents)`).exec(text)?.[1]);
  const usedHospice = num(
    new RegExp(`${N}\\s*(?:of them\\s+)?(?:used|chose|elected|went to|received|died (?:on|in|under|with)|on)\\s+hospice`).exec(text)?.[1],
  );
  const ours = num(/\b(?:we|our hospice)\s+(?:served|had|admitted|got|cared for)\s+(\d[\d,]*)/.exec(text)?.[1]);
  // "1,840 medicare deaths, ~52% used hospice": the hospice patients are that share of the deaths,
  // and a market share is ours over them, never over all deaths.
  const usedShare = num(
    new RegExp(
      `${N}\\s*%\\s*(?:of (?:them|those)\\s+)?(?:used|chose|elected|went to|received|died (?:on|in|under|with)|were on|on)\\s+hospice|\\b(?:penetration|hospice use|hospice utilization)\\b\\D{0,12}${N}\\s*%`,
    )
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  if (deaths && usedShare && !usedHospice && usedShare < 100) {
    const hospicePatients = (deaths * usedShare) / 100;
    lines.push(`Hospice patients in the area = ${fmt(deaths)} Medicare deaths × ${fmt(usedShare)}% = **${fmt(hospicePatients)}**.`);
    if (ours && ours <= hospicePatients)
      lines.push(`Your market share = ${fmt(ours)} ÷ ${fmt(hospicePatients)} hospice patients = **${pct(ours, hospicePatients)}%**.`);
  }
  if (deaths && usedHospice && usedHospice <= deaths) {
    lines.push(`Hospice use (penetration) = ${fmt(usedHospice)} ÷ ${fmt(deaths)} Medicare deaths = **${pct(usedHospice, deaths)}%**.`);
    if (ours && ours <= usedHospice)
      lines.push(`Your market share = ${fmt(ours)} ÷ ${fmt(usedHospice)} hospice patients = **${pct(ours, usedHospice)}%**.`);
  }

  const beneficiaries = num(
    new RegExp(`${N}\\s*(?:medicare\\s+)?(?:pts?|patients|beneficiaries|benes)\\s+counted`).exec(text)?.[1] ??
      /\bcounted\D{0,10}(\d[\d,]*)/.exec(text)?.[1] ??
      // ("212 cap beneficiaries": the ones the cap counts.)
      new RegExp(`${N}\\s*(?:cap\\s+)?(?:medicare\\s+)?(?:beneficiaries|benes)\\b`).exec(text)?.[1],
  );
  // Market share of the hospice admissions in an area: "1,450 hospice admits in our county, we did 290".
  const areaAdmits = num(
    new RegExp(
      `${N}\\s*(?:total\\s+)?(?:hospice\\s+)?(?:admits|admissions|patients|pts)\\b[^.]{0,40}?\\b(?:in|across) (?:our|the|my) (?:county|market|area|territory|msa|region)`,
    ).exec(text)?.[1],
  );
  // "per the county report there were 1,450 medicare hospice admits last yr, we had 290": the area
  // is named anywhere, and its count is the one that isn't ours.
  const areaNamed = /\b(?:county|market|area|territory|msa|region|service area)\b/.test(text);
  const areaCount = areaNamed
    ? num(
        new RegExp(
          `(?:there were|total of|total)\\s+${N}\\s*(?:medicare\\s+)?(?:hospice\\s+)?(?:admits|admissions|patients|pts|deaths)\\b`,
        ).exec(text)?.[1],
      )
    : undefined;
  const areaTotal =
    areaAdmits ??
    areaCount ??
    num(
      new RegExp(
        `(?:total\\s+)?(?:hospice\\s+)?(?:admits|admissions|deaths)\\s+in (?:our|the|my) (?:county|market|area|territory)\\s*(?:=|was|were|of|:)?\\s*${N}|${N}\\s*hospice deaths|(?:county|market|area|territory) had ${N}\\s*(?:total\\s+)?(?:medicare\\s+)?(?:hospice\\s+)?(?:admits|admissions|deaths)`,
      )
        .exec(text)
        ?.slice(1)
        .find(Boolean),
    );
  const ourAdmits = num(
    /\b(?:we|our hospice)\s+(?:did|had|admitted|got|served|took)\s+(\d[\d,]*)|\b(\d[\d,]*)\s+(?:were|was)\s+ours\b/
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  if (areaTotal && ourAdmits && ourAdmits <= areaTotal && /\bshare\b/.test(text) && !(deaths && (usedHospice || usedShare))) {
    lines.push(`Your market share = ${fmt(ourAdmits)} ÷ ${fmt(areaTotal)} in the area = **${pct(ourAdmits, areaTotal)}%**.`);
    // "...and how many more to get to 22%"
    const goal = num(/\b(?:get|grow|reach|hit)\s+(?:it\s+|that\s+|us\s+)?(?:up\s+)?(?:to\s+)?(\d{1,2}(?:\.\d)?)\s*%/.exec(text)?.[1]);
    if (goal && goal > (100 * ourAdmits) / areaTotal) {
      const needed = Math.ceil((goal / 100) * areaTotal);
      lines.push(`At ${fmt(goal)}%: ${fmt(goal)}% × ${fmt(areaTotal)} = **${fmt(needed)}**, that is **${fmt(needed - ourAdmits)} more**.`);
    }
  }

  // The 20% inpatient limit: GIP and respite days over all patient days.
  const inpatient = num(
    new RegExp(
      `(?:inpatient|gip)[^.\\d]{0,30}?days\\D{0,20}?${N}(?![\\d,.]*\\s*%)|${N}\\s*(?:of (?:them|those)\\s+)?(?:were\\s+)?(?:inpatient|gip|respite)\\b|(?:inpatient|gip|respite)\\b[^.\\d]{0,30}?(?:=|:|was|were|is|are|at|totals?|totaled)\\s*${N}\\s*(?:days?|d)\\b`,
    )
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  // "GIP 2,350 and respite 710": the limit counts both kinds of inpatient day together.
  const gipDays = num(
    new RegExp(`\\bgip\\b(?:\\s+days?)?\\s*(?:=|:|was|were|of|is)?\\s*${N}|${N}\\s*gip\\b`).exec(text)?.slice(1).find(Boolean),
  );
  const respiteDays = num(
    new RegExp(`\\brespite\\b(?:\\s+days?)?\\s*(?:=|:|was|were|of|is)?\\s*${N}|${N}\\s*(?:days?\\s+(?:of\\s+)?)?respite\\b`)
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  if (patientDays && gipDays && respiteDays && /\b(?:20 ?%|inpatient (?:limit|cap))/.test(text))
    lines.push(`Inpatient days = ${fmt(gipDays)} GIP + ${fmt(respiteDays)} respite = **${fmt(gipDays + respiteDays)}**.`);
  const inpatientDays = gipDays && respiteDays ? gipDays + respiteDays : inpatient;
  if (patientDays && /\b(?:20 ?%|inpatient (?:limit|cap))/.test(text)) {
    const limit = Math.floor(patientDays * 0.2);
    lines.push(
      inpatientDays
        ? `Inpatient share = ${fmt(inpatientDays)} ÷ ${fmt(patientDays)} patient days = **${pct(inpatientDays, patientDays)}%** (limit 20%, that is ${fmt(limit)} days; ${inpatientDays > limit ? `**${fmt(inpatientDays - limit)} days over**: inpatient days above the limit are paid at the routine home care rate` : `${fmt(limit - inpatientDays)} left`}).`
        : `20% inpatient limit = 20% × ${fmt(patientDays)} patient days = **${fmt(limit)} inpatient days** (GIP and respite together).`,
    );
  }

  // Short stays: deaths within a week over admissions.
  const admitsTotal = admits;
  const shortStays = num(/\b(\d[\d,]*)\s*(?:of them\s+)?(?:died|discharged|passed) within (?:7|seven) days\b/.exec(text)?.[1]);
  if (admitsTotal && shortStays && shortStays <= admitsTotal)
    lines.push(
      `Short stays = ${fmt(shortStays)} ÷ ${fmt(admitsTotal)} admissions = **${pct(shortStays, admitsTotal)}%** died within 7 days.`,
    );

  // Growth: "ADC went from 47 to 56".
  const growth = /\bfrom (\d[\d,]*(?:\.\d+)?)(?: [a-z ]{0,20}?)? to (\d[\d,]*(?:\.\d+)?)\b/.exec(text);
  if (growth && /\b(?:growth|grow|grew|increase|up|change|%)/.test(text)) {
    const [from, to] = [num(growth[1])!, num(growth[2])!];
    if (from > 0) lines.push(`Change = (${fmt(to)} − ${fmt(from)}) ÷ ${fmt(from)} = **${fmt((100 * (to - from)) / from)}%**.`);
  }

  // Admissions a census goal needs: extra ADC × 30 days ÷ average length of stay.
  const alos = num(/\b(?:alos|average length of stay|avg los)\b\D{0,20}?(\d[\d,]*)/.exec(text)?.[1]);
  const adcGain = num(
    /\b(?:grow|increase|raise|add)\s+(?:our |the )?adc by (\d[\d,]*)|\badc by (\d[\d,]*)/.exec(text)?.slice(1).find(Boolean),
  );
  if (alos && adcGain)
    lines.push(
      `Extra admissions a month ≈ ${fmt(adcGain)} more patients on census × 30 days ÷ ${fmt(alos)}-day average stay = **about ${fmt(Math.round((adcGain * 30) / alos))} more admits a month** (${fmt((adcGain * 30) / alos)}).`,
    );

  // "we admit 360/yr and alos is 62 days, what's our adc": each admission stays the ALOS, so the
  // census on an average day is admissions a day × ALOS.
  const yearly = num(
    /(\d[\d,]*)\s*(?:admits?|admissions?|pts|patients)?\s*(?:\/\s*|a |per |each )(?:yr|year)\b|(\d[\d,]*)\s*(?:admits?|admissions?)\s+(?:annually|yearly)\b/
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  const monthly = num(/(\d[\d,]*)\s*(?:admits?|admissions?|pts|patients)?\s*(?:\/\s*|a |per |each )(?:mo|month)\b/.exec(text)?.[1]);
  const stay = num(/\b(?:alos|average length of stay|avg los|average los|los)\b\D{0,20}?(\d[\d,]*(?:\.\d+)?)/.exec(text)?.[1]);
  if ((yearly || monthly) && stay && !patientDays && /\b(?:adc|average daily census|census)\b/.test(text) && !adcGain) {
    const perDay = yearly ? yearly / 365 : monthly! / (365 / 12);
    lines.push(
      `ADC ≈ ${yearly ? `${fmt(yearly)} admissions a year ÷ 365` : `${fmt(monthly!)} admissions a month ÷ 30.4`} days × ${fmt(stay)}-day average stay = **about ${fmt(Math.round(perDay * stay))}** (${fmt(perDay * stay)}), once admissions have run at that pace for longer than a typical stay.`,
    );
  }

  // "$1.9M", "2.0M", "1,650,000 dollars": the first amount named (a follow-up's own figure comes first).
  const cap = capPerBeneficiary(text);
  // (The rep's own per-beneficiary cap is not the payments.)
  const paidMatch = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(m|mil|million|k|thousand)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(m|mil|million|k|thousand)\b/.exec(
    cap.stated ? text.replace(cap.stated, ' ') : text,
  );
  const paid = paidMatch && [paidMatch[0], paidMatch[1] ?? paidMatch[3], paidMatch[2] ?? paidMatch[4]];
  if (beneficiaries && !paid && /\bcap\b/.test(text)) {
    const aggregate = beneficiaries * cap.amount;
    lines.push(
      `Aggregate cap (${cap.label}) = ${fmt(beneficiaries)} beneficiaries × ${dollars(cap.amount)} = **$${aggregate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}** (confirm the count on your cap report: the streamlined or the proportional method).`,
    );
  }
  if (beneficiaries && paid && /\bcap\b/.test(text)) {
    const scale = paid[2]?.startsWith('m') ? 1e6 : paid[2]?.startsWith('k') || paid[2] === 'thousand' ? 1e3 : 1;
    const payments = Number(paid[1]!.replace(/,/g, '')) * scale;
    const aggregate = beneficiaries * cap.amount;
    const over = payments - aggregate;
    lines.push(
      `Aggregate cap (${cap.label}) = ${fmt(beneficiaries)} beneficiaries × ${dollars(cap.amount)} = **${dollars(aggregate)}**. Payments of ${dollars(payments)} are ${over > 0 ? `**${dollars(over)} over** the cap, which the hospice would repay to Medicare` : `**${dollars(-over)} under** the cap (your room left)`} (confirm with your cap report: the count uses the streamlined or proportional method).`,
      `Average payment per beneficiary = ${dollars(payments)} ÷ ${fmt(beneficiaries)} = **${dollars(payments / beneficiaries)}**, against the ${dollars(cap.amount)} cap per beneficiary.`,
    );
  }
  const ratios = workedRatios(text, lines);
  const changes = workedChanges(text, [...lines, ...ratios]);
  return [...lines, ...ratios, ...changes, ...workedLists(text, [...lines, ...ratios, ...changes]), ...workedMedicareRules(text)];
}
