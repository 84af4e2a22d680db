import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link to any URL: router navigation for this app's paths (pages not built yet fall to the
 * not-found page), a plain anchor for other sites. For data-driven URLs (banners, CTA links) and
 * spec pages that have no route yet; known routes use the router's typed `Link` directly.
 */
export function AppLink({ href, ...rest }: AppLinkProps) {
  if (EXTERNAL.test(href)) return <a href={href} {...rest} />;
  const hashStart = href.indexOf('#');
  const path = hashStart === -1 ? href : href.slice(0, hashStart);
  const hash = hashStart === -1 ? undefined : href.slice(hashStart + 1);
  return <Link to={path} hash={hash} {...rest} />;
}
