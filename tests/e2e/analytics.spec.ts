import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeScan } from './axe';

/**
 * First-party analytics end to end on the production build: a scripted visit reaches the desk's
 * totals (GET /api/admin/analytics), and a browser asking for Global Privacy Control or Do Not
 * Track sends nothing at all.
 */
const PASSPHRASE = 'e2e-admin-passphrase';

interface Day {
  day: string;
  visits: number;
  views: Record<string, number>;
  tools: Record<string, number>;
  inquiries: number;
  inquiriesAfterTool: Record<string, number>;
}

async function today(request: APIRequestContext): Promise<Day> {
  const response = await request.get('/api/admin/analytics?days=30');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { days: Day[] }).days.at(-1)!;
}

test.describe('first-party analytics', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a scripted visit shows up in the totals: one visit, each page viewed, sent after load', async ({ browser, request }) => {
    expect((await request.post('/api/admin/session', { data: { password: PASSPHRASE } })).status()).toBe(200);
    const before = await today(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    let loaded = false;
    let sentBeforeLoad = false;
    page.on('load', () => (loaded = true));
    page.on('request', (req) => {
      if (req.url().endsWith('/api/analytics/events') && !loaded) sentBeforeLoad = true;
    });
    for (const path of ['/about', '/tools/playbooks']) {
      loaded = false;
      const beacon = page.waitForResponse((response) => response.url().endsWith('/api/analytics/events'));
      await page.goto(path);
      expect((await beacon).status()).toBe(202);
    }
    expect(sentBeforeLoad).toBe(false);
    expect(await context.cookies()).toEqual([]);
    // The visit's id lives in the tab's session storage only.
    expect(await page.evaluate(() => sessionStorage.getItem('spartan_visit'))).toMatch(/^[0-9a-f]{32}$/);
    await context.close();

    // Other specs running at the same time visit pages too, so the totals grow by at least this visit.
    await expect
      .poll(async () => {
        const after = await today(request);
        return {
          about: (after.views['/about'] ?? 0) - (before.views['/about'] ?? 0) >= 1,
          playbooks: (after.views['/tools/playbooks'] ?? 0) - (before.views['/tools/playbooks'] ?? 0) >= 1,
          visits: after.visits - before.visits >= 1,
        };
      })
      .toEqual({ about: true, playbooks: true, visits: true });
  });

  test('an inquiry counts the Field Kit tools used before it in the same visit', async ({ browser, request }) => {
    expect((await request.post('/api/admin/session', { data: { password: PASSPHRASE } })).status()).toBe(200);
    const before = await today(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/tools/playbooks');
    await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('New SNF account where the DON already uses another hospice.');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Sales Playbook' })).toBeVisible({ timeout: 30_000 });

    await page.goto('/services');
    await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: /inquir|consult|started/i });
    await dialog.getByLabel('Name').fill('Analytics Visitor');
    await dialog.getByLabel('Email').fill('visitor@example.com');
    await dialog.getByLabel('Phone').fill('555-010-2030');
    await dialog.getByLabel('Message').fill('I tried the playbook generator and want coaching.');
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.locator('#toast-region .toast').filter({ hasText: 'Inquiry Submitted!' })).toBeVisible();
    await context.close();

    await expect
      .poll(async () => {
        const after = await today(request);
        return {
          playbookUses: (after.tools.playbooks ?? 0) - (before.tools.playbooks ?? 0) >= 1,
          inquiries: after.inquiries - before.inquiries >= 1,
          afterPlaybooks: (after.inquiriesAfterTool.playbooks ?? 0) - (before.inquiriesAfterTool.playbooks ?? 0) >= 1,
        };
      })
      .toEqual({ playbookUses: true, inquiries: true, afterPlaybooks: true });
  });

  test('the desk’s Visits tab shows the totals and draws the charts; the chart library loads only there', async ({ page }) => {
    const chartScripts: string[] = [];
    page.on('request', (req) => {
      if (/\/_astro\/chart\.[^/]*\.js$/.test(req.url())) chartScripts.push(new URL(page.url()).pathname);
    });
    await page.goto('/tools/playbooks');
    await page.goto('/services');
    expect(chartScripts).toEqual([]);
    expect((await page.request.post('/api/admin/session', { data: { password: PASSPHRASE } })).status()).toBe(200);
    await page.goto('/admin');
    await page.getByRole('tab', { name: /^Inquiries/ }).waitFor();
    expect(chartScripts).toEqual([]);

    await page.getByRole('tab', { name: 'Visits' }).click();
    const totals = page.getByRole('definition').first();
    await expect(totals).toHaveText(/^\d+$/);
    expect(Number(await totals.textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('img', { name: /Visits and inquiries per day, last 30 days/ })).toBeVisible();
    await expect.poll(() => chartScripts).toEqual(['/admin']);
    // Chart.js has drawn: the canvas is no longer blank.
    await expect
      .poll(() =>
        page.getByRole('img', { name: /Visits and inquiries per day/ }).evaluate((canvas) => {
          const context = (canvas as HTMLCanvasElement).getContext('2d')!;
          return context
            .getImageData(0, 0, (canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height)
            .data.some((v) => v !== 0);
        }),
      )
      .toBe(true);
    await page.getByLabel('Period').selectOption('90');
    await expect(page.getByRole('img', { name: /last 90 days/ })).toBeVisible();
    const results = await axeScan(page).include('[role="tabpanel"]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  for (const [name, init] of [
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`a browser asking for ${name} sends nothing`, async ({ page }) => {
      await page.addInitScript(init);
      const beacons: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/analytics/')) beacons.push(req.url());
      });
      await page.goto('/about');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
      await page.goto('/tools/playbooks');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
      expect(beacons).toEqual([]);
    });
  }
});
