/**
 * The small, safe Markdown subset of site content bodies (articles, blog posts, cases). The API
 * sends the source text; client and server parse it with this one function, and the web renders
 * the blocks as elements, never as HTML. Unsupported syntax is shown as plain text, never
 * interpreted, so a body can never inject markup.
 *
 * The subset:
 * - Blocks are separated by a blank line.
 * - `## Heading` and `### Subheading` (the page title is the only level-1 heading).
 * - Paragraphs: consecutive lines, joined with a space.
 * - Lists: lines starting with `- ` (bulleted) or `1. ` (numbered; the numbers are not kept);
 *   a line indented by two spaces or more continues the item above it.
 * - Inline: `**strong**`, `*emphasis*` or `_emphasis_` (not inside a word, as Prettier writes
 *   it), `[text](href)` where href starts with `/`, `#`, `https://`, `http://` or `mailto:`.
 *   A backslash escapes `\ * _ [ ] ( ) #`.
 *
 * The importer refuses bodies for which `siteMarkdownProblems` reports anything (raw HTML, a
 * link to another scheme, another heading level), so content in the database stays in the subset.
 */
export type SiteInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: SiteInline[] }
  | { type: 'em'; children: SiteInline[] }
  | { type: 'link'; href: string; children: SiteInline[] };

export type SiteBlock =
  | { type: 'heading'; level: 2 | 3; children: SiteInline[] }
  | { type: 'paragraph'; children: SiteInline[] }
  | { type: 'list'; ordered: boolean; items: SiteInline[][] };

const ESCAPABLE = new Set(['\\', '*', '_', '[', ']', '(', ')', '#']);
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:)[^\s<>"'`]*$/;
const RAW_HTML = /<\/?[A-Za-z!][^>]*>/;
const BULLET = /^[-*] +(.*)$/;
const NUMBERED = /^\d{1,3}\. +(.*)$/;
const HEADING = /^(#{1,6}) +(.*)$/;

/** Whether a link target is allowed in site content (no `javascript:`, no protocol-relative). */
export function isSafeSiteHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

interface Parse {
  problems: string[];
}

function pushText(out: SiteInline[], text: string): void {
  if (text === '') return;
  const last = out.at(-1);
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** Index of the next unescaped `marker` at or after `from`, or -1. */
function findClosing(src: string, marker: string, from: number): number {
  for (let i = from; i < src.length; i++) {
    if (src[i] === '\\') {
      i++;
      continue;
    }
    if (src.startsWith(marker, i)) {
      // A single `*` closing emphasis must not be the first half of `**`.
      if (marker === '*' && src[i + 1] === '*') {
        i++;
        continue;
      }
      // `_` closes emphasis only at the end of a word (snake_case stays text).
      if (marker === '_' && WORD_CHAR.test(src[i + 1] ?? '')) continue;
      return i;
    }
  }
  return -1;
}

function parseInline(src: string, parse: Parse, inLink = false): SiteInline[] {
  const out: SiteInline[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1];
    if (c === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      pushText(out, next);
      i += 2;
      continue;
    }
    if (c === '*' && next === '*') {
      const end = findClosing(src, '**', i + 2);
      if (end > i + 2) {
        out.push({ type: 'strong', children: parseInline(src.slice(i + 2, end), parse, inLink) });
        i = end + 2;
        continue;
      }
      pushText(out, '**');
      i += 2;
      continue;
    }
    if (c === '_' && !WORD_CHAR.test(src[i - 1] ?? '')) {
      const end = findClosing(src, '_', i + 1);
      if (end > i + 1 && next !== ' ') {
        out.push({ type: 'em', children: parseInline(src.slice(i + 1, end), parse, inLink) });
        i = end + 1;
        continue;
      }
    }
    if (c === '*') {
      const end = findClosing(src, '*', i + 1);
      if (end > i + 1 && next !== ' ') {
        out.push({ type: 'em', children: parseInline(src.slice(i + 1, end), parse, inLink) });
        i = end + 1;
        continue;
      }
      pushText(out, '*');
      i += 1;
      continue;
    }
    if (c === '[' && !inLink) {
      const close = findClosing(src, ']', i + 1);
      const hrefEnd = close > i && src[close + 1] === '(' ? findClosing(src, ')', close + 2) : -1;
      if (hrefEnd > close) {
        const text = src.slice(i + 1, close);
        const href = src.slice(close + 2, hrefEnd).trim();
        const children = parseInline(text, parse, true);
        if (isSafeSiteHref(href)) out.push({ type: 'link', href, children });
        else {
          parse.problems.push(`link target not allowed: ${href}`);
          for (const child of children) {
            if (child.type === 'text') pushText(out, child.text);
            else out.push(child);
          }
        }
        i = hrefEnd + 1;
        continue;
      }
    }
    pushText(out, c);
    i += 1;
  }
  return out;
}

function parseBlocks(source: string, parse: Parse): SiteBlock[] {
  const blocks: SiteBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = (): void => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' '), parse) });
      paragraph = [];
    }
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item, parse)),
      });
      list = null;
    }
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (RAW_HTML.test(line)) parse.problems.push(`raw HTML is not allowed: ${line.trim()}`);
    if (list && /^ {2,}\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    const trimmed = line.trim();
    const heading = HEADING.exec(trimmed);
    if (heading && !line.startsWith(' ')) {
      flush();
      const level = heading[1]!.length;
      if (level === 2 || level === 3) {
        blocks.push({ type: 'heading', level, children: parseInline(heading[2]!, parse) });
      } else {
        parse.problems.push(`only ## and ### headings are allowed: ${trimmed}`);
        blocks.push({ type: 'paragraph', children: parseInline(heading[2]!, parse) });
      }
      continue;
    }
    const bullet = BULLET.exec(trimmed);
    const numbered = bullet ? null : NUMBERED.exec(trimmed);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const text = (bullet ?? numbered)![1]!;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(text);
      continue;
    }
    if (list) flush();
    paragraph.push(trimmed);
  }
  flush();
  return blocks;
}

/** Parses a body of the site's Markdown subset into blocks to render as elements. */
export function parseSiteMarkdown(source: string): SiteBlock[] {
  return parseBlocks(source, { problems: [] });
}

/** What a body uses outside the subset; empty when it is valid site content. */
export function siteMarkdownProblems(source: string): string[] {
  const parse: Parse = { problems: [] };
  parseBlocks(source, parse);
  return parse.problems;
}

function inlineText(inlines: SiteInline[]): string {
  return inlines
    .map((node) => (node.type === 'text' ? node.text : inlineText(node.children)))
    .join('');
}

/** The body as plain text (for descriptions, reading time, search): blocks joined by newlines. */
export function siteMarkdownPlainText(source: string): string {
  return parseSiteMarkdown(source)
    .map((block) =>
      block.type === 'list'
        ? block.items.map((item) => inlineText(item)).join('\n')
        : inlineText(block.children),
    )
    .join('\n');
}
