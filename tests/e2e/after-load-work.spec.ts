import { expect, test, type Page } from '@playwright/test';
import { OUTBOX_FLAG_KEY } from '../../src/lib/outbox';

/**
 * While a page is parsed it does only what the first screen needs. Opening sessionStorage (the chat
 * widget's state) and touching navigator.serviceWorker cost several ms each on a slow phone, so the
 * chrome scripts (ChatLauncher, OfflineSupport) leave them for an idle moment after load, except the delivery listener of a browser
 * with offline submissions waiting, which must not miss the worker's message.
 */

type Access = { what: 'sessionStorage' | 'serviceWorker'; afterLoad: boolean };

/** Records each sessionStorage read and each navigator.serviceWorker access, and whether load had fired. */
async function recordAccesses(page: Page) {
  await page.addInitScript(() => {
    const accesses: { what: string; afterLoad: boolean }[] = ((window as unknown as { __accesses: unknown[] }).__accesses = []);
    let loaded = false;
    addEventListener('load', () => (loaded = true));
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called with .call by the patch
    const storageGetter = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!.get!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        accesses.push({ what: 'sessionStorage', afterLoad: loaded });
        return storageGetter.call(window) as Storage;
      },
    });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called with .call by the patch
    const workerGetter = Object.getOwnPropertyDescriptor(Navigator.prototype, 'serviceWorker')!.get!;
    Object.defineProperty(Navigator.prototype, 'serviceWorker', {
      configurable: true,
      get() {
        accesses.push({ what: 'serviceWorker', afterLoad: loaded });
        return workerGetter.call(this) as ServiceWorkerContainer;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __accesses: Access[] }).__accesses);
}

test('a page reads session storage and touches the service worker only after load', async ({ page }) => {
  const accesses = await recordAccesses(page);
  await page.goto('/about');
  // Both happen in idle tasks after load: wait until they have.
  await expect
    .poll(async () => new Set((await accesses()).map((access) => access.what)), { timeout: 20_000 })
    .toEqual(new Set(['sessionStorage', 'serviceWorker']));
  expect((await accesses()).filter((access) => !access.afterLoad)).toEqual([]);
});

test('with offline submissions waiting, the page listens for their delivery while it loads', async ({ page }) => {
  await page.addInitScript((flagKey) => localStorage.setItem(flagKey, '1'), OUTBOX_FLAG_KEY);
  const accesses = await recordAccesses(page);
  await page.goto('/about');
  await expect
    .poll(async () => (await accesses()).some((access) => access.what === 'serviceWorker' && !access.afterLoad), { timeout: 20_000 })
    .toBe(true);
  // Session storage still waits for load.
  expect((await accesses()).filter((access) => access.what === 'sessionStorage' && !access.afterLoad)).toEqual([]);
});
