import { expect, test, type Page } from '@playwright/test';
import { expectToast, holdRequests, HYDRATION_TIMEOUT, SERVER_TIMEOUT } from './page-helpers';

/** The Weekly Coaching Tips section on the home page, once its form is ready (hydrated). */
async function newsletter(page: Page) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Weekly Coaching Tips' });
  // The form hydrates on the visitor's first focus or press.
  await section.getByLabel('Email address').click();
  await expect(section.getByRole('button', { name: 'Subscribe' })).toBeEnabled({ timeout: HYDRATION_TIMEOUT });
  return section;
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@examplehospice.org`;

test.describe('newsletter signup', () => {
  test('an invalid email gets the Invalid email toast and sends nothing', async ({ page }) => {
    const section = await newsletter(page);
    let posted = false;
    page.on('request', (request) => request.url().includes('/api/newsletter/subscribe') && (posted = true));
    for (const value of ['', 'rep@hospice', 'rep hospice@example.org']) {
      await section.getByLabel('Email address').fill(value);
      await section.getByRole('button', { name: 'Subscribe' }).click();
      await expectToast(page, 'Invalid email', 'Please enter a valid email address');
      await expect(section.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posted).toBe(false);
  });

  test('success: Subscribing... while pending, then Thanks for subscribing! and the Subscribed! toast', async ({ page }) => {
    const section = await newsletter(page);
    const email = uniqueEmail('tips');
    await section.getByLabel('Email address').fill(email);
    const held = await holdRequests(page, '**/api/newsletter/subscribe');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/subscribe'));
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    held.release();
    const answer = await response;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ email, submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(section.getByText('Thanks for subscribing!')).toBeVisible({ timeout: SERVER_TIMEOUT });
    await expect(section.getByRole('button')).toHaveCount(0);
    await expectToast(page, 'Subscribed!', "You'll receive weekly coaching tips in your inbox.");
  });

  test('subscribing an address again is still a success', async ({ page }) => {
    const email = uniqueEmail('again');
    for (let round = 0; round < 2; round += 1) {
      const section = await newsletter(page);
      await section.getByLabel('Email address').fill(email);
      await section.getByRole('button', { name: 'Subscribe' }).click();
      await expect(section.getByText('Thanks for subscribing!')).toBeVisible({ timeout: SERVER_TIMEOUT });
    }
  });

  test('what was typed before the form finished loading is kept and submitted', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Weekly Coaching Tips' });
    const email = uniqueEmail('early');
    await section.getByLabel('Email address').fill(email);
    await expect(section.getByRole('button', { name: 'Subscribe' })).toBeEnabled({ timeout: HYDRATION_TIMEOUT });
    await expect(section.getByLabel('Email address')).toHaveValue(email);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/subscribe'));
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).request().postDataJSON()).toEqual({ email, submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test('server error: destructive toast with the server’s message, back to idle with the email kept', async ({ page }) => {
    const section = await newsletter(page);
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Signups are paused for maintenance' }),
      }),
    );
    await section.getByLabel('Email address').fill('rep@examplehospice.org');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Subscription failed', 'Signups are paused for maintenance', 'destructive');
    await expect(section.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(section.getByLabel('Email address')).toHaveValue('rep@examplehospice.org');
  });

  test('network down: the sign-up is kept on the device and sent when the connection returns', async ({ page }) => {
    const section = await newsletter(page);
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
    await section.getByLabel('Email address').fill('rep@examplehospice.org');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(
      page,
      'Saved, will send when you are back online',
      "You're offline. Your sign-up will be sent automatically when you have a connection.",
    );
    await page.unroute('**/api/newsletter/subscribe');
    const delivered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/subscribe') && r.request().method() === 'POST');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect((await delivered).status()).toBe(200);
    await expectToast(page, 'Sent now that you are back online', 'Your newsletter sign-up from earlier has been delivered.');
  });

  test('keyboard only: Tab to the field, type the email and press Enter', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Weekly Coaching Tips' });
    const field = section.getByLabel('Email address');
    for (let step = 0; step < 40 && !(await field.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await expect(section.getByRole('button', { name: 'Subscribe' })).toBeEnabled({ timeout: HYDRATION_TIMEOUT });
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Enter');
    const thanks = section.getByText('Thanks for subscribing!');
    await expect(thanks).toBeVisible({ timeout: SERVER_TIMEOUT });
    // Focus moves to the confirmation so keyboard and screen reader users hear it.
    await expect(thanks).toBeFocused();
  });
});
