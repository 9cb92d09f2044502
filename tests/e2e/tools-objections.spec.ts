import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { stopTheClock } from './page-helpers';
import { API_TIMEOUT, failRequests, holdRequests, waitForIsland, warmUp } from './tools-helpers';

const objections = (
  JSON.parse(readFileSync('src/content/objections.json', 'utf8')) as { objection: string; response: string; order: number }[]
).sort((a, b) => a.order - b.order);

/** The card (list item) whose heading is this objection. */
const card = (page: Page, index: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `“${objections[index]!.objection}”` }) });

test.describe('objection handler (/tools/objections)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await warmUp(request, '/api/objections', { objection: 'Warm-up objection' });
    await request.dispose();
  });

  test('serves all eight cards, each stock response in the static HTML', async ({ request, page }) => {
    const html = await (await request.get('/tools/objections')).text();
    expect(objections).toHaveLength(8);
    for (const { response } of objections) expect(html).toContain(response.replace(/'/g, '&#39;'));
    await page.goto('/tools/objections');
    await expect(page.locator('main ol > li').getByRole('heading', { level: 2 })).toHaveCount(8);
    for (let i = 0; i < 8; i++) await expect(card(page, i).getByText(objections[i]!.response)).toBeVisible();
    await waitForIsland(page, 'ObjectionActions');
    await expect(page.getByRole('button', { name: 'Generate AI Alternative' })).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Read Aloud' })).toHaveCount(8);
  });

  test('generates an alternative for one card, with its own generating state; a new one replaces it', async ({ page }) => {
    await page.goto('/tools/objections');
    await waitForIsland(page, 'ObjectionActions');
    const held = holdRequests(page, '**/api/objections');
    const first = card(page, 0);
    const requestPromise = page.waitForRequest('**/api/objections');
    await first.getByRole('button', { name: 'Generate AI Alternative' }).click();
    await expect(first.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(card(page, 1).getByRole('button', { name: 'Generate AI Alternative' })).toBeEnabled();
    expect((await requestPromise).postDataJSON()).toEqual({ objection: objections[0]!.objection });
    held.release();

    await expect(first.getByRole('heading', { name: 'AI Alternative' })).toBeVisible(API_TIMEOUT);
    await expect(first.getByText('Offline coach', { exact: true })).toBeVisible();
    await expect(first.getByText('Acknowledge:')).toBeVisible();
    await expect(first.getByText('Reframe:')).toBeVisible();
    await expect(first.getByText('Ask:', { exact: true })).toBeVisible();
    await expect(card(page, 1).getByRole('heading', { name: 'AI Alternative' })).toHaveCount(0);

    await first.getByRole('button', { name: 'Generate AI Alternative' }).click();
    await expect(first.getByRole('button', { name: 'Generate AI Alternative' })).toBeEnabled(API_TIMEOUT);
    await expect(first.getByRole('heading', { name: 'AI Alternative' })).toHaveCount(1);
  });

  test('shows the spec’s failure text on that card only when the server fails', async ({ page }) => {
    await page.goto('/tools/objections');
    await waitForIsland(page, 'ObjectionActions');
    await failRequests(page, '**/api/objections');
    await card(page, 2).getByRole('button', { name: 'Generate AI Alternative' }).click();
    await expect(card(page, 2).getByText("Sorry, I couldn't generate a response. Please try again.")).toBeVisible();
    await expect(card(page, 3).getByText("Sorry, I couldn't generate a response. Please try again.")).toHaveCount(0);
  });

  test('Read Aloud speaks the response in US English and shows Playing... for at least 2 seconds', async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      // A speech engine that finishes at once: the indicator must still show for 2 s.
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          cancel() {},
          speak(utterance: SpeechSynthesisUtterance) {
            spoken.push({ text: utterance.text, lang: utterance.lang });
            setTimeout(() => {
              utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
            }, 0);
          },
        },
      });
    });
    await page.goto('/tools/objections');
    await waitForIsland(page, 'ObjectionActions');
    await stopTheClock(page);
    const first = card(page, 0);
    await first.getByRole('button', { name: 'Read Aloud' }).click();
    await expect(first.getByRole('button', { name: 'Playing...' })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(first.getByRole('button', { name: 'Playing...' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(first.getByRole('button', { name: 'Read Aloud' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken)).toEqual([
      { text: objections[0]!.response, lang: 'en-US' },
    ]);
  });

  test('Read Aloud falls back to a 2-second indicator without speech synthesis', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    });
    await page.goto('/tools/objections');
    await waitForIsland(page, 'ObjectionActions');
    await stopTheClock(page);
    const last = card(page, 7);
    await last.getByRole('button', { name: 'Read Aloud' }).click();
    await expect(last.getByRole('button', { name: 'Playing...' })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(last.getByRole('button', { name: 'Playing...' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(last.getByRole('button', { name: 'Read Aloud' })).toBeVisible();
  });
});
