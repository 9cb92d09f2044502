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

/** Where the drag handle has come to rest: the sheet may still be sliding to its last snap point. */
async function restingHandleCentre(page: Page) {
  const handle = page.getByTestId('chat-drag-handle');
  let box = (await handle.boundingBox())!;
  await expect
    .poll(async () => {
      const previous = box;
      await page.waitForTimeout(50);
      box = (await handle.boundingBox())!;
      return Math.round(box.y) === Math.round(previous.y);
    })
    .toBe(true);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Presses the handle, moves it `dy` px in `steps` equal moves and releases it, the events stamped
 * evenly over `durationMs`. The drawer reads speed from the events' own timestamps, so a busy
 * machine that delivers a slow drag's moves late, in a burst, cannot turn it into a flick (nor a
 * flick into a slow drag); each move is still awaited, so the drawer follows every one.
 */
async function dragHandle(page: Page, dy: number, { steps, durationMs }: { steps: number; durationMs: number }) {
  const { x, y } = await restingHandleCentre(page);
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
  for (let i = 1; i <= steps; i++) await send('mouseMoved', y + (dy * i) / steps, (durationMs * i) / (steps + 1));
  await send('mouseReleased', y + dy, durationMs);
  await cdp.detach();
}

/** A slow drag: over a second and a quarter, under half the drawer's closing velocity for 300 px. */
const SLOW = { steps: 10, durationMs: 1250 };
/** A flick: 300 px in 60 ms is 5 px/ms, ten times the drawer's closing velocity. */
const FLICK = { steps: 1, durationMs: 60 };

test.describe('AI Coach drawer (mobile)', () => {
  test('opens as a bottom drawer at 85% of the viewport', async ({ page }) => {
    const drawer = await openDrawer(page);
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.height)).toBe(Math.round(page.viewportSize()!.height * 0.85));
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  });

  test('a short drag snaps back; a long drag closes; minimized shows the side tab', async ({ page }) => {
    const drawer = await openDrawer(page);
    const viewport = page.viewportSize()!.height;
    await dragHandle(page, 40, SLOW);
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.height)).toBe(Math.round(viewport * 0.85));

    // Drag to the half-height snap point.
    await dragHandle(page, viewport * 0.33, SLOW);
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.height)).toBe(Math.round(viewport * 0.5));

    // Past the 0.25 threshold below the lowest snap point: closes.
    await dragHandle(page, viewport * 0.3, SLOW);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open AI Coach' })).toBeVisible();

    await page.getByRole('button', { name: 'Open AI Coach' }).click();
    await page.getByRole('button', { name: 'Minimize AI Coach' }).click();
    // The tab never covers a line of text (ChatLauncher.astro's dodge): over this page's text it
    // steps aside out of sight, and at the end of the page, where the footer leaves it room, it shows.
    const tab = page.locator('.chat-tab');
    await expect(tab).toBeAttached();
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('[data-chat-launcher]')).not.toHaveAttribute('data-dodge-pending');
    await expect(page.getByRole('button', { name: 'Expand AI Coach' })).toBeVisible();
  });

  test('a fast flick down closes it', async ({ page }) => {
    const drawer = await openDrawer(page);
    // 300 px in 60 ms: too short to close by distance (it would snap to half height), but fast
    // (velocity is distance over the time from press to release).
    await dragHandle(page, 300, FLICK);
    await expect(drawer).toBeHidden();
  });
});
