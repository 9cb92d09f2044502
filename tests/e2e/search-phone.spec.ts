import { expect, test, type Browser, type Page } from '@playwright/test';
import { PHONE_CONTEXT, throttleLikePhone } from '../../scripts/lib/phone-profile';
import { filterNavItems } from '../../src/lib/nav';
import { PAGE_EVENTS } from '../../src/lib/page-events';
import { HYDRATION_TIMEOUT, holdRequests } from './page-helpers';

/**
 * On a phone the search's code arrives seconds after the page, and letters typed before it must
 * not be dropped. The dialog is now real HTML from the first paint, opened natively, filtered by
 * a small inline script until React takes over. These tests type "at once", on the phone profile
 * (CDP network and CPU throttling, cold cache), and hold the island's code where they need to be
 * sure React is not there yet.
 */

const SEARCH_CODE = /\/_astro\/SearchDialog\.[^/]*\.js$/;
/** Generous: every resource of a cold page crawls through the throttled network. */
const SLOW = 60_000;

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await throttleLikePhone(page);
  await recordReadyIslands(page);
  return page;
}

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchInput = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search pages and tools' });
/** The labels of the results shown (hidden routes are not options to the accessibility tree). */
const shownLabels = (page: Page) => searchDialog(page).getByRole('option').locator('span:first-child').allTextContents();
const expectedLabels = (query: string) => filterNavItems(query).map((item) => item.label);
/** Records the islands that have signalled `island-ready` (React mounted and took over). */
const recordReadyIslands = (page: Page) =>
  page.addInitScript((eventName) => {
    const ready: string[] = ((window as unknown as { __readyIslands: string[] }).__readyIslands = []);
    document.addEventListener(eventName, (event) => ready.push((event.target as Element).getAttribute('component-url') ?? ''));
  }, PAGE_EVENTS.islandReady);
/** True once the search island has taken over from the inline script. */
const searchHydrated = (page: Page) =>
  page.evaluate(() => (window as unknown as { __readyIslands: string[] }).__readyIslands.some((url) => url.includes('SearchDialog')));

test.describe('search on a phone, before and while its code loads', () => {
  test.setTimeout(120_000);

  test('a tap on Search as soon as it shows opens the dialog with the input focused, before any of its code', async ({ browser }) => {
    const page = await phonePage(browser);
    const code = await holdRequests(page, SEARCH_CODE);
    await page.goto('/about', { waitUntil: 'commit' });
    await searchButton(page).tap({ timeout: SLOW });
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchDialog(page).getByRole('option')).toHaveCount(filterNavItems('').length);
    expect(await searchHydrated(page)).toBe(false);
    code.release();
    await page.context().close();
  });

  test('tap Search and type at once: every letter arrives in order and the results are right, before and after React', async ({
    browser,
  }) => {
    const page = await phonePage(browser);
    await page.goto('/about', { waitUntil: 'commit' });
    await searchButton(page).tap({ timeout: SLOW });
    // Into whatever has focus, as a thumb would: the input must have it at once.
    await page.keyboard.type('playbook');
    await expect(searchInput(page)).toHaveValue('playbook');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('playbook'));

    await expect.poll(() => searchHydrated(page), { timeout: SLOW }).toBe(true);
    await expect(searchInput(page)).toHaveValue('playbook');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('playbook'));
    await page.keyboard.press('Control+a');
    await page.keyboard.type('success');
    await expect(searchInput(page)).toHaveValue('success');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('success'));
    await page.context().close();
  });

  test('letters typed across the hand-over to React are all kept, in order', async ({ browser }) => {
    const page = await phonePage(browser);
    const code = await holdRequests(page, SEARCH_CODE);
    await page.goto('/about', { waitUntil: 'commit' });
    await searchButton(page).tap({ timeout: SLOW });
    await page.keyboard.type('ai');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('ai'));
    // The code arrives while the rep keeps typing.
    code.release();
    await page.keyboard.type(' coach', { delay: 40 });
    await expect(searchInput(page)).toHaveValue('ai coach');
    await expect.poll(() => searchHydrated(page), { timeout: SLOW }).toBe(true);
    await expect(searchInput(page)).toHaveValue('ai coach');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('ai coach'));
    await page.context().close();
  });

  test('arrows and Enter before React go to the result React would choose', async ({ browser }) => {
    const page = await phonePage(browser);
    await holdRequests(page, SEARCH_CODE);
    await page.goto('/privacy', { waitUntil: 'commit' });
    await searchButton(page).tap({ timeout: SLOW });
    await page.keyboard.type('sales');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const target = filterNavItems('sales')[1];
    await expect(searchDialog(page).locator('[role="option"][aria-selected="true"]')).toContainText(target.label);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.path}$`), { timeout: SLOW });
    await page.context().close();
  });

  test('React takes over the highlight chosen before it arrived', async ({ browser }) => {
    const page = await phonePage(browser);
    const code = await holdRequests(page, SEARCH_CODE);
    await page.goto('/privacy', { waitUntil: 'commit' });
    await searchButton(page).tap({ timeout: SLOW });
    await page.keyboard.type('sales');
    await page.keyboard.press('ArrowDown');
    code.release();
    await expect.poll(() => searchHydrated(page), { timeout: SLOW }).toBe(true);
    // React's own ArrowDown continues from the highlight made before it.
    await page.keyboard.press('ArrowDown');
    const target = filterNavItems('sales')[2];
    await expect(searchDialog(page).locator('[role="option"][aria-selected="true"]')).toContainText(target.label);
    await expect(searchInput(page)).toHaveAttribute(
      'aria-activedescendant',
      (await searchDialog(page).locator('[role="option"][aria-selected="true"]').getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.path}$`), { timeout: SLOW });
    await page.context().close();
  });
});

