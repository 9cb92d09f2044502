import { existsSync } from 'node:fs';

/** The Chromium binary tests and benchmarks use: CHROME_PATH, else Debian's, else none (Playwright's own). */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
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
