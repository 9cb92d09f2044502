import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * First-party analytics end to end on the production build: a scripted visit reaches the desk's
 * totals (GET /api/admin/analytics), and a browser asking for Global Privacy Control or Do Not
 * Track sends nothing at all.
 */
const PASSPHRASE = 'e2e-admin-passphrase';

interface Day {
  day: string;
  visits: number;
  views: Record<string, number>;
}

async function today(request: APIRequestContext): Promise<Day> {
  const response = await request.get('/api/admin/analytics?days=30');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { days: Day[] }).days.at(-1)!;
}

test.describe('first-party analytics', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a scripted visit shows up in the totals: one visit, each page viewed, sent after load', async ({ browser, request }) => {
    expect((await request.post('/api/admin/session', { data: { password: PASSPHRASE } })).status()).toBe(200);
    const before = await today(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    let loaded = false;
    let sentBeforeLoad = false;
    page.on('load', () => (loaded = true));
    page.on('request', (req) => {
      if (req.url().endsWith('/api/analytics/events') && !loaded) sentBeforeLoad = true;
    });
    for (const path of ['/about', '/tools/playbooks']) {
      loaded = false;
      const beacon = page.waitForResponse((response) => response.url().endsWith('/api/analytics/events'));
      await page.goto(path);
      expect((await beacon).status()).toBe(202);
    }
    expect(sentBeforeLoad).toBe(false);
    expect(await context.cookies()).toEqual([]);
    // The visit's id lives in the tab's session storage only.
    expect(await page.evaluate(() => sessionStorage.getItem('spartan_visit'))).toMatch(/^[0-9a-f]{32}$/);
    await context.close();

    await expect
      .poll(async () => {
        const after = await today(request);
        return {
          about: (after.views['/about'] ?? 0) - (before.views['/about'] ?? 0),
          playbooks: (after.views['/tools/playbooks'] ?? 0) - (before.views['/tools/playbooks'] ?? 0),
          visits: after.visits - before.visits,
        };
      })
      .toEqual({ about: 1, playbooks: 1, visits: 1 });
  });

  for (const [name, init] of [
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`a browser asking for ${name} sends nothing`, async ({ page }) => {
      await page.addInitScript(init);
      const beacons: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/analytics/')) beacons.push(req.url());
      });
      await page.goto('/about');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
      await page.goto('/tools/playbooks');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
      expect(beacons).toEqual([]);
    });
  }
});
