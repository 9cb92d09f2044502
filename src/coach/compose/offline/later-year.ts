/**
 * Payment figures for a fiscal year the library does not hold ("what's the FY2028 per diem?", "the
 * 2027 cap for the budget deck"). The offline library holds the FY 2026 hospice final rule's figures;
 * answering a later year with them, unlabelled, would hand a CFO a wrong number. So the answer says
 * plainly which year it holds and where the later year's figures come from, or that they are not
 * published yet.
 */

/** The fiscal year of the payment figures in src/content/knowledge (the FY 2026 hospice final rule). */
export const LIBRARY_FISCAL_YEAR = 2026;
/** The date the knowledge files were last checked against their sources (their `asOf`). */
const LIBRARY_CHECKED = '2026-11-24';

/** Words of a payment figure: the cap, a per diem or payment rate, the annual update, the wage index. */
const PAYMENT_FIGURE =
  /\b(?:cap|per[- ]?diems?|(?:payment|pay|reimbursement|medicare|hospice|daily|base|rhc|chc|gip|respite|routine home care|continuous home care|inpatient) rates?|rates? (?:increase|update|change|cut|bump)|(?:rate|payment|market basket|annual) (?:update|increase)|wage index|market basket|reimbursement)\b/;
const FISCAL_YEAR = /\b(?:fy|ffy|fiscal year|fiscal)\s?'?(20\d{2}|\d{2})\b|\b(20\d{2})\b/g;

/** The latest fiscal year named beside a payment figure, when it is past the library's; else undefined. */
function laterYearAsked(text: string): number | undefined {
  if (!PAYMENT_FIGURE.test(text)) return undefined;
  const years = [...text.matchAll(FISCAL_YEAR)].map((match) => {
    const typed = match[1] ?? match[2]!;
    return typed.length === 2 ? 2000 + Number(typed) : Number(typed);
  });
  const latest = Math.max(...years.filter((year) => year > LIBRARY_FISCAL_YEAR && year < 2100));
  return Number.isFinite(latest) ? latest : undefined;
}

/**
 * One line to put before the answer when a later year's payment figures are asked for. CMS sets a
 * fiscal year's hospice rates and cap in a final rule published around the start of August before
 * the year begins on October 1 (a proposed rule comes in the spring).
 */
export function laterYearNote(text: string): string | undefined {
  const year = laterYearAsked(text.toLowerCase());
  if (!year) return undefined;
  const published = LIBRARY_CHECKED >= `${year - 1}-08-01`;
  return published
    ? `**FY ${year} figures are not in my library.** It holds the FY ${LIBRARY_FISCAL_YEAR} figures below. FY ${year}’s rates and cap are set in CMS’s FY ${year} hospice payment final rule (published in the summer of ${year - 1}): take them from that rule or your MAC, not from these.`
    : `**FY ${year} figures are not published yet.** CMS sets each fiscal year’s hospice rates and cap in a final rule published around late July or early August, before the year starts on October 1 (a proposed rule comes in the spring). The latest I hold are FY ${LIBRARY_FISCAL_YEAR}’s, below: budget from them only as a labelled assumption.`;
}
