import { describe, expect, test } from 'vitest';
import services from '../../src/content/services.json' with { type: 'json' };
import programs from '../../src/content/programs.json' with { type: 'json' };
import caseStudies from '../../src/content/case-studies.json' with { type: 'json' };
import {
  articleJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  dollarAmount,
  founderJsonLd,
  isoDuration,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  type JsonLdNode,
} from '../../src/lib/seo/json-ld';
import { crumbsFor } from '../../src/lib/seo/breadcrumbs';
import { isPublicRoute, ogImagePath } from '../../src/lib/seo/routes.mjs';
import { decodeAttribute, shareCardOf } from '../../src/lib/seo/og-integration.mjs';
import { siteUrlFrom, SITE_URL } from '../../src/lib/site-constants.mjs';
import { caseStudySchema, serviceSchema, type Program, type Service } from '../../src/lib/content-schemas';
import { bookingUrlFor } from '../../src/lib/booking';

const graphOf = (text: string) => (JSON.parse(text) as { '@context': string; '@graph': JsonLdNode[] })['@graph'];

describe('JSON-LD serialisation', () => {
  test('content cannot close the script element or open a comment, and the JSON reads back unchanged', () => {
    const hostile = 'A </script><script>alert(1)</script> <!-- & \u2028 tip';
    const text = serializeJsonLd({ '@type': 'Thing', name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const parsed = JSON.parse(text) as { '@context': string; '@graph': { name: string }[] };
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@graph'][0].name).toBe(hostile);
  });
});

describe('structured data builders', () => {
  test('the business: Organization with logo, contact point and the professional profile, and no review markup', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('Organization');
    expect(org).toMatchObject({ name: 'Spartan Hospice Sales', url: `${SITE_URL}/`, email: 'coach@spartanhospicesales.com' });
    expect((org.logo as { url: string }).url).toBe(`${SITE_URL}/icons/icon-512.png`);
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: 'coach@spartanhospicesales.com' });
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/spartan-hospice-sales']);
    expect(JSON.stringify(org)).not.toMatch(/aggregateRating|review/i);
  });

  test('the founder is a Person only once a real name replaces the placeholder', () => {
    expect(founderJsonLd({ name: 'The Founder', role: 'Founder & Lead Coach' })).toBeNull();
    expect(founderJsonLd({ name: 'Jordan Example', role: 'Founder & Lead Coach' })).toMatchObject({
      '@type': 'Person',
      name: 'Jordan Example',
      jobTitle: 'Founder & Lead Coach',
      worksFor: { '@id': `${SITE_URL}/#organization` },
    });
  });

  test('prices: $40 and $70 become USD offers, everything else an offer described as custom pricing', () => {
    expect(dollarAmount('$40')).toBe('40');
    expect(dollarAmount('$70')).toBe('70');
    expect(dollarAmount('Custom pricing')).toBeNull();
    const offers = Object.fromEntries(
      (services as Service[]).map((service) => [service.title, serviceJsonLd(service).offers as Record<string, unknown>]),
    );
    expect(offers['Virtual Coaching — 30 Minutes']).toMatchObject({ '@type': 'Offer', price: '40', priceCurrency: 'USD' });
    expect(offers['Virtual Coaching — 60 Minutes']).toMatchObject({ '@type': 'Offer', price: '70', priceCurrency: 'USD' });
    const custom = Object.entries(offers).filter(([, offer]) => !('price' in offer));
    expect(custom).toHaveLength(7);
    for (const [, offer] of custom) expect(offer).toMatchObject({ '@type': 'Offer', description: 'Custom pricing' });
  });

  test('a program is a Course with name, description and provider, and a duration when it is a simple count', () => {
    expect(isoDuration('4 weeks')).toBe('P4W');
    expect(isoDuration('1 week')).toBe('P1W');
    expect(isoDuration('Half day or full day')).toBeNull();
    const program = (programs as Program[])[0]!;
    const course = courseJsonLd(program, '/programs/x');
    expect(course).toMatchObject({
      '@type': 'Course',
      name: program.title,
      description: program.description,
      url: `${SITE_URL}/programs/x`,
    });
    expect(course.provider).toMatchObject({ '@type': 'Organization', name: 'Spartan Hospice Sales' });
  });

  test('breadcrumbs follow the path and name sections by their menu label', () => {
    expect(crumbsFor('/', 'Home')).toBeNull();
    expect(crumbsFor('/services', 'Services')).toBeNull();
    expect(crumbsFor('/tools/chatbot', 'AI Coach')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'AI Field Kit', path: '/tools' },
      { name: 'AI Coach', path: '/tools/chatbot' },
    ]);
    expect(crumbsFor('/tips/first-visit', 'First visit')?.[1]).toEqual({ name: 'Tips', path: '/tips' });
    const list = breadcrumbJsonLd(crumbsFor('/programs/objection-mastery', 'Objection Mastery')!);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Programs', item: `${SITE_URL}/programs` },
      { '@type': 'ListItem', position: 3, name: 'Objection Mastery', item: `${SITE_URL}/programs/objection-mastery` },
    ]);
  });

  test('a tip is an Article with a headline of at most 110 characters, an image, dates, author and publisher', () => {
    const article = articleJsonLd({
      title: 'x'.repeat(150),
      description: 'd',
      path: '/tips/a',
      datePublished: '2026-11-20',
      image: ogImagePath('/tips/a'),
    });
    expect((article.headline as string).length).toBeLessThanOrEqual(110);
    expect(article).toMatchObject({
      '@type': 'Article',
      datePublished: '2026-11-20',
      dateModified: '2026-11-20',
      image: [`${SITE_URL}/og/tips/a.png`],
    });
    expect(article.author).toMatchObject({ name: 'Spartan Hospice Sales' });
    expect(article.publisher).toMatchObject({ name: 'Spartan Hospice Sales' });
    expect(graphOf(serializeJsonLd(article))[0]!.headline).toBe(article.headline);
  });
});

