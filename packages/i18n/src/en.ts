/**
 * English is the source catalogue (ICU message syntax). zh.ts and fr.ts must have every key: their
 * type is `Catalog`, so a missing key fails the typecheck, and catalogs.test.ts fails too.
 */
export const en = {
  // Errors of spec section 8, one per ErrorCode of packages/contracts
  'error.generic': 'Error',
  'error.validationFailed': 'Some fields need your attention.',
  'error.notFound': 'We could not find what you asked for.',
  'error.internal': 'Something went wrong on our side. Please try again later.',
  'error.serverBusy': 'The server is busy and the service is temporarily unavailable. Please try later.',
  'error.serverTimeout': 'The server took too long to answer. Please retry.',
  'error.unauthorized': 'Your session has ended. Please log in again.',
  'error.forbidden': 'Your account cannot do this.',
  'error.badCredentials': 'E-mail or password not correct.',
  'error.emailFormat': 'The e-mail format is wrong.',
  'error.oldPasswordWrong': 'The old password is wrong.',
  'error.schoolCodeWrong': 'The school code is wrong, please try again.',
  'error.passwordLength': 'The password is too short or too long ({min} to {max} characters).',
  'error.confirmationMismatch': 'The confirmation does not match the password.',
  'error.couponInvalid': 'This coupon code is invalid.',
  'error.paymentFailed':
    'The payment failed. Please pay again, and contact support if it fails repeatedly.',
  'error.accountNotRegistered': 'This account is not registered.',
  'error.emailRegistered': 'This e-mail is already registered.',
  'error.schoolNoAccess':
    'Your school or institution has no access. Please contact a local sales agent.',
  'error.linkExpired': 'The link has expired: this invite link is no longer valid.',
  'error.pictureInvalid': 'The picture format or size is wrong.',
  'error.coursewareAlreadyAdded': 'This courseware is already added.',
  'error.rateLimited': 'Too many attempts. Please wait a moment and try again.',
  'error.concurrencyConflict': 'Someone else changed this at the same time. Please try again.',
  // Field validation (zod issues mapped to messages)
  'validation.required': 'This field is required.',
  'validation.email': 'Please enter a valid e-mail address.',
  'validation.tooShort': 'Please enter at least {min} characters.',
  'validation.tooLong': 'Please enter at most {max} characters.',
  'validation.invalid': 'This value is not valid.',
} as const;

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;
