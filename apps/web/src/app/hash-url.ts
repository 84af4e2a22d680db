/**
 * The spec's URLs carry the screen in the hash (`/user/#/login`, `/student#/account`,
 * `/about/#/{article}`), from the old hash-routed site. This app routes on paths, so such a URL is
 * rewritten once to its path form (`/user/login`, `/student/account`) before the router reads it,
 * and again whenever the hash changes in place. Ordinary anchors (`#main`) are left alone.
 */

/** The path form of a hash-route URL, or null when the hash is not a route (`#/...`). */
export function normaliseHashUrl(pathname: string, search: string, hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const route = hash.slice(1);
  const queryStart = route.indexOf('?');
  const hashPath = queryStart === -1 ? route : route.slice(0, queryStart);
  const hashQuery = queryStart === -1 ? '' : route.slice(queryStart + 1);

  const base = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  const joined = `${base}${hashPath}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const path = joined === '' ? '/' : joined;

  const query = [search.replace(/^\?/, ''), hashQuery].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Rewrites the current URL with `replace` when it is a hash route; returns whether it did.
 * Startup passes `history.replaceState`; in-place hash changes pass the router's `history.replace`,
 * which calls replaceState and lets the router see the new location.
 */
export function normaliseLocation(
  location: LocationLike,
  replace: (href: string) => void,
): boolean {
  const target = normaliseHashUrl(location.pathname, location.search, location.hash);
  if (target === null) return false;
  replace(target);
  return true;
}
