import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import resources from '../../src/content/resources.json' with { type: 'json' };
import { recordDataCalls } from './page-helpers';

const ANALYTICS = '/api/analytics/resource-access';

test.describe('weekly plan capture', () => {
  test('needs a valid email, then shows the success message and the weekly plan link, with no server call', async ({ page }) => {
    const apiCalls = recordDataCalls(page);
    await page.goto('/resources');
    const email = page.getByRole('textbox', { name: 'Email' });
    const submit = page.getByRole('button', { name: 'Get the Weekly Plan' });
    const planLink = page.getByRole('link', { name: 'Open the Weekly Plan' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(planLink).toBeHidden();

    await submit.click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();

    await email.fill('rep@example');
    await submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(planLink).toBeHidden();

    await email.fill('  rep@example.com ');
    await submit.click();
    await expect(page.getByText('Your Weekly Plan is ready.')).toBeVisible();
    await expect(planLink).toBeVisible();
    await expect(planLink).toHaveAttribute('href', '/resources/weekly-plan');
    await expect(email).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('spartan_weekly_plan_email'))).toBe('rep@example.com');
    expect(apiCalls).toEqual([]);
  });

  test('stays unlocked after a reload and the link opens the weekly plan', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('textbox', { name: 'Email' }).fill('liaison@example.com');
    await page.getByRole('button', { name: 'Get the Weekly Plan' }).click();
    await expect(page.getByRole('link', { name: 'Open the Weekly Plan' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Your Weekly Plan is ready.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();
    await page.getByRole('link', { name: 'Open the Weekly Plan' }).click();
    await expect(page).toHaveURL(/\/resources\/weekly-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
  });
});

test.describe('download tracking', () => {
  // The local server bundles a function on its first call, and concurrent first calls can race that
  // bundling (a local-only 500; Netlify deploys functions prebuilt). Warm the function up first.
  test.beforeAll(async ({ request }) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request.post(ANALYTICS, { data: { resourceName: 'weekly-plan', timestamp: Date.now() } });
      if (response.status() === 202) return;
    }
    throw new Error('The analytics function never answered 202');
  });

  test('lists the four sheets, each linking to its page', async ({ page }) => {
    await page.goto('/resources');
    for (const resource of resources) {
      await expect(page.getByRole('heading', { level: 3, name: resource.title })).toBeVisible();
      await expect(page.getByRole('link', { name: `Open the ${resource.title}` })).toHaveAttribute('href', resource.path);
    }
  });

  /**
   * Intercepts the analytics call, forwards it to the real function and reports what was sent and
   * what the server answered. The page has usually navigated away by then: that is the point.
   */
  function watchAnalytics(page: Page) {
    return new Promise<{ body: unknown; contentType?: string; type: string; status: number; answer: string }>((resolve) => {
      void page.route(`**${ANALYTICS}`, async (route) => {
        const request = route.request();
        const response = await route.fetch();
        resolve({
          body: request.postDataJSON(),
          contentType: request.headers()['content-type'],
          type: request.resourceType(),
          status: response.status(),
          answer: await response.text(),
        });
        await route.fulfill({ response }).catch(() => {});
      });
    });
  }

  for (const resource of resources) {
    test(`a click on ${resource.title} sends {resourceName, timestamp} as JSON, the server accepts it, and the sheet opens`, async ({
      page,
    }) => {
      const analytics = watchAnalytics(page);
      await page.goto('/resources');
      const before = Date.now();
      await page.getByRole('link', { name: `Open the ${resource.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${resource.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(resource.title) })).toBeVisible();

      const sent = await analytics;
      expect(sent.type).toBe('ping'); // navigator.sendBeacon
      expect(sent.contentType).toContain('application/json');
      const body = sent.body as { resourceName: string; timestamp: number };
      expect(Object.keys(body).sort()).toEqual(['resourceName', 'timestamp']);
      expect(body.resourceName).toBe(resource.resourceName);
      expect(body.timestamp).toBeGreaterThanOrEqual(before - 1000);
      expect(body.timestamp).toBeLessThanOrEqual(Date.now());
      expect(sent.status, sent.answer).toBe(202);
    });
  }

  test('the weekly plan link is tracked as weekly-plan', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('spartan_weekly_plan_email', 'rep@example.com'));
    const analytics = watchAnalytics(page);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Open the Weekly Plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
    const sent = await analytics;
    expect(sent.body).toMatchObject({ resourceName: 'weekly-plan' });
    expect(sent.status, sent.answer).toBe(202);
  });

  test('falls back to fetch with keepalive when sendBeacon is unavailable', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }));
    const analytics = watchAnalytics(page);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Open the Metrics Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Metrics Dashboard' })).toBeVisible();
    const sent = await analytics;
    expect(sent.type).toBe('fetch');
    expect(sent.body).toMatchObject({ resourceName: 'metrics-dashboard' });
    expect(sent.status, sent.answer).toBe(202);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['the analytics call is aborted (server down)', (route) => route.abort('connectionrefused')],
    ['the analytics API answers 500', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })],
  ];
  for (const [label, handler] of failures) {
    test(`navigation still works when ${label}`, async ({ page }) => {
      const attempted: Request[] = [];
      await page.route(`**${ANALYTICS}`, async (route) => {
        attempted.push(route.request());
        await handler(route);
      });
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto('/resources');
      await page.getByRole('link', { name: 'Open the Territory Template' }).click();
      await expect(page).toHaveURL(/\/resources\/territory-template$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Territory Template' })).toBeVisible();
      expect(attempted).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('fillable sheets', () => {
  test('what the rep types survives a reload, per sheet, and Clear empties it after confirming', async ({ page }) => {
    await page.goto('/resources/weekly-plan');
    const weekOf = page.getByRole('textbox', { name: 'Week of' });
    const mondayFirst = page.getByRole('textbox', { name: 'Monday priority 1' });
    const recovery = page.getByRole('textbox', { name: /Lost a day or missed visits/ });
    await weekOf.fill('Nov 23, 2026');
    await mondayFirst.fill('Meet the new DON at Riverbend SNF');
    await recovery.fill('Move Tuesday C visits to Thursday afternoon.\nCall two B accounts instead.');

    await page.reload();
    await expect(weekOf).toHaveValue('Nov 23, 2026');
    await expect(mondayFirst).toHaveValue('Meet the new DON at Riverbend SNF');
    await expect(recovery).toHaveValue('Move Tuesday C visits to Thursday afternoon.\nCall two B accounts instead.');

    // Another sheet keeps its own entries.
    await page.goto('/resources/metrics-dashboard');
    await expect(page.getByRole('textbox', { name: 'Month', exact: true })).toHaveValue('');
    await page.goto('/resources/weekly-plan');
    await expect(weekOf).toHaveValue('Nov 23, 2026');

    // Dismissing the confirmation keeps everything.
    page.once('dialog', (dialog) => dialog.dismiss());
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(weekOf).toHaveValue('Nov 23, 2026');

    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(weekOf).toHaveValue('');
    await expect(mondayFirst).toHaveValue('');
    await expect(recovery).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: 'The sheet is cleared.' })).toBeAttached();
    await page.reload();
    await expect(weekOf).toHaveValue('');
    await expect(mondayFirst).toHaveValue('');
  });

  test('checklist ticks on the quick start guide survive a reload', async ({ page }) => {
    await page.goto('/resources/quick-start-guide');
    const task = page.getByRole('checkbox', { name: /Tier every account A, B or C/ });
    await task.check();
    await page.getByRole('textbox', { name: 'Touches, week 1' }).fill('17');
    await page.reload();
    await expect(task).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Touches, week 1' })).toHaveValue('17');
  });

  test('the territory tier cell takes one letter, A, B or C, in capitals', async ({ page }) => {
    await page.goto('/resources/territory-template');
    const tier = page.getByRole('textbox', { name: 'Account 3 tier (A, B or C)' });
    await tier.pressSequentially('b');
    await expect(tier).toHaveValue('B');
    await tier.fill('');
    await tier.pressSequentially('x');
    await expect(tier).toHaveValue('');
    await tier.pressSequentially('ca');
    await expect(tier).toHaveValue('C');
    await page.getByRole('textbox', { name: 'Account 3 name' }).fill('Oak Grove Assisted Living');
    await page.reload();
    await expect(tier).toHaveValue('C');
    await expect(page.getByRole('textbox', { name: 'Account 3 name' })).toHaveValue('Oak Grove Assisted Living');
  });

  test('Print / Save as PDF opens the browser print dialog', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await page.goto('/resources/objection-cards');
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
  });
});
