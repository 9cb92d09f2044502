import { expect, test, type Page } from '@playwright/test';
import { expectToast, fillInquiry, holdRequests, HYDRATION_TIMEOUT, inquiryDialog, VALID_INQUIRY } from './page-helpers';
import { axeScan } from './axe';

const SERVICE = 'Virtual Coaching — 60 Minutes';
const PROGRAM = 'Objection Mastery';

const serviceCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openFromService(page: Page, title = SERVICE) {
  await page.goto('/services');
  await serviceCard(page, title)
    .getByRole('button', { name: /Get Started/ })
    .click();
  const dialog = inquiryDialog(page);
  await expect(dialog).toBeVisible({ timeout: HYDRATION_TIMEOUT });
  return dialog;
}

test.describe('inquiry dialog: opening and prefill', () => {
  test('Get Started prefills the service, disables it and focuses Name', async ({ page }) => {
    const dialog = await openFromService(page);
    await expect(dialog).toContainText('We respond to every inquiry within 24 hours.');
    const service = dialog.getByLabel('Service of interest');
    await expect(service).toHaveValue(SERVICE);
    await expect(service).toBeDisabled();
    await expect(dialog.getByLabel('Name')).toBeFocused();
  });

  test('Schedule a Consultation opens it with no prefill and an editable service field', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
    const service = inquiryDialog(page).getByLabel('Service of interest');
    await expect(service).toHaveValue('', { timeout: HYDRATION_TIMEOUT });
    await expect(service).toBeEnabled();
  });

  test("a program card's icon button prefills the program title", async ({ page }) => {
    await page.goto('/programs');
    await page.getByRole('button', { name: `Inquire about ${PROGRAM}` }).click();
    const service = inquiryDialog(page).getByLabel('Service of interest');
    await expect(service).toHaveValue(PROGRAM, { timeout: HYDRATION_TIMEOUT });
    await expect(service).toBeDisabled();
  });

  test('Inquire About This Program closes the detail dialog and opens the inquiry prefilled', async ({ page }) => {
    await page.goto('/programs');
    await page.getByRole('link', { name: `Learn More about ${PROGRAM}` }).click();
    const detail = page.getByRole('dialog', { name: PROGRAM });
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Inquire About This Program' }).click();
    await expect(detail).toBeHidden();
    await expect(inquiryDialog(page).getByLabel('Service of interest')).toHaveValue(PROGRAM, { timeout: HYDRATION_TIMEOUT });
  });

  test('the detail page of a program opens the inquiry prefilled too', async ({ page }) => {
    await page.goto('/programs/objection-mastery');
    await page.getByRole('button', { name: 'Inquire About This Program' }).click();
    await expect(inquiryDialog(page).getByLabel('Service of interest')).toHaveValue(PROGRAM, { timeout: HYDRATION_TIMEOUT });
  });

  test('a click before the dialog has loaded still opens it, prefilled', async ({ page }) => {
    // Hold the island's code so the click certainly happens before it has mounted.
    const island = await holdRequests(page, /InquiryDialog\.[^/]*\.js$/);
    await page.goto('/services');
    await serviceCard(page, SERVICE)
      .getByRole('button', { name: /Get Started/ })
      .click();
    await expect(inquiryDialog(page)).toBeHidden();
    island.release();
    await expect(inquiryDialog(page).getByLabel('Service of interest')).toHaveValue(SERVICE, { timeout: HYDRATION_TIMEOUT });
  });

  test('reopening from another button switches the prefill but keeps what was typed', async ({ page }) => {
    const dialog = await openFromService(page);
    await dialog.getByLabel('Name').fill('Pat Director');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Pat Director');
    await expect(dialog.getByLabel('Service of interest')).toHaveValue('');
    await expect(dialog.getByLabel('Service of interest')).toBeEnabled();
  });

  test('the open dialog has no accessibility violations', async ({ page }) => {
    const dialog = await openFromService(page);
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    const results = await axeScan(page).include('dialog[open]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('inquiry dialog: validation', () => {
  test('shows each rule’s message at its field, focuses the first, and clears them as they are fixed', async ({ page }) => {
    const dialog = await openFromService(page);
    let posted = false;
    page.on('request', (request) => request.url().endsWith('/api/inquiries') && (posted = true));
    await dialog.getByLabel('Name').fill('J');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone').fill('555-0100');
    await dialog.getByLabel('Message').fill('Too short');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

    const expectations: [string, string][] = [
      ['Name', 'Name must be at least 2 characters'],
      ['Email', 'Please enter a valid email address'],
      ['Phone', 'Please enter a valid phone number'],
      ['Message', 'Message must be at least 10 characters'],
    ];
    for (const [label, message] of expectations) {
      const field = dialog.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByLabel('Name').fill('Jo');
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeHidden();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('shows the server’s per-field messages from a 400 answer and keeps the values', async ({ page }) => {
    const dialog = await openFromService(page);
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please enter a valid phone number',
          issues: [{ path: 'phone', message: 'Please enter a valid phone number' }],
        }),
      }),
    );
    await fillInquiry(dialog);
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(dialog.getByLabel('Phone')).toBeFocused();
    await expect(dialog.getByLabel('Phone')).toHaveValue(VALID_INQUIRY.phone);
    await expectToast(page, 'Submission Failed', 'Please try again or contact us directly.', 'destructive');
  });
});

