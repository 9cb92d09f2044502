import { expect, test } from '@playwright/test';
import { holdRequests } from './page-helpers';

/**
 * The menu opens natively (invoker command) and the rest of it is set up on the first interaction
 * (ChromeWake.astro): a tap on Menu while the page is still loading opens it, and choosing a link
 * from it closes it. The poster is held, so the load event cannot wake the chrome first.
 */
test('a first tap on Menu while the page loads opens the menu, and a link in it closes it', async ({ page }) => {
  const poster = await holdRequests(page, /\/hero-poster\.webp$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).tap();
  poster.release();
  await menu.getByRole('link', { name: 'About' }).tap();
  await expect(page).toHaveURL(/\/about$/);
});
