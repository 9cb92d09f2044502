import { Fragment, type ReactNode } from 'react';

/**
 * Renders coach answers (from Gemini or the offline coach) as React elements. The answers use a
 * small Markdown subset: headings, bullet and numbered lists, quotes, bold, italics, inline code
 * and links. Everything becomes text nodes and a fixed set of elements, never HTML, so nothing a
 * model writes can inject markup or script. Shared by the Field Kit tools and the chat.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

/** Links are kept only for web and same-site addresses; anything else stays plain text. */
export function isSafeHref(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href) || /^\/(?!\/)[\w\-./#?=&%]*$/.test(href);
}

const INLINE =
  /(\*\*(.+?)\*\*|__(.+?)__|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*(?!\s)([^*\n]+?)\*(?![\w*])|(?<![\w_])_(?!\s)([^_\n]+?)_(?![\w_]))/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, , bold1, bold2, code, linkText, href, em1, em2] = match;
    if (bold1 !== undefined || bold2 !== undefined) out.push({ type: 'strong', children: parseInline((bold1 ?? bold2)!) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      out.push(isSafeHref(href) ? { type: 'link', href, children: parseInline(linkText) } : { type: 'text', text: linkText });
    } else out.push({ type: 'em', children: parseInline((em1 ?? em2)!) });
    rest = rest.slice(match.index + whole.length);
  }
  return mergeText(out);
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else merged.push(node);
  }
  return merged;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseCoachText(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (!paragraph.length) return;
    const children: Inline[] = [];
    paragraph.forEach((line, index) => {
      if (index > 0) children.push({ type: 'break' });
      children.push(...parseInline(line));
    });
    blocks.push({ type: 'paragraph', children });
    paragraph = [];
  };
  const flushList = () => {
    if (!list) return;
    blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = line.match(/^\s*(#{1,6})\s+(.*)$/);
    const bullet = line.match(BULLET);
    const numbered = line.match(NUMBERED);
    if (!line.trim()) {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'heading', level: heading[1]!.length, children: parseInline(heading[2]!.replace(/\s+#+$/, '')) });
    } else if (/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'rule' });
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = !bullet;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s{2,}\S/.test(raw)) {
      // An indented line continues the previous list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else if (/^\s*>\s?/.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'quote', children: parseInline(line.replace(/^\s*>\s?/, '')) });
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The answer as plain text (for downloads and speech): Markdown markers removed. */
export function coachTextToPlain(text: string): string {
  return text
    .replace(/^\s*#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/(?<![\w*])\*(?!\s)([^*\n]+?)\*(?![\w*])/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/`([^`]+)`/g, '$1');
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return (
          <a key={index} href={node.href} className="underline" target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

const HEADING_CLASSES = ['text-xl font-bold', 'text-lg font-bold', 'font-bold'];

interface Props {
  text: string;
  /** The HTML level of a `#` heading; deeper Markdown levels follow it (capped at h6). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The answer as safe, readable elements. */
export function CoachText({ text, headingLevel = 3, className }: Props) {
  const blocks = parseCoachText(text);
  const topLevel = Math.min(...blocks.filter((b) => b.type === 'heading').map((b) => (b as { level: number }).level), 6);
  return (
    <div className={`coach-text flex flex-col gap-3 ${className ?? ''}`}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const depth = block.level - topLevel;
            const Tag = `h${Math.min(6, headingLevel + depth)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return (
              <Tag key={index} className={`${HEADING_CLASSES[Math.min(depth, 2)]} mt-2`}>
                {renderInline(block.children)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={index}>{renderInline(block.children)}</p>;
          case 'quote':
            return (
              <blockquote key={index} className="border-l-4 border-[var(--line)] pl-4 italic">
                {renderInline(block.children)}
              </blockquote>
            );
          case 'rule':
            return <hr key={index} className="border-[var(--line)]" />;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={index} className={`${block.ordered ? 'list-decimal' : 'list-disc'} flex flex-col gap-1 pl-6`}>
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item)}</li>
                ))}
              </Tag>
            );
          }
        }
      })}
    </div>
  );
}
