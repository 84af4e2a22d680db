import {
  isSafeSiteHref,
  parseSiteMarkdown,
  type SiteBlock,
  type SiteInline,
} from '@atelier/contracts';
import { useMemo, type ComponentType, type ReactNode } from 'react';

export interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A plain anchor; pages pass the router's link for this app's paths. */
function PlainLink({ href, className, children }: SiteLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

const EXTERNAL = /^https?:\/\//;

interface SiteMarkdownProps {
  /** A body in the Markdown subset of `site-markdown.ts`. */
  source: string;
  className?: string;
  /** Renders links to this app's paths (`/…`, `#…`). Defaults to a plain anchor. */
  linkComponent?: ComponentType<SiteLinkProps>;
  /** 1 when the body sits under a level-2 heading of the page (a case card): h2 becomes h3. */
  headingShift?: 0 | 1;
}

/**
 * A content body as React elements: headings (level 2 and 3), paragraphs, lists, strong,
 * emphasis and links to allowed targets. Everything else is text, so a body cannot inject markup.
 */
export function SiteMarkdown({
  source,
  className,
  linkComponent,
  headingShift = 0,
}: SiteMarkdownProps) {
  const blocks = useMemo(() => parseSiteMarkdown(source), [source]);
  const Link = linkComponent ?? PlainLink;
  return (
    <div className={className}>
      {blocks.map((block, i) => renderBlock(block, i, Link, headingShift))}
    </div>
  );
}

const HEADINGS = ['h2', 'h3', 'h4'] as const;

function renderBlock(
  block: SiteBlock,
  key: number,
  Link: ComponentType<SiteLinkProps>,
  headingShift: 0 | 1,
) {
  switch (block.type) {
    case 'heading': {
      const Heading = HEADINGS[block.level - 2 + headingShift] ?? 'h4';
      return <Heading key={key}>{renderInlines(block.children, Link)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children, Link)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, i) => (
            <li key={i}>{renderInlines(item, Link)}</li>
          ))}
        </List>
      );
    }
  }
}

function renderInlines(inlines: SiteInline[], Link: ComponentType<SiteLinkProps>): ReactNode[] {
  return inlines.map((inline, i) => {
    switch (inline.type) {
      case 'text':
        return inline.text;
      case 'strong':
        return <strong key={i}>{renderInlines(inline.children, Link)}</strong>;
      case 'em':
        return <em key={i}>{renderInlines(inline.children, Link)}</em>;
      case 'link': {
        const children = renderInlines(inline.children, Link);
        // The parser only makes links of allowed targets; checked again here all the same.
        if (!isSafeSiteHref(inline.href)) return <span key={i}>{children}</span>;
        if (EXTERNAL.test(inline.href) || inline.href.startsWith('mailto:')) {
          return (
            <a key={i} href={inline.href} rel="noopener noreferrer">
              {children}
            </a>
          );
        }
        return (
          <Link key={i} href={inline.href}>
            {children}
          </Link>
        );
      }
    }
  });
}
