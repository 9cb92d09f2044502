import { expect, test, type Page } from '@playwright/test';
import { LINK_MESSAGES } from '../../src/lib/schemas/practice-links';
import { signLink } from '../../src/server/practice-links';
import { waitForIsland } from './tools-helpers';
import { axeScan } from './axe';

/**
 * Manager links without accounts: the manager makes an assignment link, the rep opens it ready to
 * start (another browser, as on their phone), practises, and sends back a read-only scorecard link
 * that the manager opens elsewhere. A changed or expired link is refused with a clear message.
 */
const axeViolations = async (page: Page) => (await axeScan(page).analyze()).violations.map((v) => v.id);

const E2E_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';

test('assignment link round trip: manager → rep → scorecard link → manager', async ({ browser }) => {
  // Three browsers, a whole practice session and three axe sweeps: the work of several tests in one.
  test.slow();
  const manager = await browser.newPage();
  await manager.goto('/tools/practice/assign');
  await waitForIsland(manager, 'AssignmentForm');
  await manager.getByLabel("Rep's name").fill('Jordan');
  await manager.getByLabel('Practice partner').selectOption('case-manager');
  await manager.getByLabel('Difficulty').selectOption('hard');
  await manager.getByLabel('Due date (optional)').fill('2026-12-04');
  await manager.getByRole('button', { name: 'Create assignment link' }).click();
  const assignmentLink = await manager.getByLabel(/Assignment link/).inputValue();
  expect(assignmentLink).toMatch(/\/tools\/practice#a=/);

  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await rep.goto(assignmentLink);
  await expect(rep.getByTestId('assignment-banner')).toContainText('Assigned to Jordan: Hospital case manager, hard, due 2026-12-04.');
  await expect(rep.getByLabel('Practice partner')).toHaveValue('case-manager');
  await expect(rep.getByLabel('Hard')).toBeChecked();
  await rep.getByRole('button', { name: 'Start practice' }).click();
  await expect(rep.getByTestId('practice-log')).toBeVisible();
  expect(await axeViolations(rep)).toEqual([]);
  const lines = [
    'What happens to a hospice referral you make on a Friday afternoon?',
    'That must be maddening. So the Friday referrals sit until Monday. How long did the last family wait?',
    'Could I join your discharge huddle on Tuesday at 9 for ten minutes?',
  ];
  for (const [index, line] of lines.entries()) {
    await rep.getByLabel('Type what you would say').fill(line);
    await rep.getByRole('button', { name: 'Say it' }).click();
    await expect(rep.getByTestId('practice-log').locator('[data-role="persona"]')).toHaveCount(index + 2);
  }
  await rep.getByRole('button', { name: 'End and score' }).click();
  await expect(rep.getByTestId('scorecard')).toContainText('Hospital case manager · Hard');
  await rep.getByLabel('Include the conversation transcript').check();
  await rep.getByRole('button', { name: 'Create scorecard link' }).click();
  const scorecardLink = await rep.getByLabel(/Scorecard link/).inputValue();
  expect(scorecardLink).toMatch(/\/tools\/practice\/scorecard#t=/);
  expect(await axeViolations(rep)).toEqual([]);
  const repScore = await rep.getByTestId('scorecard').getByRole('heading', { level: 2 }).innerText();

  const managerElsewhere = await (await browser.newContext()).newPage();
  await managerElsewhere.goto(scorecardLink);
  const shared = managerElsewhere.getByTestId('scorecard');
  await expect(shared.getByRole('heading', { level: 2 })).toHaveText(repScore);
  await expect(managerElsewhere.getByText(/Jordan, completed .* \(due 2026-12-04\)\. Read-only/)).toBeVisible();
  await expect(shared.locator('[data-check="commitment-time"]')).toContainText(
    '“Could I join your discharge huddle on Tuesday at 9 for ten minutes?”',
  );
  await expect(managerElsewhere.getByTestId('shared-transcript')).toContainText('Rep: What happens to a hospice referral');
  expect(await axeViolations(managerElsewhere)).toEqual([]);
  // Read-only: nothing on the page changes the scorecard.
  await expect(managerElsewhere.getByRole('main').getByRole('button')).toHaveCount(0);
  await repContext.close();
});

test('a changed or expired link is refused with a clear message', async ({ page, request }) => {
  const made = await request.post('/api/practice-links', {
    data: { kind: 'assignment', assignment: { persona: 'snf-don', difficulty: 'easy', repName: 'Jordan' } },
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  const tampered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
  await page.goto(`/tools/practice#a=${tampered}`);
  await expect(page.getByRole('alert')).toHaveText(LINK_MESSAGES.tampered);
  await expect(page.getByTestId('assignment-banner')).toHaveCount(0);

  const expired = signLink(E2E_SECRET, { kind: 'scorecard', data: {} }, 1, Date.now() - 3 * 24 * 60 * 60 * 1000);
  await page.goto(`/tools/practice/scorecard#t=${expired.token}`);
  await expect(page.getByRole('alert')).toHaveText(LINK_MESSAGES.expired);
  await expect(page.getByTestId('scorecard')).toHaveCount(0);

  // A fresh load: a change of fragment alone does not reload the page.
  await page.goto('about:blank');
  await page.goto('/tools/practice/scorecard#t=not-a-real-token.at-all');
  await expect(page.getByRole('alert')).toHaveText(LINK_MESSAGES.tampered);
});
