import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeScan, describeViolations } from './axe';

/** The passphrase playwright.config.ts gives the local server. */
const PASSPHRASE = 'e2e-admin-passphrase';

const uniqueMarker = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A day on this machine's calendar, `offset` days from today: the browser and the test share the clock and zone. */
function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function postInquiry(request: APIRequestContext, name: string, message: string): Promise<string> {
  const response = await request.post('/api/inquiries', {
    data: { name, email: 'dana@example.com', phone: '555-010-2030', message },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const toastWith = (page: Page, title: string) => page.locator('#toast-region .toast').filter({ hasText: title });
const cardNames = (page: Page) => page.getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test.describe('lead desk follow-up', () => {
  test.describe.configure({ timeout: 180_000 });

  test('dated notes and next-contact days: the desk puts who is due first, keeps them across reloads and exports them', async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker('follow');
    // Oldest first, so "newest first" is Cara, Blake, Avery.
    for (const name of ['Avery', 'Blake', 'Cara']) await postInquiry(request, `${name} ${marker}`, `Lead for follow-up tests, ${marker}`);
    const [avery, blake, cara] = ['Avery', 'Blake', 'Cara'].map((name) => `${name} ${marker}`) as [string, string, string];
    expect((await page.request.post('/api/admin/session', { data: { password: PASSPHRASE } })).status()).toBe(200);
    await page.goto('/admin');
    await page.getByLabel('Search inquiries').fill(marker);
    await expect(page.getByText('Showing 3 of')).toBeVisible();
    await expect(page.getByLabel('Order')).toHaveValue('due');
    expect(await cardNames(page)).toEqual([cara, blake, avery]);
    const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

    // Avery was due yesterday, Blake next week: Avery heads the desk, marked overdue.
    await card(avery).getByLabel('Next contact').fill(localDay(-1));
    await card(avery)
      .getByRole('button', { name: `Save date for ${avery}` })
      .click();
    await expect(toastWith(page, 'Next contact saved')).toBeVisible();
    await card(blake).getByLabel('Next contact').fill(localDay(7));
    await card(blake)
      .getByRole('button', { name: `Save date for ${blake}` })
      .click();
    await expect(card(blake).locator('[data-due="upcoming"]')).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual([avery, blake, cara]);
    await expect(card(avery).locator('[data-due="overdue"]')).toHaveText(/^Overdue: contact was due /);
    await expect(page.getByText(/leads? (is|are) due for contact today or overdue\./)).toBeVisible();

    // A note: dated on the card, the box emptied once saved.
    const noteBox = card(avery).getByLabel('Add a note');
    await noteBox.fill('Called the DON. She wants the\nIntensive outline by Friday.');
    await card(avery)
      .getByRole('button', { name: `Add note to ${avery}` })
      .click();
    await expect(toastWith(page, 'Note added')).toBeVisible();
    const notes = card(avery).getByRole('list', { name: `Notes on ${avery}` });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByRole('listitem').first()).toContainText('She wants the');
    await expect(notes.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(noteBox).toHaveValue('');

    // An empty note is refused on the card with the shared message, and nothing is sent.
    let noteRequests = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/notes')) noteRequests += 1;
    });
    await card(avery)
      .getByRole('button', { name: `Add note to ${avery}` })
      .click();
    await expect(card(avery).getByRole('alert')).toHaveText('Please write the note first.');
    await expect(noteBox).toHaveAttribute('aria-invalid', 'true');
    expect(noteRequests).toBe(0);

    // A note that cannot be saved stays in the box.
    await page.route('**/notes', (route) => route.abort());
    await noteBox.fill('Second call: voicemail.');
    await card(avery)
      .getByRole('button', { name: `Add note to ${avery}` })
      .click();
    await expect(toastWith(page, 'Note not saved')).toBeVisible();
    await expect(noteBox).toHaveValue('Second call: voicemail.');
    await page.unroute('**/notes');
    await card(avery)
      .getByRole('button', { name: `Add note to ${avery}` })
      .click();
    await expect(notes.getByRole('listitem')).toHaveCount(2);

    expect(describeViolations((await axeScan(page).include('[role="tabpanel"]').analyze()).violations)).toEqual([]);

    // Saved on the server: a reload shows the same notes, days and order.
    await page.reload();
    await page.getByLabel('Search inquiries').fill(marker);
    await expect.poll(() => cardNames(page)).toEqual([avery, blake, cara]);
    await expect(
      card(avery)
        .getByRole('list', { name: `Notes on ${avery}` })
        .getByRole('listitem'),
    ).toHaveText([/Called the DON\. She wants the\s+Intensive outline by Friday\./, /Second call: voicemail\./]);
    await expect(card(blake).getByLabel('Next contact')).toHaveValue(localDay(7));
    await page.getByLabel('Order').selectOption('newest');
    await expect.poll(() => cardNames(page)).toEqual([cara, blake, avery]);

    // The export carries the day and the dated notes.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloadPromise).path())!, 'utf8');
    expect(csv).toContain('"Next contact"');
    expect(csv).toMatch(
      new RegExp(
        `"${localDay(-1)}","${avery}".*"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC: Called the DON\\. She wants the\\nIntensive outline by Friday\\.\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC: Second call: voicemail\\."`,
      ),
    );

    // Clearing Blake's day sends Blake back among the leads with none.
    await page.getByLabel('Order').selectOption('due');
    await card(blake)
      .getByRole('button', { name: `Clear date for ${blake}` })
      .click();
    await expect(toastWith(page, 'Next contact cleared')).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual([avery, cara, blake]);
    await expect(card(blake).getByLabel('Next contact')).toHaveValue('');
  });
});
