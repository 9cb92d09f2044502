import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Islands load their code only when asked for (first use), from a local server that compresses
 * each script on first request, and this machine's two cores are shared: waiting for a hydrated
 * form gets more time than other checks.
 */
export const HYDRATION_TIMEOUT = 20_000;
/** Same reason: a function's first call on the local server can take a few seconds. */
export const SERVER_TIMEOUT = 20_000;

/**
 * Collects the URL of every script file the page requests from now on, however it is requested
 * (a module import, or a prefetch, whose resource type is not 'script').
 */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => /\.m?js$/.test(new URL(request.url()).pathname) && scripts.push(request.url()));
  return scripts;
}

/**
 * Fake timers that stand still until the test moves them (page.clock.runFor): on a busy machine
 * the real seconds a page load takes would otherwise count towards a 2 s or 3 s delay.
 */
export async function stopTheClock(page: Page): Promise<void> {
  const start = new Date('2026-11-21T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The one visible toast (spec: at most one at a time). */
export const toastItem = (page: Page): Locator => page.locator('#toast-region li.toast');

export async function expectToast(page: Page, title: string, description: string, variant: 'default' | 'destructive' = 'default') {
  const toast = toastItem(page);
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('.toast-title')).toHaveText(title);
  await expect(toast.locator('.toast-description')).toHaveText(description);
  await expect(toast).toHaveAttribute('data-variant', variant);
}

/** Holds matching requests until `release()` is called, so a test can look at the in-flight state. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The inquiry dialog, found by its accessible name. */
export const inquiryDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Start Your Inquiry' });

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  company?: string;
  message: string;
}

export const VALID_INQUIRY: InquiryValues = {
  name: 'Jordan Liaison',
  email: 'jordan@examplehospice.org',
  phone: '(555) 010-2000',
  company: 'Example Hospice',
  message: 'Our team of four liaisons needs help converting SNF referrals.',
};

export async function fillInquiry(dialog: Locator, values: InquiryValues = VALID_INQUIRY) {
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Phone').fill(values.phone);
  if (values.company !== undefined) await dialog.getByLabel('Company').fill(values.company);
  await dialog.getByLabel('Message').fill(values.message);
}

/**
 * Records every API call that carries what the visitor typed: every /api/ request except the
 * cookieless visit count, which holds only the page and the tool used (README, "Visit counts").
 */
export function recordDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/analytics/events') calls.push(request.url());
  });
  return calls;
}
