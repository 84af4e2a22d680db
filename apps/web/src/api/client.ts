/**
 * THE API client: the only module of apps/web that calls `fetch` (DESIGN.md section 3; the
 * `no-restricted-globals` and `no-restricted-properties` rules in .config/eslint.config.js keep it
 * that way). Features call
 * `apiGet`, `apiPost`, `apiPatch`, `apiDelete` and `apiUpload`, usually from a TanStack Query `queryFn` or `mutationFn`.
 *
 * It implements spec section 8 exactly:
 * - envelope code 200: resolves with `data`;
 * - 401: the session machine gets UNAUTHORIZED with the server's `data` text (it shows the alert;
 *   confirming clears the session and goes to the login page, or to the Kenya provider's domain);
 * - 403: the session machine gets FORBIDDEN with the returned grant and message (it stores the
 *   grant, shows the alert and goes to the role's account page);
 * - any other code: an error toast for ERROR_TOAST_MS with the server's message (or "Error"), and
 *   the promise rejects with an ApiError carrying code, message and data;
 * - fetch throwing (network failure): an error toast with the error's message, then it rethrows.
 * A POST made with `{ quiet: true }` skips the two toasts (the caller treats the failure as an
 * answer); 401 and 403 keep their session flows.
 * No request timeout is set (section 9). The envelope is read from the body whatever the HTTP
 * status, since the server's HTTP status mirrors the envelope code.
 *
 * It knows nothing of React: everything it needs comes in through `ApiClientDeps`, so the unit
 * tests drive it with a fake fetch and fake callbacks.
 */
import {
  ERROR_TOAST_MS,
  isEnvelope,
  LANG_HEADER,
  LANG_QUERY,
  PROVIDER_EXTRA_HEADER,
  PROVIDER_HEADER,
  ResponseCode,
  SECOND_TOKEN_HEADER,
  type Envelope,
  type Locale,
  type SessionGrant,
} from '@atelier/contracts';
import { isSessionGrant } from './session-shapes';

/** What the client reads from the session for each request. */
export interface ClientSession {
  tokenName: string | null;
  tokenValue: string | null;
  secondToken?: string | null;
  provider?: string | null;
  providerExtra?: Record<string, string> | null;
}

/** The session events the client raises; their names and payloads are the session machine's. */
export type ClientSessionEvent =
  | { type: 'UNAUTHORIZED'; message: string }
  | { type: 'FORBIDDEN'; grant: SessionGrant; message: string };

export interface ApiClientDeps {
  /** Defaults to the browser's fetch; tests pass a fake. */
  fetch?: typeof globalThis.fetch;
  /** Prefix of every path; '' means same origin. */
  baseUrl?: string;
  getSession(): ClientSession | null;
  getLocale(): Locale;
  dispatchSession(event: ClientSessionEvent): void;
  showToast(message: string, durationMs: number): void;
  /** The localised generic message ("Error") for a failure without a server message. */
  genericErrorMessage(): string;
}

type Scalar = string | number | boolean;
/** Query and form values: null and undefined are left out, arrays repeat the key. */
export type Params = Record<string, Scalar | readonly Scalar[] | null | undefined>;

/** A settled non-200 answer. A 400's `data` may hold `{ fields }` for field errors. */
export class ApiError<TData = unknown> extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly data: TData,
  ) {
    super(message);
  }
}

/**
 * `quiet`: the caller handles an ordinary failure itself (no toast for a non-200 code or a
 * network failure). For probes whose failure is an answer, such as "is social login configured";
 * 401 and 403 keep their session flows.
 */
export interface CallOptions {
  quiet?: boolean;
  /** Extra request headers (the live chat's visitor token). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T = unknown>(path: string, query?: Params, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, form?: Params, options?: CallOptions): Promise<T>;
  /** PATCH and DELETE (the school administration's REST paths): form-encoded like POST. */
  patch<T = unknown>(path: string, form?: Params): Promise<T>;
  delete<T = unknown>(path: string, form?: Params): Promise<T>;
  upload<T = unknown>(path: string, body: FormData): Promise<T>;
}

function appendParams(target: URLSearchParams, params: Params | undefined): URLSearchParams {
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    const values: readonly Scalar[] = Array.isArray(value) ? value : [value as Scalar];
    for (const item of values) target.append(key, String(item));
  }
  return target;
}

/** A response whose body is not an envelope (a proxy's HTML error page, say) keeps its HTTP status. */
async function readEnvelope(response: Response): Promise<Envelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isEnvelope(body)) return body;
  return { code: response.ok ? ResponseCode.internal : response.status, message: '', data: null };
}

