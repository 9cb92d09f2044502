import { expect, test } from '@playwright/test';
import { ANSWERED_LATER_NOTICE, DEFERRED_NOTICE } from '../../src/coach/deferred-questions';
import { API_TIMEOUT, waitForIsland, warmUp } from './tools-helpers';

/**
 * What the coach understood, seen by the rep: the one-line reading above an answer, the one-tap
 * correction that asks again, the free-text objection box, and a question the offline coach
 * cannot answer, saved on the phone (when the site answers with Gemini) and answered once the
 * connection is back.
 */
test.describe('the coach says what it understood', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await warmUp(request, '/api/playbooks', { scenario: 'Warm-up scenario for the local server' });
    await warmUp(request, '/api/objections', { objection: 'Warm-up objection' });
    await request.dispose();
  });

  test('a playbook request shows its reading, and one tap asks again read as something else', async ({ page }) => {
    await page.goto('/tools/playbooks');
    await waitForIsland(page, 'PlaybookGenerator');
    await page.getByRole('textbox', { name: 'Scenario', exact: true }).fill('Plan a ride-along with my new rep at two SNFs next week');
    await page.getByRole('button', { name: 'Generate Playbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Sales Playbook' });
    await expect(dialog.getByTestId('coach-understood')).toContainText('Understood: Leadership question', API_TIMEOUT);
    await dialog.getByText('Not what you asked?').click();
    await dialog.getByRole('group', { name: 'Ask again as' }).getByRole('button', { name: 'An account plan' }).click();
    await expect(dialog.getByTestId('coach-understood')).toContainText('Understood: Plan for an account', API_TIMEOUT);
  });

  test('the objection box answers the situation typed, and says how it read it', async ({ page }) => {
    await page.goto('/tools/objections');
    await waitForIsland(page, 'ObjectionAsk');
    await page
      .getByRole('textbox', { name: /What the referral source or family said/ })
      .fill('The DON at Maple Grove SNF told me they already use another hospice and are happy with them.');
    await page.getByRole('button', { name: 'Get a response' }).click();
    await expect(page.getByTestId('coach-understood')).toContainText('Objection from a SNF DON', API_TIMEOUT);
    await expect(page.getByTestId('coach-understood')).toContainText('already uses another hospice');
  });
});

test.describe('a question saved without signal', () => {
  test.describe.configure({ timeout: 180_000 });
  // As on a rep's phone: the service worker has precached the app, including the coach engine.
  test.use({ serviceWorkers: 'allow' });

  test('offline on a site that answers with Gemini, a question it cannot answer is saved and answered back online', async ({
    page,
    context,
  }) => {
    await page.goto('/tools/objections');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await waitForIsland(page, 'ObjectionAsk');
    // This site's earlier answers came from Gemini (the flag an online Gemini answer leaves behind).
    await page.evaluate(() => localStorage.setItem('spartan_coach_keyed', '1'));
    await context.setOffline(true);
    await page.getByRole('textbox', { name: /What the referral source or family said/ }).fill('zxq vrrb plonk');
    await page.getByRole('button', { name: 'Get a response' }).click();
    await expect(page.getByText(DEFERRED_NOTICE)).toBeVisible(API_TIMEOUT);
    await context.setOffline(false);
    await expect(page.getByText(ANSWERED_LATER_NOTICE)).toBeVisible(API_TIMEOUT);
    // Answered once: nothing is left waiting on the phone.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('spartan-coach-deferred');
              open.onsuccess = () => {
                const count = open.result.transaction('questions').objectStore('questions').count();
                count.onsuccess = () => resolve(count.result);
              };
            }),
        ),
      )
      .toBe(0);
  });
});
