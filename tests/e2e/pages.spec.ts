import { expect, test, type Page } from '@playwright/test';
import programs from '../../src/content/programs.json' with { type: 'json' };
import services from '../../src/content/services.json' with { type: 'json' };
import stages from '../../src/content/method-stages.json' with { type: 'json' };
import testimonials from '../../src/content/testimonials.json' with { type: 'json' };
import caseStudies from '../../src/content/case-studies.json' with { type: 'json' };
import extras from '../../src/content/method-extras.json' with { type: 'json' };
import about from '../../src/content/about.json' with { type: 'json' };
import { BRAND } from '../../src/lib/site';
import { HYDRATION_TIMEOUT, recordScripts } from './page-helpers';

const MARKETING_ROUTES = [
  '/',
  '/services',
  '/programs',
  '/programs/hospice-sales-foundations',
  '/method',
  '/tools',
  '/testimonials',
  '/about',
];

const main = (page: Page) => page.getByRole('main');

test.describe('home', () => {
  test('hero headline, buttons and every section of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: extras.homeHeadline.title })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
    await expect(main(page).getByRole('link', { name: 'Why Spartan Exists' })).toHaveAttribute('href', '/about');

    const pillars = page.getByRole('region', { name: 'Three Pillars' });
    for (const pillar of ['Discipline', 'Empathy', 'Strategy']) await expect(pillars.getByRole('heading', { name: pillar })).toBeVisible();

    const career = page.getByRole('region', { name: 'Transform Your Career' });
    await expect(career.getByRole('heading', { name: 'Coaching Services' })).toBeVisible();
    await expect(career.getByRole('link', { name: 'View Coaching Services' })).toHaveAttribute('href', '/services');
    await expect(career.getByRole('heading', { name: 'Training Programs' })).toBeVisible();
    await expect(career.getByRole('link', { name: 'Explore Programs' })).toHaveAttribute('href', '/programs');
    await expect(career).toContainText('within 24 hours');

    const philosophy = page.getByRole('region', { name: 'The Path to Mastery in Hospice Sales' });
    await expect(philosophy.getByRole('link', { name: 'Learn More About The Spartan Method' })).toHaveAttribute('href', '/method');
    await expect(page.getByRole('region', { name: 'Weekly Coaching Tips' }).getByLabel('Email address')).toBeVisible();
  });
});

test.describe('services', () => {
  test('three audience groups of three cards with price, problem, solution, includes and outcome', async ({ page }) => {
    await page.goto('/services');
    await expect(main(page).getByRole('link', { name: 'Back' })).toBeVisible();
    for (const group of ['For Individual Reps', 'For Sales Leadership', 'For Corporate Providers']) {
      await expect(page.getByRole('region', { name: group }).getByRole('button', { name: /Get Started/ })).toHaveCount(3);
    }
    const first = services.find((service) => service.id === 'virtual-coaching-30')!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title }) });
    await expect(card).toContainText('$40');
    await expect(card).toContainText(first.problem);
    await expect(card).toContainText(first.solution);
    for (const item of first.includes) await expect(card.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    await expect(card).toContainText(first.outcome);
    await expect(page.getByRole('article').filter({ hasText: 'Virtual Coaching — 60 Minutes' })).toContainText('$70');
    await expect(main(page)).toContainText('Custom pricing');
    await expect(page.getByRole('button', { name: 'Schedule a Consultation' })).toBeVisible();
  });
});

