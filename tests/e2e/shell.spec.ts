import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MAIN_ROUTES } from '../../src/lib/nav';
import { builtRoutes } from './routes';

test.describe('header', () => {
  test('links to every main route except Home and marks the active one', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = MAIN_ROUTES.filter((r) => r.path !== '/');
    await expect(nav.getByRole('link')).toHaveCount(expected.length);
    for (const route of expected) await expect(nav.getByRole('link', { name: route.label })).toHaveAttribute('href', route.path);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

    await page.goto('/about');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('shows the brand, tagline and a Search button', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Spartan Hospice Sales/ })).toHaveAttribute('href', '/');
    await expect(banner.getByText('Expert Hospice Sales Training')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Search' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the copyright, a new-tab profile link and working links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Spartan Hospice Sales. All rights reserved.`);
    const profile = footer.getByRole('link', { name: /Connect on LinkedIn/ });
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const collected of ['Inquiries.', 'Newsletter emails.', 'AI Field Kit'])
      await expect(page.getByRole('main')).toContainText(collected);
  });
});

test.describe('theme', () => {
  test('follows the system preference, toggles, persists and does not flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('spartan_theme'))).toBe('light');

    // The stored choice wins over the system preference, and is applied before first paint.
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const classAtFirstParse = await page.evaluate(
      () => performance.getEntriesByType('navigation').length >= 0 && document.documentElement.className,
    );
    expect(classAtFirstParse).not.toContain('dark');
  });

  test('ignores an invalid stored value and survives blocked storage', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('spartan_theme', 'purple'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new Error('blocked');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(warnings.some((w) => w.includes('theme preference'))).toBe(true);
  });
});

test.describe('back button', () => {
  test('goes back in history, or to the fallback without history', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('not found', () => {
  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('inline scripts and the Content-Security-Policy', () => {
  // Every script is inline (no file before the load event), and each component's own script must
  // be allowed by the page's CSP <meta> by its hash, or the browser silently refuses to run it.
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !attributes.includes('application/ld+json'))
      .map(([, , source]) => source);
  const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

  for (const route of builtRoutes()) {
    test(`${route}: every inline script's sha256 is in the page's CSP`, () => {
      const html = readFileSync(join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
      const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      const scripts = scriptsOf(html);
      // At least the theme script in <head> and the chrome's component scripts.
      expect(scripts.length).toBeGreaterThan(3);
      for (const source of scripts) expect(scriptSrc, source.slice(0, 80)).toContain(sha256(source));
    });
  }

  test('the chrome scripts run under the CSP: no violation on a page that uses them all', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.sample}`));
    });
    await page.goto('/privacy');
    // The theme toggle, the search opener and the back button each answer, so each script ran.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    const pressed = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
    await page.locator('body').press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
});
