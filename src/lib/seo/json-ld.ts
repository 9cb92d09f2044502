import { BRAND, SITE_URL } from '../site';
import type { Program, Service } from '../content-schemas';

/**
 * Typed builders for the site's schema.org structured data (JSON-LD), following Google's
 * structured-data guidelines. Every fact comes from the site's own content; nothing is invented.
 * No aggregateRating or review markup: self-awarded review stars are ignored by Google and the
 * testimonials are not independent reviews (FTC endorsement rules).
 */
export type JsonLdNode = { '@type': string | string[]; '@id'?: string } & Record<string, unknown>;

export const ORGANIZATION_ID = `${SITE_URL}/#organization`;
const absolute = (path: string) => new URL(path, SITE_URL).href;

/**
 * The business. `Organization`, not `ProfessionalService`: that type is a LocalBusiness, for which
 * Google requires a street address, and the business publishes none (it coaches by video and on
 * site at the client's locations).
 */
export function organizationJsonLd(): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: BRAND.name,
    slogan: BRAND.tagline,
    description: BRAND.mission,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute('/icons/icon-512.png'), width: 512, height: 512 },
    email: BRAND.contactEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: BRAND.contactEmail, availableLanguage: 'English' },
    sameAs: [BRAND.professionalProfileUrl],
  };
}

/** What the About page says about the founder, and nothing more. */
export interface FounderFacts {
  name: string;
  role: string;
}

/** The placeholder the site ships until the owner enters their own name (src/content/README.md). */
export const PLACEHOLDER_FOUNDER_NAME = 'The Founder';

/** The founder as a Person, or null while the About page still shows the placeholder name (a Person called "The Founder" would be false data). */
export function founderJsonLd(founder: FounderFacts): JsonLdNode | null {
  if (founder.name.trim() === PLACEHOLDER_FOUNDER_NAME) return null;
  return {
    '@type': 'Person',
    '@id': `${SITE_URL}/about#founder`,
    name: founder.name,
    jobTitle: founder.role,
    url: absolute('/about'),
    worksFor: { '@id': ORGANIZATION_ID },
  };
}

const provider = () => ({ '@type': 'Organization', '@id': ORGANIZATION_ID, name: BRAND.name, url: absolute('/') });

/** "$40" → "40"; anything that is not a plain dollar amount ("Custom pricing") → null. */
export function dollarAmount(price: string): string | null {
  const match = /^\$\s?(\d+(?:\.\d{2})?)$/.exec(price.trim());
  return match ? match[1]! : null;
}

/** A coaching service with its Offer: a fixed USD price where the content states one, otherwise an Offer described as custom pricing. */
export function serviceJsonLd(service: Service, pagePath = '/services'): JsonLdNode {
  const amount = dollarAmount(service.price);
  return {
    '@type': 'Service',
    name: service.title,
    serviceType: 'Hospice sales coaching',
    description: service.solution,
    audience: { '@type': 'BusinessAudience', audienceType: service.audience },
    provider: provider(),
    offers: amount
      ? {
          '@type': 'Offer',
          price: amount,
          priceCurrency: 'USD',
          description: `${service.title} (${service.duration})`,
          url: absolute(pagePath),
        }
      : { '@type': 'Offer', description: service.price, url: absolute(pagePath) },
  };
}

/** "4 weeks" → "P4W", "2 days" → "P2D"; null when the duration is not a simple count (e.g. "Half day or full day"). */
export function isoDuration(duration: string): string | null {
  const match = /^(\d+)\s*(day|week|month)s?\b/i.exec(duration.trim());
  if (!match) return null;
  return `P${match[1]}${{ day: 'D', week: 'W', month: 'M' }[match[2]!.toLowerCase() as 'day' | 'week' | 'month']}`;
}

/** A training program or strategic service as a Course (Google's required name, description and provider). */
export function courseJsonLd(program: Program, path: string): JsonLdNode {
  const timeRequired = isoDuration(program.duration);
  return {
    '@type': 'Course',
    name: program.title,
    description: program.description,
    url: absolute(path),
    provider: provider(),
    ...(timeRequired ? { timeRequired } : {}),
    teaches: program.outcomes,
    audience: { '@type': 'Audience', audienceType: program.whoItsFor },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumbs from the home page down to the current page. */
export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  /** The article's route, e.g. `/tips/first-visit-questions`. */
  path: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  datePublished: string;
  dateModified?: string;
  /** Absolute or site-relative URL of the article's share image. */
  image: string;
}

/** A weekly tip as an Article, authored and published by the business (Google's Article guidelines: headline of at most 110 characters, image, dates). */
export function articleJsonLd(article: ArticleFacts): JsonLdNode {
  return {
    '@type': 'Article',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109).trimEnd()}…` : article.title,
    description: article.description,
    url: absolute(article.path),
    mainEntityOfPage: absolute(article.path),
    image: [absolute(article.image)],
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: { '@type': 'Organization', name: BRAND.name, url: absolute('/') },
    publisher: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: BRAND.name,
      logo: { '@type': 'ImageObject', url: absolute('/icons/icon-512.png') },
    },
  };
}

/**
 * The text of a `<script type="application/ld+json">` block. `<`, `>` and `&` are written as
 * \u escapes (still the same JSON), so no content can close the script element or open a comment
 * (`</script>`, `<!--`), whatever a content file says.
 */
export function serializeJsonLd(nodes: JsonLdNode | JsonLdNode[]): string {
  const graph = Array.isArray(nodes) ? nodes : [nodes];
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
