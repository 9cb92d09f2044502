// The bench's text-only reference page must keep a page's content and lose all of its CSS and
// script, or its TBT would not be the floor it claims to be.
import { describe, expect, it } from 'vitest';
import { stripStylesAndScripts } from '../../scripts/bench/reference-page.ts';

describe('stripStylesAndScripts', () => {
  const page = `<!DOCTYPE html><html><head><script>(function(){document.documentElement.className="dark"})()</script>
<link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/b.js"><link rel="icon" href="/favicon.svg">
<style>body{color:red}</style><style media="print">.x{display:none}</style></head>
<body><h1 class="title">About</h1><p>Referral sources trust reps who follow up.</p>
<script type="module" src="/c.js"></script><script>
console.log("</p>")
</script></body></html>`;
  const stripped = stripStylesAndScripts(page);

  it('removes inline and linked styles and scripts', () => {
    expect(stripped).not.toMatch(/<style|<script|stylesheet|modulepreload|color:red|console\.log/i);
  });

  it('keeps the content, its markup and other links', () => {
    expect(stripped).toContain('<h1 class="title">About</h1><p>Referral sources trust reps who follow up.</p>');
    expect(stripped).toContain('<link rel="icon" href="/favicon.svg">');
  });
});
