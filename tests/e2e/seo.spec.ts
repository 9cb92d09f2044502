import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import services from '../../src/content/services.json' with { type: 'json' };
import { pngSize } from '../helpers/png';
import { pageRoutes } from './routes';

/**
 * What search engines and link previews see, checked on the production build: the sitemap, the
 * share images and the structured data. Routes come from the build, so pages added later (the
 * tips) are covered without editing this file.
 */
const htmlOf = (route: string) => readFileSync(join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
const isNoindex = (html: string) => /<meta name="robots" content="noindex"/.test(html);
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** The same path on the server under test: the build writes absolute URLs on the production origin. */
const localPath = (url: string) => new URL(url).pathname;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

async function fetchText(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists exactly the public pages, each with a lastmod; robots.txt points to it', async ({ request }) => {
    const robots = await fetchText(request, '/robots.txt');
    const sitemapLine = /^Sitemap: (https?:\/\/\S+)$/m.exec(robots)?.[1];
    expect(sitemapLine).toMatch(/^https?:\/\/[^/]+\/sitemap-index\.xml$/);
    expect(robots).toMatch(/^Disallow: \/admin$/m);

    const index = await fetchText(request, localPath(sitemapLine!));
    const entries: { route: string; lastmod: string | undefined }[] = [];
    for (const sitemap of locsOf(index)) {
      const xml = await fetchText(request, localPath(sitemap));
      for (const match of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)) {
        entries.push({ route: new URL(match[1]!).pathname, lastmod: match[2] });
      }
    }
    // "Public" is decided by the pages themselves: everything built that does not ask to be left out of search.
    const publicPages = pageRoutes().filter((route) => !isNoindex(htmlOf(route)));
    expect(entries.map((entry) => entry.route).sort()).toEqual(publicPages.sort());
    for (const route of ['/admin', '/unsubscribe', '/offline', '/404']) expect(entries.map((entry) => entry.route)).not.toContain(route);
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), `${entry.route} lastmod`).toBe(false);
    // Every sitemap URL is on the same origin as the canonical links.
    const origin = new URL(sitemapLine!).origin;
    expect(metaContent(htmlOf('/'), 'og:url')).toBe(`${origin}/`);
  });
});

test.describe('share images', () => {
  for (const route of pageRoutes()) {
    test(`${route}: og:image resolves to a 1200×630 PNG and the card tags match it`, async ({ request }) => {
      const html = htmlOf(route);
      const image = metaContent(html, 'og:image');
      expect(image).toBeTruthy();
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'og:image:alt')).toMatch(/\S+: \S+/);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      const response = await request.get(localPath(image!));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }
});

type Node = Record<string, unknown> & { '@type': string };

/** Google's required properties per type (plus what the business promised to publish). */
const REQUIRED: Record<string, (node: Node) => void> = {
  Organization: (node) => {
    for (const key of ['name', 'url', 'logo', 'contactPoint', 'sameAs']) expect(node, `Organization.${key}`).toHaveProperty(key);
  },
  Person: (node) => expect(node).toHaveProperty('name'),
  Service: (node) => {
    for (const key of ['name', 'provider', 'offers']) expect(node, `Service.${key}`).toHaveProperty(key);
    const offer = node.offers as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    if ('price' in offer) expect(offer).toMatchObject({ priceCurrency: 'USD', price: expect.stringMatching(/^\d+(\.\d{2})?$/) });
    else expect(offer.description).toBeTruthy();
  },
  Course: (node) => {
    for (const key of ['name', 'description']) expect(node[key], `Course.${key}`).toBeTruthy();
    expect((node.provider as Record<string, unknown>).name).toBeTruthy();
  },
  BreadcrumbList: (node) => {
    const items = node.itemListElement as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) =>
      expect(item).toMatchObject({
        '@type': 'ListItem',
        position: index + 1,
        name: expect.any(String),
        item: expect.stringMatching(/^https?:\/\//),
      }),
    );
  },
  Article: (node) => {
    for (const key of ['headline', 'image', 'datePublished', 'author']) expect(node, `Article.${key}`).toHaveProperty(key);
    expect((node.headline as string).length).toBeLessThanOrEqual(110);
  },
};

function structuredData(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as { '@context': string; '@graph': Node[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'];
  });
}

test.describe('structured data (JSON-LD)', () => {
  test('every block on every page parses and has the required properties of its type; no review stars', () => {
    const types = new Map<string, string[]>();
    for (const route of pageRoutes()) {
      const nodes = structuredData(htmlOf(route));
      types.set(
        route,
        nodes.map((node) => node['@type']),
      );
      for (const node of nodes) {
        expect(Object.keys(REQUIRED), `${route}: ${node['@type']}`).toContain(node['@type']);
        REQUIRED[node['@type']]!(node);
        expect(JSON.stringify(node)).not.toMatch(/aggregateRating|"Review"/);
      }
      const nested = route.split('/').filter(Boolean).length > 1;
      if (nested && !isNoindex(htmlOf(route))) expect(types.get(route), `${route} breadcrumbs`).toContain('BreadcrumbList');
    }
    expect(types.get('/')).toContain('Organization');
    expect(types.get('/about')).toContain('Organization');
    expect(types.get('/services')?.filter((type) => type === 'Service')).toHaveLength(services.length);
    expect(types.get('/programs/objection-mastery')).toContain('Course');
  });

  for (const route of ['/', '/about', '/services', '/programs/objection-mastery', '/testimonials/new-liaison-full-pipeline']) {
    test(`${route}: the JSON-LD blocks cause no Content-Security-Policy or other console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route);
      await page.waitForLoadState('load');
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script): unknown => JSON.parse(script.textContent ?? '')));
      expect(blocks.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});
