import { expect, test, type Page } from '@playwright/test';
import { stopTheClock } from './page-helpers';

/** Waits until the service worker controls the page (the first visit installs it; a reload hands over). */
async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test.use({ serviceWorkers: 'allow' });
// Installing the worker precaches the whole site: on a two-core machine whose local server has
// only just started (nothing compressed or warmed yet) that alone can take 20 s.
test.describe.configure({ timeout: 90_000 });

test.describe('installable app', () => {
  test('the manifest has what installers need, and every icon it names is served', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Spartan Hospice Sales',
      short_name: 'Spartan',
      display: 'standalone',
      start_url: expect.stringMatching(/^\//),
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(expect.arrayContaining(['/tools/objections', '/tools/playbooks']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});

/**
 * What the installed service worker does, checked on one install: each test's fresh context
 * installed it again, precaching the whole site (about 25 s each on the two-core machine), for
 * four tests that then looked at different things. Offline comes last: it is the only step that
 * changes the context.
 */
test.describe('service worker, after one visit', () => {
  test('is registered after load and controls the page; Chromium finds the app installable; API responses and the admin page are never cached; static pages load with no network and unknown pages show the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlledBySw(page);

    await test.step('the service worker is registered after load and controls the page', async () => {
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
    });

    await test.step('Chromium reports no installability errors', async () => {
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Playwright's contexts are incognito, which Chromium always reports; anything else is a real problem.
      expect(
        installabilityErrors.filter((error) => error.errorId !== 'in-incognito'),
        'installability errors',
      ).toEqual([]);
    });

    await test.step('API responses and the admin page are never served from the cache', async () => {
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(cached.length, 'cached files').toBeGreaterThan(3);
      expect(
        cached.filter((path) => path.startsWith('/api/') || path.startsWith('/admin') || path.includes('hero-video')),
        'API, admin or video files in the cache',
      ).toEqual([]);
    });

    await test.step('static pages load with no network, and unknown pages show the offline page', async () => {
      await context.setOffline(true);
      for (const path of ['/', '/privacy']) {
        await page.goto(path);
        await expect(page.getByRole('banner'), `${path} offline`).toBeVisible();
      }
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await page.goto('/never-visited-page');
      await expect(page.getByRole('heading', { level: 1 })).toContainText("You're offline");
      await context.setOffline(false);
    });
  });
});

test.describe('install prompt', () => {
  test.use({ serviceWorkers: 'block' });

  // The site really is installable, so Chromium may fire its own beforeinstallprompt at a moment
  // the test does not control. Stop trusted ones before the page's listener; the test's own
  // (untrusted) events go through.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      window.addEventListener('beforeinstallprompt', (event) => event.isTrusted && event.stopImmediatePropagation(), { capture: true }),
    );
  });

  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt?: () => Promise<void>;
        userChoice?: Promise<unknown>;
      };
      event.prompt = async () => {};
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });

  test('appears 2 s after the browser offers installation; Not Now snoozes it for 7 days', async ({ page }) => {
    await stopTheClock(page);
    await page.goto('/');
    await offerInstall(page);
    await page.clock.runFor(1900);
    await expect(page.locator('[data-install-prompt]')).toBeHidden();
    await page.clock.runFor(200);
    const prompt = page.getByRole('region', { name: 'Install Spartan' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Install' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Not Now' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('install-dismissed-at'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Six days later: still snoozed.
    await page.clock.fastForward(6 * 24 * 60 * 60 * 1000);
    await page.reload();
    await offerInstall(page);
    await page.clock.runFor(2500);
    await expect(page.locator('[data-install-prompt]')).toBeHidden();

    // Eight days after dismissal: offered again.
    await page.clock.fastForward(2 * 24 * 60 * 60 * 1000);
    await page.reload();
    await offerInstall(page);
    await page.clock.runFor(2500);
    await expect(page.getByRole('region', { name: 'Install Spartan' })).toBeVisible();
  });

  test('is never shown when already running as an installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList)
          : original(query);
    });
    await stopTheClock(page);
    await page.goto('/');
    await offerInstall(page);
    await page.clock.runFor(5000);
    await page.waitForTimeout(300);
    await expect(page.locator('[data-install-prompt]')).toBeHidden();
  });
});

test.describe('install prompt on iOS', () => {
  test.use({
    serviceWorkers: 'block',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('shows Share → Add to Home Screen instructions 3 s after load', async ({ page }) => {
    await stopTheClock(page);
    await page.goto('/');
    await page.clock.runFor(2500);
    await expect(page.locator('[data-install-prompt]')).toBeHidden();
    await page.clock.runFor(700);
    const prompt = page.getByRole('region', { name: 'Install Spartan' });
    await expect(prompt).toContainText('Add to Home Screen');
    await expect(prompt).toContainText('Share');
    await expect(prompt.getByRole('button', { name: 'Install' })).toHaveCount(0);
  });
});

test.describe('new version', () => {
  test('a waiting service worker shows a "New version available" toast whose Reload reloads the page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/privacy');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    // What the inline script dispatches when a new deploy's worker has installed behind this one.
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('sw-update-ready')));
    const notice = page.locator('#toast-region li').filter({ hasText: 'New version available' });
    await expect(notice).toBeVisible();
    // Unlike ordinary toasts it does not close by itself after 5 s.
    await page.clock.runFor(6000);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).click();
    // While the reload is under way the old page's context is gone: that read is "not yet", and the poll asks again.
    await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: boolean }).marker ?? false).catch(() => true)).toBe(false);
  });
});
