import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import objections from '../../src/content/objections.json' with { type: 'json' };
import { SHEET_PAGE_COUNTS, type SheetName } from '../../src/lib/sheets';

/**
 * Prints every sheet to PDF on US Letter and A4 (as a browser's "Save as PDF" does, with the
 * sheet's own @page margins) and reads the PDF back with poppler's pdftotext: the page count the
 * sheet is designed for, every required heading and field, no site chrome, and black on white
 * even in the dark theme.
 */
const FORMATS = ['Letter', 'A4'] as const;

const objectionTexts = objections.flatMap((o) => [o.objection, o.response.slice(0, 60), o.tip.slice(0, 60)]);

const REQUIRED: Record<SheetName, string[]> = {
  'weekly-plan': [
    'Weekly Plan',
    'Week of',
    'Territory',
    'Primary objective',
    'Monday to Friday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Top 3 priorities',
    'Touches',
    'Notes',
    'Key metrics',
    'Monthly goal',
    'This week',
    'Month to date',
    'Face-to-face visits',
    'Referrals',
    'Admissions',
    'Conversion',
    '80+',
    '60+',
    '8–12',
    '6–8',
    '60–70%',
    'Top 5 focus accounts',
    'Decision maker',
    'Goal for this week',
    'Recovery plan',
    'End-of-week reflection',
    'What worked this week?',
    'What got in the way?',
    'Next week I will',
  ],
  'quick-start-guide': [
    '30-Day Quick Start Guide',
    'Name',
    'Start date',
    'Manager',
    'Week 1 · Days 1–7',
    'Week 2 · Days 8–14',
    'Week 3 · Days 15–21',
    'Week 4 · Days 22–30',
    'Learn your hospice and your territory',
    'Meet your A accounts',
    'Add B accounts and physicians',
    'Build your weekly rhythm',
    '30-day scorecard',
    '30-day target',
    'Touches',
    '60+',
    'Face-to-face visits',
    '40+',
    'Referrals',
    '3–5',
    'Admissions',
    '1–2',
    'Referral response rules',
    'Within 2 hours',
    'Within 4 hours, same day',
    'Within 24 hours',
    'Eligibility and levels of care',
    'Routine home care',
    'Continuous home care',
    'General inpatient',
    'Inpatient respite',
    'Stay compliant',
    'Questions for my manager',
    'Key people I met',
    'Best way to reach',
  ],
  'objection-cards': [
    'Objection Cards',
    'The framework: acknowledge, reframe, ask',
    '1. Acknowledge',
    '2. Reframe',
    '3. Ask',
    ...objectionTexts,
    'Your turn',
  ],
  'territory-template': [
    'Territory Template',
    'Rep',
    'Territory',
    'Updated',
    'Account matrix',
    'Account',
    'Type',
    'Tier',
    'Decision maker',
    'Current hospice',
    'Last visit',
    'Next visit / purpose',
    'Refs YTD',
    'Tier definitions',
    'Tier A: Weekly visit',
    'Tier B: Bi-weekly',
    'Tier C: Monthly or as needed',
    'Route plan',
    'Stop',
    'Area',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Tips',
    'within 2 hours',
    'thank the referrer within 24 hours',
  ],
  'metrics-dashboard': [
    'Metrics Dashboard',
    'Month',
    'Rep',
    'Territory',
    'Activity',
    'Monthly goal',
    'Week 1',
    'Week 4',
    'Month total',
    'Touches',
    '80+',
    'Face-to-face visits',
    '60+',
    'Referrals',
    '8–12',
    'Admissions',
    '6–8',
    'Conversion',
    'Referrals received',
    'Conversion (target 60–70%)',
    'Top non-admit reasons',
    'Time to start of care',
    '0–12 hrs',
    '13–24 hrs',
    '25+ hrs',
    'under 24 hours',
    'Started in under 24 hours',
    'Top 5 referral sources',
    'Source',
    'Next step',
    'Wins',
    'Needs improvement',
    'Next month’s focus',
  ],
};

/** Site chrome that must never reach paper. */
const CHROME_TEXT = [
  'Print / Save as PDF',
  'Clear',
  'Skip to content',
  'All rights reserved',
  'Testimonials',
  'Search',
  'Expert Hospice Sales Training',
];

