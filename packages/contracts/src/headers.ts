/**
 * Header names. The session token travels as a name/value pair: the server answers login (and a
 * 403) with `tokenName` and `tokenValue`, and the client sends `tokenName: tokenValue` on every
 * request. The default name is below; the server may choose another per deployment.
 */
export const DEFAULT_TOKEN_NAME = 'x-atelier-token';
/** Second token of the session state (spec section 3); carried beside the session token. */
export const SECOND_TOKEN_HEADER = 'x-atelier-token2';
export const PROVIDER_HEADER = 'provider';
export const PROVIDER_EXTRA_HEADER = 'providerextra';
/** Language of a non-GET request, when the body has no `lang` field. GET uses the `lang` query. */
export const LANG_HEADER = 'lang';
export const LANG_QUERY = 'lang';
export const CORRELATION_HEADER = 'x-correlation-id';

/** The partner whose logout and 401 redirect to its own domain (spec sections 4 and 8). */
export const KENYA_PROVIDER = 'kenya';
