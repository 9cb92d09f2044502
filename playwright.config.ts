import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_FLAGS, findChromium, findTestChromium } from './scripts/lib/chromium.ts';
import { slowdownForRun } from './scripts/lib/machine-slowdown.ts';

const PORT = Number(process.env.E2E_PORT ?? 8899);
export const baseURL = `http://localhost:${PORT}`;
const launchOptions = { executablePath: findTestChromium() ?? undefined, args: CHROMIUM_FLAGS };
/**
 * The full browser, for the specs about what runs before the visitor does anything: the headless
 * shell dispatches a pointerover at (0, 0) on every page load, as if a mouse rested on the header,
 * which wakes the islands that hydrate on a first pointer. A visitor who has not touched the page
 * sends nothing, and neither does the full browser.
 */
const untouchedLaunchOptions = { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS };
const UNTOUCHED_SPECS = /(early-interaction|phone-interaction)\.spec\.ts/;

/**
 * Timeouts scale with the machine's measured speed (E2E_SLOWDOWN sets it; see
 * scripts/lib/machine-slowdown.ts), so a busy runner gets longer waits instead of retries: a test
 * that fails still fails, once. Workers: one per core, at most four, and half that when the
 * machine is already twice as slow as a quiet one (each worker runs a Chromium beside the one
 * local server, and more of them would only slow each other); E2E_WORKERS sets it.
 */
const slowdown = slowdownForRun();
const scaled = (ms: number) => Math.round(ms * slowdown);
const cores = Math.min(4, availableParallelism());
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, slowdown >= 2 ? Math.floor(cores / 2) : cores);

/**
 * End-to-end tests run against the production build (dist/) served by the same local server
 * as `npm start`, with a fresh local Blobs store and known admin credentials.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/warm-up.ts',
  fullyParallel: true,
  workers,
  retries: 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(10_000) },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
    // page.route cannot see requests a service worker handles; only the PWA tests opt back in.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: [/.*\.mobile\.spec\.ts/, UNTOUCHED_SPECS] },
    { name: 'desktop-untouched', use: { ...devices['Desktop Chrome'], launchOptions: untouchedLaunchOptions }, testMatch: UNTOUCHED_SPECS },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      // Mobile runs the specs written for small screens; the rest are viewport-independent.
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: scaled(120_000),
    env: {
      PORT: String(PORT),
      QUIET: '1',
      RESET_BLOBS: '1',
      ADMIN_PASSWORD: 'e2e-admin-passphrase',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      RATE_LIMIT_SCALE: '50',
      GEMINI_API_KEY: '',
      // Email goes to the local outbox (.netlify/outbox); the newsletter needs an address by law.
      BUSINESS_POSTAL_ADDRESS: '100 Example Street, Suite 200, Springfield, IL 62701',
      OWNER_EMAIL: 'owner@examplehospice.org',
      NEWSLETTER_SEND_INTERVAL_MS: '0',
    },
  },
});
