/** Every API response, success or error, has this shape (spec section 7). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Envelope codes. 200 is success; the others mirror HTTP meanings. */
export const ResponseCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Per-field messages of a 400 validation failure: field path -> localised message. */
export type FieldErrors = Record<string, string>;

export interface ValidationErrorData {
  fields: FieldErrors;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof (value as Envelope).message === 'string' &&
    'data' in value
  );
}
