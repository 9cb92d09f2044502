import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every axe check in the suite runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan of the page with those rules. Only violations are gathered in full (axe's
 * `resultTypes`; passes and the rest keep one example each): the tests read nothing else, and
 * collecting every passing node was most of axe's time on our long pages.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
}
