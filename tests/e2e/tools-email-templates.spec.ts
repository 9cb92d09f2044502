import { expect, test } from '@playwright/test';
import { API_TIMEOUT, failRequests, waitForIsland, warmUp } from './tools-helpers';

test.describe('email templates (/tools/email-templates)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await warmUp(request, '/api/email-templates', { context: 'Warm-up context for the server' });
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/email-templates');
    await waitForIsland(page, 'EmailTemplateTool');
  });

  test('offers the three template types, Follow-Up Email by default', async ({ page }) => {
    const select = page.getByLabel('Template Type');
    await expect(select).toHaveValue('follow_up');
    await expect(select.locator('option')).toHaveText(['Follow-Up Email', 'Thank You Email', 'Value-Add Email']);
  });

  test('a context under 10 characters gives the spec’s toast and sends nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/email-templates')) calls++;
    });
    await page.getByLabel('Context', { exact: true }).fill('Met DON');
    await page.getByRole('button', { name: 'Generate Email' }).click();
    const toast = page.locator('#toast-region li');
    await expect(toast).toContainText('Context required');
    await expect(toast).toContainText('Please provide more context (at least 10 characters)');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(calls).toBe(0);
  });

  test('generates a complete email from the details, then Copy puts it on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Template Type').selectOption('thank_you');
    await page.getByLabel(/Recipient Name/).fill('Sarah Jones');
    await page
      .getByLabel('Context', { exact: true })
      .fill('Met with Sarah, the DON at Oakwood Manor, last Tuesday about weekend admissions.');
    await page.getByLabel(/Customization/).fill('mention our new weekend admissions nurse');
    const requestPromise = page.waitForRequest('**/api/email-templates');
    await page.getByRole('button', { name: 'Generate Email' }).click();
    expect((await requestPromise).postDataJSON()).toEqual({
      templateType: 'thank_you',
      recipientName: 'Sarah Jones',
      context: 'Met with Sarah, the DON at Oakwood Manor, last Tuesday about weekend admissions.',
      customization: 'mention our new weekend admissions nurse',
    });

    const panel = page.getByRole('region', { name: 'Generated Template' });
    const email = panel.getByRole('textbox');
    await expect(email).toHaveValue(/^Subject: Thank you for your time at Oakwood Manor/, API_TIMEOUT);
    await expect(email).toHaveValue(/Hi Sarah,/);
    await expect(email).toHaveValue(/I also wanted to mention our new weekend admissions nurse\./);
    await expect(panel.getByText('Offline coach', { exact: true })).toBeVisible();

    await panel.getByRole('button', { name: 'Copy' }).click();
    const toast = page.locator('#toast-region li');
    await expect(toast).toContainText('Copied!');
    await expect(toast).toContainText('Email template copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await email.inputValue());
  });

  test('leaves out the optional fields when they are empty', async ({ page }) => {
    await page.getByLabel('Context', { exact: true }).fill('Visited the case managers at Riverside Medical Center.');
    const requestPromise = page.waitForRequest('**/api/email-templates');
    await page.getByRole('button', { name: 'Generate Email' }).click();
    expect((await requestPromise).postDataJSON()).toEqual({
      templateType: 'follow_up',
      context: 'Visited the case managers at Riverside Medical Center.',
    });
    await expect(page.getByRole('region', { name: 'Generated Template' }).getByRole('textbox')).toHaveValue(
      /Riverside Medical Center/,
      API_TIMEOUT,
    );
  });

  test('a server failure gives the spec’s toast and keeps what was typed', async ({ page }) => {
    await failRequests(page, '**/api/email-templates');
    await page.getByLabel(/Recipient Name/).fill('Dr. Patel');
    await page.getByLabel('Context', { exact: true }).fill('Dr. Patel referred a patient yesterday.');
    await page.getByRole('button', { name: 'Generate Email' }).click();
    const toast = page.locator('#toast-region li');
    await expect(toast).toContainText('Generation failed');
    await expect(toast).toContainText('Failed to generate template');
    await expect(page.getByLabel(/Recipient Name/)).toHaveValue('Dr. Patel');
    await expect(page.getByLabel('Context', { exact: true })).toHaveValue('Dr. Patel referred a patient yesterday.');
    await expect(page.getByRole('button', { name: 'Generate Email' })).toBeEnabled();
  });
});
