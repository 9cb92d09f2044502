/** How the worked metrics read the rep's figures and print results (shared by metric-math.ts and metric-ratios.ts). */

/** FY 2026 per-beneficiary hospice cap (FY 2026 Hospice final rule), for cap arithmetic. */
export const CAP_FY2026 = 35361.44;

/** A figure as reps type it: "3,720", "1.65", "75". */
export const N = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;

/**
 * Thousands separators taken out where they are separators: "18,500" → "18500", while a list typed
 * without spaces ("2,3,3,5,90,183") stays a list, since its groups are not all three digits.
 */
export const withoutThousandsSeparators = (text: string) =>
  text.replace(/\d+(?:,\d+)+/g, (run) => (/^\d{1,3}(?:,\d{3})+$/.test(run) ? run.replace(/,/g, '') : run));

export const num = (text: string | undefined) => (text === undefined ? undefined : Number(text.replace(/,/g, '')));

/** "1,240", "33.6": whole numbers stay whole, others to `digits` places. */
export const fmt = (value: number, digits = 1) =>
  Number.isInteger(value)
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

export const pct = (part: number, whole: number) => fmt((100 * part) / whole, 1);

/** Money to the cent, as a cap report shows it: "$47,349.12"; whole dollars stay whole. */
export const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2, maximumFractionDigits: 2 })}`;
