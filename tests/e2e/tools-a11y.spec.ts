import { expect, test, type Page } from '@playwright/test';
import { API_TIMEOUT, waitForIsland } from './tools-helpers';
import { axeScan, describeViolations } from './axe';

/**
 * The global axe sweep sees each tool page as first served. These checks run axe on the states
 * the tools reach after hydration (results, notices, the offline label, dialogs, error panels),
 * in both themes.
 */

async function expectNoViolations(page: Page) {
  const results = await axeScan(page).analyze();
  expect(describeViolations(results.violations)).toEqual([]);
}

/** A Gemini-style answer with a notice, so the notice styling is checked too. */
const withNotice = (field: string, text: string) => ({
  contentType: 'application/json',
  body: JSON.stringify({
    [field]: text,
    engine: 'offline',
    notices: ['For patient privacy, we removed what looked like a phone number before coaching.'],
    sources: [{ uri: '/method', title: 'The Spartan Method' }],
  }),
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`tool states pass axe (${theme})`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('spartan_theme', value), theme);
    });

    test('playbook result in the dialog and in the page panel', async ({ page }) => {
      await page.route('**/api/playbooks', (route) =>
        route.fulfill(withNotice('playbook', '# Plan\n\n**Talk track:** “Hello”\n\n- One\n- Two')),
      );
      await page.goto('/tools/playbooks');
      await waitForIsland(page, 'PlaybookGenerator');
      await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('SNF');
      await expect(page.getByText('Scenario must be at least 10 characters')).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'SNF with an incumbent hospice' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
      await expect(dialog.getByText('Offline coach', { exact: true })).toBeVisible(API_TIMEOUT);
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('region', { name: 'Your Sales Playbook' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('objection alternative and its failure text', async ({ page }) => {
      let calls = 0;
      await page.route('**/api/objections', (route) =>
        ++calls === 1
          ? route.fulfill(withNotice('response', '**Acknowledge:** “Fair.”\n\n**Ask:** “Why?”'))
          : route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto('/tools/objections');
      await waitForIsland(page, 'ObjectionActions');
      const buttons = page.getByRole('button', { name: 'Generate AI Alternative' });
      await buttons.nth(0).click();
      await expect(page.getByRole('heading', { name: 'AI Alternative' })).toBeVisible(API_TIMEOUT);
      await buttons.nth(1).click();
      await expect(page.getByText("Sorry, I couldn't generate a response. Please try again.")).toBeVisible();
      await expectNoViolations(page);
    });

    test('research results with sources, and the email template with its toast', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.route('**/api/research', (route) => route.fulfill(withNotice('text', '## Answer\n- Point')));
      await page.goto('/tools/research');
      await waitForIsland(page, 'ResearchTool');
      await page.getByLabel('Research question').fill('SN');
      await page.getByLabel('Research question').press('Enter');
      await expect(page.getByText('Query must be at least 5 characters')).toBeVisible();
      await expectNoViolations(page);
      await page.getByLabel('Research question').fill('How do I tier accounts?');
      await page.getByLabel('Research question').press('Enter');
      await expect(page.getByRole('region', { name: 'Research Results' }).getByRole('link', { name: 'The Spartan Method' })).toBeVisible(
        API_TIMEOUT,
      );
      await expectNoViolations(page);

      await page.route('**/api/email-templates', (route) => route.fulfill(withNotice('template', 'Subject: Hello\n\nHi Sam,\n\nThanks.')));
      await page.goto('/tools/email-templates');
      await waitForIsland(page, 'EmailTemplateTool');
      await page.getByLabel('Context', { exact: true }).fill('Met the DON at Oakwood Manor.');
      await page.getByRole('button', { name: 'Generate Email' }).click();
      await page.getByRole('button', { name: 'Copy' }).click();
      await expect(page.locator('#toast-region li')).toContainText('Copied!');
      await expectNoViolations(page);
    });

    test('transcriber unsupported panel', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'SpeechRecognition', { configurable: true, value: undefined });
        Object.defineProperty(window, 'webkitSpeechRecognition', { configurable: true, value: undefined });
      });
      await page.goto('/tools/transcribe');
      await waitForIsland(page, 'TranscriberTool');
      await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