test.describe('inquiry dialog: submitting', () => {
  test('success: Submitting... disables the buttons, the server stores it (201), then notice, reset and close', async ({ page }) => {
    const dialog = await openFromService(page);
    await fillInquiry(dialog);
    const held = await holdRequests(page, '**/api/inquiries');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

    const submitting = dialog.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();

    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      name: VALID_INQUIRY.name,
      email: VALID_INQUIRY.email,
      phone: VALID_INQUIRY.phone,
      company: VALID_INQUIRY.company,
      serviceType: SERVICE,
      message: VALID_INQUIRY.message,
    });
    await expectToast(page, 'Inquiry Submitted!', "Thank you for your interest. We'll be in touch soon.");
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Service of interest', 'Message'])
      await expect(dialog.getByLabel(label)).toHaveValue('');
  });

  // Network down is not a failure any more: the inquiry waits in the outbox (offline-outbox.spec.ts).
  for (const failure of ['server error'] as const) {
    test(`${failure}: failure notice, the dialog stays open and keeps every value`, async ({ page }) => {
      const dialog = await openFromService(page);
      await page.route('**/api/inquiries', (route) =>
        failure === 'server error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' })
          : route.abort('internetdisconnected'),
      );
      await fillInquiry(dialog);
      await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

      await expectToast(page, 'Submission Failed', 'Please try again or contact us directly.', 'destructive');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name')).toHaveValue(VALID_INQUIRY.name);
      await expect(dialog.getByLabel('Email')).toHaveValue(VALID_INQUIRY.email);
      await expect(dialog.getByLabel('Phone')).toHaveValue(VALID_INQUIRY.phone);
      await expect(dialog.getByLabel('Company')).toHaveValue(VALID_INQUIRY.company ?? '');
      await expect(dialog.getByLabel('Service of interest')).toHaveValue(SERVICE);
      await expect(dialog.getByLabel('Service of interest')).toBeDisabled();
      await expect(dialog.getByLabel('Message')).toHaveValue(VALID_INQUIRY.message);
      await expect(dialog.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    });
  }

  test('a filled honeypot gets the same success a person gets from the server', async ({ page }) => {
    const dialog = await openFromService(page);
    await fillInquiry(dialog);
    // People can't see or reach the field; a bot filling every input would.
    await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/inquiries'));
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    const answer = await response;
    // The very answer a person gets (201, and an id of the same form), so a bot learns nothing;
    // the body and that nothing is stored are checked in tests/unit/public-forms-api.test.ts.
    expect(answer.status()).toBe(201);
    await expect(dialog).toBeHidden();
  });

  test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
    const dialog = await openFromService(page);
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    // Visually hidden: a 1 px clipped box, as for screen-reader-only text (which aria-hidden then hides too).
    const box = await honeypot.locator('xpath=..').boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
  });
});

test.describe('inquiry dialog: keyboard only', () => {
  test('open with Enter, fill with Tab, submit with Enter, and Escape returns focus', async ({ page }) => {
    await page.goto('/services');
    const getStarted = serviceCard(page, SERVICE).getByRole('button', { name: /Get Started/ });
    await getStarted.focus();
    await page.keyboard.press('Enter');
    const dialog = inquiryDialog(page);
    await expect(dialog.getByLabel('Name')).toBeFocused({ timeout: HYDRATION_TIMEOUT });
    await page.keyboard.type(VALID_INQUIRY.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(VALID_INQUIRY.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(VALID_INQUIRY.phone);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Company')).toBeFocused();
    // The prefilled (disabled) service field is skipped.
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Message')).toBeFocused();
    await page.keyboard.type(VALID_INQUIRY.message);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Submit Inquiry' })).toBeFocused();
    const response = page.waitForResponse((r) => r.url().endsWith('/api/inquiries'));
    await page.keyboard.press('Enter');
    expect((await response).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(getStarted).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(getStarted).toBeFocused();
  });

  test('Tab never reaches the page behind the open dialog', async ({ page }) => {
    const dialog = await openFromService(page);
    // A native modal makes the page inert: focus cycles through the dialog (and, past its last
    // control, the browser's own UI, seen here as <body>), never the page's links and buttons.
    const visited = new Set<string>();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? `dialog:${document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent}`
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      );
      expect(where).not.toBe('page');
      visited.add(where);
    }
    expect(visited).toContain('dialog:name');
    expect(visited).toContain('dialog:Submit Inquiry');
  });
});