test.describe('search before React on a desktop', () => {
  test.setTimeout(120_000);

  test('Ctrl+K then type at once: every letter arrives and the results are right', async ({ page }) => {
    await throttleLikePhone(page);
    await recordReadyIslands(page);
    await page.goto('/privacy', { waitUntil: 'domcontentloaded', timeout: SLOW });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('method');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('method');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('method'));
    await expect.poll(() => searchHydrated(page), { timeout: SLOW }).toBe(true);
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('method'));
  });

  test('the inline filter matches filterNavItems for every kind of query, and Escape clears it', async ({ page }) => {
    await recordReadyIslands(page);
    await holdRequests(page, SEARCH_CODE);
    await page.goto('/');
    await searchButton(page).click();
    const input = searchInput(page);
    for (const query of ['PLAYBOOK', 'success stories', '  coach  ', 'tool', 'e', 'xyz-nothing', '']) {
      await input.fill(query);
      await expect.poll(() => shownLabels(page)).toEqual(expectedLabels(query));
      await expect(searchDialog(page).getByText('No results found')).toBeVisible({ visible: expectedLabels(query).length === 0 });
    }
    await input.fill('coach');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await searchButton(page).press('Enter');
    await expect(input).toHaveValue('');
    await expect(searchDialog(page).getByRole('option')).toHaveCount(filterNavItems('').length);
    expect(await searchHydrated(page)).toBe(false);
  });

  test('after React takes over, the same queries give the same results', async ({ page }) => {
    await recordReadyIslands(page);
    await page.goto('/');
    await searchButton(page).click();
    await expect.poll(() => searchHydrated(page), { timeout: HYDRATION_TIMEOUT }).toBe(true);
    const input = searchInput(page);
    for (const query of ['PLAYBOOK', 'success stories', '  coach  ', 'tool', 'e', 'xyz-nothing', '']) {
      await input.fill(query);
      await expect.poll(() => shownLabels(page)).toEqual(expectedLabels(query));
      await expect(searchDialog(page).getByText('No results found')).toBeVisible({ visible: expectedLabels(query).length === 0 });
    }
  });
});
