import { existsSync } from 'node:fs';

/** The Chromium binary tests and benchmarks use: CHROME_PATH, else Debian's, else none (Playwright's own). */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH, else Debian's chromium-headless-shell, else
 * the full browser above. The headless shell is the build Playwright itself uses for headless
 * runs: no browser UI around each page, so the same suite took 3.0 instead of 5.1 minutes on the
 * project's two-core machine (the axe sweep, measured side by side). The benchmark keeps the full
 * browser (findChromium), as Lighthouse and a visitor's Chrome are.
 */
export function findTestChromium(): string | null {
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env.CHROME_PATH || !existsSync(shell) ? findChromium() : shell;
}

/** Flags that keep headless Chromium quiet on a machine with no internet (docs/architecture.md §3). */
export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
