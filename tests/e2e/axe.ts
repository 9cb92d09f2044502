import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every axe check in the suite runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe run in the page itself (`axe.run`, AxeBuilder's legacy mode). By default AxeBuilder runs
 * `axe.runPartial` in each frame, then opens a new blank tab, injects axe into it a second time and
 * finishes the run there: that tab was about half of every scan's time (a page's full scan, a reload
 * and its theme scan took 9 s instead of 18 s on /method and /about, side by side on the two-core
 * machine while it ran the suite). The rules and the nodes they check are the same. axe.run still
 * scans same-origin frames (through axe's own frame messaging) and skips cross-origin ones; the only
 * frame the site draws is the research tool's Google suggestions, which no scan here shows.
 */
const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

// `options()` replaces every option, so it comes first: after withTags it would drop the tags, and
// axe would run its best-practice rules as well.

/**
 * An axe scan of the page with those rules. Only violations are gathered in full (axe's
 * `resultTypes`; passes and the rest keep one example each): the tests read nothing else, and
 * collecting every passing node was most of axe's time on our long pages.
 */
export function axeScan(page: Page): AxeBuilder {
  return axeBuilder(page)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
}

/**
 * The WCAG 2.2 A/AA rules a theme can change: text contrast, and links told apart from text by
 * colour. Everything else axe checks (names, roles, labels, landmarks) reads the markup, which is
 * the same in both themes (no element is shown or hidden by theme), so a page already scanned in
 * one theme needs only these in the other.
 */
export function axeThemeScan(page: Page): AxeBuilder {
  return axeBuilder(page)
    .options({ resultTypes: ['violations'] })
    .withRules(['color-contrast', 'link-in-text-block']);
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** Each violation as "rule: the elements it found", for a failure message that says where to look. */
export const describeViolations = (violations: Violations) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
