import { expect, test } from '@playwright/test';
import { MAIN_ROUTES } from '../../src/lib/nav';

test.describe('mobile menu', () => {
  test('lists all eight main routes and a theme toggle, and closes on choosing a link', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(8);
    for (const route of MAIN_ROUTES)
      await expect(menu.getByRole('link', { name: route.label, exact: true })).toHaveAttribute('href', route.path);
    await expect(menu.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    // The panel slides in from the right: measure where it comes to rest.
    await expect.poll(async () => Math.round((await menu.boundingBox())!.width)).toBe(300);
    await expect
      .poll(async () => {
        const box = (await menu.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(page.viewportSize()!.width);
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('keyboard only: opens, traps focus, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Tab through more stops than the menu has: focus must never land outside it.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || !!active.closest('#mobile-menu');
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('theme toggle in the menu switches the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
