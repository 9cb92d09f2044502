import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';
import { axeScan, axeThemeScan, describeViolations } from './axe';

/**
 * Every built page, in both themes: axe must find nothing. The page is scanned whole in the light
 * theme; then, with dark chosen, only the rules a theme can change are run again (axe.ts). One
 * test per page instead of two, and one full scan: the sweep was a quarter of the suite's time.
 */
for (const route of [...pageRoutes(), '/no-such-page']) {
  test(`${route} has no WCAG 2.2 AA violations, in the light theme and the dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(describeViolations((await axeScan(page).analyze()).violations), 'light').toEqual([]);

    // As a visitor who chose dark: stored, and applied before the first paint of the next load.
    await page.evaluate(() => localStorage.setItem('spartan_theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(describeViolations((await axeThemeScan(page).analyze()).violations), 'dark').toEqual([]);
  });
}

test('the open search dialog and mobile menu have no violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  const results = await axeScan(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the search dialog, with results, highlighted and with none, has no violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('spartan_theme', value), theme);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByPlaceholder('Search pages and tools...');
    await input.fill('sales');
    await input.press('ArrowDown');
    await expect(dialog.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    expect((await axeScan(page).include('#site-search').analyze()).violations.map((v) => v.id)).toEqual([]);
    await input.fill('xyz-nothing');
    await expect(dialog.getByText('No results found')).toBeVisible();
    expect((await axeScan(page).include('#site-search').analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}
