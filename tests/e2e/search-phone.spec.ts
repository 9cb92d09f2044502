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

test.describe('search: the hand-over to React', () => {
  /**
   * Makes the window between React committing the search island and the island's first effects
   * certain. From the commit on, React's handlers listen. The effects (take the typed text, then
   * island-ready) run in a later task. A minimal React DevTools hook stands in for the extension:
   * React calls it on every commit. It queues the edit as the next task after the island's commit,
   * then stays busy for a few milliseconds so that React's scheduler yields before it runs the
   * effects. So the edit always lands in the window. The edit is what a Backspace does to the
   * field: the browser's own value setter (not React's) and an input event.
   */
  const deleteALetterInTheHandOver = (page: Page) =>
    page.addInitScript((readyEvent) => {
      const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __armed?: boolean; __landed?: boolean };
      const island = () => document.querySelector('astro-island[component-url*="SearchDialog"]');
      let ready = false;
      document.addEventListener(readyEvent, (event) => (ready ||= event.target === island()), true);
      // The prototype's setter, as the browser's own editing does. React records the value through
      // a setter it puts on the field itself, which a keystroke never calls.
      const setValue = (input: HTMLInputElement, value: string) => Reflect.set(HTMLInputElement.prototype, 'value', value, input);
      const backspace = () => {
        w.__landed = !ready;
        const input = document.querySelector<HTMLInputElement>('dialog[data-open-event] input')!;
        setValue(input, input.value.slice(0, -1));
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
      };
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          // The island's first commit: Astro has started it (no `ssr`) and it has not taken over yet.
          if (!w.__armed || ready || island()?.hasAttribute('ssr') !== false) return;
          w.__armed = false;
          const next = new MessageChannel();
          next.port1.onmessage = backspace;
          next.port2.postMessage(null);
          // React's scheduler yields after 5 ms of work, so the effects come after the message above.
          for (const until = performance.now() + 20; performance.now() < until;);
        },
      };
    }, PAGE_EVENTS.islandReady);

  test('a letter deleted between React mounting and taking over, then typed again, filters the list', async ({ page }) => {
    await deleteALetterInTheHandOver(page);
    await recordReadyIslands(page);
    const code = await holdRequests(page, SEARCH_CODE);
    await page.goto('/about');
    await searchButton(page).click();
    await page.keyboard.type('p');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('p'));

    await page.evaluate(() => ((window as unknown as { __armed: boolean }).__armed = true));
    code.release();
    await expect.poll(() => searchHydrated(page), { timeout: SLOW }).toBe(true);
    // The Backspace landed after React committed the island and before it took over.
    expect(await page.evaluate(() => (window as unknown as { __landed?: boolean }).__landed)).toBe(true);
    await expect(searchInput(page)).toHaveValue('');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels(''));

    // The same letter again: a change from what React took over, though not from what the field
    // held when React hydrated it.
    await page.keyboard.press('p');
    await expect(searchInput(page)).toHaveValue('p');
    await expect.poll(() => shownLabels(page)).toEqual(expectedLabels('p'));
  });
});
