import { expect, test } from '@playwright/test';
import { API_TIMEOUT, failRequests, holdRequests, waitForIsland, warmUp } from './tools-helpers';

const EXAMPLES = [
  'Which skilled nursing facilities in my county have memory care units?',
  'What do hospital case managers look for in a hospice partner?',
  'How should I tier the accounts in my territory?',
  'What are the hospice eligibility indicators for dementia?',
];

test.describe('grounded research (/tools/research)', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(150_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await warmUp(request, '/api/research', { query: 'Warm-up question' });
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/research');
    await waitForIsland(page, 'ResearchTool');
  });

  test('validates the query on Search or Enter (the button is never disabled for it); 5 characters clear the message', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => request.url().endsWith('/api/research') && posted++);
    const input = page.getByLabel('Research question');
    const search = page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' });
    await expect(search).toBeEnabled();
    await input.fill('SNF');
    await search.click();
    await expect(page.getByText('Query must be at least 5 characters')).toBeVisible();
    await input.fill('SN');
    await input.press('Enter');
    await expect(page.getByText('Query must be at least 5 characters')).toBeVisible();
    await input.fill('SNFs?');
    await expect(page.getByText('Query must be at least 5 characters')).toHaveCount(0);
    await expect(search).toBeEnabled();
    expect(posted).toBe(0);
  });

  test('Enter searches; examples hide while loading and after a result; sources open in a new tab', async ({ page }) => {
    for (const example of EXAMPLES) await expect(page.getByRole('button', { name: example })).toBeVisible();
    const held = holdRequests(page, '**/api/research');
    const input = page.getByLabel('Research question');
    await input.fill('How do I tier the accounts in my territory?');
    const requestPromise = page.waitForRequest('**/api/research');
    await input.press('Enter');
    expect((await requestPromise).postDataJSON()).toEqual({ query: 'How do I tier the accounts in my territory?' });
    await expect(page.getByRole('status').filter({ hasText: 'Searching for relevant information...' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(page.getByRole('button', { name: EXAMPLES[0] })).toHaveCount(0);
    held.release();

    const results = page.getByRole('region', { name: 'Research Results' });
    await expect(results.getByRole('heading', { name: 'Tiering your territory' })).toBeVisible(API_TIMEOUT);
    await expect(results.getByText('Offline coach', { exact: true })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Sources' })).toBeVisible();
    const source = results.getByRole('link', { name: 'Territory Template' });
    await expect(source).toHaveAttribute('href', '/resources/territory-template');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('status').filter({ hasText: 'Searching for relevant information...' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: EXAMPLES[0] })).toHaveCount(0);
  });

  test('an example question searches at once', async ({ page }) => {
    await page.getByRole('button', { name: EXAMPLES[3] }).click();
    await expect(page.getByLabel('Research question')).toHaveValue(EXAMPLES[3]!);
    const results = page.getByRole('region', { name: 'Research Results' });
    await expect(results).toContainText('dementia', API_TIMEOUT);
    await expect(
      results
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') })
        .first(),
    ).toBeVisible();
  });

  test('shows the spec’s failure text with no sources when the server fails, keeping the question', async ({ page }) => {
    await failRequests(page, '**/api/research');
    await page.getByLabel('Research question').fill('Hospitals with the most readmissions');
    await page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: 'Research Results' });
    await expect(results.getByText("Sorry, I couldn't complete the research. Please try again.")).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Sources' })).toHaveCount(0);
    await expect(page.getByLabel('Research question')).toHaveValue('Hospitals with the most readmissions');
  });
});
