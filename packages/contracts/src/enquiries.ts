import { z } from 'zod';
import { AGE_RANGES } from './constants.js';
import { LOCALES } from './locales.js';

/**
 * Enquiry forms and checks of the public site (issue 4; spec sections 3, 5, 7): the enquiry
 * (institution) dialog, the contact dialog, the consultation form, the ambassador form, the demo
 * request of the new landing page, the e-mail check and the country/region list. One schema per
 * form, used by the web form and by the server; issue messages are message ids of packages/i18n
 * (`enquiries.validation.*` for the texts of spec section 5).
 *
 * Every form is accepted form-encoded or as JSON, so each field also takes the string a form
 * sends: numbers as digits, booleans as `true`/`on`/`1`, lists as repeated keys or a
 * comma-separated string. Blank text counts as missing.
 */

/** What each form is stored and reported as (the `kind` of `EnquirySubmitted`). */
export const ENQUIRY_KINDS = [
  'institution',
  'contact',
  'consultation',
  'ambassador',
  'demo',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Field lengths, in characters after trimming. */
export const ENQUIRY_LIMITS = {
  nameMax: 60,
  fullNameMax: 120,
  institutionMax: 120,
  cityMax: 100,
  phoneMax: 30,
  emailMax: 254,
  messageMax: 2000,
  socialMediaMax: 100,
  timeSlotMax: 200,
  studentNumberMax: 1_000_000,
} as const;

/** What an institution may tick as its needs (the product's functions, spec section 1). */
export const ENQUIRY_NEED_FUNCTIONS = [
  'lesson-preparation',
  'teaching',
  'class-management',
  'homework',
  'tests',
  'progress-reports',
  'live-online-classes',
  'tablet-app',
  'speech-scoring',
] as const;
export type EnquiryNeedFunction = (typeof ENQUIRY_NEED_FUNCTIONS)[number];

/** Student age ranges offered by the consultation and ambassador forms (app ages 3 to 14). */
export const STUDENT_AGE_RANGES = ['3-5', '6-8', '9-11', '12-14', 'mixed'] as const;
export type StudentAgeRange = (typeof STUDENT_AGE_RANGES)[number];

/** `POST /ajax/check-user-email` per client address: enough for a form, useless for a scan. */
export const CHECK_USER_EMAIL_RATE_LIMIT = { perAddressMax: 30, windowSeconds: 600 } as const;

/** A phone number as people type it: digits, spaces, `+ ( ) . -`. */
const PHONE_PATTERN = /^\+?[0-9 ().-]{5,30}$/;
/** ISO 3166-1 alpha-2 country, optionally followed by an ISO 3166-2 subdivision (`FR`, `FR-IDF`). */
const COUNTRY_REGION_PATTERN = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;

// ---------------------------------------------------------------------------------------------
// Field builders

/** Blank text counts as missing, so that a required field says "required", not "invalid". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function upperCode(value: unknown): unknown {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? present.trim().toUpperCase() : present;
}

/** Missing input gets `requiredId`, input of the wrong type (an array, a number) `validation.invalid`. */
function missingOr(requiredId: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredId : 'validation.invalid';
}

const requiredText = (requiredId: string, max: number) =>
  z
    .string({ error: missingOr(requiredId) })
    .trim()
    .min(1, requiredId)
    .max(max, 'validation.tooLong');

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong').optional(),
  );

const email = (requiredId: string, invalidId: string) =>
  z
    .string({ error: missingOr(requiredId) })
    .trim()
    .min(1, requiredId)
    .max(ENQUIRY_LIMITS.emailMax, invalidId)
    .pipe(z.email(invalidId))
    .transform((value) => value.toLowerCase());

const phone = (requiredId: string) =>
  requiredText(requiredId, ENQUIRY_LIMITS.phoneMax).regex(
    PHONE_PATTERN,
    'enquiries.validation.phoneInvalid',
  );

/** Digits from a form, a number from JSON; blank is missing. */
function toNumber(value: unknown): unknown {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? Number(present.trim()) : present;
}

const wholeNumber = (requiredId: string, invalidId: string, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredId : invalidId,
    })
    .int(invalidId)
    .min(min, invalidId)
    .max(max, invalidId);

function toBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', 'on', '1', 'yes'].includes(text)) return true;
  if (['false', 'off', '0', 'no', ''].includes(text)) return false;
  return value;
}

/** The consent box: anything but an explicit yes is refused (the web ticks it by default). */
const consent = z.preprocess(
  toBoolean,
  z.literal(true, { error: 'enquiries.validation.consentRequired' }),
);

const requiredChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  requiredId: string,
) => z.preprocess(blankToUndefined, z.enum(values, { error: missingOr(requiredId) }));

