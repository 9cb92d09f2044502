import type { APIRoute } from 'astro';
import { SITE_URL } from '../lib/site';

/**
 * robots.txt, built with the site's origin so the sitemap line is absolute (the Sitemap directive
 * requires a full URL). The private pages are also `noindex`; they stay disallowed here so
 * crawlers don't spend their visits on them.
 */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /unsubscribe',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', SITE_URL).href}`,
      '',
    ].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
