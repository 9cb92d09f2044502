import { expect, test, type Page } from '@playwright/test';
import { ON_DEVICE_MEASURES } from '../../src/coach/on-device-measures';

/**
 * With no signal, the objection handler and the playbook generator answer from the
 * offline coach running in the browser; research says plainly it needs a connection and keeps
 * the question.
 */
const ON_DEVICE = 'No connection: the offline coach answered on this device.';

// As on a rep's phone: the service worker has precached the app, including the coach engine.
test.use({ serviceWorkers: 'allow' });

async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('objection handler: Generate AI Alternative answers offline, labelled', async ({ page, context }) => {
  await page.goto('/tools/objections');
  await controlledBySw(page);
  const card = page.locator('main ol > li').first();
  const button = card.getByRole('button', { name: 'Generate AI Alternative' });
  // The first tap, offline, lands before React has loaded: the island loads from the service
  // worker's cache and the held tap is replayed.
  await context.setOffline(true);
  await button.click();
  await expect(card).toContainText(ON_DEVICE, { timeout: 20_000 });
  await expect(card).toContainText('Offline coach');
  await expect(card).toContainText(/Acknowledge/i);
  await context.setOffline(false);
});

test('research: offline it says it needs a connection and keeps the question', async ({ page, context }) => {
  await page.goto('/tools/research');
  await controlledBySw(page);
  const input = page.getByRole('textbox').first();
  // Typed offline before React has loaded: the text is handed to the island once it hydrates.
  await context.setOffline(true);
  await input.fill('Which SNFs near Dayton have the most hospice discharges?');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Research needs a connection.')).toBeVisible({ timeout: 20_000 });
  await expect(input).toHaveValue('Which SNFs near Dayton have the most hospice discharges?');
  await context.setOffline(false);
});

const measureCount = (page: Page, name: string) => page.evaluate((entry) => performance.getEntriesByName(entry, 'measure').length, name);

test('offline, the coach is prepared in idle time before the first request, which it then answers', async ({ page, context }) => {
  await page.goto('/tools/objections');
  await controlledBySw(page);
  await context.setOffline(true);
  // The rep's first touch hydrates the cards; offline, they load and warm the engine.
  await page.getByRole('main').hover();
  await expect.poll(() => measureCount(page, ON_DEVICE_MEASURES.warmUp), { timeout: 20_000 }).toBe(1);
  expect(await measureCount(page, ON_DEVICE_MEASURES.answer)).toBe(0);
  const card = page.locator('main ol > li').nth(2);
  await card.getByRole('button', { name: 'Generate AI Alternative' }).click();
  await expect(card).toContainText(ON_DEVICE, { timeout: 20_000 });
  expect(await measureCount(page, ON_DEVICE_MEASURES.answer)).toBe(1);
  await context.setOffline(false);
});

test('online, the offline engine is never loaded or prepared', async ({ page }) => {
  await page.goto('/tools/objections');
  await controlledBySw(page);
  const card = page.locator('main ol > li').first();
  await card.getByRole('button', { name: 'Generate AI Alternative' }).click();
  // Answered by the server (its offline coach, as no Gemini key is set), not on the device.
  await expect(card).toContainText('Offline coach', { timeout: 20_000 });
  await expect(card).not.toContainText(ON_DEVICE);
  for (const name of Object.values(ON_DEVICE_MEASURES)) expect(await measureCount(page, name)).toBe(0);
});
