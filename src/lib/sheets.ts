/**
 * The printable sheets and the number of printed pages each is laid out for. Every
 * sheet breaks pages explicitly (one `.sheet-page` per printed page, sized for the smaller of US
 * Letter and A4), so the count is the same on both papers; the print test holds them to it.
 */
export const SHEET_PAGE_COUNTS = {
  'weekly-plan': 2,
  'quick-start-guide': 2,
  'objection-cards': 2,
  'territory-template': 2,
  'metrics-dashboard': 1,
} as const;

export type SheetName = keyof typeof SHEET_PAGE_COUNTS;

export const pagesLabel = (name: SheetName) => {
  const pages = SHEET_PAGE_COUNTS[name];
  return `${pages} ${pages === 1 ? 'page' : 'pages'}`;
};

/** The monthly goals a new rep works toward, shown on the weekly plan and the metrics dashboard. */
export const MONTHLY_GOALS = [
  { metric: 'Touches', goal: '80+' },
  { metric: 'Face-to-face visits', goal: '60+' },
  { metric: 'Referrals', goal: '8–12' },
  { metric: 'Admissions', goal: '6–8' },
] as const;

export const CONVERSION_TARGET = '60–70%';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
