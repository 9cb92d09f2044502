import { expect, test, type Page } from '@playwright/test';
import { waitForIsland } from './tools-helpers';
import { hear, heardAt, isListening, spoken, stubSpeech } from './helpers/speech-stub';

/**
 * A whole voice practice on the phone, with the browser's speech stubbed: recognition results
 * are injected, synthesis is observed. Once online (the site's offline coach answers, no key) and
 * once with no network at all, where the persona answers on the device.
 */
const LINES = [
  'What happens on your floor when a resident declines on a Saturday night?',
  'That sounds exhausting. So your nurses are alone with the families all weekend. What happened the last time?',
  'Our on-call nurse comes out on weekends, so that your staff are not managing symptoms alone.',
  'Could I have fifteen minutes with your unit managers on Thursday at 2?',
];

async function holdToTalk(page: Page, text: string) {
  const button = page.getByRole('button', { name: /Hold to talk|Listening/ });
  await button.hover();
  await page.mouse.down();
  await expect.poll(() => isListening(page)).toBe(true);
  await hear(page, text);
  await page.mouse.up();
}

async function practise(page: Page) {
  await page.goto('/tools/practice');
  await expect(page.getByRole('heading', { name: "What you'll be scored on" })).toBeVisible();
  await expect(page.getByText('Put a day or a time on that next step')).toBeVisible();
  // The first touch or key hydrates the practice; a press before then is held and replayed, which check() can't wait for.
  await waitForIsland(page, 'PracticeStudio');
  await page.getByLabel('Practice partner').selectOption('snf-don');
  await page.getByLabel('Hard').check();
}

async function talkThrough(page: Page) {
  const log = page.getByTestId('practice-log');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(log.locator('[data-role="persona"]')).toHaveCount(1);
  await expect.poll(async () => (await spoken(page)).length).toBe(1);
  for (const [index, line] of LINES.entries()) {
    await holdToTalk(page, line);
    await expect(log.locator('[data-role="rep"]').nth(index)).toHaveText(new RegExp(line.slice(0, 30).replace(/[?.]/g, '.')));
    await expect(log.locator('[data-role="persona"]')).toHaveCount(index + 2);
    await expect.poll(async () => (await spoken(page)).length).toBe(index + 2);
  }
  const said = await spoken(page);
  const finished = await heardAt(page);
  // What was spoken is the reply on screen (stage directions in brackets are not read out).
  expect(await log.locator('[data-role="persona"]').last().innerText()).toContain(said.at(-1)!.text.trim());
  return { said, finished };
}

async function expectScorecard(page: Page) {
  await page.getByRole('button', { name: 'End and score' }).click();
  const card = page.getByTestId('scorecard');
  // Eleven of twelve: the rep never explained eligibility or the benefit, and the card says what would have.
  await expect(card).toContainText('Scorecard: 92/100 · Passed');
  await expect(card.locator('[data-check="guiding-educate"]')).toContainText('Would have passed: Teach one fact');
  await expect(card.locator('[data-check="commitment-time"]')).toContainText(
    '“Could I have fifteen minutes with your unit managers on Thursday at 2?”',
  );
  await expect(card.locator('[data-pass="true"]')).toHaveCount(11);
  const progress = page.getByTestId('practice-progress');
  await expect(progress).toContainText('1 scored session');
  await expect(page.getByTestId('weakest-stage')).toContainText('Practise your weakest stage next');
}

test.beforeEach(async ({ page }) => {
  await stubSpeech(page);
});

test('a full voice session with hold-to-talk, replies spoken, scored with quotes', async ({ page }) => {
  await practise(page);
  await talkThrough(page);
  await expectScorecard(page);
  // Kept on the device: a reload still shows the progress.
  await page.reload();
  await expect(page.getByTestId('practice-progress')).toContainText('1 scored session');
});

test('with no network: the persona answers on the device and speaks within a second', async ({ page, context }) => {
  await practise(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url());
  });
  await context.setOffline(true);
  const { said, finished } = await talkThrough(page);
  expect(requests).toEqual([]);
  // Each reply starts being spoken within a second of the rep releasing the button (the page's own clock).
  for (const [index, end] of finished.entries()) expect(said[index + 1]!.at - end).toBeLessThan(1000);
  await expectScorecard(page);
  await context.setOffline(false);
});

test('hands-free: listening starts again after each spoken reply; typing works as a fallback', async ({ page }) => {
  await practise(page);
  await page.getByRole('button', { name: 'Start practice' }).click();
  await page.getByLabel(/Hands-free/).check();
  // Hands-free: one press starts listening and a pause in speech ends the turn.
  await page.getByRole('button', { name: 'Hold to talk' }).click();
  await expect.poll(() => isListening(page)).toBe(true);
  await hear(page, LINES[0]!, true);
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  await expect.poll(() => isListening(page)).toBe(true);
  await hear(page, LINES[1]!, true);
  await expect(page.getByTestId('practice-log').locator('[data-role="rep"]')).toHaveCount(2);
  await page.getByLabel('Type what you would say').fill(LINES[3]!);
  await page.getByRole('button', { name: 'Say it' }).click();
  await expect(page.getByTestId('practice-log').locator('[data-role="rep"]')).toHaveCount(3);
});

test('without speech in the browser, the practice is typed and read', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
  });
  await page.goto('/tools/practice');
  // Pressed before the code has loaded: the press is held and replayed.
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByText("This browser can't listen: type your lines instead.")).toBeVisible();
  await expect(page.getByText("This browser can't speak replies: read them above.")).toBeVisible();
  await page.getByLabel('Type what you would say').fill(LINES[0]!);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-log').locator('[data-role="persona"]')).toHaveCount(2);
});
