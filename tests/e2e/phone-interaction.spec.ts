import { expect, test, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { PHONE_CONTEXT, throttleLikePhone } from '../../scripts/lib/phone-profile';
import type { EmailTemplateResponse, ObjectionResponse, PlaybookResponse, ResearchResponse } from '../../src/lib/schemas/ai';

/**
 * On a mid-range phone (scripts/lib/phone-profile.ts: throttled network and CPU, cold
 * cache, a new context per test) an island's code arrives seconds after the page. What a rep types
 * or taps in that window must never be lost: typed text stays through hydration, and each press,
 * Enter or submission is shown as pending at once and applied exactly once when the island is
 * ready. The island's code is held back with page.route until the test lets it through, so "while
 * the code loads" is certain, not a race; every field is typed key by key, so a lost key would show.
 */

// Throttled and held back on a shared two-core machine: generous limits, no timing assertions.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 90_000 };

/** A fresh phone-like page (own context, so a cold cache) whose island code waits for `release()`. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  const page = await context.newPage();
  await throttleLikePhone(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { page, context, releaseCode: release };
}

/** Every POST to `path` from now on. */
function posts(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname === path && sent.push(request));
  return sent;
}

/** A recorded request's JSON body, as the page sent it. */
const bodyOf = <Body = Record<string, unknown>>(request: Request) => request.postDataJSON() as Body;

/** The pending state a held press shows at once: aria-busy plus the styled "Loading…" mark. */
async function expectPending(button: Locator) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('data-pending-press', '');
}

/** The island has taken its markup over and listens (the directive marks it after island-ready). */
const ready = (page: Page, component: string) =>
  expect(page.locator(`astro-island[component-url*="${component}"]:not([data-ready])`)).toHaveCount(0, SLOW);

const meta = { engine: 'offline' as const, notices: [] };

test('playbooks: scenario, then desired outcomes, typed while the code loads, then Generate: nothing lost, sent once', async ({
  browser,
}) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const answer: PlaybookResponse = { playbook: 'Open with the weekend admissions gap.', ...meta };
  await page.route('**/api/playbooks', (route) => route.fulfill({ json: answer }));
  const sent = posts(page, '/api/playbooks');
  await page.goto('/tools/playbooks');

  const scenario = page.getByRole('textbox', { name: 'Scenario', exact: true });
  const outcomes = page.getByLabel(/Desired outcomes/);
  const scenarioText = 'A 120-bed SNF whose DON already uses another hospice.';
  await scenario.pressSequentially(scenarioText);
  await outcomes.pressSequentially('An in-service ');
  // The code arrives while the rep is still typing in the second field.
  releaseCode();
  await outcomes.pressSequentially('within 30 days');
  await ready(page, 'PlaybookGenerator');

  await expect(scenario).toHaveValue(scenarioText);
  await expect(outcomes).toHaveValue('An in-service within 30 days');
  await page.getByRole('button', { name: 'Generate Playbook' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Sales Playbook' })).toContainText(answer.playbook, SLOW);
  expect(sent.map((request) => bodyOf(request))).toEqual([{ scenario: scenarioText, desiredOutcomes: 'An in-service within 30 days' }]);
  await context.close();
});

test('email: context, then recipient, typed while the code loads, and an early Generate: sent once with all of it', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const answer: EmailTemplateResponse = { template: 'Subject: Weekend admissions\n\nDear Sarah,', ...meta };
  await page.route('**/api/email-templates', (route) => route.fulfill({ json: answer }));
  const sent = posts(page, '/api/email-templates');
  await page.goto('/tools/email-templates');

  const context_ = 'Met the DON at Oakwood Manor about weekend admissions.';
  await page.getByLabel('Context', { exact: true }).pressSequentially(context_);
  await page.getByLabel('Recipient Name').pressSequentially('Sarah Jones');
  await page.getByLabel('Template Type').selectOption('thank_you');
  const generate = page.getByRole('button', { name: 'Generate Email' });
  await expect(generate).toBeEnabled();
  await generate.click();
  await expectPending(generate);
  expect(sent).toEqual([]);

  releaseCode();
  await expect(page.getByRole('textbox', { name: /generated email/i })).toHaveValue(answer.template, SLOW);
  expect(sent.map((request) => bodyOf(request))).toEqual([{ templateType: 'thank_you', recipientName: 'Sarah Jones', context: context_ }]);
  await expect(page.getByLabel('Context', { exact: true })).toHaveValue(context_);
  await expect(page.getByLabel('Recipient Name')).toHaveValue('Sarah Jones');
  await expect(generate).not.toHaveAttribute('aria-busy', 'true');
  await context.close();
});

