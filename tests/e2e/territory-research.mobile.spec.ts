import { expect, test, type Page } from '@playwright/test';
import { API_TIMEOUT, waitForIsland } from './tools-helpers';
import { axeScan, describeViolations } from './axe';

/**
 * Territory research on a phone: the rep picks a state and counties once, asks each kind of
 * territory question in words and gets tables from CMS data (here the committed fixture, whose
 * providers are fictional), each with its sources and dates; then, with no signal, asks again.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Research question');
  await input.fill(question);
  await page.getByRole('search', { name: 'Research' }).getByRole('button', { name: 'Search' }).click();
}

const territoryAnswer = (page: Page) => page.getByRole('region', { name: 'From CMS data for your territory' });

test('pick a territory, ask each kind of question, then ask again with no signal', async ({ page, context }) => {
  const stateFiles: string[] = [];
  page.on('request', (request) => /\/territory\/[A-Z]+\.json$/.test(request.url()) && stateFiles.push(new URL(request.url()).pathname));

  await page.goto('/tools/research');
  await controlledBySw(page);
  await waitForIsland(page, 'ResearchTool');
  expect(stateFiles).toEqual([]);

  // Pick the territory: the state's file is fetched only now.
  await page.getByText('Your territory:').click();
  const picker = page.getByRole('form', { name: 'Territory' });
  // What is typed but not saved survives closing the panel; a bad ZIP code is refused with a message.
  await picker.getByLabel('ZIP codes (optional)').fill('8500');
  await page.getByText('Your territory:').click();
  await expect(picker).toHaveCount(0);
  await page.getByText('Your territory:').click();
  await expect(picker.getByLabel('ZIP codes (optional)')).toHaveValue('8500');
  await picker.getByLabel('State').selectOption('AZ');
  await picker.getByRole('button', { name: 'Save territory' }).click();
  await expect(picker.getByText('“8500” is not a 5-digit ZIP code.')).toBeVisible();
  expect(stateFiles).toEqual([]);
  await picker.getByLabel('ZIP codes (optional)').fill('');
  await picker.getByLabel('State').selectOption('AZ');
  await picker.getByLabel('Maricopa').check();
  await picker.getByLabel('Pima').check();
  await picker.getByRole('button', { name: 'Save territory' }).click();
  await expect(page.getByText('Your territory: AZ · Maricopa, Pima')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Who serves 85701?' })).toBeVisible(API_TIMEOUT);
  expect(stateFiles).toEqual(['/territory/AZ.json']);
  expect(await page.evaluate(() => localStorage.getItem('spartan_territory'))).toBe(
    '{"state":"AZ","counties":["Maricopa","Pima"],"zips":[]}',
  );

  // Hospices serving a ZIP code, with ownership, Care Index, CAHPS stars; sources dated.
  const researchRequest = page.waitForRequest('**/api/research');
  await ask(page, 'who serves 85004');
  // The same rows go with the research request, so the coach (Gemini, when configured) answers from them.
  const sent = (await researchRequest).postDataJSON() as { query: string; territoryRows: string[] };
  expect(sent.query).toBe('who serves 85004');
  expect(sent.territoryRows).toHaveLength(3);
  expect(sent.territoryRows[2]).toMatch(
    /^Hospice SUNRISE HOSPICE \(EXAMPLE\) \(CCN 031790\).*\[CMS Hospice - General Information, as of 2026-08-19;/,
  );
  const answer = territoryAnswer(page);
  await expect(answer.getByText('3 hospices serve ZIP code 85004, according to CMS.')).toBeVisible();
  await expect(answer.getByText('Example data: fictional providers')).toBeVisible();
  const hospices = answer.getByRole('region', { name: 'Hospices serving ZIP code 85004' });
  await expect(hospices.getByRole('row')).toHaveCount(4);
  await expect(hospices.getByRole('row', { name: /SUNRISE HOSPICE \(EXAMPLE\) PHOENIX For-Profit 9 4★ 86%/ })).toBeVisible();
  await expect(
    hospices.getByRole('row', { name: /MESA VERDE EXAMPLE HOSPICE CARE .* Not published Not published Not published/ }),
  ).toBeVisible();
  await expect(answer.getByText('Hospice Care Index AZ average 8.6, national 8.7')).toBeVisible();
  await expect(
    answer.getByRole('listitem').filter({ hasText: 'Care Index: CMS Hospice - Provider Data, data as of 2026-08-19' }),
  ).toBeVisible();
  await expect(answer.getByRole('link', { name: 'CMS Hospice - General Information' })).toHaveAttribute(
    'href',
    'https://data.cms.gov/provider-data/dataset/yc9t-dgbk',
  );
  // The coach's answer comes below, from the research API, as before.
  await expect(page.getByRole('region', { name: 'Research Results' })).toBeVisible(API_TIMEOUT);

  for (const theme of ['light', 'dark']) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    const axe = await axeScan(page).analyze();
    expect(describeViolations(axe.violations), theme).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  // Nursing homes in a county over a bed count, then filtered on the page.
  await ask(page, 'SNFs in Maricopa over 100 beds');
  await expect(answer.getByText('2 nursing homes in Maricopa County with at least 101 certified beds.')).toBeVisible();
  const homes = answer.getByRole('region', { name: 'Nursing homes in Maricopa County' });
  await expect(homes.getByRole('row', { name: /CAMELBACK EXAMPLE CARE CENTER PHOENIX 128 4 of 5/ })).toBeVisible();
  await expect(homes.getByRole('row', { name: /MCDOWELL EXAMPLE HEALTH CENTER SCOTTSDALE 164 2 of 5/ })).toBeVisible();
  await answer.getByLabel('Overall rating at least').selectOption('3');
  await answer.getByRole('button', { name: 'Filter' }).click();
  await expect(
    answer.getByText('1 nursing home in Maricopa County with at least 101 certified beds and overall rating 3 stars or more.'),
  ).toBeVisible();
  await expect(
    answer.getByRole('listitem').filter({ hasText: 'Beds and star ratings: CMS Provider Information, data as of 2026-09-30' }),
  ).toBeVisible();

  // Hospitals in a county.
  await ask(page, 'hospitals in Pima');
  await expect(
    answer.getByRole('row', { name: /SONORAN EXAMPLE REGIONAL HOSPITAL TUCSON Acute Care Hospitals Proprietary Yes 3 of 5/ }),
  ).toBeVisible();

  // One hospice against the state and national figures, each row with its source and date.
  await ask(page, 'how does Sunrise Hospice compare');
  await expect(answer.getByRole('heading', { name: 'SUNRISE HOSPICE (EXAMPLE)' })).toBeVisible();
  const figures = answer.getByRole('region', { name: 'Quality figures beside the state and national figures' });
  await expect(
    figures.getByRole('row', { name: /Hospice Care Index \(0–10\) 9 8\.6 8\.7 Hospice - Provider Data, as of 2026-08-19/ }),
  ).toBeVisible();
  await expect(
    figures.getByRole('row', { name: /Family caregiver survey \(CAHPS\) stars 4★ Not published by CMS Not published by CMS/ }),
  ).toBeVisible();

  // A question the data cannot answer goes to the coach, and says so.
  await ask(page, 'What are the hospice eligibility indicators for dementia?');
  await expect(page.getByText('Your territory’s CMS data does not answer this question, so this is the coach’s answer.')).toBeVisible(
    API_TIMEOUT,
  );
  await expect(territoryAnswer(page)).toHaveCount(0);

  // No signal: the page, the island and the state's data all come from the service worker.
  await context.setOffline(true);
  await page.reload();
  await waitForIsland(page, 'ResearchTool');
  await expect(page.getByText('Your territory: AZ · Maricopa, Pima')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Who serves 85701?' })).toBeVisible(API_TIMEOUT);
  await ask(page, 'who serves 85719');
  await expect(answer.getByRole('row', { name: /DESERT BLOOM EXAMPLE HOSPICE TUCSON For-Profit 7 Not published 79%/ })).toBeVisible();
  await expect(
    page.getByText('The coach’s answer needs a connection; the table above is from the territory data saved on this device.'),
  ).toBeVisible(API_TIMEOUT);
  await ask(page, 'SNFs in Pima');
  await expect(answer.getByText('2 nursing homes in Pima County.')).toBeVisible();
  await context.setOffline(false);
});
