import { expect, test } from '@playwright/test';
import tipsJson from '../../src/content/tips.json' with { type: 'json' };
import { publishedTips, tipsFileSchema, utcDay } from '../../src/lib/tips';
import { builtRoutes } from './routes';

/** The tips the build published (dated on or before today), newest first. */
const published = publishedTips(tipsFileSchema.parse(tipsJson), utcDay(new Date()));

test.describe('Weekly Coaching Tips archive', () => {
  test('the home page newsletter section links to /tips, which lists every published tip newest first', async ({ page }) => {
    expect(published.length).toBeGreaterThanOrEqual(1);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Weekly Coaching Tips' })
      .getByRole('link', { name: /Weekly Coaching Tips archive/ })
      .click();
    await expect(page).toHaveURL(/\/tips$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Coaching Tips' })).toBeVisible();
    const titles = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(published.map((tip) => tip.title));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/tips/rss.xml');
  });

  test('a tip page has its title, date, body and the action for the week, and links to its neighbours', async ({ page }) => {
    const tip = published[Math.min(1, published.length - 1)]!;
    await page.goto(`/tips/${tip.id}`);
    await expect(page).toHaveTitle(`${tip.title} | Weekly Coaching Tips | Spartan Hospice Sales`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tip.summary);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tip.title);
    await expect(page.locator(`time[datetime="${tip.date}"]`)).toBeVisible();
    for (const paragraph of tip.body) await expect(page.getByRole('main')).toContainText(paragraph);
    await expect(page.getByRole('region', { name: 'Your action this week' })).toContainText(tip.action);
    if (published.length > 1) await expect(page.getByRole('navigation', { name: 'More tips' }).getByRole('link')).not.toHaveCount(0);
  });

  test('the build has a page for every published tip and none for a tip dated later', () => {
    const built = builtRoutes().filter((route: string) => route.startsWith('/tips/'));
    expect(built.sort()).toEqual(published.map((tip) => `/tips/${tip.id}`).sort());
  });

  test('/tips/rss.xml is well-formed RSS with one item per published tip, each linking to a page that exists', async ({
    page,
    request,
  }) => {
    const response = await request.get('/tips/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/tips');
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
      }));
    }, xml);
    expect(items).not.toBeNull();
    expect(items!.map((item) => item.title)).toEqual(published.map((tip) => tip.title));
    for (const item of items!) {
      const path = new URL(item.link!).pathname;
      expect(path).toMatch(/^\/tips\/[a-z0-9-]+$/);
      expect((await request.get(path)).status()).toBe(200);
    }
  });
});
