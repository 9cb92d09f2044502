// Makes sure the system tools the tests and benchmark use are present, and prints where:
// a Chromium for Playwright and Lighthouse, and poppler's pdftotext/pdftoppm for the sheet
// print tests. Chromium: CHROME_PATH if set; Debian's chromium (installed with apt-get when we are
// root and it is missing); else Playwright's own browser. Playwright cannot download browsers in
// this workplace, so Debian's package is the normal route. Debian's chromium-headless-shell, the
// lighter build the e2e suite runs on (scripts/lib/chromium.ts), comes the same way; without it
// the suite runs on the full browser, only slower.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { findChromium, findTestChromium } from './lib/chromium.ts';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = isRoot && existsSync('/usr/bin/apt-get');
const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
const missing = [];
if (!findChromium()) missing.push('chromium');
if (!existsSync('/usr/bin/pdftotext') || !existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');

if (missing.length && canApt) {
  console.log(`Installing ${missing.join(' and ')} with apt-get...`);
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
}
// Optional: a failure here only means the slower full browser runs the suite.
if (canApt && !process.env.CHROME_PATH && !existsSync('/usr/bin/chromium-headless-shell')) {
  console.log('Installing chromium-headless-shell with apt-get...');
  try {
    // The package lists may be stale on a machine that already had chromium: refresh them once if needed.
    try {
      apt(['install', '-y', '-qq', 'chromium-headless-shell']);
    } catch {
      apt(['update', '-qq']);
      apt(['install', '-y', '-qq', 'chromium-headless-shell']);
    }
  } catch {
    console.warn('Could not install chromium-headless-shell; the end-to-end tests use the full Chromium.');
  }
}

const chromium = findChromium();
if (chromium) {
  console.log(`Chromium: ${chromium} (end-to-end tests: ${findTestChromium()})`);
} else {
  console.log("No system Chromium; trying Playwright's browser download...");
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  } catch {
    console.error('Could not get a Chromium. Install one (apt-get install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
}
if (!existsSync('/usr/bin/pdftotext')) {
  console.error('pdftotext is missing: install poppler-utils (the printable-sheet tests read PDFs with it).');
  process.exit(1);
}
