/**
 * A mid-range phone (the one the interaction goals are measured on), as one definition for the e2e tests and the
 * bench: 412×823 CSS px at 1.75×, touch, 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4× slower
 * than this machine, cold cache (a new browser context per run, so nothing is cached).
 * Applied through the Chrome DevTools Protocol, which is what Lighthouse's own throttling uses.
 */
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';

export const PHONE_VIEWPORT = { width: 412, height: 823 } as const;

/** Context options for `browser.newContext(...)` or `test.use(...)`. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: PHONE_VIEWPORT,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

export const PHONE_CPU_SLOWDOWN = 4;

/**
 * Throttles `page`'s network and CPU like the phone and disables its cache. Call before the first
 * navigation; returns the CDP session (detach it, or close the page, to stop throttling).
 */
export async function throttleLikePhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return cdp;
}
