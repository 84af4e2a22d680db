import { describe, expect, it } from 'vitest';
import {
  isSafeSiteHref,
  parseSiteMarkdown,
  siteMarkdownPlainText,
  siteMarkdownProblems,
} from './site-markdown.js';

describe('parseSiteMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const sut = parseSiteMarkdown(
      [
        '## Our method',
        'Children learn',
        'by playing.',
        '',
        '- songs',
        '- games that',
        '  go on',
        '',
        '1. first',
        '2. second',
        '### Small',
      ].join('\n'),
    );
    expect(sut).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Our method' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Children learn by playing.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'songs' }], [{ type: 'text', text: 'games that go on' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Small' }] },
    ]);
  });

  it('reads strong, emphasis, links and escapes', () => {
    const [block] = parseSiteMarkdown('A **bold [link](/blog)** and *soft* \\*star\\*.');
    expect(block).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'A ' },
        {
          type: 'strong',
          children: [
            { type: 'text', text: 'bold ' },
            { type: 'link', href: '/blog', children: [{ type: 'text', text: 'link' }] },
          ],
        },
        { type: 'text', text: ' and ' },
        { type: 'em', children: [{ type: 'text', text: 'soft' }] },
        { type: 'text', text: ' *star*.' },
      ],
    });
  });

  it('reads _emphasis_ as Prettier writes it, but not inside a word', () => {
    expect(parseSiteMarkdown('_Illustrative case_ in snake_case_words')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'em', children: [{ type: 'text', text: 'Illustrative case' }] },
          { type: 'text', text: ' in snake_case_words' },
        ],
      },
    ]);
  });

  it('keeps raw HTML and unsafe links as plain text, and reports them', () => {
    const source = '<script>alert(1)</script>\n\n[click](javascript:void)';
    expect(parseSiteMarkdown(source)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'click' }] },
    ]);
    expect(siteMarkdownProblems(source)).toHaveLength(2);
    expect(siteMarkdownProblems('# Title')).toHaveLength(1);
    expect(siteMarkdownProblems('## Fine\n\n[mail](mailto:privacy@atelier.example)')).toEqual([]);
  });

  it('allows only same-site, http(s) and mailto links', () => {
    expect(isSafeSiteHref('/privacy')).toBe(true);
    expect(isSafeSiteHref('#top')).toBe(true);
    expect(isSafeSiteHref('https://ico.org.uk')).toBe(true);
    expect(isSafeSiteHref('//evil.example')).toBe(false);
    expect(isSafeSiteHref('javascript:alert(1)')).toBe(false);
    expect(isSafeSiteHref('data:text/html,x')).toBe(false);
  });

  it('gives the plain text of a body', () => {
    expect(siteMarkdownPlainText('## Hi\n\nA **b** [c](/d)\n\n- e\n- f')).toBe('Hi\nA b c\ne\nf');
  });
});
