import { expect, test, type Locator } from '@playwright/test';
import { expectToast, fillInquiry, HYDRATION_TIMEOUT, inquiryDialog } from './page-helpers';

/** Layout defects that only showed at phone widths, each checked where it happened. */

const overlapping = async (a: Locator, b: Locator) => {
  const [first, second] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
};

test('/about at 360 px: the founder photo fits and the bio beside it can be read', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/about');
  const founder = page.getByRole('heading', { name: 'The Founder', level: 2 }).locator('..');
  const photo = page.locator('section[aria-labelledby="founder"] img');
  await photo.scrollIntoViewIfNeeded();
  const photoBox = (await photo.boundingBox())!;
  expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(360);
  const bio = founder.locator('p').nth(2);
  await bio.scrollIntoViewIfNeeded();
  const bioBox = (await bio.boundingBox())!;
  expect(bioBox.x).toBeGreaterThanOrEqual(0);
  expect(bioBox.x + bioBox.width).toBeLessThanOrEqual(360);
  expect(await overlapping(photo, bio)).toBe(false);
});

test('a failure toast over an open inquiry form leaves its Submit button clear', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: /Get Started with Sales Leader Coaching/ }).tap();
  const dialog = inquiryDialog(page);
  await expect(dialog).toBeVisible({ timeout: HYDRATION_TIMEOUT });
  await page.route('**/api/inquiries', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
  );
  await fillInquiry(dialog);
  const submit = dialog.getByRole('button', { name: 'Submit Inquiry' });
  await submit.scrollIntoViewIfNeeded();
  await submit.tap();
  await expectToast(page, 'Submission Failed', 'Please try again or contact us directly.', 'destructive');
  const toast = page.locator('#toast-region li.toast');
  // Wherever the form is scrolled, the toast and the button never share a pixel, and both show.
  for (const scroll of ['end', 'start'] as const) {
    await dialog.evaluate((element, to) => element.scrollTo(0, to === 'end' ? element.scrollHeight : 0), scroll);
    await submit.scrollIntoViewIfNeeded();
    await expect(toast).toBeInViewport();
    await expect(submit).toBeInViewport();
    expect(await overlapping(toast, submit), `toast over Submit (${scroll})`).toBe(false);
  }
  await submit.tap({ trial: true });
});

test('a long coach reply opens at its first line, not its last', async ({ page }) => {
  const longReply = ['First line of a long reply.', ...Array.from({ length: 60 }, (_, i) => `Point ${i + 1} of the plan.`)].join('\n\n');
  await page.addInitScript((reply) => {
    localStorage.setItem(
      'chat-history',
      JSON.stringify([
        { role: 'user', content: 'Give me a long plan', timestamp: 1_700_000_000_000 },
        { role: 'model', content: reply, timestamp: 1_700_000_000_001 },
      ]),
    );
  }, longReply);
  await page.goto('/tools/chatbot');
  const log = page.getByTestId('chat-log');
  await expect(log.getByText('Point 60 of the plan.')).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  await expect(log.getByText('First line of a long reply.')).toBeInViewport();
  await expect(log.getByText('Point 60 of the plan.')).not.toBeInViewport();
});

test('Quick Start checkboxes are finger-sized (at least 24 px) on screen', async ({ page }) => {
  await page.goto('/resources/quick-start-guide');
  const boxes = page.locator('form.sheet input[type="checkbox"]');
  expect(await boxes.count()).toBeGreaterThan(0);
  const sizes = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => input.getBoundingClientRect()).map(({ width, height }) => Math.min(width, height)),
  );
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
});