test('/tools/chatbot: a message typed and pasted, then Enter at once, is sent once and shown', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const sent = posts(page, '/api/chat');
  await page.goto('/tools/chatbot');
  const panel = page.getByRole('region', { name: 'AI Coach conversation' });
  const box = panel.getByRole('textbox', { name: 'Message the AI Coach' });

  await box.pressSequentially('How do I ');
  await page.keyboard.insertText('reach a new DON at a memory care community?');
  await box.press('Enter');
  await expectPending(panel.getByRole('button', { name: 'Send message' }));
  // Enter sends; while it is held it must not have added a line.
  await expect(box).toHaveValue('How do I reach a new DON at a memory care community?');

  releaseCode();
  await expect(panel.getByTestId('chat-log')).toContainText('How do I reach a new DON at a memory care community?', SLOW);
  await expect.poll(() => sent.length, SLOW).toBe(1);
  expect(bodyOf(sent[0]!).prompt).toBe('How do I reach a new DON at a memory care community?');
  await expect(box).toHaveValue('');
  await context.close();
});

test('/tools/chatbot: a practice partner chosen while the code loads starts that practice once the code arrives', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const sent = posts(page, '/api/chat');
  await page.goto('/tools/chatbot');
  const panel = page.getByRole('region', { name: 'AI Coach conversation' });
  const persona = panel.getByLabel('Practice mode');

  // A rep's tap on the select focuses it (which starts loading the code), then the choice is made.
  await persona.focus();
  await persona.selectOption('snf-don');
  releaseCode();
  await ready(page, 'ChatPage');
  // The choice stays in the page and reaches the conversation: the partner's brief and one opening request.
  await expect(persona).toHaveValue('snf-don');
  await expect(panel.getByRole('button', { name: 'Score me' })).toBeVisible(SLOW);
  await expect.poll(() => sent.length, SLOW).toBe(1);
  expect(bodyOf(sent[0]!).prompt).toMatch(/^Let's practise: you are the SNF Director of Nursing/);
  await context.close();
});

test('research: a question typed and Enter pressed at once sends exactly one request with the whole question', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const answer: ResearchResponse = { text: 'Start with the three hospitals that discharge the most.', sources: [], ...meta };
  await page.route('**/api/research', (route) => route.fulfill({ json: answer }));
  const sent = posts(page, '/api/research');
  await page.goto('/tools/research');

  const question = 'Which hospitals in my territory readmit the most heart failure patients?';
  const input = page.getByLabel('Research question');
  await input.pressSequentially(question);
  await input.press('Enter');
  const search = page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' });
  await expectPending(search);
  // A second, impatient Enter is kept too, and sends nothing more.
  await input.press('Enter');

  releaseCode();
  await expect(page.getByRole('region', { name: 'Research Results' })).toContainText(answer.text, SLOW);
  expect(sent.map((request) => bodyOf(request))).toEqual([{ query: question }]);
  await expect(input).toHaveValue(question);
  await context.close();
});

test('research: an early tap on Search with a short question shows the message, and sends nothing', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const sent = posts(page, '/api/research');
  await page.goto('/tools/research');
  await page.getByLabel('Research question').pressSequentially('SNF');
  const search = page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' });
  await search.click();
  await expectPending(search);

  releaseCode();
  await expect(page.getByText('Query must be at least 5 characters')).toBeVisible(SLOW);
  await expect(page.getByLabel('Research question')).toHaveValue('SNF');
  expect(sent).toEqual([]);
  await context.close();
});

