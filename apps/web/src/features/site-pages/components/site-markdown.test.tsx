import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteMarkdown, type SiteLinkProps } from './site-markdown';

const html = (source: string) => renderToStaticMarkup(<SiteMarkdown source={source} />);

describe('SiteMarkdown', () => {
  it('renders level 2 and 3 headings and paragraphs', () => {
    expect(html('## Meaning first\n\n### Then form\n\nOne line\nand the next.')).toBe(
      '<div><h2>Meaning first</h2><h3>Then form</h3><p>One line and the next.</p></div>',
    );
  });

  it('moves headings one level down under a heading of the page', () => {
    expect(renderToStaticMarkup(<SiteMarkdown source={'## A\n\n### B'} headingShift={1} />)).toBe(
      '<div><h3>A</h3><h4>B</h4></div>',
    );
  });

  it('renders bulleted and numbered lists', () => {
    expect(html('- one\n- two\n  continued')).toBe(
      '<div><ul><li>one</li><li>two continued</li></ul></div>',
    );
    expect(html('1. first\n2. second')).toBe('<div><ol><li>first</li><li>second</li></ol></div>');
  });

  it('renders strong and emphasis', () => {
    expect(html('A **bold** and *soft* and _quiet_ word, snake_case_name.')).toBe(
      '<div><p>A <strong>bold</strong> and <em>soft</em> and <em>quiet</em> word, snake_case_name.</p></div>',
    );
  });

  it('links only to allowed targets', () => {
    expect(html('[home](/purchase) [mail](mailto:hello@example.com)')).toBe(
      '<div><p><a href="/purchase">home</a> <a href="mailto:hello@example.com" rel="noopener noreferrer">mail</a></p></div>',
    );
    expect(html('[site](https://example.com/a)')).toContain(
      '<a href="https://example.com/a" rel="noopener noreferrer">site</a>',
    );
    const unsafe = html(
      '[click](javascript:alert(1)) [proto](//evil.example) [data](data:text/html,x)',
    );
    expect(unsafe).not.toContain('<a');
    expect(unsafe).not.toContain('javascript:');
  });

  it('uses the given link component for this app’s paths', () => {
    function TestLink({ href, children }: SiteLinkProps) {
      return <a href={`/app${href}`}>{children}</a>;
    }
    expect(
      renderToStaticMarkup(<SiteMarkdown source="[blog](/blog)" linkComponent={TestLink} />),
    ).toBe('<div><p><a href="/app/blog">blog</a></p></div>');
  });

  it('never injects HTML: tags and entities stay text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> & **<b>x</b>**');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &amp; <strong>&lt;b&gt;x&lt;/b&gt;</strong>',
    );
  });

  it('shows other heading levels as text, not as a page title', () => {
    expect(html('# Title')).not.toContain('<h1');
  });
});
