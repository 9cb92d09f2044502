import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_TIMEOUT, failRequests, holdRequests, waitForIsland, warmUp } from './tools-helpers';

test.describe('playbook generator (/tools/playbooks)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await warmUp(request, '/api/playbooks', { scenario: 'Warm-up scenario for the local server' });
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls++;
      };
    });
    await page.goto('/tools/playbooks');
    await waitForIsland(page, 'PlaybookGenerator');
  });

  test('Generate is never disabled for a short scenario: it shows the message, sends nothing, and the message clears at 10', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (request) => request.url().endsWith('/api/playbooks') && posted++);
    const scenario = page.getByRole('textbox', { name: 'Scenario', exact: true });
    const generate = page.getByRole('button', { name: 'Generate Playbook' });
    await expect(generate).toBeEnabled();
    await expect(page.getByText('Scenario must be at least 10 characters')).toHaveCount(0);
    await generate.click();
    await expect(page.getByText('Scenario must be at least 10 characters')).toBeVisible();
    await scenario.fill('SNF help');
    await expect(page.getByText('Scenario must be at least 10 characters')).toBeVisible();
    await expect(scenario).toHaveAttribute('aria-invalid', 'true');
    await generate.click();
    await expect(page.getByRole('dialog', { name: 'Your Sales Playbook' })).toHaveCount(0);
    await scenario.fill('SNF help!!');
    await expect(page.getByText('Scenario must be at least 10 characters')).toHaveCount(0);
    await expect(generate).toBeEnabled();
    expect(posted).toBe(0);
  });

  test('shows a spinner in the dialog, then the offline playbook; sends desired outcomes only when given', async ({ page }) => {
    const held = holdRequests(page, '**/api/playbooks');
    await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('New SNF account where the DON already uses another hospice.');
    await page.getByLabel(/Desired outcomes/).fill('an in-service within 30 days');
    const requestPromise = page.waitForRequest('**/api/playbooks');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('Generating your playbook...');
    expect((await requestPromise).postDataJSON()).toEqual({
      scenario: 'New SNF account where the DON already uses another hospice.',
      desiredOutcomes: 'an in-service within 30 days',
    });
    held.release();

    await expect(dialog.getByRole('heading', { name: /New-account playbook: Skilled nursing facility \(SNF\)/ })).toBeVisible(API_TIMEOUT);
    await expect(dialog.getByText('Offline coach', { exact: true })).toBeVisible();
    // Three moves for this week first, then one line per stage.
    await expect(dialog.getByRole('heading', { name: 'Your three moves this week' })).toBeVisible();
    await expect(dialog.getByText('An in-service within 30 days.')).toBeVisible();
    // Markdown became structure, not asterisks.
    await expect(dialog.locator('strong', { hasText: 'Discovery (start here):' }).first()).toBeVisible();
    await expect(dialog).not.toContainText('**');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByLabel(/Desired outcomes/).fill('   ');
    const second = page.waitForRequest('**/api/playbooks');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();
    expect((await second).postDataJSON()).toEqual({ scenario: 'New SNF account where the DON already uses another hospice.' });
  });

  test('keeps the result in the page panel after closing, with Print and Download', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('Hospital case managers refer only in the last days of life.');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
    await expect(dialog.getByRole('heading', { name: /Hospital/ }).first()).toBeVisible(API_TIMEOUT);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const panel = page.getByRole('region', { name: 'Your Sales Playbook' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: /playbook: Hospital/ })).toBeVisible();

    await panel.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    const downloadPromise = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('spartan-playbook.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('playbook: Hospital');
    expect(text).toContain('Scenario: Hospital case managers refer only in the last days of life.');
    expect(text).not.toContain('**');
  });

  test('a classic scenario generates at once, without the length check', async ({ page }) => {
    await expect(page.getByRole('textbox', { name: 'Scenario', exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Hospital referring too late' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
    await expect(dialog.getByRole('heading', { name: /playbook: Hospital/ })).toBeVisible(API_TIMEOUT);
    await expect(page.getByRole('textbox', { name: 'Scenario', exact: true })).toHaveValue(
      /Hospital case managers refer patients to hospice only in their final days/,
    );
    await expect(page.getByRole('button', { name: 'Physicians who prefer palliative care' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SNF with an incumbent hospice' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Memory care community, first visit' })).toBeVisible();
  });

  test('shows the spec’s failure text in the dialog when the server fails, keeping what was typed', async ({ page }) => {
    await failRequests(page, '**/api/playbooks');
    await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('An ALF that has never referred to us.');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred while generating the playbook');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('textbox', { name: 'Scenario', exact: true })).toHaveValue('An ALF that has never referred to us.');
    await expect(page.getByRole('region', { name: 'Your Sales Playbook' })).toHaveCount(0);
  });

  test('renders model text safely: markup stays text, notices show, no offline label for Gemini', async ({ page }) => {
    await page.route('**/api/playbooks', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          playbook:
            '## Plan\n<img src=x onerror="window.pwned=1"> **Bold move**\n- [Care Compare](https://www.medicare.gov/care-compare/)\n- [bad](javascript:alert(1))',
          engine: 'gemini',
          notices: ['Compliance note: this mentions meals or food for referral sources.'],
        }),
      }),
    );
    await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('Any scenario that is long enough');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
    await expect(dialog.getByText('<img src=x onerror="window.pwned=1">', { exact: false })).toBeVisible();
    await expect(dialog.locator('img')).toHaveCount(0);
    await expect(dialog.locator('strong', { hasText: 'Bold move' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Care Compare' })).toHaveAttribute('href', 'https://www.medicare.gov/care-compare/');
    await expect(dialog.getByRole('link', { name: 'bad' })).toHaveCount(0);
    await expect(dialog.getByText('Compliance note: this mentions meals or food for referral sources.')).toBeVisible();
    await expect(dialog.getByText('Offline coach', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });
});
