import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForIsland } from './tools-helpers';
import { recordDataCalls } from './page-helpers';

/**
 * Headless Chromium's speech recognition can't hear anything, so each test installs its own:
 * either none at all (an unsupported browser) or a scripted fake the test drives.
 */
function installFakeRecognition(page: Page, options: { throwOnStart?: boolean } = {}) {
  return page.addInitScript((opts) => {
    type Listener = ((event: unknown) => void) | null;
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: Listener = null;
      onerror: Listener = null;
      onend: (() => void) | null = null;
      started = 0;
      constructor() {
        (window as unknown as { recognition: FakeRecognition }).recognition = this;
      }
      start() {
        if (opts.throwOnStart) throw new Error('not-allowed');
        this.started++;
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
      /** Test hook: deliver results as [text, isFinal] pairs. */
      emit(results: [string, boolean][]) {
        const list = results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
        this.onresult?.({ resultIndex: 0, results: list });
      }
    }
    Object.defineProperty(window, 'SpeechRecognition', { configurable: true, value: undefined });
    Object.defineProperty(window, 'webkitSpeechRecognition', { configurable: true, value: FakeRecognition });
  }, options);
}

function removeRecognition(page: Page) {
  return page.addInitScript(() => {
    Object.defineProperty(window, 'SpeechRecognition', { configurable: true, value: undefined });
    Object.defineProperty(window, 'webkitSpeechRecognition', { configurable: true, value: undefined });
  });
}

/** Accepts every browser dialog and records it as "type: message". */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return alerts;
}

type Fake = {
  recognition: {
    continuous: boolean;
    interimResults: boolean;
    lang: string;
    started: number;
    emit(r: [string, boolean][]): void;
    onerror: (e: unknown) => void;
    onend: () => void;
  };
};
const emit = (page: Page, results: [string, boolean][]) => page.evaluate((r) => (window as unknown as Fake).recognition.emit(r), results);

test.describe('audio transcriber (/tools/transcribe)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('records continuous, interim, en-US speech into a live transcript; Stop returns to ready; no server call', async ({ page }) => {
    const apiCalls = recordDataCalls(page);
    await installFakeRecognition(page);
    await page.goto('/tools/transcribe');
    await waitForIsland(page, 'TranscriberTool');
    await expect(page.getByText('Ready to record')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export as Text' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByText('Recording in progress...')).toBeVisible();
    expect(
      await page.evaluate(() => {
        const r = (window as unknown as Fake).recognition;
        return { continuous: r.continuous, interimResults: r.interimResults, lang: r.lang, started: r.started };
      }),
    ).toEqual({ continuous: true, interimResults: true, lang: 'en-US', started: 1 });

    const transcript = page.getByTestId('transcript');
    await emit(page, [['Met with the DON', false]]);
    await expect(transcript).toHaveText('Met with the DON');
    await emit(page, [['Met with the DON at Oakwood Manor.', true]]);
    await emit(page, [['She wants an in', false]]);
    await expect(transcript).toHaveText('Met with the DON at Oakwood Manor. She wants an in');

    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByText('Ready to record')).toBeVisible();
    await expect(transcript).toHaveText('Met with the DON at Oakwood Manor.');
    expect(apiCalls).toEqual([]);
  });

  test('copies and exports the transcript as transcription.txt; starting again clears it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installFakeRecognition(page);
    await page.goto('/tools/transcribe');
    await waitForIsland(page, 'TranscriberTool');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await emit(page, [['Follow up with hospital case management on Friday.', true]]);
    await page.getByRole('button', { name: 'Stop Recording' }).click();

    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(page.locator('#toast-region li')).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Follow up with hospital case management on Friday.');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Text' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('transcription.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toBe('Follow up with hospital case management on Friday.');

    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByTestId('transcript')).toHaveText('Your transcript will appear here.');
  });

  test('recognition ending by itself returns to ready; a no-speech error is ignored', async ({ page }) => {
    await installFakeRecognition(page);
    await page.goto('/tools/transcribe');
    await waitForIsland(page, 'TranscriberTool');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.evaluate(() => (window as unknown as Fake).recognition.onerror({ error: 'no-speech' }));
    await expect(page.getByText('Recording in progress...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toHaveCount(0);
    await page.evaluate(() => (window as unknown as Fake).recognition.onend());
    await expect(page.getByText('Ready to record')).toBeVisible();
  });

  test('any other recognition error stops recording and shows the Browser Not Supported panel', async ({ page }) => {
    await installFakeRecognition(page);
    await page.goto('/tools/transcribe');
    await waitForIsland(page, 'TranscriberTool');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.evaluate(() => (window as unknown as Fake).recognition.onerror({ error: 'not-allowed' }));
    await expect(page.getByText('Ready to record')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toBeVisible();
    // Starting again clears the flag.
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toHaveCount(0);
  });

  test('a start failure alerts “Could not start recording. Please try again.”', async ({ page }) => {
    await installFakeRecognition(page, { throwOnStart: true });
    await page.goto('/tools/transcribe');
    await waitForIsland(page, 'TranscriberTool');
    const alerts = recordAlerts(page);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect.poll(() => alerts).toEqual(['alert: Could not start recording. Please try again.']);
    await expect(page.getByText('Ready to record')).toBeVisible();
  });

  test('an unsupported browser shows the panel and alerts on Start', async ({ page }) => {
    await removeRecognition(page);
    await page.goto('/tools/transcribe');
    await waitForIsland(page, 'TranscriberTool');
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toBeVisible();
    const alerts = recordAlerts(page);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect
      .poll(() => alerts)
      .toEqual(['alert: Speech recognition is not supported in your browser. Please use Chrome, Edge, or Safari.']);
    await expect(page.getByRole('heading', { name: 'Browser Not Supported' })).toBeVisible();
    await expect(page.getByText('Ready to record')).toBeVisible();
  });

  test('the how-it-works list is part of the static page', async ({ request }) => {
    const html = await (await request.get('/tools/transcribe')).text();
    expect(html).toContain('How it works');
    expect(html).toContain('Start Recording');
    expect(html).toContain('Ready to record');
  });
});
