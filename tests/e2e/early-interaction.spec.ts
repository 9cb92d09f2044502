import { expect, test, type Page } from '@playwright/test';
import type { EmailTemplateResponse, ObjectionResponse } from '../../src/lib/schemas/ai';
import { CHAT_HISTORY_KEY } from '../../src/lib/site-constants.mjs';
import { recordScripts } from './page-helpers';
import { holdRequests } from './tools-helpers';

/**
 * The Field Kit tool islands hydrate on the visitor's first pointer, focus or key
 * (client:ondemand="interaction"), so a rep who only reads runs no React at all (the code is
 * fetched after load, so the first tap rarely waits on the network). What the visitor does before
 * React has taken over must still work: a held press is replayed, and text typed or choices made
 * stay in the (uncontrolled) fields and are what the tool sends. The phone-profile versions of
 * these checks are in phone-interaction.spec.ts.
 */
const TOOL_PAGES = [
  ['/tools/chatbot', 'ChatPage'],
  ['/tools/email-templates', 'EmailTemplateTool'],
  ['/tools/objections', 'ObjectionActions'],
  ['/tools/playbooks', 'PlaybookGenerator'],
  ['/tools/research', 'ResearchTool'],
  ['/tools/transcribe', 'TranscriberTool'],
] as const;

// The local server compresses each script on first request and is slow just after it starts.
const LOADING = { timeout: 60_000 };
test.describe.configure({ timeout: 120_000 });

/** Resolves after the page's next idle period (when an idle-time hydration would have started). */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));

/** Still server-rendered markup: React has not taken the island over. */
const notHydrated = (page: Page, component: string) =>
  expect(page.locator(`astro-island[component-url*="${component}"][ssr]`).first()).toBeAttached();

for (const [path, component] of TOOL_PAGES) {
  test(`${path} fetches its island's code only after load and runs it only once the visitor does something`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await idle(page);
    // After load and an idle moment the island's code is fetched (prefetch), not run.
    await expect.poll(() => scripts.some((url) => url.includes(component)), LOADING).toBe(true);
    const requestedBeforeLoad = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < load)
        .map((entry) => entry.name);
    });
    expect(requestedBeforeLoad).toEqual([]);
    await notHydrated(page, component);

    await page.keyboard.press('Shift');
    await expect(page.locator(`astro-island[component-url*="${component}"][ssr]`)).toHaveCount(0, LOADING);
    await expect(page.locator(`astro-island[component-url*="${component}"]:not([data-ready])`)).toHaveCount(0, LOADING);
  });
}

test('a press that lands before React has loaded is replayed once it has', async ({ page }) => {
  const answer: ObjectionResponse = { response: 'Acknowledge: you already have a hospice partner.', engine: 'offline', notices: [] };
  await page.route('**/api/objections', (route) => route.fulfill({ json: answer }));
  await page.goto('/tools/objections');
  const code = holdRequests(page, '**/_astro/*.js');
  const card = page.locator('main ol > li').first();

  await card.getByRole('button', { name: 'Generate AI Alternative' }).click();
  await notHydrated(page, 'ObjectionActions');
  await expect(card.getByRole('heading', { name: 'AI Alternative' })).toHaveCount(0);

  code.release();
  await expect(card.getByRole('heading', { name: 'AI Alternative' })).toBeVisible(LOADING);
  await expect(card).toContainText(answer.response);
  // Only the pressed card answered.
  await expect(page.getByRole('heading', { name: 'AI Alternative' })).toHaveCount(1);
});

test('text typed and a choice made before React has loaded are what the tool sends', async ({ page }) => {
  const answer: EmailTemplateResponse = { template: 'Subject: Thank you\n\nDear Sarah,', engine: 'offline', notices: [] };
  await page.route('**/api/email-templates', (route) => route.fulfill({ json: answer }));
  await page.goto('/tools/email-templates');
  const code = holdRequests(page, '**/_astro/*.js');

  await page.getByLabel('Template Type').selectOption('thank_you');
  await page.getByLabel('Recipient Name').fill('Sarah Jones');
  await page.getByLabel('Context', { exact: true }).fill('Met the DON at Oakwood Manor on Tuesday about weekend admissions.');
  const sent = page.waitForRequest('**/api/email-templates', LOADING);
  await page.getByRole('button', { name: 'Generate Email' }).click();
  await notHydrated(page, 'EmailTemplateTool');

  code.release();
  expect((await sent).postDataJSON()).toEqual({
    templateType: 'thank_you',
    recipientName: 'Sarah Jones',
    context: 'Met the DON at Oakwood Manor on Tuesday about weekend admissions.',
  });
  await expect(page.getByLabel('Template Type')).toHaveValue('thank_you');
  await expect(page.getByLabel('Recipient Name')).toHaveValue('Sarah Jones');
  await expect(page.getByRole('textbox', { name: /generated email/i })).toHaveValue(answer.template, LOADING);
});

test('/tools/chatbot shows a stored conversation after load without any interaction', async ({ page }) => {
  const history = [
    { role: 'user', content: 'How do I reach a new DON?', timestamp: 1 },
    { role: 'model', content: 'Lead with a question about her weekend admissions.', timestamp: 2 },
  ];
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [CHAT_HISTORY_KEY, JSON.stringify(history)]);
  await page.goto('/tools/chatbot');
  await expect(page.getByRole('region', { name: 'AI Coach conversation' }).getByTestId('chat-log')).toContainText(
    'weekend admissions',
    LOADING,
  );
});
