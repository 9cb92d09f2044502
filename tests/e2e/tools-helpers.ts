import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

/**
 * The local server bundles each function on its first call and the test machine is shared, so
 * answers from the API get more time than the default expect timeout.
 */
export const API_TIMEOUT = { timeout: 45_000 };

/** Calls an endpoint once so its first (bundling) call is not paid inside a test. */
export async function warmUp(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  await request.post(path, { data, timeout: 140_000 });
}

/**
 * The Field Kit islands hydrate on the visitor's first pointer, focus or key
 * (client:ondemand="interaction"); a key press (Shift, which does nothing by itself) is that
 * interaction here. Tests that are not about the first interaction wait for the island to be
 * ready before clicking (early-interaction.spec.ts
 * covers presses and typing that land before React). The wait is long because the local server
 * compresses every script on the fly, which is slow on a busy test machine.
 */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  await page.keyboard.press('Shift');
  const islands = page.locator(`astro-island[component-url*="${component}"]`);
  await expect(islands.first()).toBeAttached();
  await expect(page.locator(`astro-island[component-url*="${component}"][ssr]`)).toHaveCount(0, { timeout: 60_000 });
  // Astro drops `ssr` when hydration starts; React finishes it asynchronously. The island says when
  // its handlers listen (useIslandReady), and the client:ondemand directive marks it `data-ready`.
  await expect(page.locator(`astro-island[component-url*="${component}"]:not([data-ready])`)).toHaveCount(0, { timeout: 60_000 });
}

/** Lets a request through after `release()` is called, so a test can see the loading state. */
export function holdRequests(page: Page, url: string): { release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Makes the API answer with a server error. */
export async function failRequests(page: Page, url: string, status = 500): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error' }) }),
  );
}
