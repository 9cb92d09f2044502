import { expect, test, type Page } from '@playwright/test';
import { expectToast, HYDRATION_TIMEOUT, toastItem } from './page-helpers';

/** Raises toasts through the newsletter form (an invalid email toasts without any request). */
async function homeWithForm(page: Page) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Weekly Coaching Tips' });
  const button = section.getByRole('button', { name: 'Subscribe' });
  await section.getByLabel('Email address').click();
  await expect(button).toBeEnabled({ timeout: HYDRATION_TIMEOUT });
  return {
    invalid: async () => {
      await section.getByLabel('Email address').fill('not-an-email');
      await button.click();
    },
    failing: async () => {
      await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, body: '' }));
      await section.getByLabel('Email address').fill('rep@examplehospice.org');
      await button.click();
    },
  };
}

async function swipe(page: Page, distance: number) {
  const box = await toastItem(page).boundingBox();
  if (!box) throw new Error('no toast');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await page.mouse.move(box.x + 20 + (distance * step) / 5, y);
  await page.mouse.up();
}

test.describe('toasts', () => {
  test('only one toast at a time: a new one replaces the previous', async ({ page }) => {
    const form = await homeWithForm(page);
    await form.invalid();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address');
    await form.failing();
    await expectToast(page, 'Subscription failed', 'Please try again later', 'destructive');
    await expect(page.getByText('Invalid email')).toHaveCount(0);
  });

  test('a destructive toast is announced as an alert; others as a status', async ({ page }) => {
    const form = await homeWithForm(page);
    // The role sits on the toast's text, not the <li> (a list item with another role breaks the list).
    await form.invalid();
    await expect(toastItem(page).locator('.toast-text')).toHaveAttribute('role', 'status');
    await form.failing();
    await expect(toastItem(page).locator('.toast-text')).toHaveAttribute('role', 'alert');
    await expect(toastItem(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test('closes by itself after 5 seconds', async ({ page }) => {
    const form = await homeWithForm(page);
    // Fake, frozen time from here on: the toast's timer is created on the fake clock and only
    // runFor() moves it, so a slow machine cannot close the toast early.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await form.invalid();
    await expect(toastItem(page)).toHaveCount(1);
    await page.clock.runFor(4900);
    await expect(toastItem(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toastItem(page)).toHaveCount(0);
  });

  test('swiping right past 50 px dismisses it; a shorter swipe does not', async ({ page }) => {
    const form = await homeWithForm(page);
    await form.invalid();
    await swipe(page, 30);
    await expect(toastItem(page)).toHaveCount(1);
    await swipe(page, 80);
    await expect(toastItem(page)).toHaveCount(0);
  });

  test('the close button dismisses it', async ({ page }) => {
    const form = await homeWithForm(page);
    await form.invalid();
    await toastItem(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toastItem(page)).toHaveCount(0);
  });

  test('F8 moves focus to the notification region', async ({ page }) => {
    const form = await homeWithForm(page);
    await form.invalid();
    // A visitor presses F8 to reach a notification they have seen: wait for it, as the invalid
    // field also takes focus once the click is handled (on a busy runner, after an early F8).
    await expect(toastItem(page)).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
  });
});
