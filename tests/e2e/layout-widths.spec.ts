import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from './routes';

/**
 * Every built page at the widths people use (small and mid-range phones, a tablet, a small laptop,
 * a desktop): nothing overflows sideways, the header's controls are real targets, the desktop nav
 * never wraps, table headings never overlap, no link runs into the next word, and the floating AI
 * Coach launcher covers no text or control (at the top and at the end of the page).
 */
const WIDTHS = [360, 412, 768, 1024, 1280] as const;
const HEIGHT = 823;

// A type alias, not an interface, so Object.entries sees string[] values rather than any.
type LayoutReport = {
  overflow: string[];
  smallControls: string[];
  wrappedNav: string[];
  tableOverlap: string[];
  gluedLinks: string[];
  launcherCovers: string[];
};

/** All checks in one evaluate: one page load per route per width keeps the sweep fast. */
function measureLayout(phase: 'top' | 'bottom'): LayoutReport {
  const report: LayoutReport = { overflow: [], smallControls: [], wrappedNav: [], tableOverlap: [], gluedLinks: [], launcherCovers: [] };
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const intersects = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

  if (phase === 'top') {
    if (document.documentElement.scrollWidth > viewportWidth)
      report.overflow.push(`document is ${document.documentElement.scrollWidth}px wide`);
    // An element past the right edge that a scroll container (sheet tables, code) does not hold.
    const scrollsSideways = (element: Element): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('main *, header *, footer *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewportWidth + 1) continue;
      if (element.closest('dialog:not([open]), [hidden], .sr-only, .sr-only-focusable') || scrollsSideways(element)) continue;
      report.overflow.push(`${describe(element)} ends at ${Math.round(rect.right)}px`);
    }

    for (const control of document.querySelectorAll('header [data-open-search], header [data-menu-open], header [data-theme-toggle]')) {
      if (!visible(control)) continue;
      // An icon squeezed to nothing counts too (it vanished at 360 px).
      const icons = [...control.querySelectorAll('svg')].filter((icon) => getComputedStyle(icon).display !== 'none');
      for (const box of [control, ...icons]) {
        const rect = box.getBoundingClientRect();
        const minimum = box === control ? 24 : 16;
        if (rect.width < minimum || rect.height < minimum) {
          report.smallControls.push(
            `${describe(control)} ${box === control ? 'button' : 'icon'} is ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`,
          );
        }
      }
    }

    for (const link of document.querySelectorAll<HTMLElement>('nav[aria-label="Main"] a')) {
      if (!visible(link)) continue;
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) report.wrappedNav.push(`${describe(link)} takes ${lines.size} lines`);
    }

    for (const row of document.querySelectorAll('thead tr')) {
      const cells = [...row.querySelectorAll('th')].filter(visible);
      cells.forEach((cell, index) => {
        const next = cells[index + 1];
        if (next && intersects(cell.getBoundingClientRect(), next.getBoundingClientRect())) {
          report.tableOverlap.push(`${describe(cell)} overlaps ${describe(next)}`);
        }
        if (cell.scrollWidth > cell.clientWidth + 1) report.tableOverlap.push(`${describe(cell)} text is wider than its cell`);
      });
    }

    // Prettier puts a link on lines of its own; Astro then drops the space beside it ("…comand we").
    for (const link of document.querySelectorAll('main a, footer a')) {
      if (getComputedStyle(link).display !== 'inline') continue;
      const before = link.previousSibling;
      const after = link.nextSibling;
      if (after?.nodeType === Node.TEXT_NODE && /^[\p{L}\p{N}]/u.test(after.textContent ?? '')) {
        report.gluedLinks.push(`${describe(link)} + "${after.textContent?.slice(0, 20)}"`);
      }
      if (before?.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]$/u.test(before.textContent ?? '')) {
        report.gluedLinks.push(`"${before.textContent?.slice(-20)}" + ${describe(link)}`);
      }
    }
  }

  const launcher = document.querySelector('[data-chat-launcher]');
  if (launcher && visible(launcher)) {
    const area = launcher.getBoundingClientRect();
    const targets = document.querySelectorAll('a, button, input, textarea, select, label, summary, [role="button"]');
    for (const target of targets) {
      if (target === launcher || launcher.contains(target) || !visible(target) || target.closest('dialog:not([open]), [hidden]')) continue;
      if (intersects(area, target.getBoundingClientRect())) report.launcherCovers.push(describe(target));
    }
    // Text: every line box of every text node under the launcher.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || launcher.contains(node) || !visible(node.parentElement)) continue;
      if (node.parentElement.closest('dialog:not([open]), [hidden], .sr-only, script, style, noscript')) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((rect) => intersects(area, rect)))
        report.launcherCovers.push(`text "${node.textContent.trim().slice(0, 30)}"`);
    }
  }
  return report;
}

/** The launcher moves out of the way once scrolling or resizing stops (ChatLauncher.astro): wait for that. */
async function scrollAndSettle(page: Page, to: 'top' | 'bottom') {
  await page.evaluate(async (where) => {
    window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
    const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]');
    // The scroll event comes with the next frame; then the launcher's check is due until it has run.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    while (launcher && 'dodgePending' in launcher.dataset) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(launcher?.getAnimations().map((animation) => animation.finished) ?? []);
  }, to);
}

// The launcher's move is a transition; without motion it lands at once.
test.use({ reducedMotion: 'reduce' });

for (const route of pageRoutes()) {
  test(`${route} fits at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const problems: Record<string, string[]> = {};
    // One load per route, then each width in turn: the layout is CSS, which a resize reflows.
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(route, { waitUntil: 'load' });
    // Off-screen sections skip layout (content-visibility: auto) and clip what overflows them: lay
    // everything out, so an element that would stick out once scrolled to is seen from the top.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('main > section, .prose-section > section, body > footer')) {
        element.style.contentVisibility = 'visible';
      }
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await scrollAndSettle(page, 'top');
      const top = await page.evaluate(measureLayout, 'top' as const);
      await scrollAndSettle(page, 'bottom');
      const bottom = await page.evaluate(measureLayout, 'bottom' as const);
      for (const [check, found] of Object.entries(top)) if (found.length) problems[`${width}px ${check}`] = found.slice(0, 5);
      if (bottom.launcherCovers.length) problems[`${width}px launcherCovers at the end`] = bottom.launcherCovers.slice(0, 5);
    }
    expect(problems).toEqual({});
  });
}
