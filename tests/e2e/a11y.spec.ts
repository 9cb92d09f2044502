import { expect, test } from '@playwright/test';
import { pageRoutes } from './routes';
import { axeScan } from './axe';

/** Every built page, in both themes: axe must find nothing. */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe sweep (${theme})`, () => {
    for (const route of [...pageRoutes(), '/no-such-page']) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('spartan_theme', value), theme);
        await page.goto(route);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const results = await axeScan(page).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
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