/** Line breaks become spaces (a word broken after a hyphen is joined again); typographic apostrophes become straight. */
const normalise = (text: string) => text.replace(/[‘’]/g, "'").replace(/-\s+/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();

let workDir: string;
test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'spartan-sheets-'));
});
test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function printToPdf(page: Page, file: string, format: (typeof FORMATS)[number]): Promise<string> {
  const path = join(workDir, file);
  writeFileSync(path, await page.pdf({ format, preferCSSPageSize: false }));
  return path;
}

/** The text of each page in drawing (document) order; pdftotext ends every page with a form feed. */
function pdfPages(path: string): string[] {
  const text = execFileSync('/usr/bin/pdftotext', ['-raw', '-enc', 'UTF-8', path, '-']).toString('utf8');
  return text.split('\f').slice(0, -1);
}

/** Mean brightness (0 black to 255 white) of a page rendered in greyscale. */
function meanBrightness(path: string, pageNumber: number): number {
  const prefix = join(workDir, `grey-${pageNumber}`);
  execFileSync('/usr/bin/pdftoppm', ['-gray', '-r', '20', '-f', String(pageNumber), '-l', String(pageNumber), '-singlefile', path, prefix]);
  const pgm = readFileSync(`${prefix}.pgm`);
  // Binary PGM: "P5", width, height, max value, then one byte per pixel.
  const header = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const pixels = pgm.subarray(header[0].length);
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
}

for (const [name, pages] of Object.entries(SHEET_PAGE_COUNTS) as [SheetName, number][]) {
  test.describe(`/resources/${name}`, () => {
    for (const format of FORMATS) {
      test(`prints on ${format} as ${pages} page(s) with every heading and field and no site chrome`, async ({ page }) => {
        await page.goto(`/resources/${name}`);
        const printed = pdfPages(await printToPdf(page, `${name}-${format}.pdf`, format));
        expect(printed).toHaveLength(pages);

        const all = normalise(printed.join(' '));
        const missing = REQUIRED[name].filter((text) => !all.includes(normalise(text)));
        expect(missing).toEqual([]);
        printed.forEach((text, i) => expect(normalise(text)).toContain(`page ${i + 1} of ${pages}`));
        for (const chrome of CHROME_TEXT) expect(all).not.toContain(normalise(chrome));
      });
    }

    test('prints black on white in the dark theme, with what the rep typed', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('spartan_theme', 'dark'));
      await page.goto(`/resources/${name}`);
      await expect(page.locator('html')).toHaveClass(/dark/);
      const firstLine = page.locator('form.sheet input:not([type=checkbox])').first();
      await firstLine.fill('Riverbend SNF');

      const pdf = await printToPdf(page, `${name}-dark.pdf`, 'Letter');
      const printed = pdfPages(pdf);
      expect(printed).toHaveLength(pages);
      expect(printed.join(' ')).toContain('Riverbend SNF');
      // A white page with black lines and text is far above 190; the dark theme's navy would be near 25.
      for (let n = 1; n <= pages; n++) expect(meanBrightness(pdf, n)).toBeGreaterThan(190);
    });
  });
}

test('the objection cards are the eight objections of the shared content file, in order', async ({ page }) => {
  await page.goto('/resources/objection-cards');
  const cards = page.locator('article.oc');
  await expect(cards).toHaveCount(8);
  const sorted = [...objections].sort((a, b) => a.order - b.order);
  for (const [i, objection] of sorted.entries()) {
    await expect(cards.nth(i).getByRole('heading')).toHaveText(new RegExp(objection.objection.replace(/'/g, '’').replace(/[.?]/g, '\\$&')));
  }
});

test('the territory template has 25 account rows with a one-letter tier cell and 5 route stops a weekday', async ({ page }) => {
  await page.goto('/resources/territory-template');
  const matrix = page.locator('table.tt-matrix tbody tr');
  await expect(matrix).toHaveCount(25);
  const tier = page.getByRole('textbox', { name: 'Account 25 tier (A, B or C)' });
  await expect(tier).toHaveAttribute('maxlength', '1');
  await expect(tier).toHaveAttribute('pattern', '[ABC]');
  await expect(page.locator('table.tt-route textarea')).toHaveCount(25);
  for (const day of ['Monday', 'Friday']) await expect(page.getByRole('textbox', { name: `${day} stop 5` })).toBeVisible();
});
