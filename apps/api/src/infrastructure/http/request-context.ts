import { LANG_HEADER, LANG_QUERY, toLocale, type Locale } from '@atelier/contracts';
import type { Request } from 'express';

export interface RequestWithContext extends Request {
  locale?: Locale;
}

/**
 * The request's language (DESIGN.md section 3): `lang` in the query on GET, otherwise the `lang`
 * body field or `lang` header; default en. Computed once and cached on the request.
 */
export function requestLocale(req: RequestWithContext): Locale {
  if (req.locale) return req.locale;
  let raw: unknown;
  if (req.method === 'GET' || req.method === 'HEAD') {
    raw = req.query?.[LANG_QUERY];
  } else {
    const body: unknown = req.body;
    raw =
      typeof body === 'object' && body !== null && LANG_QUERY in body
        ? (body as Record<string, unknown>)[LANG_QUERY]
        : req.headers[LANG_HEADER];
  }
  req.locale = toLocale(Array.isArray(raw) ? raw[0] : raw);
  return req.locale;
}

export function correlationId(req: RequestWithContext): string {
  return typeof req.id === 'string' ? req.id : String(req.id ?? '');
}