test('research: with a saved territory, a question asked while the code loads is answered from the territory data too', async ({
  browser,
}) => {
  const { page, context, releaseCode } = await phonePage(browser);
  // A rep who picked their territory on an earlier visit (territory-research.mobile.spec.ts picks it).
  await page.addInitScript(() =>
    localStorage.setItem('spartan_territory', JSON.stringify({ state: 'AZ', counties: ['Maricopa', 'Pima'], zips: [] })),
  );
  const answer: ResearchResponse = { text: 'Three hospices serve that ZIP code; start with the largest.', sources: [], ...meta };
  await page.route('**/api/research', (route) => route.fulfill({ json: answer }));
  const sent = posts(page, '/api/research');
  await page.goto('/tools/research');

  const question = 'who serves 85004';
  const input = page.getByLabel('Research question');
  await input.pressSequentially(question);
  await input.press('Enter');
  await expectPending(page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' }));

  // The island's code arrives; the state's data is fetched only once it runs.
  releaseCode();
  await expect(page.getByRole('region', { name: 'Research Results' })).toContainText(answer.text, SLOW);
  expect(sent).toHaveLength(1);
  const body = bodyOf<{ query: string; territoryRows?: string[] }>(sent[0]!);
  expect(body.query).toBe(question);
  expect(body.territoryRows).toHaveLength(3);
  await expect(page.getByRole('region', { name: 'From CMS data for your territory' })).toContainText(
    '3 hospices serve ZIP code 85004, according to CMS.',
  );
  await context.close();
});

test("objections: two early taps on one card's Generate send one request, for that card", async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const answer: ObjectionResponse = { response: 'Acknowledge the partner, then ask about weekends.', ...meta };
  await page.route('**/api/objections', (route) => route.fulfill({ json: answer }));
  const sent = posts(page, '/api/objections');
  await page.goto('/tools/objections');
  const card = page.locator('main ol > li').nth(1);

  const generate = card.getByRole('button', { name: 'Generate AI Alternative' });
  await generate.tap();
  await expectPending(generate);
  await generate.tap();

  releaseCode();
  await expect(card.getByRole('heading', { name: 'AI Alternative' })).toBeVisible(SLOW);
  expect(sent).toHaveLength(1);
  await expect(card).toContainText(bodyOf<{ objection: string }>(sent[0]!).objection);
  await expect(page.getByRole('heading', { name: 'AI Alternative' })).toHaveCount(1);
  await context.close();
});

test('playbooks: an early tap on Generate with a short scenario shows the message and sends nothing', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const sent = posts(page, '/api/playbooks');
  await page.goto('/tools/playbooks');
  await page.getByRole('textbox', { name: 'Scenario', exact: true }).pressSequentially('SNF help');
  const generate = page.getByRole('button', { name: 'Generate Playbook' });
  await generate.tap();
  await expectPending(generate);

  releaseCode();
  await expect(page.getByText('Scenario must be at least 10 characters')).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: 'Scenario', exact: true })).toHaveValue('SNF help');
  expect(sent).toEqual([]);
  await context.close();
});

test('home: an address typed and Subscribe tapped before the code arrives subscribes once', async ({ browser }) => {
  const { page, context, releaseCode } = await phonePage(browser);
  const sent = posts(page, '/api/newsletter/subscribe');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Weekly Coaching Tips' });
  const email = `early-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@examplehospice.org`;
  await section.getByLabel('Email address').pressSequentially(email);
  const subscribe = section.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeEnabled();
  await subscribe.tap();
  await expectPending(subscribe);

  releaseCode();
  await expect(section.getByText('Thanks for subscribing!')).toBeVisible(SLOW);
  expect(sent).toHaveLength(1);
  expect(bodyOf(sent[0]!)).toMatchObject({ email });
  await context.close();
});

test('a tool page fetches its island code only after load, and runs it only when the rep acts', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  const page = await context.newPage();
  await throttleLikePhone(page);
  await page.goto('/tools/research');
  // Resource timing says when each script was requested, relative to the page's load event.
  const scripts = () =>
    page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, afterLoad: load > 0 && entry.startTime >= load }));
    });
  await expect.poll(async () => (await scripts()).some((script) => script.name.includes('ResearchTool')), SLOW).toBe(true);
  expect((await scripts()).filter((script) => !script.afterLoad)).toEqual([]);
  // Fetched, not run: the island is still the server's markup until the rep does something.
  await expect(page.locator('astro-island[component-url*="ResearchTool"][ssr]')).toBeAttached();
  await page.getByLabel('Research question').focus();
  await ready(page, 'ResearchTool');
  await context.close();
});
