import { CHAT_HISTORY_KEY, CHAT_WIDGET_STATE_KEY, INSTALL_DISMISSED_KEY, OUTBOX_FLAG_KEY, THEME_STORAGE_KEY } from './site-constants.mjs';

/** Brand facts and contact details used across pages, metadata and the coach. */
export const BRAND = {
  name: 'Spartan Hospice Sales',
  shortName: 'spartan',
  appName: 'Spartan',
  tagline: 'Expert Hospice Sales Training',
  mission: 'Patient outcomes first, elite reps always. We serve with integrity and lead with empathy.',
  contactEmail: 'coach@spartanhospicesales.com',
  /** The founder's professional-network profile. Replace with the real profile URL. */
  professionalProfileUrl: 'https://www.linkedin.com/company/spartan-hospice-sales',
} as const;

export { SITE_URL } from './site-constants.mjs';

/** Every browser storage key the site uses, in one place. */
export const STORAGE_KEYS = {
  theme: THEME_STORAGE_KEY,
  chatHistory: CHAT_HISTORY_KEY,
  /** Session storage. */
  chatWidgetState: CHAT_WIDGET_STATE_KEY,
  outboxPending: OUTBOX_FLAG_KEY,
  installDismissed: INSTALL_DISMISSED_KEY,
  weeklyPlanEmail: `${BRAND.shortName}_weekly_plan_email`,
  /** Followed by the sheet's name: what a rep typed into that printable sheet. */
  sheetPrefix: `${BRAND.shortName}_sheet_`,
} as const;

export const mailto = (subject?: string) => `mailto:${BRAND.contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
