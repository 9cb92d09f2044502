import { expect, test, type Page } from '@playwright/test';

async function openDrawer(page: Page) {
  await page.goto('/privacy');
  const launcher = page.getByRole('button', { name: 'Open AI Coach' });
  expect((await launcher.boundingBox())?.width).toBe(56);
  await launcher.click();
  const drawer = page.getByRole('dialog', { name: 'AI Coach' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Drags the handle vertically by `dy` pixels over `steps` moves, `pauseMs` apart (slow drag vs flick). */
async function dragHandle(page: Page, dy: number, steps: number, pauseMs = 40) {
  const handle = page.getByTestId('chat-drag-handle');
  // The sheet may still be sliding to its last snap point (its height is set at once, its position
  // animates): press where the handle has come to rest, not where it was a frame ago.
  let box = (await handle.boundingBox())!;
  await expect
    .poll(async () => {
      const previous = box;
      await page.waitForTimeout(50);
      box = (await handle.boundingBox())!;
      return Math.round(box.y) === Math.round(previous.y);
    })
    .toBe(true);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x, y + (dy * i) / steps);
    await page.waitForTimeout(pauseMs);
  }
  await page.mouse.up();
}

/** A flick: 300 px in this long is 5 px/ms, ten times the drawer's closing velocity. */
const FLICK_MS = 60;

/** Presses the handle, moves it `dy` px and releases it, the events stamped `durationMs` apart. */
async function flickHandle(page: Page, dy: number, durationMs: number) {
  const box = (await page.getByTestId('chat-drag-handle').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', atY: number, afterMs: number) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x,
      y: atY,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: 1,
      timestamp: start + afterMs / 1000,
    });
  await send('mousePressed', y, 0);
  await send('mouseMoved', y + dy, durationMs / 2);
  await send('mouseReleased', y + dy, durationMs);
}

test.describe('AI Coach drawer (mobile)', () => {
  test('opens as a bottom drawer at 85% of the viewport', async ({ page }) => {
    const drawer = await openDrawer(page);
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.height)).toBe(Math.round(page.viewportSize()!.height * 0.85));
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  });

  test('a short drag snaps back; a long drag closes; minimized shows the side tab', async ({ page }) => {
    // Several drags with many pointer moves each: slow on a busy two-core machine.
    test.setTimeout(60_000);
    const drawer = await openDrawer(page);
    const viewport = page.viewportSize()!.height;
    await dragHandle(page, 40, 12);
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.height)).toBe(Math.round(viewport * 0.85));

    // Drag to the half-height snap point.
    await dragHandle(page, viewport * 0.33, 30);
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.height)).toBe(Math.round(viewport * 0.5));

    // Past the 0.25 threshold below the lowest snap point: closes.
    await dragHandle(page, viewport * 0.3, 30);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open AI Coach' })).toBeVisible();

    await page.getByRole('button', { name: 'Open AI Coach' }).click();
    await page.getByRole('button', { name: 'Minimize AI Coach' }).click();
    await expect(page.getByRole('button', { name: 'Expand AI Coach' })).toBeVisible();
  });

  test('a fast flick down closes it', async ({ page }) => {
    const drawer = await openDrawer(page);
    // 300 px in 60 ms: too short to close by distance (it would snap to half height), but fast
    // (velocity is distance over the time from press to release). The events carry their own
    // timestamps, so a busy machine delivering them late does not turn the flick into a slow drag.
    await flickHandle(page, 300, FLICK_MS);
    await expect(drawer).toBeHidden();
  });
});
