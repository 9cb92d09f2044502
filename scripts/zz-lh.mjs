import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, findChromium } from '/work/main/scripts/lib/chromium.ts';
const chrome = await chromeLauncher.launch({ chromePath: findChromium() ?? undefined, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
for (let i = 0; i < 6; i++) {
  const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  console.log('CLS', lhr.audits['cumulative-layout-shift'].numericValue);
  console.log(JSON.stringify(lhr.audits['layout-shifts']?.details?.items ?? lhr.audits['layout-shift-elements']?.details?.items, null, 1).slice(0, 2500));
}
await chrome.kill();
