import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoachText, coachTextToPlain, isSafeHref, parseCoachText, parseInline } from '../../src/lib/render-coach-text';

describe('coach text parser', () => {
  it('reads headings, paragraphs with line breaks, bullet and numbered lists, quotes and rules', () => {
    const blocks = parseCoachText(
      '# Title\n\n**Scenario:** SNF\n**Setting:** Hospital\n\n- one\n- two\n  continued\n\n1. first\n2) second\n\n> careful\n\n---',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule']);
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1 });
    expect(blocks[1]).toMatchObject({
      children: [
        { type: 'strong' },
        { type: 'text', text: ' SNF' },
        { type: 'break' },
        { type: 'strong' },
        { type: 'text', text: ' Hospital' },
      ],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two continued' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] });
  });

  it('reads bold, italics, code and links inline, but not underscores inside words', () => {
    expect(parseInline('**bold** and *em* and `code` and [site](/method) and snake_case_word')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' and ' },
      { type: 'link', href: '/method', children: [{ type: 'text', text: 'site' }] },
      { type: 'text', text: ' and snake_case_word' },
    ]);
  });

  it('keeps links only for web and same-site addresses', () => {
    expect(isSafeHref('https://www.medicare.gov/care-compare/')).toBe(true);
    expect(isSafeHref('/resources/territory-template')).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi', 'vbscript:x']) expect(isSafeHref(bad)).toBe(false);
    const unsafe = parseInline('[click](javascript:void(0))');
    expect(unsafe.some((node) => node.type === 'link')).toBe(false);
    expect(JSON.stringify(unsafe)).not.toContain('javascript');
  });

  it('renders markup from a model as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      createElement(CoachText, { text: '## Plan\n<script>alert(1)</script> **<b>x</b>**\n- [bad](javascript:alert(1))' }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<strong>&lt;b&gt;x&lt;/b&gt;</strong>');
    expect(html).not.toContain('href="javascript');
  });

  it('maps the top heading level to the requested HTML level', () => {
    const html = renderToStaticMarkup(createElement(CoachText, { text: '## Section\n### Sub', headingLevel: 3 }));
    expect(html).toMatch(/<h3[^>]*>Section<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Sub<\/h4>/);
  });

  it('turns an answer into plain text for downloads', () => {
    expect(coachTextToPlain('# Title\n**Scenario:** SNF with *care*\n- [Care Compare](https://www.medicare.gov/care-compare/)')).toBe(
      'Title\nScenario: SNF with care\n- Care Compare (https://www.medicare.gov/care-compare/)',
    );
  });
});