describe('site origin', () => {
  test('SITE_URL wins, then Netlify URL, then the production domain; always an origin', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://example.org/', URL: 'https://x.netlify.app' })).toBe('https://example.org');
    expect(siteUrlFrom({ URL: 'https://spartan-preview.netlify.app' })).toBe('https://spartan-preview.netlify.app');
    expect(siteUrlFrom({ SITE_URL: '  ', URL: '' })).toBe('https://spartanhospicesales.com');
    expect(() => siteUrlFrom({ SITE_URL: 'not a url' })).toThrow();
  });
});

describe('share images', () => {
  test('the image path follows from the route, and private pages stay out of the sitemap', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/programs/objection-mastery')).toBe('/og/programs/objection-mastery.png');
    for (const route of ['/admin', '/unsubscribe', '/offline', '/404']) expect(isPublicRoute(route)).toBe(false);
    expect(isPublicRoute('/testimonials/one')).toBe(true);
  });

  test('the card is read back from what BaseLayout writes, entities decoded', () => {
    expect(decodeAttribute('Q&amp;A &#39;x&#39; &#x2014; &quot;y&quot;')).toBe(`Q&A 'x' \u2014 "y"`);
    const html =
      '<meta property="og:image" content="https://example.org/og/programs/x.png"><meta property="og:image:alt" content="Programs: Ethics &amp; Compliance: Part 1">';
    expect(shareCardOf(html)).toEqual({ imagePath: '/og/programs/x.png', section: 'Programs', title: 'Ethics & Compliance: Part 1' });
    expect(shareCardOf('<title>x</title>')).toBeNull();
  });
});

describe('case studies and booking content', () => {
  test('every case study has one evidence note per result; a missing one fails validation', () => {
    for (const study of caseStudies) expect(caseStudySchema.safeParse(study).success).toBe(true);
    const study = caseStudies[0]!;
    const result = caseStudySchema.safeParse({ ...study, evidence: study.evidence.slice(1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['evidence']);
  });

  test('a service books through its own link, else the site default, else not at all; only https links', () => {
    expect(bookingUrlFor({ bookingUrl: 'https://cal.com/own' }, 'https://cal.com/default')).toBe('https://cal.com/own');
    expect(bookingUrlFor({}, 'https://cal.com/default')).toBe('https://cal.com/default');
    expect(bookingUrlFor({}, '')).toBeNull();
    expect(() => bookingUrlFor({}, 'http://cal.com/default')).toThrow(/BOOKING_URL must be a full https/);
    const service = services[0]!;
    expect(serviceSchema.safeParse({ ...service, bookingUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...service, bookingUrl: 'https://buy.stripe.com/test_123' }).success).toBe(true);
  });
});
