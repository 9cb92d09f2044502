import { expect, test } from '@playwright/test';
import { recordScripts } from './page-helpers';
import { CHAT_FAILURE_MESSAGE, CHAT_SUGGESTIONS } from '../../src/lib/schemas/chat';
import { mockChat, storedHistory } from './helpers/chat';
import { waitForIsland } from './tools-helpers';
import { axeScan } from './axe';

const openChat = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', { name: 'Open AI Coach' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Coach' });
  // The first open downloads and starts the chat island: allow for a cold, busy test server.
  await expect(panel).toBeVisible({ timeout: 20_000 });
  return panel;
};

test.describe('AI Coach widget (desktop)', () => {
  test('closed → open → minimized → open → closed, with the welcome message and suggestions', async ({ page }) => {
    await page.goto('/privacy');
    const launcher = page.getByRole('button', { name: 'Open AI Coach' });
    expect((await launcher.boundingBox())?.width).toBe(64);
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(28 * 16 + 1);
    expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
    await expect(panel.getByTestId('chat-log')).toContainText("I'm your Spartan hospice sales coach");
    for (const suggestion of CHAT_SUGGESTIONS) await expect(panel.getByRole('button', { name: suggestion })).toBeVisible();

    await panel.getByRole('button', { name: 'Minimize AI Coach' }).click();
    await expect(panel).toBeHidden();
    const tab = page.getByRole('button', { name: 'Expand AI Coach' });
    await expect(tab).toHaveText('AI Coach');
    await tab.click();
    await expect(page.getByRole('dialog', { name: 'AI Coach' })).toBeVisible();
    await page.getByRole('button', { name: 'Close AI Coach' }).click();
    await expect(page.getByRole('dialog', { name: 'AI Coach' })).toBeHidden();
    await expect(launcher).toBeVisible();

    // Closing reset "minimized": opening again shows the full panel.
    await page.getByRole('button', { name: 'Open AI Coach' }).click();
    await expect(page.getByRole('dialog', { name: 'AI Coach' })).toBeVisible();
  });

  test('Enter sends (trimmed), Shift+Enter adds a line, Send is disabled when empty; the reply streams in', async ({ page }) => {
    const bodies = await mockChat(page, 'Start with the DON, not the front desk.');
    await page.goto('/');
    const panel = await openChat(page);
    const box = panel.getByRole('textbox', { name: 'Message the AI Coach' });
    const send = panel.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.fill('  How do I get into Maple Grove SNF?');
    await box.press('Shift+Enter');
    await box.pressSequentially('Second line');
    await expect(box).toHaveValue('  How do I get into Maple Grove SNF?\nSecond line');
    await box.press('Enter');
    await expect(panel.getByTestId('chat-log')).toContainText('Start with the DON, not the front desk.');
    expect(bodies[0]?.prompt).toBe('How do I get into Maple Grove SNF?\nSecond line');
    await expect(box).toHaveValue('');
    // Suggestions show only while there is one message or fewer.
    await expect(panel.getByRole('button', { name: CHAT_SUGGESTIONS[0] })).toHaveCount(0);
  });

  test('a suggestion sends itself; a pending reply shows a spinner and blocks sending', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await gate;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ response: 'Tier your accounts A, B and C.' }),
      });
    });
    await page.goto('/');
    const panel = await openChat(page);
    await panel.getByRole('button', { name: 'How do I prioritize my territory?' }).click();
    await expect(panel.getByText('Coach is thinking...')).toBeVisible();
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).fill('another question');
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
    release();
    await expect(panel.getByTestId('chat-log')).toContainText('Tier your accounts A, B and C.');
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('a server error appends the failure message; with no network the offline coach answers on the device', async ({ page }) => {
    let mode: 'error' | 'abort' = 'error';
    await page.route('**/api/chat', (route) =>
      mode === 'error' ? route.fulfill({ status: 500, body: 'boom' }) : route.abort('internetdisconnected'),
    );
    await page.goto('/');
    const panel = await openChat(page);
    const box = panel.getByRole('textbox', { name: 'Message the AI Coach' });
    await box.fill('first');
    await box.press('Enter');
    await expect(panel.locator('[data-role="model"]').last()).toHaveText(`Coach: ${CHAT_FAILURE_MESSAGE}`);
    mode = 'abort';
    await box.fill('How do I prioritize my territory?');
    await box.press('Enter');
    // The first offline answer fetches the on-device coach's code and knowledge first: on a busy
    // runner that alone outlasted the default wait once, so it may take as long as the test may.
    await expect(panel.locator('[data-role="model"]')).toHaveCount(3, { timeout: test.info().timeout });
    const reply = panel.locator('[data-role="model"]').last();
    await expect(reply).toContainText('No connection: the offline coach answered on this device.');
    await expect(reply).toContainText(/tier/i);
  });

  test('keeps the last 20 messages and sends the last 10', async ({ page }) => {
    const seeded = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? 'model' : 'user',
      content: `message ${i}`,
      timestamp: 1_700_000_000_000 + i,
    }));
    await page.addInitScript((history) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('chat-history', JSON.stringify(history));
        sessionStorage.setItem('seeded', '1');
      }
    }, seeded);
    const bodies = await mockChat(page, 'reply 21');
    await page.goto('/');
    const panel = await openChat(page);
    await expect(panel.locator('.chat-bubble')).toHaveCount(20);
    const box = panel.getByRole('textbox', { name: 'Message the AI Coach' });
    await box.fill('message 20');
    await box.press('Enter');
    await expect(panel.getByTestId('chat-log')).toContainText('reply 21');
    expect(bodies[0]?.conversationHistory.map((m) => m.content)).toEqual(seeded.slice(10).map((m) => m.content));
    const stored = await storedHistory(page);
    expect(stored).toHaveLength(20);
    expect(stored[0]?.content).toBe('message 2');
    expect(stored.at(-1)?.content).toBe('reply 21');
  });

  test('corrupt stored history falls back to the welcome message', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('chat-history', '{not json'));
    await page.goto('/');
    const panel = await openChat(page);
    await expect(panel.locator('.chat-bubble')).toHaveCount(1);
    await expect(panel.getByTestId('chat-log')).toContainText("I'm your Spartan hospice sales coach");
  });

  test('an open conversation stays open with its messages across pages, and each page starts at the top', async ({ page }) => {
    await mockChat(page, 'Bring a one-page CAHPS summary.');
    await page.goto('/');
    const panel = await openChat(page);
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).fill('What should I bring to a DON meeting?');
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).press('Enter');
    await expect(panel.getByTestId('chat-log')).toContainText('Bring a one-page CAHPS summary.');
    await page.goto('/privacy');
    const again = page.getByRole('dialog', { name: 'AI Coach' });
    await expect(again).toBeVisible();
    await expect(again.getByTestId('chat-log')).toContainText('Bring a one-page CAHPS summary.');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/tools/chatbot shows the same conversation full-page', async ({ page }) => {
    await mockChat(page, 'Use the 4-hour same-day rule.');
    await page.goto('/');
    const panel = await openChat(page);
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).fill('How fast should I respond?');
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).press('Enter');
    await expect(panel.getByTestId('chat-log')).toContainText('4-hour same-day rule');
    await panel.getByRole('button', { name: 'Close AI Coach' }).click();
    await page.goto('/tools/chatbot');
    const conversation = page.getByRole('region', { name: 'AI Coach conversation' });
    await expect(conversation.getByTestId('chat-log')).toContainText('4-hour same-day rule');
    await expect(page.getByRole('button', { name: 'Open AI Coach' })).toHaveCount(0);
  });

  test('renders lists and emphasis, and never model HTML', async ({ page }) => {
    await mockChat(page, '**Plan**\n- Visit the DON\n- Ask *one* question\n<img src=x onerror=alert(1)>');
    await page.goto('/');
    const panel = await openChat(page);
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).fill('plan?');
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).press('Enter');
    const reply = panel.locator('[data-role="model"]').last();
    await expect(reply.locator('strong')).toHaveText('Plan');
    await expect(reply.locator('li')).toHaveCount(2);
    await expect(reply.locator('em')).toHaveText('one');
    await expect(reply.locator('img')).toHaveCount(0);
    await expect(reply).toContainText('<img src=x onerror=alert(1)>');
  });

  test('the widget passes axe open and closed', async ({ page }) => {
    // Two axe sweeps and the widget's first load: slow on a busy two-core runner.
    test.slow();
    await page.goto('/');
    expect((await axeScan(page).include('[data-chat-launcher]').analyze()).violations).toEqual([]);
    await openChat(page);
    const results = await axeScan(page).include('[aria-label="AI Coach"]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('loads no chat code before the visitor opens it', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'load' });
    expect(scripts.filter((url) => url.includes('Chat'))).toEqual([]);
    await openChat(page);
    expect(scripts.some((url) => url.includes('ChatWidget'))).toBe(true);
  });
});

