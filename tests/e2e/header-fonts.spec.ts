import { expect, test, type Page } from '@playwright/test';

/**
 * The header holds at every desktop width with whatever font system-ui turns out to be: the brand
 * (name and tagline) never wraps, clips or overlaps the nav or the buttons, and nothing in the row
 * runs past its edge. The sans-serif family is forced (through the --font-sans custom property,
 * which the page's CSP lets a script set) to fonts installed here: DejaVu Sans, the wide default of
 * many Linux desktops, and Liberation Sans (Arial's metrics, as on Windows), in both themes.
 */
const FONTS = ['DejaVu Sans', 'Liberation Sans'] as const;
const WIDTHS = Array.from({ length: 31 }, (_, index) => 1024 + index * 32); // 1024 … 1984, past 1920
const PAGES = ['/', '/tools/objections'];

interface HeaderReport {
  problems: string[];
  fontUsed: string;
}

function inspectHeader(): HeaderReport {
  const problems: string[] = [];
  const header = document.querySelector('header')!;
  const row = header.firstElementChild as HTMLElement;
  const bounds = header.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  const brand = row.querySelector('a[href="/"]') as HTMLElement;
  const [name, tagline] = [...brand.querySelectorAll<HTMLElement>('span > span')];
  const lines = (element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  };
  const inside = (rect: DOMRect) => rect.top >= bounds.top - 0.5 && rect.bottom <= bounds.bottom + 0.5 && rect.right <= rowBox.right + 0.5;
  const shown = (element: Element) => getComputedStyle(element).display !== 'none' && element.getBoundingClientRect().width > 0;

  if (lines(name) !== 1) problems.push(`the name takes ${lines(name)} lines`);
  if (!inside(name.getBoundingClientRect())) problems.push('the name is cut by the header');
  if (shown(tagline)) {
    if (lines(tagline) !== 1) problems.push(`the tagline takes ${lines(tagline)} lines`);
    if (!inside(tagline.getBoundingClientRect())) problems.push('the tagline is cut by the header');
  }
  if (brand.scrollWidth > brand.clientWidth + 1) problems.push('the brand is wider than its box');
  if (row.scrollWidth > row.clientWidth + 1) problems.push(`the header row overflows by ${row.scrollWidth - row.clientWidth} px`);

  // The brand, each nav link and each button: visible, inside the header, and clear of one another.
  const parts = [brand, ...row.querySelectorAll<HTMLElement>(':scope > nav a, :scope > button')].filter(shown);
  for (const part of parts) if (!inside(part.getBoundingClientRect())) problems.push(`"${part.textContent?.trim()}" is cut by the header`);
  for (const [index, part] of parts.entries()) {
    const box = part.getBoundingClientRect();
    for (const other of parts.slice(index + 1)) {
      const next = other.getBoundingClientRect();
      if (box.left < next.right - 0.5 && next.left < box.right - 0.5 && box.top < next.bottom && next.top < box.bottom)
        problems.push(`"${part.textContent?.trim().slice(0, 20)}" overlaps "${other.textContent?.trim().slice(0, 20)}"`);
    }
  }
  return { problems, fontUsed: getComputedStyle(name).fontFamily };
}

async function forceFont(page: Page, font: string) {
  await page.evaluate((family) => document.documentElement.style.setProperty('--font-sans', `'${family}'`), font);
  expect(await page.evaluate((family) => document.fonts.check(`16px '${family}'`), font)).toBe(true);
}

/**
 * One test per theme: each page is loaded once and each width set once, and both fonts are checked
 * at that width (switching the font is a style change; a resize is a round trip through the
 * browser). The same pages, widths, fonts and themes as one test per font and theme, in half the
 * resizes.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`the header holds from 1024 to 1920 px in ${FONTS.join(' and in ')}, ${theme} theme`, async ({ page }) => {
    // Twice the work of a test per font, which had 90 s each: scaled with the machine, like the config's timeouts.
    test.setTimeout(test.info().timeout * 6);
    await page.emulateMedia({ colorScheme: theme });
    const problems: string[] = [];
    for (const route of PAGES) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const font of FONTS) {
          await forceFont(page, font);
          const report = await page.evaluate(inspectHeader);
          expect(report.fontUsed, `${route} at ${width} px`).toContain(font);
          problems.push(...report.problems.map((problem) => `${route} at ${width} px in ${font}: ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
