import { expect, test } from '@playwright/test';

test.describe('home hero on a phone', () => {
  test('the poster fills the screen and the pause control is a 48 px touch target', async ({ page }) => {
    await page.goto('/');
    const viewport = page.viewportSize()!;
    const poster = await page.locator('img[src="/hero-poster.webp"]').boundingBox();
    expect(poster!.width).toBeGreaterThanOrEqual(viewport.width);
    const toggle = page.getByRole('button', { name: 'Pause background video' });
    const box = await toggle.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(48);
    expect(box!.height).toBeGreaterThanOrEqual(48);
    // The AI Coach launcher is fixed bottom-right; a tap meant for the video must not open it.
    const launcher = await page.getByRole('button', { name: 'Open AI Coach' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThan(launcher!.x);
    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });

  test('when autoplay is blocked it retries on the first touch', async ({ page }) => {
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called with .call(this) by the patch
      const original = HTMLMediaElement.prototype.play;
      const state = { calls: 0 };
      (window as unknown as { __playCalls: typeof state }).__playCalls = state;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        state.calls += 1;
        return state.calls === 1 ? Promise.reject(new DOMException('blocked', 'NotAllowedError')) : original.call(this);
      };
    });
    await page.goto('/');
    const calls = () => page.evaluate(() => (window as unknown as { __playCalls: { calls: number } }).__playCalls.calls);
    await expect.poll(calls).toBe(1);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(calls).toBeGreaterThanOrEqual(2);
    await expect(page.locator('[data-hero]')).toHaveClass(/is-playing/);
  });
});
