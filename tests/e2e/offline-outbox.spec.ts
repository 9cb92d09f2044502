import { expect, test } from '@playwright/test';
import { expectToast, fillInquiry, HYDRATION_TIMEOUT, inquiryDialog, SERVER_TIMEOUT, VALID_INQUIRY } from './page-helpers';

/**
 * An inquiry submitted with no signal is kept on the device and delivered, once, when
 * the connection returns.
 */
test('an inquiry made offline is delivered when back online and stored exactly once', async ({ page, context, request }) => {
  const marker = `Offline outbox test ${Date.now()}: two SNFs, weekend admissions.`;
  await page.goto('/services');
  await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
  const dialog = inquiryDialog(page);
  await expect(dialog).toBeVisible({ timeout: HYDRATION_TIMEOUT });
  await fillInquiry(dialog, { ...VALID_INQUIRY, message: marker });

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expectToast(
    page,
    'Saved, will send when you are back online',
    "You're offline. Your inquiry is kept on this device and will be sent automatically as soon as you have a connection.",
  );
  await expect(dialog).toBeHidden();

  const delivered = page.waitForResponse((r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST', {
    timeout: SERVER_TIMEOUT,
  });
  await context.setOffline(false);
  expect((await delivered).status()).toBe(201);
  await expectToast(page, 'Sent now that you are back online', 'Your inquiry from earlier has been delivered.');

  // A reload must not send it again: the outbox is empty.
  await page.reload();
  await page.waitForTimeout(500);
  await request.post('/api/admin/session', { data: { password: 'e2e-admin-passphrase' } });
  const inquiries = (await (await request.get('/api/inquiries')).json()) as { message: string }[];
  expect(inquiries.filter((inquiry) => inquiry.message === marker)).toHaveLength(1);
});