function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '';
  // Looked up per call (not captured) so the global stays unbound-safe and replaceable.
  const fetchImpl: typeof globalThis.fetch =
    deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function sessionHeaders(options?: CallOptions): Headers {
    const headers = new Headers(options?.headers);
    const session = deps.getSession();
    if (!session) return headers;
    if (session.tokenName && session.tokenValue) {
      headers.set(session.tokenName, session.tokenValue);
    }
    if (session.secondToken) headers.set(SECOND_TOKEN_HEADER, session.secondToken);
    if (session.provider) headers.set(PROVIDER_HEADER, session.provider);
    if (session.providerExtra) {
      headers.set(PROVIDER_EXTRA_HEADER, encodeURIComponent(JSON.stringify(session.providerExtra)));
    }
    return headers;
  }

  async function send<T>(url: string, init: RequestInit, options: CallOptions = {}): Promise<T> {
    const toast = (message: string) => {
      if (!options.quiet) deps.showToast(message || deps.genericErrorMessage(), ERROR_TOAST_MS);
    };
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      toast(errorMessageOf(error));
      throw error;
    }
    const envelope = await readEnvelope(response);
    switch (envelope.code) {
      case ResponseCode.ok:
        return envelope.data as T;
      case ResponseCode.unauthorized: {
        const text =
          typeof envelope.data === 'string' && envelope.data ? envelope.data : envelope.message;
        deps.dispatchSession({ type: 'UNAUTHORIZED', message: text || deps.genericErrorMessage() });
        throw new ApiError(envelope.code, envelope.message, envelope.data);
      }
      case ResponseCode.forbidden: {
        if (isSessionGrant(envelope.data)) {
          deps.dispatchSession({
            type: 'FORBIDDEN',
            grant: envelope.data,
            message: envelope.message,
          });
        } else {
          // A 403 without a usable grant cannot be stored; it is then an ordinary failure.
          toast(envelope.message);
        }
        throw new ApiError(envelope.code, envelope.message, envelope.data);
      }
      default:
        toast(envelope.message);
        throw new ApiError(envelope.code, envelope.message, envelope.data);
    }
  }

  function sendForm<T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    form?: Params,
    options?: CallOptions,
  ): Promise<T> {
    const headers = sessionHeaders(options);
    headers.set(LANG_HEADER, deps.getLocale());
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return send<T>(
      `${baseUrl}${path}`,
      { method, headers, body: appendParams(new URLSearchParams(), form).toString() },
      options,
    );
  }

  return {
    get<T>(path: string, query?: Params, options?: CallOptions): Promise<T> {
      const search = appendParams(new URLSearchParams(), query);
      if (!search.has(LANG_QUERY)) search.set(LANG_QUERY, deps.getLocale());
      return send<T>(
        `${baseUrl}${path}?${search.toString()}`,
        { method: 'GET', headers: sessionHeaders(options) },
        options,
      );
    },
    post<T>(path: string, form?: Params, options?: CallOptions): Promise<T> {
      return sendForm<T>('POST', path, form, options);
    },
    patch<T>(path: string, form?: Params): Promise<T> {
      return sendForm<T>('PATCH', path, form);
    },
    delete<T>(path: string, form?: Params): Promise<T> {
      return sendForm<T>('DELETE', path, form);
    },
    upload<T>(path: string, body: FormData): Promise<T> {
      // No Content-Type: fetch writes the multipart boundary itself.
      const headers = sessionHeaders();
      headers.set(LANG_HEADER, deps.getLocale());
      return send<T>(`${baseUrl}${path}`, { method: 'POST', headers, body });
    },
  };
}

let configured: ApiClient | null = null;

/** Called once at startup (src/main.tsx) with the app's session, locale and toasts. */
export function configureApiClient(deps: ApiClientDeps): ApiClient {
  configured = createApiClient(deps);
  return configured;
}

function client(): ApiClient {
  if (!configured) throw new Error('configureApiClient() must run before the first API call');
  return configured;
}

/** GET `path` with `query` and the `lang` query parameter; resolves with the envelope's data. */
export function apiGet<T = unknown>(
  path: string,
  query?: Params,
  options?: CallOptions,
): Promise<T> {
  return client().get<T>(path, query, options);
}

/** POST `form` form-encoded (spec section 7) with the `lang` header. */
export function apiPost<T = unknown>(
  path: string,
  form?: Params,
  options?: CallOptions,
): Promise<T> {
  return client().post<T>(path, form, options);
}

/** PATCH `form` form-encoded with the `lang` header (an edit of a school administration row). */
export function apiPatch<T = unknown>(path: string, form?: Params): Promise<T> {
  return client().patch<T>(path, form);
}

/** DELETE `path` (with an optional form-encoded body) and the `lang` header. */
export function apiDelete<T = unknown>(path: string, form?: Params): Promise<T> {
  return client().delete<T>(path, form);
}

/** POST multipart `FormData` (speech recordings, pictures) with the `lang` header. */
export function apiUpload<T = unknown>(path: string, body: FormData): Promise<T> {
  return client().upload<T>(path, body);
}
