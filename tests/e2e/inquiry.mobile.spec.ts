import { expect, test } from '@playwright/test';
import { expectToast, fillInquiry, HYDRATION_TIMEOUT, inquiryDialog } from './page-helpers';

test.describe('inquiry dialog on a phone', () => {
  test('opens from a tapped Get Started, fits the screen, and submits', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: /Get Started with Sales Leader Coaching/ }).tap();
    const dialog = inquiryDialog(page);
    await expect(dialog).toBeVisible({ timeout: HYDRATION_TIMEOUT });
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThanOrEqual(viewport.height);
    await expect(dialog.getByLabel('Service of interest')).toHaveValue('Sales Leader Coaching');

    await fillInquiry(dialog);
    const submit = dialog.getByRole('button', { name: 'Submit Inquiry' });
    await submit.scrollIntoViewIfNeeded();
    const response = page.waitForResponse((r) => r.url().endsWith('/api/inquiries'));
    await submit.tap();
    expect((await response).status()).toBe(201);
    await expectToast(page, 'Inquiry Submitted!', "Thank you for your interest. We'll be in touch soon.");
    await expect(dialog).toBeHidden();
  });

  test('program details open as a scrollable dialog inside the screen', async ({ page }) => {
    await page.goto('/programs');
    await page.getByRole('link', { name: 'Learn More about Elite Liaison Accelerator' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Elite Liaison Accelerator' });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThanOrEqual(viewport.height);
    const inquire = dialog.getByRole('button', { name: 'Inquire About This Program' });
    await inquire.scrollIntoViewIfNeeded();
    await inquire.tap();
    await expect(inquiryDialog(page).getByLabel('Service of interest')).toHaveValue('Elite Liaison Accelerator', {
      timeout: HYDRATION_TIMEOUT,
    });
  });
});
