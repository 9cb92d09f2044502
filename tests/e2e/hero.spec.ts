import { expect, test, type Page } from '@playwright/test';

const VIDEO = '/hero-video.mp4';

/** Records every request for the hero video made by the page. */
function watchVideoRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === VIDEO && urls.push(request.url()));
  return urls;
}

/** Makes the first `failures` calls to play() reject as a browser blocking autoplay would; counts calls. */
async function blockAutoplay(page: Page, failures: number) {
  await page.addInitScript((count) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called with .call(this) by the patch
    const original = HTMLMediaElement.prototype.play;
    const state = { calls: 0 };
    (window as unknown as { __playCalls: typeof state }).__playCalls = state;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      state.calls += 1;
      if (state.calls <= count) return Promise.reject(new DOMException('play() blocked', 'NotAllowedError'));
      return original.call(this);
    };
  }, failures);
}
type Box = { x: number; y: number; width: number; height: number };
const boxesOverlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const playCalls = (page: Page) => page.evaluate(() => (window as unknown as { __playCalls: { calls: number } }).__playCalls.calls);

test.describe('home hero', () => {
  test('the poster is an eager, high-priority image and the video has no source in the HTML', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const video = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(video).toContain('preload="none"');
    expect(video).toContain('muted');
    expect(video).not.toMatch(/\ssrc=/);
    expect(html).not.toMatch(/<source[^>]+hero-video/);

    await page.goto('/');
    const poster = page.locator('img[src="/hero-poster.webp"]');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).not.toHaveAttribute('loading', 'lazy');
    await expect(poster).toHaveAttribute('width', '960');
    await expect(poster).toHaveAttribute('height', '540');
  });

  test('the video loads after the load event, plays muted and looping, and stays behind the poster as LCP', async ({ page }) => {
    const requests = watchVideoRequests(page);
    await page.addInitScript(() => {
      const entries: string[] = [];
      (window as unknown as { __lcp: string[] }).__lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          entries.push(entry.element?.tagName ?? 'unknown');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    const hero = page.locator('[data-hero]');
    await expect(hero).toHaveAttribute('data-video', 'on');
    await expect(hero).toHaveClass(/is-playing/);
    expect(requests.length).toBeGreaterThan(0);
    const video = page.locator('[data-hero] video');
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({ muted: element.muted, loop: element.loop, paused: element.paused })),
    ).toEqual({
      muted: true,
      loop: true,
      paused: false,
    });
    // The attach happened after load: the video's resource entry starts after loadEventStart.
    const order = await page.evaluate((path) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const media = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(path));
      return media ? media.startTime >= navigation!.loadEventStart : null;
    }, VIDEO);
    expect(order === null || order).toBe(true);
    // Let a few frames paint: the video's frames must never become the largest contentful paint.
    // (The LCP is the poster or, where Chrome counts the small poster file as a low-content
    // image, the headline; both paint with the page.)
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    expect(lcp.length).toBeGreaterThan(0);
    expect(lcp).not.toContain('VIDEO');
  });

  test('a visible control pauses and resumes the video', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Pause background video' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const video = page.locator('[data-hero] video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const play = page.getByRole('button', { name: 'Play background video' });
    await expect(play).toBeVisible();
    await play.press('Enter');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeFocused();
  });

  test('the control is never under the AI Coach launcher', async ({ page }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open AI Coach' });
    await expect(launcher).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Pause background video' });
    expect(boxesOverlap((await toggle.boundingBox())!, (await launcher.boundingBox())!)).toBe(false);
  });

  test('with reduced motion the video is never requested and no control is shown', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = watchVideoRequests(page);
    await page.goto('/');
    await expect(page.locator('[data-hero]')).toHaveAttribute('data-video', 'off');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.locator('[data-hero-toggle]')).toBeHidden();
    await expect(page.locator('img[src="/hero-poster.webp"]')).toBeVisible();
  });

  test('with Save-Data the video is never requested', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }));
    const requests = watchVideoRequests(page);
    await page.goto('/');
    await expect(page.locator('[data-hero]')).toHaveAttribute('data-video', 'off');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  test('when autoplay is blocked it retries on the first click', async ({ page }) => {
    await blockAutoplay(page, 1);
    await page.goto('/');
    await expect.poll(() => playCalls(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => playCalls(page)).toBe(2);
    await expect(page.locator('[data-hero]')).toHaveClass(/is-playing/);
    // Only the first interaction retries.
    await page.getByRole('heading', { level: 1 }).click();
    expect(await playCalls(page)).toBe(2);
  });

  test('when autoplay is blocked it retries on the first scroll', async ({ page }) => {
    await blockAutoplay(page, 1);
    await page.goto('/');
    await expect.poll(() => playCalls(page)).toBe(1);
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => playCalls(page)).toBe(2);
  });

  test('a visitor who paused it is not overridden by the retry', async ({ page }) => {
    await blockAutoplay(page, 1);
    await page.goto('/');
    await expect.poll(() => playCalls(page)).toBe(1);
    // The control reads "Play" (nothing plays); the visitor presses it: that click plays it once.
    await page.getByRole('button', { name: 'Play background video' }).click();
    // Starting real playback can take a while on a busy machine.
    await expect(page.locator('[data-hero]')).toHaveClass(/is-playing/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.locator('[data-hero] video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});
