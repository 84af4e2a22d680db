import type { Role } from '@atelier/contracts';
import { parseEmailSearch, type EmailSearch } from './email-search';

/**
 * Search of `/user/login` and `/user/register` when another page sends the user there, such as an
 * invitation's join page: `identity` pre-selects the role, `email` pre-fills the address and
 * `redirect` is where the user goes once logged in instead of their centre. Checked by hand rather
 * than with zod: route search validators are part of the first load.
 */
export interface SignInSearch extends EmailSearch {
  identity?: Role;
  redirect?: string;
}

const REDIRECT_MAX = 512;
/** Any C0 control character, DEL or a backslash: browsers drop tabs and newlines from URLs and
 * read `\` as `/`, so `/\tevil.test` or `/\evil.test` would leave the site. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'https://atelier.invalid';

/**
 * `value` when it is a path of this site (`/invite/abc`, with or without a query), else undefined:
 * never a scheme (`javascript:`, `https:`), a protocol-relative `//host` or anything that would
 * resolve to another origin. An open redirect after login would hand a phishing page the user's
 * trust in our login form.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > REDIRECT_MAX) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  return url.origin === PROBE_ORIGIN ? value : undefined;
}

function parseRole(value: unknown, roles: readonly Role[]): Role | undefined {
  return roles.find((role) => role === value);
}

/** `/user/login`: any identity of the login page. */
export function parseLoginSearch(search: Record<string, unknown>): SignInSearch {
  return parseSignInSearch(search, ['student', 'teacher', 'manager']);
}

/** `/user/register`: students and teachers register themselves. */
export function parseRegisterSearch(search: Record<string, unknown>): SignInSearch {
  return parseSignInSearch(search, ['student', 'teacher']);
}

function parseSignInSearch(search: Record<string, unknown>, roles: readonly Role[]): SignInSearch {
  const identity = parseRole(search.identity, roles);
  const redirect = safeRedirect(search.redirect);
  return {
    ...parseEmailSearch(search),
    ...(identity ? { identity } : {}),
    ...(redirect ? { redirect } : {}),
  };
}
