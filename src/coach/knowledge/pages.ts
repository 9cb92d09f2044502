import type { Source } from '../types';

/**
 * The site's own pages the offline coach cites as sources. Relative URLs: they resolve against
 * whichever origin serves the site (production, a deploy preview, localhost, the offline app).
 */
export const SITE_PAGES = {
  method: { uri: '/method', title: 'The Spartan Method' },
  services: { uri: '/services', title: 'Services' },
  programs: { uri: '/programs', title: 'Programs' },
  playbooks: { uri: '/tools/playbooks', title: 'Sales Playbooks' },
  objections: { uri: '/tools/objections', title: 'Objection Handler' },
  objectionCards: { uri: '/resources/objection-cards', title: 'Objection Cards' },
  quickStart: { uri: '/resources/quick-start-guide', title: 'Quick Start Guide' },
  territory: { uri: '/resources/territory-template', title: 'Territory Template' },
  metrics: { uri: '/resources/metrics-dashboard', title: 'Metrics Dashboard' },
  weeklyPlan: { uri: '/resources/weekly-plan', title: 'Weekly Plan' },
  about: { uri: '/about', title: 'About Spartan Hospice Sales' },
} as const satisfies Record<string, Source>;

/** Public data a rep uses to research facilities (Medicare's own comparison site). */
export const CARE_COMPARE: Source = { uri: 'https://www.medicare.gov/care-compare/', title: 'Medicare Care Compare' };
