/** How the worked metrics read the rep's figures and print results (shared by metric-math.ts and metric-ratios.ts). */

/** FY 2026 per-beneficiary hospice cap (FY 2026 Hospice final rule), for cap arithmetic. */
export const CAP_FY2026 = 35361.44;

/**
 * A figure as reps type it: "3,720", "1.65", "75". Never the digit of a label a letter runs into
 * ("q3", "fy26", "ICD10"): "q3 patient days 11,224" counts 11,224 patient days, not 3.
 */
export const N = String.raw`(?<![A-Za-z])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;

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

export interface CapFigure {
  amount: number;
  /** How the lines name it: "FY 2026" or "your figure". */
  label: string;
  /** The words that gave the rep's own figure, so other readings can skip them. */
  stated?: string;
}

/**
 * The per-beneficiary cap to work with. The rep's own figure wins when they give one ("use $35,000
 * per beneficiary", "cap of $34.5k"): a budget scenario or a later year is theirs to choose, and the
 * coach never replaces a rep's number. Otherwise the FY 2026 cap.
 */
export function capPerBeneficiary(typed: string): CapFigure {
  const text = withoutThousandsSeparators(typed.toLowerCase());
  const match =
    /\$\s?(\d+(?:\.\d+)?)\s*(k\b)?\s*(?:per|a|\/|for each|each)\s*(?:beneficiary|bene|benef\w*|patient|pt)\b|\bcap\s*(?:amount\s*)?(?:is|of|=|at|:|as)\s*\$\s?(\d+(?:\.\d+)?)\s*(k\b)?(?!\s*(?:m|mil|million)\b)|\$\s?(\d+(?:\.\d+)?)\s*(k\b)?\s*(?:for the|as the|as our|as) (?:per[- ]?(?:beneficiary|bene)\s+)?cap\b/.exec(
      text,
    );
  if (match) {
    const value = Number(match[1] ?? match[3] ?? match[5]) * ((match[2] ?? match[4] ?? match[6]) ? 1000 : 1);
    // A per-beneficiary cap is tens of thousands of dollars; anything else is another figure.
    if (value >= 10000 && value <= 100000) return { amount: value, label: 'your figure', stated: match[0] };
  }
  return { amount: CAP_FY2026, label: 'FY 2026' };
}
