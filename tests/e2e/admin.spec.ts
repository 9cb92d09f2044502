import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { recordScripts } from './page-helpers';
import { axeScan, describeViolations } from './axe';

/** The passphrase playwright.config.ts gives the local server. */
const PASSPHRASE = 'e2e-admin-passphrase';

/** A marker unique to one test, so counts and searches only see that test's own records. */
const uniqueMarker = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function postInquiry(request: APIRequestContext, fields: Record<string, string>): Promise<string> {
  const response = await request.post('/api/inquiries', {
    data: {
      name: 'Dana Liaison',
      email: 'dana@example.com',
      phone: '555-010-2030',
      message: 'We need help getting into two SNFs.',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function logInThroughApi(page: Page) {
  // page.request shares the browser context's cookie jar: the session cookie lands in the browser.
  const response = await page.request.post('/api/admin/session', { data: { password: PASSPHRASE } });
  expect(response.status()).toBe(200);
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Admin Access' });
const toastWith = (page: Page, title: string, description: string) =>
  page.locator('#toast-region .toast').filter({ hasText: title }).filter({ hasText: description });

test.describe('admin lead desk', () => {
  // Every step is a function call on the local server, which starts a worker per request: on a
  // busy two-core machine these flows need more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('locked → wrong code → right code → reload → tabs → status → CSV → logout → locked', async ({ page, request }) => {
    test.setTimeout(240_000);
    const marker = uniqueMarker('desk');
    const scriptMessage = `<script>window.__pwned = true</script> Please call about liaison coaching ${marker}`;
    const scriptId = await postInquiry(request, {
      message: scriptMessage,
      serviceType: 'Virtual Coaching — 60 Minutes',
      company: 'Riverbend Hospice',
    });
    await postInquiry(request, { name: '=HYPERLINK("http://evil.example")', message: `Formula in my name, ${marker}` });
    expect((await request.post('/api/newsletter/subscribe', { data: { email: `${marker}@example.com` } })).status()).toBe(200);
    page.on('dialog', () => {
      throw new Error('A visitor script opened a browser dialog');
    });

    // Locked: the modal is open and cannot be dismissed.
    await page.goto('/admin');
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeVisible();
    await expect(loginDialog(page).getByRole('button', { name: /close/i })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);

    // Wrong code: spec toast, field cleared.
    const passphrase = loginDialog(page).getByLabel('Passphrase');
    await expect(passphrase).toHaveAttribute('type', 'password');
    await passphrase.fill('not the passphrase');
    await loginDialog(page).getByRole('button', { name: 'Unlock' }).click();
    const denied = toastWith(page, 'Access Denied', 'Incorrect password. Please try again.');
    await expect(denied).toBeVisible();
    await expect(passphrase).toHaveValue('');
    await expect(loginDialog(page)).toBeVisible();
    // The toast sits above the modal, not under its backdrop: it can be read and closed.
    await denied.getByRole('button', { name: 'Close notification' }).click({ timeout: 3000 });
    await expect(denied).toBeHidden();

    // Right code.
    await passphrase.fill(PASSPHRASE);
    await loginDialog(page).getByRole('button', { name: 'Unlock' }).click();
    await expect(toastWith(page, 'Access Granted', 'Welcome to the admin dashboard')).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();

    // Reload: still unlocked (the session cookie, checked by the server).
    await page.reload();
    const inquiriesTab = page.getByRole('tab', { name: /^Inquiries \(\d+\)$/ });
    await expect(inquiriesTab).toBeVisible();
    await expect(loginDialog(page)).toBeHidden();

    // Tabs and counts: the tab's count is the number of inquiries, listed 20 cards a page.
    const inquiryCount = Number(/\((\d+)\)/.exec((await inquiriesTab.textContent()) ?? '')?.[1]);
    expect(inquiryCount).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(Math.min(inquiryCount, 20));
    await page.getByLabel('Search inquiries').fill(marker);
    await expect(page.getByText(`Showing 2 of ${inquiryCount} inquiries`)).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Please call about liaison coaching' });
    await expect(card.getByText('Virtual Coaching — 60 Minutes', { exact: true })).toBeVisible();

    // Visitor text is text: the script shows as characters and never runs.
    await expect(card.getByText(scriptMessage)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    // Status change, saved on the server.
    await card.getByLabel('Status').selectOption('contacted');
    await expect(toastWith(page, 'Status updated', 'is now marked Contacted')).toBeVisible();
    // Read back through the API. Polled: once in a clean-clone CI run the list read straight after
    // the write came back without this record (the local Blobs server, under parallel tests).
    const storedStatus = async () =>
      ((await (await page.request.get('/api/inquiries')).json()) as { id: string; status: string }[]).find(
        (inquiry) => inquiry.id === scriptId,
      )?.status;
    await expect.poll(storedStatus).toBe('contacted');
    await page.getByLabel('Show').selectOption('contacted');
    await expect(card).toBeVisible();
    await page.getByLabel('Show').selectOption('all');

    // CSV export of the two found inquiries, formula neutralised.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^spartan-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Submitted at","Status","Next contact","Name","Email","Phone","Company","Service","Message","Notes","ID"');
    expect(lines).toHaveLength(3);
    expect(csv).toContain(
      `"contacted","","Dana Liaison","dana@example.com","555-010-2030","Riverbend Hospice","Virtual Coaching — 60 Minutes"`,
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    // Subscribers tab.
    await page.getByRole('tab', { name: /^Subscribers \(\d+\)$/ }).click();
    await expect(page.getByText(/^\d+ active subscribers?$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: `${marker}@example.com`, exact: true })).toBeVisible();

    // Logout ends the session on the server: the old cookie is refused afterwards.
    const [sessionCookie] = (await page.context().cookies()).filter((cookie) => cookie.name === 'spartan_admin');
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe('Strict');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toastWith(page, 'Logged Out', 'You have been logged out of the admin dashboard')).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
    await page.reload();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    const replayed = await request.get('/api/inquiries', { headers: { cookie: `spartan_admin=${sessionCookie!.value}` } });
    expect(replayed.status()).toBe(401);
  });

  test('the lead list shows 20 cards a page with Previous and Next, and says which ones', async ({ page, request }) => {
    const marker = uniqueMarker('paging');
    for (let n = 1; n <= 21; n++) await postInquiry(request, { message: `Paging lead ${n} ${marker}` });
    await logInThroughApi(page);
    await page.goto('/admin');
    const cards = page.getByRole('tabpanel').getByRole('article');
    const pages = page.getByRole('navigation', { name: 'Inquiry pages' });
    // Everyone's leads: at least the 21 above, so more than one page.
    await expect(page.getByText(/^Showing 1–20 of \d+ inquiries, follow-up due first$/)).toBeVisible();
    await expect(cards).toHaveCount(20);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByLabel('Search inquiries').fill(marker);
    await expect(page.getByText(/^Showing 1–20 of 21 matching \(\d+ inquiries\)/)).toBeVisible();
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText(`Paging lead 21 ${marker}`);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing 21–21 of 21 matching/)).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Paging lead 1 ${marker}`);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(cards).toHaveCount(20);
    // A new search starts again at the first page.
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(1);
    await page.getByLabel('Search inquiries').fill(`Paging ${marker}`);
    await expect(page.getByText(/^Showing 1–20 of 21 matching/)).toBeVisible();
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText(`Paging lead 21 ${marker}`);
  });

  test('without the cookie every admin read is 401, and a locked page makes no list calls', async ({ page, request }) => {
    for (const path of ['/api/inquiries', '/api/newsletter/subscribers', '/api/admin/resource-downloads', '/api/admin/session']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Admin session required. Please log in.' });
    }
    const adminCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/(inquiries|newsletter\/subscribers|admin\/resource-downloads)/.test(req.url())) adminCalls.push(req.url());
    });
    const sessionCheck = page.waitForResponse((response) => response.url().endsWith('/api/admin/session'));
    await page.goto('/admin');
    expect((await sessionCheck).status()).toBe(401);
    await expect(loginDialog(page)).toBeVisible();
    // Even from the browser (same origin, no cookie) the lists are refused.
    const fromBrowser = await page.evaluate(async () => (await fetch('/api/inquiries', { credentials: 'include' })).status);
    expect(fromBrowser).toBe(401);
    expect(adminCalls).toHaveLength(1);
  });

  test('a locked page loads no script until the passphrase is submitted', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/admin');
    await expect(loginDialog(page)).toBeVisible();
    await expect(loginDialog(page).getByLabel('Passphrase')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'The lead desk is locked.' })).toBeVisible();
    expect(scripts).toEqual([]);
    // Submitting wakes the desk, which checks the passphrase and answers with the spec's toast.
    await loginDialog(page).getByLabel('Passphrase').fill('wrong');
    await loginDialog(page).getByRole('button', { name: 'Unlock' }).click();
    await expect(toastWith(page, 'Access Denied', 'Incorrect password. Please try again.')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('if the desk’s code cannot load, the login says so and keeps the passphrase', async ({ page }) => {
    // Astro retries a failed island import with `?astro-retry=…`: the outage must hold for that too,
    // or the retry lands a moment later and the desk answers the login (clearing the field).
    await page.route(/\/AdminDesk\.[^/?]*\.js(\?|$)/, (route) => route.abort());
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/admin');
    const passphrase = loginDialog(page).getByLabel('Passphrase');
    await passphrase.fill('typed before the outage');
    await loginDialog(page).getByRole('button', { name: 'Unlock' }).click();
    await expect(loginDialog(page).getByRole('button', { name: 'Checking...' })).toBeDisabled();
    await page.clock.runFor(15_000);
    await expect(loginDialog(page).getByRole('alert')).toHaveText('Could not reach the server. Please try again.');
    await expect(loginDialog(page).getByRole('button', { name: 'Unlock' })).toBeEnabled();
    await expect(passphrase).toHaveValue('typed before the outage');
  });

  test('deleting an inquiry and a subscriber asks first, and Cancel keeps them', async ({ page, request }) => {
    const marker = uniqueMarker('delete');
    const id = await postInquiry(request, { name: 'Privacy Request', message: `Please delete my details, ${marker}` });
    await request.post('/api/newsletter/subscribe', { data: { email: `${marker}@example.com` } });
    await logInThroughApi(page);
    await page.goto('/admin');
    await page.getByLabel('Search inquiries').fill(marker);
    const card = page.getByRole('article').filter({ hasText: marker });

    await card.getByRole('button', { name: 'Delete inquiry from Privacy Request' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this inquiry?' });
    await expect(confirm).toContainText('The inquiry from Privacy Request will be removed permanently.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete inquiry from Privacy Request' }).click();
    await confirm.getByRole('button', { name: 'Delete inquiry' }).click();
    await expect(toastWith(page, 'Inquiry deleted', 'Privacy Request')).toBeVisible();
    await expect(card).toHaveCount(0);
    const stored = (await (await page.request.get('/api/inquiries')).json()) as { id: string }[];
    expect(stored.some((inquiry) => inquiry.id === id)).toBe(false);

    await page.getByRole('tab', { name: /^Subscribers/ }).click();
    await page.getByRole('button', { name: `Delete ${marker}@example.com` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this subscriber?' }).getByRole('button', { name: 'Delete subscriber' }).click();
    await expect(page.getByRole('cell', { name: `${marker}@example.com`, exact: true })).toHaveCount(0);
    const subscribers = (await (await page.request.get('/api/newsletter/subscribers')).json()) as { email: string }[];
    expect(subscribers.some((subscriber) => subscriber.email === `${marker}@example.com`)).toBe(false);
  });

  test('an unsubscribe link shows the address and removes it only on a click; used again, it finds nothing', async ({ page, request }) => {
    const email = `${uniqueMarker('leaving')}@example.com`;
    await request.post('/api/newsletter/subscribe', { data: { email } });
    await logInThroughApi(page);
    // With email configured (the local outbox) a new sign-up waits for confirmation; its link works all the same.
    const lists = await Promise.all(
      ['/api/newsletter/subscribers', '/api/newsletter/pending'].map(
        async (path) => (await (await page.request.get(path)).json()) as { email: string; unsubscribeUrl: string }[],
      ),
    );
    const link = new URL(lists.flat().find((subscriber) => subscriber.email === email)!.unsubscribeUrl);
    expect(link.pathname).toBe('/unsubscribe');

    // Opening the link (as a mail scanner would) removes nothing.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from Weekly Coaching Tips?' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const stillThere = await Promise.all(
      ['/api/newsletter/subscribers', '/api/newsletter/pending'].map(
        async (path) => (await (await page.request.get(path)).json()) as { email: string }[],
      ),
    );
    expect(stillThere.flat().some((subscriber) => subscriber.email === email)).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    const after = await Promise.all(
      ['/api/newsletter/subscribers', '/api/newsletter/pending'].map(
        async (path) => (await (await page.request.get(path)).json()) as { email: string }[],
      ),
    );
    expect(after.flat().some((subscriber) => subscriber.email === email)).toBe(false);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'No subscription found' })).toBeVisible();
    await page.goto('/unsubscribe');
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the resource downloads tab lists every printable resource', async ({ page }) => {
    await logInThroughApi(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Resource downloads' }).click();
    for (const title of ['Quick Start Guide', 'Objection Cards', 'Territory Template', 'Metrics Dashboard', 'Weekly Plan']) {
      await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing with the login modal open and on the dashboard (${theme})`, async ({ page, request }) => {
      await postInquiry(request, { serviceType: 'Sales Leadership Intensive', company: 'Hillside Hospice' });
      await page.addInitScript((value) => localStorage.setItem('spartan_theme', value), theme);
      await page.goto('/admin');
      await expect(loginDialog(page)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const locked = await axeScan(page).analyze();
      expect(describeViolations(locked.violations)).toEqual([]);

      await logInThroughApi(page);
      await page.reload();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      const dashboard = await axeScan(page).analyze();
      expect(describeViolations(dashboard.violations)).toEqual([]);
      await page.getByRole('tab', { name: /^Subscribers/ }).click();
      const subscribers = await axeScan(page).analyze();
      expect(subscribers.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test.describe('the locked desk on a phone', () => {
  for (const width of [360, 412]) {
    test(`at ${width} px the session check's answer moves nothing on the page (CLS 0)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      // Every layout shift not caused by input, as CLS counts it, with what moved and where.
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const shifts: string[] = [];
        (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node, previousRect: was, currentRect: now }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              return `${element?.tagName ?? '?'}.${element?.className ?? ''} (${was.x}, ${was.y})→(${now.x}, ${now.y}), ${was.width}×${was.height}→${now.width}×${now.height}`;
            });
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/admin');
      await expect(page.getByRole('status').filter({ hasText: 'The lead desk is locked' })).toBeAttached();
      // The observer reports in the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    });
  }
});
