import { LANG_HEADER, LANG_QUERY, toLocale, type Locale } from '@atelier/contracts';
import type { Request } from 'express';
import type { CommandContext } from '../cqrs/command-runner.js';
import type { SessionPrincipal } from './session-principal.js';

export interface RequestWithContext extends Request {
  locale?: Locale;
  /** Set by AccessGuard on methods that need a session. */
  principal?: SessionPrincipal;
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

/**
 * The context of a command sent on behalf of this request: the actor (the session's user, or
 * 'anonymous' before login), its school, the correlation id, the language and the clock.
 */
export function commandContextOf(
  req: RequestWithContext,
  actor: { userId: string; schoolId: string | null } | null = null,
): CommandContext {
  return {
    actorId: actor?.userId ?? req.principal?.userId ?? 'anonymous',
    schoolId: actor ? actor.schoolId : (req.principal?.schoolId ?? null),
    correlationId: correlationId(req),
    lang: requestLocale(req),
    now: new Date(),
  };
}

/** The client's address (Express resolves X-Forwarded-For from the trusted loopback proxy). */
export function clientAddress(req: RequestWithContext): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