/** Repeated keys (`a=1&a=2`), a list, or one comma-separated string; duplicates dropped. */
function toList(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (present === undefined) return [];
  if (typeof present === 'string') {
    return present
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return present;
}

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * `POST /www/consult/advice`: the enquiry (institution) dialog opened from the header (spec
 * sections 3 and 5). Every field is sent and stored: the seed product lost name, phone, e-mail
 * and student number through a misspelled object. `countryRegion` is a code of the cascading
 * list (`GET /ajax/regions`): a country (`FR`) or one of its regions (`FR-IDF`); the server
 * checks that it exists.
 */
export const enquiryFormSchema = z.object({
  countryRegion: z.preprocess(
    upperCode,
    z
      .string({ error: missingOr('enquiries.validation.countryRequired') })
      .regex(COUNTRY_REGION_PATTERN, 'enquiries.validation.countryInvalid'),
  ),
  city: requiredText('enquiries.validation.cityRequired', ENQUIRY_LIMITS.cityMax),
  institutionName: requiredText(
    'enquiries.validation.institutionNameRequired',
    ENQUIRY_LIMITS.institutionMax,
  ),
  institutionPersonFirstName: requiredText(
    'enquiries.validation.firstNameRequired',
    ENQUIRY_LIMITS.nameMax,
  ),
  institutionPersonLastName: requiredText(
    'enquiries.validation.lastNameRequired',
    ENQUIRY_LIMITS.nameMax,
  ),
  institutionPhone: phone('enquiries.validation.businessPhoneRequired'),
  institutionEmail: email(
    'enquiries.validation.businessEmailRequired',
    'enquiries.validation.businessEmailInvalid',
  ),
  /** Defaults to 1 (spec section 3). */
  institutionStudentNumber: z.preprocess(
    toNumber,
    wholeNumber(
      'enquiries.validation.studentNumberInvalid',
      'enquiries.validation.studentNumberInvalid',
      1,
      ENQUIRY_LIMITS.studentNumberMax,
    ).default(1),
  ),
  /** What the institution needs, ticked from ENQUIRY_NEED_FUNCTIONS; may be empty. */
  needFunctions: z.preprocess(
    toList,
    z
      .array(z.enum(ENQUIRY_NEED_FUNCTIONS, { error: 'validation.invalid' }))
      .max(ENQUIRY_NEED_FUNCTIONS.length, 'validation.invalid')
      .transform((items) => [...new Set(items)]),
  ),
  consent,
});
export type EnquiryForm = z.input<typeof enquiryFormSchema>;
export type EnquiryFormValues = z.output<typeof enquiryFormSchema>;

/** `POST /www/consult/contact`: the contact dialog of the footer; the message is optional. */
export const contactFormSchema = z.object({
  firstName: requiredText('enquiries.validation.firstNameRequired', ENQUIRY_LIMITS.nameMax),
  lastName: requiredText('enquiries.validation.lastNameRequired', ENQUIRY_LIMITS.nameMax),
  email: email('enquiries.validation.emailRequired', 'enquiries.validation.emailInvalid'),
  message: optionalText(ENQUIRY_LIMITS.messageMax),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * `POST /ajax/advice`: the consultation form (spec section 3, "other variant"). Student count,
 * student age range and the social media name are required (section 5); the message is not.
 */
export const consultationFormSchema = z.object({
  institutionName: requiredText(
    'enquiries.validation.institutionNameRequired',
    ENQUIRY_LIMITS.institutionMax,
  ),
  firstName: requiredText('enquiries.validation.firstNameRequired', ENQUIRY_LIMITS.nameMax),
  lastName: requiredText('enquiries.validation.lastNameRequired', ENQUIRY_LIMITS.nameMax),
  email: email(
    'enquiries.validation.businessEmailRequired',
    'enquiries.validation.businessEmailInvalid',
  ),
  phone: phone('enquiries.validation.businessPhoneRequired'),
  studentCount: z.preprocess(
    toNumber,
    wholeNumber(
      'enquiries.validation.studentCountRequired',
      'enquiries.validation.studentNumberInvalid',
      1,
      ENQUIRY_LIMITS.studentNumberMax,
    ),
  ),
  city: requiredText('enquiries.validation.cityRequired', ENQUIRY_LIMITS.cityMax),
  /** ISO 3166-1 alpha-2 code from the country list; the server checks that it exists. */
  country: z.preprocess(
    upperCode,
    z
      .string({ error: missingOr('enquiries.validation.countryRequired') })
      .regex(COUNTRY_PATTERN, 'enquiries.validation.countryInvalid'),
  ),
  message: optionalText(ENQUIRY_LIMITS.messageMax),
  studentAgeRange: requiredChoice(
    STUDENT_AGE_RANGES,
    'enquiries.validation.studentAgeRangeRequired',
  ),
  socialMediaName: requiredText(
    'enquiries.validation.socialMediaNameRequired',
    ENQUIRY_LIMITS.socialMediaMax,
  ),
});
export type ConsultationForm = z.input<typeof consultationFormSchema>;
export type ConsultationFormValues = z.output<typeof consultationFormSchema>;

/** `POST /ajax/ambassador`: name, e-mail, phone, student age range and school, all required. */
export const ambassadorFormSchema = z.object({
  name: requiredText('enquiries.validation.nameRequired', ENQUIRY_LIMITS.fullNameMax),
  email: email('enquiries.validation.emailRequired', 'enquiries.validation.emailInvalid'),
  phone: phone('enquiries.validation.phoneRequired'),
  studentAgeRange: requiredChoice(
    STUDENT_AGE_RANGES,
    'enquiries.validation.studentAgeRangeRequired',
  ),
  school: requiredText('enquiries.validation.schoolRequired', ENQUIRY_LIMITS.institutionMax),
});
export type AmbassadorForm = z.input<typeof ambassadorFormSchema>;
export type AmbassadorFormValues = z.output<typeof ambassadorFormSchema>;

/**
 * `POST /ajax/demo-request`: the demo request of the new landing page, by a parent or another
 * contact. The child's age is within the app's ages (section 9: 3 to 14); the phone is optional.
 */
export const demoRequestFormSchema = z.object({
  contactName: requiredText('enquiries.validation.contactNameRequired', ENQUIRY_LIMITS.fullNameMax),
  email: email('enquiries.validation.emailRequired', 'enquiries.validation.emailInvalid'),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'enquiries.validation.phoneInvalid' })
      .trim()
      .regex(PHONE_PATTERN, 'enquiries.validation.phoneInvalid')
      .optional(),
  ),
  childAge: z.preprocess(
    toNumber,
    wholeNumber(
      'enquiries.validation.childAgeRequired',
      'enquiries.validation.childAgeInvalid',
      AGE_RANGES.app.min,
      AGE_RANGES.app.max,
    ),
  ),
  demoLanguage: requiredChoice(LOCALES, 'enquiries.validation.demoLanguageRequired'),
  preferredTimeSlot: requiredText(
    'enquiries.validation.timeSlotRequired',
    ENQUIRY_LIMITS.timeSlotMax,
  ),
  consent,
});
export type DemoRequestForm = z.input<typeof demoRequestFormSchema>;
export type DemoRequestFormValues = z.output<typeof demoRequestFormSchema>;

