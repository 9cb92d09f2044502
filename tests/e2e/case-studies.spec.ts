import { expect, test, type Page } from '@playwright/test';
import caseStudies from '../../src/content/case-studies.json' with { type: 'json' };
import services from '../../src/content/services.json' with { type: 'json' };
import { BRAND } from '../../src/lib/site';
import { HYDRATION_TIMEOUT, inquiryDialog } from './page-helpers';

const main = (page: Page) => page.getByRole('main');

test.describe('case-study pages', () => {
  test('each case-study card on /testimonials links to its own page', async ({ page }) => {
    await page.goto('/testimonials');
    const studies = page.getByRole('region', { name: 'Case Studies' }).getByRole('article');
    for (const study of caseStudies) {
      const link = studies.filter({ hasText: study.title }).getByRole('link', { name: /^Read the full case study/ });
      await expect(link).toHaveAttribute('href', `/testimonials/${study.id}`);
      // Screen-reader users hear which story the link opens.
      await expect(link).toContainText(study.title);
    }
    await studies
      .filter({ hasText: caseStudies[0]!.title })
      .getByRole('link', { name: /^Read the full case study/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/testimonials/${caseStudies[0]!.id}$`));
  });

  for (const study of caseStudies) {
    test(`/testimonials/${study.id}: challenge, approach, results, who it suits, an honest note and a back link`, async ({ page }) => {
      await page.goto(`/testimonials/${study.id}`);
      await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
      await expect(main(page)).toContainText(study.client);
      await expect(page.getByRole('region', { name: 'The challenge' })).toContainText(study.challenge);
      await expect(page.getByRole('region', { name: 'Our approach' })).toContainText(study.solution);
      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByRole('listitem')).toHaveCount(study.results.length);
      await expect(results).toContainText('Results vary.');
      await expect(page.getByRole('region', { name: 'Who it suits' })).toContainText(study.whoItSuits);
      await expect(main(page)).toContainText('illustrative examples');
      // The owner's evidence notes are for the files, never for the page.
      for (const note of study.evidence) await expect(main(page)).not.toContainText(note);
      await expect(main(page).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/testimonials');
    });
  }

  test('the call to action opens the inquiry form prefilled with the engagement’s service', async ({ page }) => {
    const study = caseStudies[1]!;
    await page.goto(`/testimonials/${study.id}`);
    await page.getByRole('button', { name: `Ask About ${study.service}` }).click();
    const dialog = inquiryDialog(page);
    await expect(dialog).toBeVisible({ timeout: HYDRATION_TIMEOUT });
    await expect(dialog.getByLabel('Service of interest')).toHaveValue(study.service);
    await expect(dialog.getByLabel('Name')).toBeFocused();
  });
});

test.describe('booking', () => {
  // This build has no BOOKING_URL and no service carries a bookingUrl: Get Started is unchanged.
  test('with no booking link configured, services offer the inquiry form only', async ({ page }) => {
    expect(services.filter((service) => 'bookingUrl' in service)).toEqual([]);
    await page.goto('/services');
    await expect(main(page).getByRole('button', { name: /Get Started/ })).toHaveCount(services.length);
    await expect(main(page).getByRole('link', { name: /Book a time/ })).toHaveCount(0);
  });
});

test.describe('accessibility statement and privacy', () => {
  test('the footer links to /accessibility, which states the standard, testing, limits, how to report and a date', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible();
    await expect(main(page)).toContainText('WCAG) 2.2');
    await expect(main(page)).toContainText('level AA');
    for (const heading of ['Our standard', 'How we test', 'Known limits', 'Report a problem'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(main(page)).toContainText('axe');
    await expect(main(page)).toContainText('Lighthouse');
    await expect(main(page).locator('time[datetime]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(main(page).getByRole('link', { name: BRAND.contactEmail })).toHaveAttribute('href', /^mailto:.*subject=Accessibility/);
  });

  test('the privacy page names every outside service and warns against patient information in the AI tools', async ({ page }) => {
    await page.goto('/privacy');
    const services = main(page)
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Outside services we use' }) });
    for (const name of ['Netlify', 'Gemini', 'email delivery provider', 'booking provider']) await expect(services).toContainText(name);
    await expect(main(page)).toContainText('Never enter patient information into the AI tools');
  });
});
