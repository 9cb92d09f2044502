import { expect, test } from '@playwright/test';
import { API_TIMEOUT, waitForIsland, warmUp } from './tools-helpers';

/**
 * The knowledge as a rep sees it: research answers the question asked with numbered sources; a
 * grounded Gemini answer shows its search suggestions only inside a sandboxed frame; an objection
 * outside the eight cards gets its own answer.
 */
test.describe('Field Kit answers from the knowledge base', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await warmUp(request, '/api/research', { query: 'Warm-up question' });
    await warmUp(request, '/api/chat', { prompt: 'Warm-up question', conversationHistory: [] });
    await request.dispose();
  });

  test('research answers "Does a patient need a DNR?" first, with numbered sources from the eCFR and Medicare', async ({ page }) => {
    await page.goto('/tools/research');
    await waitForIsland(page, 'ResearchTool');
    await page.getByLabel('Research question').fill('Does a patient need a DNR to elect hospice?');
    await page.getByLabel('Research question').press('Enter');
    const results = page.getByRole('region', { name: 'Research Results' });
    await expect(results.getByText(/Short answer:/)).toBeVisible(API_TIMEOUT);
    await expect(results).toContainText('No. Medicare does not require a do-not-resuscitate (DNR) order');
    const list = results.locator('ol').filter({ has: page.getByRole('link', { name: /42 CFR 418\.24/ }) });
    await expect(list).toBeVisible();
    const link = list.getByRole('link', { name: /42 CFR 418\.24/ });
    await expect(link).toHaveAttribute('href', 'https://www.ecfr.gov/current/title-42/section-418.24');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(results.locator('iframe')).toHaveCount(0);
  });

  test('a grounded answer shows Google’s search suggestions in a sandboxed frame whose scripts never run', async ({ page }) => {
    await page.route('**/api/research', (route) =>
      route.fulfill({
        json: {
          text: 'The cap limits total payments. [1]',
          sources: [{ uri: 'https://www.cms.gov/medicare/payment/fee-for-service-providers/hospice', title: 'CMS: Hospice' }],
          searchEntryPoint:
            '<div class="chip"><a href="https://www.google.com/search?q=hospice+cap">hospice cap</a></div><script>parent.document.title = "pwned"</script>',
          engine: 'gemini',
          notices: [],
        },
      }),
    );
    await page.goto('/tools/research');
    await waitForIsland(page, 'ResearchTool');
    const title = await page.title();
    await page.getByLabel('Research question').fill('What is the hospice cap?');
    await page.getByLabel('Research question').press('Enter');
    const frame = page.getByTitle('Google Search suggestions');
    await expect(frame).toBeVisible(API_TIMEOUT);
    expect(await frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    await expect(page.frameLocator('iframe[title="Google Search suggestions"]').getByRole('link', { name: 'hospice cap' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Research Results' })).toContainText('The cap limits total payments. [1]');
    expect(await page.title()).toBe(title);
  });

  test('in the chat, "Coach me on SNF objections" lists SNF objections, not paid programs; "full code" gets its own reframe', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open AI Coach' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Coach' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Coach me on SNF objections' }).click();
    const log = panel.getByTestId('chat-log');
    await expect(log).toContainText('The objections you’ll hear most: Skilled nursing facility (SNF)', API_TIMEOUT);
    await expect(log).not.toContainText('$');
    const box = panel.getByRole('textbox', { name: 'Message the AI Coach' });
    await box.fill('The family wants everything done, he is full code. What do I say?');
    await box.press('Enter');
    // The same answer as the objection tool's: the rule the worry gets wrong, in whichever words the entry uses.
    await expect(log).toContainText(/(?:does not|doesn’t|doesn't) (?:require|need) a DNR/, API_TIMEOUT);
  });
});
