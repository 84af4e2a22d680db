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
  // School administration (issue 5)
  /** A class (or grade) with students (or classes) cannot be deleted. */
  classNotEmpty: ResponseCode.conflict,
  gradeNotEmpty: ResponseCode.conflict,
  classCodeTaken: ResponseCode.conflict,
  gradeExists: ResponseCode.conflict,
  /** The state machine refuses this action in the current state (e.g. activate an active class). */
  transitionRefused: ResponseCode.conflict,
  /** A private teacher's students are limited by the teacher-access bonus (section 9). */
  studentLimitReached: ResponseCode.forbidden,
  /** The student or teacher already belongs to another school. */
  otherSchool: ResponseCode.forbidden,
  /** An e-mail invitation is for another address than the logged-in account's. */
  invitationOtherEmail: ResponseCode.forbidden,
  /** The invitation is for a student and the caller is a teacher, or the other way round. */
  invitationWrongRole: ResponseCode.forbidden,
  /** A suspended or terminated class takes no new students. */
  classNotInUse: ResponseCode.conflict,
  // Site content (issue 4)
  /** A stored document asked for as PDF pages is not a PDF (its first bytes are not `%PDF-`). */
  notPdf: ResponseCode.badRequest,
} as const satisfies Record<string, ResponseCode>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorMessageId(code: ErrorCode): `error.${ErrorCode}` {
  return `error.${code}`;
}