test.describe('programs', () => {
  test('6 programs and 4 strategic services, each card with 3 deliverables and "+N more"', async ({ page }) => {
    await page.goto('/programs');
    const trainings = page.getByRole('region', { name: 'Training Programs' }).getByRole('article');
    const strategic = page.getByRole('region', { name: 'Strategic Services' }).getByRole('article');
    await expect(trainings).toHaveCount(6);
    await expect(strategic).toHaveCount(4);
    for (const program of programs) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: program.title, exact: true }) });
      await expect(card).toContainText(program.description);
      await expect(card.getByRole('listitem')).toHaveCount(3);
      await expect(card.getByRole('listitem').first()).toContainText(program.deliverables[0]!);
      await expect(card).toContainText(`+${program.deliverables.length - 3} more`);
    }
  });

  test('Learn More opens the full detail; Close and Escape close it', async ({ page }) => {
    const program = programs.find((p) => p.id === 'territory-referral-source-mastery')!;
    await page.goto('/programs');
    const learnMore = page.getByRole('link', { name: `Learn More about ${program.title}` });
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: program.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(dialog).toContainText(program.why.problem);
    await expect(dialog).toContainText(program.why.impact);
    await expect(dialog).toContainText(program.delivery.approach);
    const phases = dialog.locator('ol > li');
    await expect(phases).toHaveCount(program.delivery.phases.length);
    await expect(phases.first()).toContainText(program.delivery.phases[0]!.name);
    for (const outcome of program.outcomes) await expect(dialog).toContainText(outcome);
    await expect(dialog).toContainText(program.whoItsFor);
    for (const deliverable of program.deliverables) await expect(dialog).toContainText(deliverable);
    await expect(dialog.getByRole('button', { name: 'Inquire About This Program' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();

    await learnMore.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Learn More falls back to the program page when the detail cannot be fetched', async ({ page }) => {
    await page.goto('/programs');
    await page.route('**/programs/objection-mastery', (route, request) =>
      request.resourceType() === 'fetch' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('link', { name: 'Learn More about Objection Mastery' }).click();
    await expect(page).toHaveURL(/\/programs\/objection-mastery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Objection Mastery' })).toBeVisible();
  });

  for (const program of programs) {
    test(`/programs/${program.id} shows the full detail with a back button to /programs`, async ({ page }) => {
      await page.goto(`/programs/${program.id}`);
      await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
      await expect(main(page)).toContainText(program.why.problem);
      await expect(main(page)).toContainText(program.deliverables.at(-1)!);
      await expect(main(page).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/programs');
    });
  }
});

test.describe('method', () => {
  test('mission, version date, pillars accordion that keeps one open, four stages, fundamentals and ethics', async ({ page }) => {
    await page.goto('/method');
    await expect(main(page)).toContainText(extras.mission);
    await expect(main(page).locator('time[datetime="2025-10-13"]')).toHaveText('October 13, 2025');

    const pillars = page.locator('details[name="pillars"]');
    await expect(pillars).toHaveCount(3);
    await expect(pillars.nth(0)).toHaveAttribute('open', '');
    await pillars.nth(1).locator('summary').click();
    await expect(pillars.nth(1)).toHaveAttribute('open', '');
    await expect(pillars.nth(0)).not.toHaveAttribute('open', '');
    await expect(pillars.nth(1)).toContainText(extras.pillars[1]!.practices[0]!);
    // Keyboard: Enter on a focused summary toggles it.
    await pillars.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(pillars.nth(2)).toHaveAttribute('open', '');
    await expect(pillars.nth(1)).not.toHaveAttribute('open', '');

    const stageList = page
      .getByRole('region', { name: 'The Four-Stage Model' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(stageList).toHaveCount(4);
    for (const stage of stages) {
      const card = stageList.filter({ has: page.getByRole('heading', { name: stage.title, exact: true }) });
      for (const field of [stage.purpose, stage.entry, stage.exitArtifact, stage.decisionToAdvance, ...stage.activities])
        await expect(card).toContainText(field);
    }
    await expect(page.getByRole('region', { name: 'Five Fundamentals' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Five Fundamentals' })).toContainText('within 4 hours the same day');
    await expect(page.getByRole('region', { name: 'Our Ethical Commitments' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Our Ethical Commitments' })).toContainText('Anti-Kickback Statute');
  });
});

test.describe('tools hub', () => {
  test('links every Field Kit tool with a description', async ({ page }) => {
    await page.goto('/tools');
    const expected: [string, string][] = [
      ['Sales Playbooks', '/tools/playbooks'],
      ['Objection Handler', '/tools/objections'],
      ['Territory Research', '/tools/research'],
      ['Audio Transcriber', '/tools/transcribe'],
      ['Email Templates', '/tools/email-templates'],
      ['AI Coach', '/tools/chatbot'],
    ];
    for (const [name, path] of expected) {
      const link = main(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', path);
      await expect(link.locator('p').first()).not.toBeEmpty();
    }
  });
});

test.describe('testimonials', () => {
  test('9 testimonials in three categories, 3 case studies, audiences and a consultation mailto', async ({ page }) => {
    await page.goto('/testimonials');
    for (const category of ['Individual Reps', 'Sales Leaders', 'Corporate Providers']) {
      await expect(page.getByRole('region', { name: category, exact: true }).getByRole('figure')).toHaveCount(3);
    }
    for (const testimonial of testimonials) await expect(main(page)).toContainText(testimonial.outcome);
    const studies = page.getByRole('region', { name: 'Case Studies' }).getByRole('article');
    await expect(studies).toHaveCount(3);
    for (const study of caseStudies) {
      const card = studies.filter({ hasText: study.title });
      await expect(card).toContainText(study.challenge);
      await expect(card.getByRole('listitem')).toHaveCount(study.results.length);
    }
    await expect(page.getByRole('region', { name: 'Who We Work With' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      `mailto:${BRAND.contactEmail}?subject=Schedule%20a%20consultation`,
    );
  });
});

test.describe('about', () => {
  test('mission, stakes, founder with a photo, profile link and contact mailto', async ({ page }) => {
    await page.goto('/about');
    await expect(main(page)).toContainText(about.mission);
    for (const audience of ['Teams', 'Reps', 'Organizations'])
      await expect(page.getByRole('heading', { name: `For ${audience}` })).toBeVisible();
    const photo = main(page).getByRole('img', { name: /founder/i });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const profile = main(page).getByRole('link', { name: /Professional Profile/ });
    await expect(profile).toHaveAttribute('href', BRAND.professionalProfileUrl);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:coach@spartanhospicesales\.com/);
  });
});

test.describe('performance rules', () => {
  for (const route of ['/', '/services']) {
    test(`${route} loads no island code until the visitor interacts`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
      // The first focus wakes the islands (newsletter form, inquiry dialog).
      await page.keyboard.press('Tab');
      await expect
        .poll(() => scripts.some((url) => new URL(url).pathname.startsWith('/_astro/')), { timeout: HYDRATION_TIMEOUT })
        .toBe(true);
    });
  }

  for (const route of MARKETING_ROUTES) {
    test(`${route} fetches no script before the load event`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('load');
      const early = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
          .filter((entry) => entry.startTime < navigation!.loadEventStart)
          .map((entry) => entry.name);
      });
      expect(early).toEqual([]);
    });
  }
});
