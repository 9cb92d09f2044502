import { expect, test } from '@playwright/test';

const VIDEO = '/hero-video.mp4';

/**
 * On a phone-width screen the hero keeps its poster and the video waits for the visitor's tap
 * (docs/architecture.md §7, the hero video on phones); the control is where a thumb finds it.
 */
test.describe('home hero on a phone', () => {
  test('the poster fills the screen, nothing of the video is downloaded, and the play control is a 48 px touch target', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === VIDEO && requests.push(request.url()));
    await page.goto('/');
    const hero = page.locator('[data-hero]');
    await expect(hero).toHaveAttribute('data-video', 'on-request');
    const viewport = page.viewportSize()!;
    const poster = await page.locator('img[src="/hero-poster.webp"]').boundingBox();
    expect(poster!.width).toBeGreaterThanOrEqual(viewport.width);
    const toggle = page.getByRole('button', { name: 'Play background video' });
    const box = await toggle.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(48);
    expect(box!.height).toBeGreaterThanOrEqual(48);
    // The AI Coach launcher is fixed bottom-right; a tap meant for the video must not open it.
    const launcher = await page.getByRole('button', { name: 'Open AI Coach' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThan(launcher!.x);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(hero).not.toHaveClass(/is-playing/);
  });

  test('a tap on the control plays the video, muted and looping, and a second tap pauses it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-hero]')).toHaveAttribute('data-video', 'on-request');
    const video = page.locator('[data-hero] video');
    await page.getByRole('button', { name: 'Play background video' }).tap();
    // Starting real playback can take a while on a busy machine.
    await expect(page.locator('[data-hero]')).toHaveClass(/is-playing/, { timeout: 20_000 });
    expect(await video.evaluate((element: HTMLVideoElement) => ({ muted: element.muted, loop: element.loop }))).toEqual({
      muted: true,
      loop: true,
    });
    await page.getByRole('button', { name: 'Pause background video' }).tap();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });
});
