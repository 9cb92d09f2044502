import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './page-helpers';

/**
 * The page chrome (theme toggles, menu, search, F8, the AI Coach launcher, Back links) is set up on
 * the visitor's first interaction or when the browser is idle after load (ChromeWake.astro), never
 * while the page loads. These tests hold the home page's poster image, so the load event cannot
 * fire and only the visitor can wake the chrome: the first tap or key must still do what it says.
 */

/** Opens the home page with its load event held back; returns the release. */
async function homeStillLoading(page: Page) {
  const poster = await holdRequests(page, /\/hero-poster\.webp$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  return poster;
}

const awake = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-chrome-awake'));

test('nothing of the chrome runs while the page loads; it wakes once the page is loaded and idle', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __wokeAfterLoad?: boolean };
    let loaded = false;
    addEventListener('load', () => (loaded = true));
    addEventListener('chrome-wake', () => (w.__wokeAfterLoad = loaded));
  });
  const poster = await homeStillLoading(page);
  // Parsed and its scripts run, yet still asleep: no visitor input, no load event.
  await page.waitForFunction(() => document.querySelectorAll('script[type="module"]').length > 0);
  await page.waitForTimeout(500);
  expect(await awake(page)).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  poster.release();
  await expect.poll(() => awake(page)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __wokeAfterLoad?: boolean }).__wokeAfterLoad)).toBe(true);
});

test('a first click on the theme toggle while the page loads switches the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const poster = await homeStillLoading(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('spartan_theme'))).toBe('dark');
  poster.release();
});

test('F8 as the first key while the page loads moves focus to the notifications', async ({ page }) => {
  const poster = await homeStillLoading(page);
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
  poster.release();
});

test('Ctrl+K as the first key while the page loads opens the search, and typing filters it', async ({ page }) => {
  const poster = await homeStillLoading(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('objection');
  await expect(dialog.getByRole('combobox')).toHaveValue('objection');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  poster.release();
});

test('a first click on the AI Coach launcher while the page loads opens the coach', async ({ page }) => {
  const poster = await homeStillLoading(page);
  await page.getByRole('button', { name: 'Open AI Coach' }).click();
  poster.release();
  await expect(page.getByRole('dialog', { name: /AI Coach/ })).toBeVisible({ timeout: 20_000 });
});
