/**
 * Search of `/user/login` and `/user/forgot-password`: `email` pre-fills the form (each page
 * links to the other with what was typed). Checked by hand rather than with zod: route search
 * validators are part of the first load.
 */
export interface EmailSearch {
  email?: string;
}

export function parseEmailSearch(search: Record<string, unknown>): EmailSearch {
  const { email } = search;
  return typeof email === 'string' && email !== '' && email.length <= 254 ? { email } : {};
}
