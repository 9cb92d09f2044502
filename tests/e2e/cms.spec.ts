import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { serviceSchema } from '../../src/lib/content-schemas';
import { KNOWLEDGE_FILES } from '../../src/lib/cms/knowledge-files';
import { tipsFileSchema, type Tip } from '../../src/lib/tips';

/**
 * The content manager, offline: the built /cms/ page runs Sveltia CMS from this build with its
 * test backend (a repository kept in the browser's private file system), seeded from
 * src/content/. The owner edits a tip and a price and saves; the files it writes are read back
 * and checked with the build's own schemas, and every other entry must be exactly as it was.
 */

/** Where Sveltia's test backend keeps its repository (the browser's origin-private file system). */
const TEST_REPO_DIR = 'sveltia-cms-test';

const CONTENT_FILES = [
  'src/content/tips.json',
  'src/content/services.json',
  'src/content/programs.json',
  'src/content/testimonials.json',
  'src/content/case-studies.json',
  'src/content/about.json',
  ...KNOWLEDGE_FILES.map((file) => `src/content/knowledge/${file.name}.json`),
];

const servicesFileSchema = z.array(serviceSchema.extend({ id: z.string().regex(/^[a-z0-9-]+$/) })).min(1);

async function seedTestRepository(page: Page) {
  const files = CONTENT_FILES.map((path) => [path, readFileSync(path, 'utf8')] as const);
  await page.evaluate(
    async ({ dirName, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(dirName, { recursive: true }).catch(() => undefined);
      const repo = await root.getDirectoryHandle(dirName, { create: true });
      for (const [path, text] of files) {
        const parts = path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { dirName: TEST_REPO_DIR, files },
  );
}

async function readTestRepositoryFile(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ dirName, path }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(dirName);
      const parts = path.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    },
    { dirName: TEST_REPO_DIR, path },
  );
}

/** A field of the first entry of the open list (Sveltia draws the fields of later entries only as they scroll into view). */
const firstField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true }).first();

test.describe('content manager (/cms/)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('edits a tip and a service price with the test backend; the saved files pass the build’s schemas', async ({ page }) => {
    // The production configuration with one change: the test backend instead of GitHub.
    await page.route(/\/cms\/config\.json/, async (route) => {
      const config = (await (await route.fetch()).json()) as { backend: unknown };
      expect(config.backend).toMatchObject({ name: 'github' });
      await route.fulfill({ json: { ...config, backend: { name: 'test-repo' } } });
    });
    // Offline: nothing outside this site (Sveltia's version check) may hold the test up. What it
    // asks of other hosts is kept: its fonts and icons must not be among it.
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort();
      },
    );

    await page.goto('/robots.txt');
    await seedTestRepository(page);
    const response = await page.goto('/cms/', { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('button', { name: 'Work with Test Repository' }).click();
    await expect(page.getByRole('treeitem', { name: 'Weekly tips' })).toBeVisible();
    // The interface font and the icons came from this site (/cms/fonts/), not a CDN.
    const fontsLoaded = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, ''));
      });
    await expect.poll(fontsLoaded).toEqual(expect.arrayContaining(['Source Sans 3', 'Material Symbols Outlined']));
    expect(elsewhere.filter((url) => /font|woff/i.test(url))).toEqual([]);

    const originalTips = tipsFileSchema.parse(JSON.parse(readFileSync('src/content/tips.json', 'utf8')));
    const originalServices = servicesFileSchema.parse(JSON.parse(readFileSync('src/content/services.json', 'utf8')));
    const tip = originalTips[0]!;
    const service = originalServices[0]!;
    expect(service.price).toBe('$40');

    // A tip: a new title and a new Monday, with the date picker.
    await page.getByRole('treeitem', { name: 'Weekly tips' }).click();
    await page.getByRole('row', { name: 'Weekly tips' }).click();
    await expect(firstField(page, 'ID')).toHaveValue(tip.id);
    await firstField(page, 'Title').fill('Plan the spring territory reset in one afternoon');
    await firstField(page, 'Send date').fill('2027-04-19');
    // The preview pane shows the tip as the email subscribers get, as it is typed.
    const email = page
      .frameLocator('iframe')
      .first()
      .getByRole('article', { name: 'Email for Plan the spring territory reset in one afternoon' });
    await expect(email).toContainText('Subject: Weekly Coaching Tips: Plan the spring territory reset in one afternoon');
    await expect(email).toContainText('Goes out: Monday, April 19, 2027');
    await expect(email).toContainText(tip.body[0]!);
    await expect(email).toContainText(`Your action this week: ${tip.action}`);
    await expect(email.getByRole('link', { name: 'Unsubscribe from Weekly Coaching Tips' })).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}/unsubscribe`,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved: the editor closes and the collection shows again.
    await expect(page.getByRole('row', { name: 'Weekly tips' })).toBeVisible();

    // A price.
    await page.getByRole('treeitem', { name: 'Services and prices' }).click();
    await page.getByRole('row', { name: 'Services and prices' }).click();
    await expect(firstField(page, 'ID')).toHaveValue(service.id);
    await firstField(page, 'Price').fill('$45');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('row', { name: 'Services and prices' })).toBeVisible();

    // The preview's code (React DOM, Immutable.js) came from this site too: nothing was asked
    // of another host but Sveltia's check for a newer release.
    expect(elsewhere.filter((url) => !url.startsWith('https://unpkg.com/@sveltia/cms/package.json'))).toEqual([]);

    // The files as the CMS wrote them: valid for the build, the edits in place, nothing else changed.
    const savedTips = tipsFileSchema.parse(JSON.parse(await readTestRepositoryFile(page, 'src/content/tips.json')));
    const expectedTips: Tip[] = originalTips.map((entry) =>
      entry.id === tip.id ? { ...entry, title: 'Plan the spring territory reset in one afternoon', date: '2027-04-19' } : entry,
    );
    expect(savedTips).toEqual(expectedTips);
    const savedServices = servicesFileSchema.parse(JSON.parse(await readTestRepositoryFile(page, 'src/content/services.json')));
    expect(savedServices).toEqual(originalServices.map((entry) => (entry.id === service.id ? { ...entry, price: '$45' } : entry)));
    // Field order and JSON stay as the build reads them (a root list, not an object wrapping it).
    expect(Array.isArray(JSON.parse(await readTestRepositoryFile(page, 'src/content/services.json')))).toBe(true);
  });
});
