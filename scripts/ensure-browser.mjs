// Makes sure a Chromium is available for Playwright and Lighthouse, and prints where it is.
// Order: CHROME_PATH if set; Debian's chromium (installed with apt-get when we are root and it is
// missing); else Playwright's own browser. Playwright cannot download browsers in this workplace.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { findChromium } from './lib/chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian chromium with apt-get...');
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium']);
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}

console.log('No system Chromium; trying Playwright\'s browser download...');
try {
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
} catch {
  console.error('Could not get a Chromium. Install one (apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}