/** What every accepted form answers: the reply promise of section 9. */
export const enquiryAcceptedSchema = z.object({ replyWithinHours: z.number().int() });
export type EnquiryAccepted = z.infer<typeof enquiryAcceptedSchema>;

/**
 * `POST /ajax/check-user-email`: whether an account uses this e-mail (a form warns on blur).
 * Rate-limited per client address (CHECK_USER_EMAIL_RATE_LIMIT).
 */
export const checkUserEmailFormSchema = z.object({
  email: email('enquiries.validation.emailRequired', 'enquiries.validation.emailInvalid'),
});
export const userEmailCheckSchema = z.object({ registered: z.boolean() });
export type UserEmailCheck = z.infer<typeof userEmailCheckSchema>;

// ---------------------------------------------------------------------------------------------
// Countries and regions (`GET /ajax/regions`, `GET /www/consult/regions`)

/**
 * `lang` names the language of the names; `country` asks for one country's regions (the form
 * loads them once a country is chosen). Without `country` the answer is the country list.
 */
export const regionsQuerySchema = z.object({
  lang: z.enum(LOCALES).optional(),
  country: z.preprocess(
    upperCode,
    z
      .string({ error: 'validation.invalid' })
      .regex(COUNTRY_PATTERN, 'validation.invalid')
      .optional(),
  ),
});
export type RegionsQuery = z.input<typeof regionsQuerySchema>;

/** A country: ISO 3166-1 alpha-2 code and its name in the requested language. */
export const countryOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** False for countries without ISO 3166-2 subdivisions (the region select is then hidden). */
  hasRegions: z.boolean(),
});
export type CountryOption = z.infer<typeof countryOptionSchema>;

/** A region: ISO 3166-2 code (`FR-IDF`) and its name. */
export const regionOptionSchema = z.object({ code: z.string(), name: z.string() });
export type RegionOption = z.infer<typeof regionOptionSchema>;

/** Answer without `country`: every country, sorted by name in the requested language. */
export const countryListSchema = z.object({ countries: z.array(countryOptionSchema) });
export type CountryList = z.infer<typeof countryListSchema>;

/** Answer with `country`: that country and its first-level regions, sorted by name. */
export const countryRegionsSchema = z.object({
  country: countryOptionSchema,
  regions: z.array(regionOptionSchema),
});
export type CountryRegions = z.infer<typeof countryRegionsSchema>;
