import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResearchSources } from '../../src/islands/tools/ResearchSources';

/**
 * Google's search suggestions are third-party HTML that must be shown as given: they go into a
 * sandboxed frame (no scripts, no same-origin access), never into this page's DOM.
 */
describe('research sources and search suggestions', () => {
  const sources = [
    { uri: 'https://www.cms.gov/medicare/payment/fee-for-service-providers/hospice', title: 'CMS: Hospice' },
    { uri: 'https://www.medicare.gov/care-compare/', title: 'Care Compare' },
  ];

  it('numbers the sources in citation order', () => {
    const html = renderToStaticMarkup(createElement(ResearchSources, { sources }));
    expect(html).toMatch(/<ol[^>]*>.*CMS: Hospice.*Care Compare.*<\/ol>/);
    expect(html).not.toContain('<iframe');
  });

  it('renders search suggestions only inside a sandboxed frame without scripts', () => {
    const snippet =
      '<style>.x{}</style><a href="https://www.google.com/search?q=cap">cap</a><script>window.parent.document.body.remove()</script>';
    const html = renderToStaticMarkup(createElement(ResearchSources, { sources, searchEntryPoint: snippet }));
    const frame = html.match(/<iframe[^>]*>/)?.[0] ?? '';
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame).toContain('title="Google Search suggestions"');
    // The snippet is only in the frame's srcdoc (escaped), never live markup on the page.
    expect(html.replace(/<iframe[^>]*>/, '')).not.toContain('<script>');
    expect(frame).toContain('srcDoc="&lt;base target=&quot;_blank&quot;&gt;&lt;style&gt;');
  });
});
