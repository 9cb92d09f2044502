import { expect, test } from '@playwright/test';
import { NAV_ITEMS } from '../../src/lib/nav';
import { recordScripts } from './page-helpers';

test.describe('search dialog', () => {
  test('opens from the Search button with an auto-focused input and lists all 14 routes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Search through pages and AI tools to quickly navigate to what you need.');
    const input = dialog.getByPlaceholder('Search pages and tools...');
    await expect(input).toBeFocused();
    await expect(dialog.getByRole('option')).toHaveCount(14);
  });

  test('filters case-insensitively on label or description and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByPlaceholder('Search pages and tools...');
    await input.fill('PLAYBOOK');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option')).toContainText('Sales Playbooks');
    await input.fill('success stories');
    await expect(dialog.getByRole('option')).toContainText('Testimonials');
    await input.fill('xyz-nothing');
    await expect(dialog.getByText('No results found')).toBeVisible();
    await input.fill('');
    await expect(dialog.getByRole('option')).toHaveCount(14);
  });

  test('keyboard only: Ctrl+K opens, arrows and Enter choose, navigation clears the query', async ({ page }) => {
    await page.goto('/privacy');
    await page.locator('body').press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByPlaceholder('Search pages and tools...');
    await expect(input).toBeFocused();
    await input.pressSequentially('tools');
    // "AI Field Kit" (AI-powered sales tools) first, then the others.
    await input.press('ArrowDown');
    const selected = dialog.locator('[role="option"][aria-selected="true"]');
    const label = (await selected.locator('span').first().textContent()) ?? '';
    await input.press('Enter');
    await expect(page).not.toHaveURL(/\/privacy$/);
    expect(label.length).toBeGreaterThan(0);
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  });

  test('choosing a result with the mouse navigates and closes the dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByPlaceholder('Search pages and tools...').fill('privacy-not-listed');
    await expect(dialog.getByText('No results found')).toBeVisible();
    await dialog.getByPlaceholder('Search pages and tools...').fill('about');
    await dialog.getByRole('option', { name: /About/ }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('Escape closes it, clears the query and returns focus to the Search button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByPlaceholder('Search pages and tools...').fill('coach');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.press('Enter');
    await expect(dialog.getByPlaceholder('Search pages and tools...')).toHaveValue('');
  });

  test('loads no React before the search is used', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is real HTML: the Search button opens the dialog natively, input focused, every route listed', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Search' })).toBeVisible();
    await expect(dialog.getByPlaceholder('Search pages and tools...')).toBeFocused();
    await expect(dialog.getByRole('option')).toHaveCount(NAV_ITEMS.length);
    await page.keyboard.type('what I typed');
    await expect(dialog.getByPlaceholder('Search pages and tools...')).toHaveValue('what I typed');
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
  });
});
