import { expect, test, type Page } from '@playwright/test';
import { HYDRATION_TIMEOUT, SERVER_TIMEOUT } from './page-helpers';
import { outboxMessagesTo, rawHeader, waitForEmail } from './helpers/outbox';
import { axeScan, describeViolations } from './axe';

/**
 * The owner's loop end to end against the local outbox (the e2e server has no SMTP_URL, so every
 * email is an .eml file under .netlify/outbox): subscribe on the home page → confirm from the
 * email → the Newsletter tab's preview, 'Send test to me' and 'Send now' → the issue arrives with
 * its unsubscribe headers → one-click unsubscribe. Playwright's config gives the server
 * OWNER_EMAIL and BUSINESS_POSTAL_ADDRESS.
 */
const PASSPHRASE = 'e2e-admin-passphrase';
const OWNER = 'owner@examplehospice.org';
const POSTAL = '100 Example Street, Suite 200, Springfield, IL 62701';
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@examplehospice.org`;

async function subscribeOnHomePage(page: Page, email: string) {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Weekly Coaching Tips' });
  await section.getByLabel('Email address').click();
  await expect(section.getByRole('button', { name: 'Subscribe' })).toBeEnabled({ timeout: HYDRATION_TIMEOUT });
  await section.getByLabel('Email address').fill(email);
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByText('Thanks for subscribing!')).toBeVisible({ timeout: SERVER_TIMEOUT });
  await expect(section.getByText(/click its link to start receiving the tips/)).toBeVisible();
}

test.describe('weekly newsletter, owner side', () => {
  test.describe.configure({ timeout: 180_000 });

  test('subscribe → confirm → Newsletter tab: preview, Send test to me, Send now → one-click unsubscribe', async ({ page }) => {
    const email = uniqueEmail('loop');
    await subscribeOnHomePage(page, email);

    // Pending until confirmed: listed apart in the Subscribers tab, not counted.
    const confirmation = await waitForEmail(email, /^Please confirm your Weekly Coaching Tips subscription$/);
    const confirmLink = /(http:\/\/localhost:\d+\/newsletter\/confirm\?token=\S+)/.exec(confirmation.text ?? '')?.[1];
    expect(confirmLink).toBeTruthy();
    await page.request.post('/api/admin/session', { data: { password: PASSPHRASE } });
    const pendingEmails = async () =>
      ((await (await page.request.get('/api/newsletter/pending')).json()) as { email: string }[]).map((s) => s.email);
    expect(await pendingEmails()).toContain(email);

    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    await page.goto(confirmLink!);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await pendingEmails()).toContain(email);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible({ timeout: SERVER_TIMEOUT });
    await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeFocused();
    expect(await pendingEmails()).not.toContain(email);
    const welcome = await waitForEmail(email, /^Welcome to Weekly Coaching Tips$/);
    expect(welcome.text).toContain('Your action this week:');
    const active = (await (await page.request.get('/api/newsletter/subscribers')).json()) as { email: string }[];
    expect(active.map((s) => s.email)).toContain(email);

    // The Newsletter tab.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Newsletter' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: "This week's issue" })).toBeVisible();
    // The weeks ahead, soonest first (the calendar runs well past four weeks, so no warning).
    const ahead = panel.getByRole('list', { name: 'Tips scheduled after today' });
    await expect(ahead.getByRole('listitem').first()).toBeVisible();
    expect(await ahead.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await expect(panel.getByText(/weekly tips? (?:is|are) scheduled after today/)).toHaveCount(0);
    await expect(panel.getByText(/SMTP_URL is not set: every email is written as a file to \.netlify\/outbox\//)).toBeVisible();
    const preview = panel.getByRole('region', { name: /^Preview: Weekly Coaching Tips: / });
    await expect(preview).toContainText('Your action this week:');
    await expect(preview).toContainText(POSTAL);
    const subject = ((await preview.getByRole('heading').textContent()) ?? '').replace(/^Preview: /, '');

    await panel.getByRole('button', { name: 'Send test to me' }).click();
    await expect(page.locator('#toast-region .toast').filter({ hasText: 'Test sent' }).filter({ hasText: OWNER })).toBeVisible({
      timeout: SERVER_TIMEOUT,
    });
    const test = await waitForEmail(OWNER, new RegExp(`^\\[Test\\] ${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(test.text).toContain(POSTAL);

    await panel.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Send this week's issue now?" });
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(page.locator('#toast-region .toast').filter({ hasText: 'Newsletter sent' })).toBeVisible({ timeout: SERVER_TIMEOUT });
    await expect(panel.getByText(/^Sent to \d+ of \d+ active subscribers? this week\.$/)).toBeVisible();
    const history = panel.getByRole('table', { name: 'Newsletter issues sent, newest first' });
    await expect(history.getByRole('rowheader', { name: subject.replace(/^Weekly Coaching Tips: /, '') })).toBeVisible();

    // The issue reached the subscriber once, with the unsubscribe headers, link and postal address.
    const issue = await waitForEmail(email, new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(issue.text).toContain(POSTAL);
    expect(issue.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/unsubscribe\?token=/);
    expect(rawHeader(issue, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/localhost:\d+\/api\/newsletter\/one-click\?token=[^>]+)>, <mailto:[^>]+>$/.exec(
      rawHeader(issue, 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(oneClick).toBeTruthy();

    // 'Send now' again: nothing new for anyone who has it.
    await panel.getByRole('button', { name: 'Send now' }).click();
    const again = page.waitForResponse((r) => r.url().endsWith('/api/admin/newsletter/send'));
    await confirm.getByRole('button', { name: 'Send now' }).click();
    expect((await again).status()).toBe(202);
    await expect(panel.getByRole('button', { name: 'Send now' })).toBeEnabled();
    expect((await outboxMessagesTo(email)).filter((message) => message.subject === subject)).toHaveLength(1);

    const axe = await axeScan(page).analyze();
    expect(describeViolations(axe.violations)).toEqual([]);

    // RFC 8058 one-click: a form POST, no cookies, no further step.
    const response = await page.request.post(oneClick!, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ removed: true });
    const after = (await (await page.request.get('/api/newsletter/subscribers')).json()) as { email: string }[];
    expect(after.map((s) => s.email)).not.toContain(email);
  });
});
