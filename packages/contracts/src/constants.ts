/** Business constants of spec section 9. */
export const ERROR_TOAST_MS = 5_000;
/** Section 9: no request timeout is set. */
export const REQUEST_TIMEOUT_MS: number | null = null;

export const PASSWORD_MIN_LENGTH = 6;
/** The spec leaves the maximum open; 64 is ours (documented in docs/adr/001). */
export const PASSWORD_MAX_LENGTH = 64;

export const ORDER_UNPAID_CLOSE_MINUTES = 30;

export const TEST_BUNDLE_LIMITS = {
  stage: { min: 2, max: 6 },
  midterm: { min: 6, max: 15 },
  final: { min: 6, max: 30 },
} as const;
export type TestType = keyof typeof TEST_BUNDLE_LIMITS;

export const LIVE_CLASS = {
  learners: 4,
  minutesPerLesson: 50,
  lessonsPerMonth: 4,
} as const;
export const VACATION_CAMP = { lessonsPerWeek: 5, themedLessons: 4, practiceLessons: 1 } as const;
export const ONE_TO_ONE_PACKAGE = { lessons: 10, validMonths: 6 } as const;

export const AGE_RANGES = {
  onlineCourse: { min: 5, max: 12 },
  app: { min: 3, max: 14 },
  curriculum: { min: 3, max: 12 },
} as const;

export const CURRICULUM = {
  words: 800,
  levels: 6,
  themes: 10,
  coursewaresPerPart: 60,
  questionBankMinimum: 3000,
  courses: {
    beginner: { levels: [1, 2], lessons: { min: 80, max: 90 } },
    intermediate: { levels: [3, 4], lessons: { min: 80, max: 90 } },
    advanced: { levels: [5, 6], lessons: { min: 90, max: 90 } },
  },
} as const;

export const SPEECH_SCORE = { min: 0, max: 100 } as const;

export const TRIAL_MONTHS = 1;
export const REPLY_WITHIN_HOURS = 24;

/** Prices quoted in the site's texts. Amounts in minor units to avoid float arithmetic. */
export const PRICES = {
  lesson: { amountMinor: 1800, currency: 'GBP' },
  monthlyPlan: { amountMinor: 2999, currency: 'GBP' },
  flashcardsPerLevel: { amountMinor: 3900, currency: 'EUR' },
  appMonthly: { amountMinor: 990, currency: 'EUR', onlineCourseDiscountPercent: 50 },
  referralLesson: { amountMinor: 1500, currency: 'EUR' },
} as const;

export const TEACHER_ACCESS_BONUS = { teachers: 1, maxStudents: 6 } as const;

/**
 * School administration (issue 5). Lengths are in characters after trimming; the invite lifetimes
 * are ours (the spec says only that a link can expire).
 */
export const SCHOOL_ADMIN_LIMITS = {
  classNameMax: 60,
  classCodeMax: 20,
  descriptionMax: 500,
  personNameMax: 60,
  /** Curriculum levels (section 9: six levels). */
  levelMin: 1,
  levelMax: 6,
  /** Addresses in one invite-by-e-mail request. */
  inviteEmailsMax: 50,
  /** An activated class invite link works this long, then expires for good. */
  inviteLinkValidDays: 14,
  /** An e-mailed invitation (student or teacher) works this long. */
  invitationValidDays: 14,
  /** Rows per page of an admin list (the tables page on the client). */
  listMax: 2000,
} as const;

export const LESSON_TIME_CHANGES = { quarter: 1, halfYear: 3 } as const;

/** Grade names of section 9, in school order. */
export const GRADE_KEYS = [
  'kindergarten-start',
  'preparatory',
  'grade-1',
  'grade-2',
  'grade-3',
  'grade-4',
  'grade-5',
] as const;
export type GradeKey = (typeof GRADE_KEYS)[number];

export const PRODUCT = {
  name: 'Atelier Chinese',
  /**
   * The `{product}` of the routes in spec section 2, chosen once here:
   * `/kids-success-case-demo.html`, `/learn-chinese-kids-atelier-tablet-app-download`.
   */
  slug: 'kids',
} as const;

/**
 * The company behind the product, in one place: the footer shows it, and the legal texts in
 * fixtures/content/articles name the same address and e-mails. The postal address is written as
 * the post needs it (the country's name is localised by the footer).
 */
export const COMPANY = {
  legalName: 'Atelier Chinese Ltd',
  addressLines: ['12 Example Street', 'London EC1A 1AA'],
  countryCode: 'GB',
  email: 'hello@atelier.example',
  privacyEmail: 'privacy@atelier.example',
  /** No store listing yet: the store links open the tablet app page. */
  appStoreUrl: null as string | null,
  googlePlayUrl: null as string | null,
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/atelierchinese' },
    { name: 'Instagram', url: 'https://www.instagram.com/atelierchinese' },
    { name: 'YouTube', url: 'https://www.youtube.com/@atelierchinese' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/atelier-chinese' },
  ],
  /** The WeChat official account and the link its QR code carries. */
  wechat: { account: 'AtelierChinese', url: 'https://weixin.qq.com/r/AtelierChinese' },
} as const;

/** E-mailed codes (registration, password reset): lifetime, resend cooldown, tries. */
export const EMAIL_CODE = {
  length: 6,
  ttlMinutes: 15,
  resendCooldownSeconds: 60,
  maxAttempts: 5,
} as const;

/** Session tokens: random, stored hashed, sliding expiry. */
export const SESSION_TTL_DAYS = 14;

/** Avatar upload: checked by content (magic bytes), not by file name. */
export const AVATAR_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/**
 * Rate limits: attempts per sliding window, per account (`max`) and per client address
 * (`perAddressMax`). The address limit is higher because a whole classroom shares one school
 * address; login counts failed attempts, code sending counts every request.
 */
export const RATE_LIMITS = {
  login: { max: 10, perAddressMax: 100, windowSeconds: 600 },
  emailCode: { max: 5, perAddressMax: 30, windowSeconds: 3600 },
  forms: { max: 5, perAddressMax: 50, windowSeconds: 600 },
} as const;

/** After `valid-captcha`, the registration ticket proves the verified e-mail for this long. */
export const REGISTRATION_TICKET_TTL_MINUTES = 30;

/** Social login (OpenID Connect): how long a started sign-in (state, PKCE verifier) stays usable. */
export const SOCIAL_LOGIN_STATE_TTL_MINUTES = 10;

/** Partner (Kenya) assertions: the longest accepted lifetime (`exp - iat`) and clock skew. */
export const PARTNER_ASSERTION = { maxLifetimeSeconds: 300, clockSkewSeconds: 30 } as const;