test.describe('practice mode (offline coach, real endpoint)', () => {
  test('the coach plays a referral source, then scores the rep on the four stages', async ({ page }) => {
    await page.goto('/tools/chatbot');
    const conversation = page.getByRole('region', { name: 'AI Coach conversation' });
    const persona = conversation.getByLabel('Practice mode');
    await waitForIsland(page, 'ChatPage');
    await persona.selectOption('snf-don');
    const log = conversation.getByTestId('chat-log');
    await expect(log).toContainText('We already use a hospice', { timeout: 20_000 });

    const box = conversation.getByRole('textbox', { name: 'Message the AI Coach' });
    await box.fill('What happens on your unit when a resident declines on a weekend?');
    await box.press('Enter');
    await expect(conversation.locator('[data-role="model"]')).toHaveCount(3, { timeout: 20_000 });

    await conversation.getByRole('button', { name: 'Score me' }).click();
    const scorecard = conversation.locator('[data-role="model"]').last();
    await expect(scorecard).toContainText('Your practice scorecard', { timeout: 20_000 });
    for (const stage of ['Discovery', 'Connecting', 'Guiding', 'Commitment']) await expect(scorecard).toContainText(`${stage}:`);
    await expect(scorecard.locator('li')).not.toHaveCount(0);
  });

  test('the widget shows a streamed reply from the real server as it arrives', async ({ page }) => {
    const seen: string[] = [];
    await page.goto('/');
    const panel = await openChat(page);
    const reply = panel.locator('[data-role="model"]');
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).fill('Build a weekly sales rhythm');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/chat'));
    await panel.getByRole('textbox', { name: 'Message the AI Coach' }).press('Enter');
    expect((await response).headers()['content-type']).toContain('text/event-stream');
    await expect(reply).toHaveCount(2, { timeout: 20_000 });
    await expect(reply.last()).toContainText(/week/i);
    seen.push((await reply.last().textContent()) ?? '');
    expect(seen[0]!.length).toBeGreaterThan(100);
  });
});
