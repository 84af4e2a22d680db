import { ResponseCode } from './envelope.js';

/**
 * The product's error catalogue (spec section 8). Each code has one envelope code and one message
 * id (`error.<code>` in packages/i18n), shown by the server and the client alike.
 */
export const ERROR_CODES = {
  validationFailed: ResponseCode.badRequest,
  notFound: ResponseCode.notFound,
  internal: ResponseCode.internal,
  serverBusy: ResponseCode.unavailable,
  serverTimeout: ResponseCode.unavailable,
  unauthorized: ResponseCode.unauthorized,
  forbidden: ResponseCode.forbidden,
  badCredentials: ResponseCode.badRequest,
  emailFormat: ResponseCode.badRequest,
  oldPasswordWrong: ResponseCode.badRequest,
  schoolCodeWrong: ResponseCode.badRequest,
  passwordLength: ResponseCode.badRequest,
  confirmationMismatch: ResponseCode.badRequest,
  couponInvalid: ResponseCode.badRequest,
  paymentFailed: ResponseCode.badRequest,
  accountNotRegistered: ResponseCode.badRequest,
  emailRegistered: ResponseCode.conflict,
  emailRegisteredAsTeacher: ResponseCode.conflict,
  codeInvalid: ResponseCode.badRequest,
  planExpired: ResponseCode.forbidden,
  schoolNoAccess: ResponseCode.forbidden,
  linkExpired: ResponseCode.badRequest,
  pictureInvalid: ResponseCode.badRequest,
  coursewareAlreadyAdded: ResponseCode.badRequest,
  homeworkExpired: ResponseCode.badRequest,
  homeworkAlreadySubmitted: ResponseCode.conflict,
  rateLimited: ResponseCode.tooManyRequests,
  /** Social or partner login is not configured on this server. */
  providerUnavailable: ResponseCode.unavailable,
  /** The identity provider's answer or the partner's assertion was refused. */
  providerLoginFailed: ResponseCode.badRequest,
  concurrencyConflict: ResponseCode.conflict,
} as const satisfies Record<string, ResponseCode>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorMessageId(code: ErrorCode): `error.${ErrorCode}` {
  return `error.${code}`;
}
