import { z } from 'zod';
import { EMAIL_CODE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { PLAN_STATES, ROLES } from './roles.js';

/**
 * Forms of the accounts capability (spec sections 3, 5, 7). One schema per form, used by the web
 * form and by the server's controller; issue messages are message ids of packages/i18n.
 */
const email = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'error.emailFormat')
  .pipe(z.email('error.emailFormat'))
  .transform((value) => value.toLowerCase());

/**
 * Length in code points, not UTF-16 units, so that an emoji or a rare hanzi counts once: the same
 * count as the machines' `isPasswordLengthOk`, on client and server alike.
 */
export function isPasswordLengthAllowed(value: string): boolean {
  const length = [...value].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

const password = z.string().refine(isPasswordLengthAllowed, 'error.passwordLength');

const name = z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong');

const code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE.length}}$`), 'validation.invalid');

/** The identity chosen on the login page: school/institution logs in as a manager. */
export const identitySchema = z.enum(ROLES);

export const loginFormSchema = z.object({
  identity: identitySchema,
  email,
  password: z
    .string()
    .min(1, 'validation.required')
    .max(PASSWORD_MAX_LENGTH, 'error.passwordLength'),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const sendRegisterEmailSchema = z.object({ email, role: identitySchema });

export const validCaptchaSchema = z.object({ email, code });

/** Registration's last step: the ticket proves the e-mail was verified (no register without it). */
export const registerFormSchema = z
  .object({
    ticket: z.string().min(1, 'validation.required').max(200),
    firstName: name,
    familyName: name,
    telephone: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(30, 'validation.tooLong')
      .regex(/^\+?[0-9 ().-]{5,30}$/, 'validation.invalid'),
    schoolCode: z.string().trim().max(40, 'validation.tooLong').optional().default(''),
    password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'error.confirmationMismatch',
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const sendFindPwdEmailSchema = z.object({ email });

export const resetPwdFormSchema = z
  .object({ email, code, password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'error.confirmationMismatch',
  });

export const GENDERS = ['boy', 'girl', 'not-available'] as const;
export type Gender = (typeof GENDERS)[number];

/** `YYYY-MM-DD` naming a real day (no 2020-02-30). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `POST /atelier/user/update`: profile fields, and optionally a password change. */
export const updateProfileSchema = z
  .object({
    firstName: name,
    lastName: name,
    gender: z.enum(GENDERS).optional(),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
      .refine(isCalendarDate, 'validation.invalid')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    country: z.string().trim().max(2, 'validation.invalid').optional(),
    oldPassword: z.string().max(PASSWORD_MAX_LENGTH).optional().default(''),
    newPassword: z.string().optional().default(''),
    confirmPassword: z.string().optional().default(''),
  })
  .superRefine((form, ctx) => {
    if (!form.newPassword) return;
    if (!form.oldPassword)
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'validation.required' });
    if (!isPasswordLengthAllowed(form.newPassword)) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'error.passwordLength' });
    }
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'error.confirmationMismatch',
      });
    }
  });
export type UpdateProfileForm = z.input<typeof updateProfileSchema>;

export const messageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const kenyaLoginSchema = z.object({ assertion: z.string().min(1).max(4096) });

/**
 * `POST /atelier/user/social-login`, OpenID Connect authorization code flow with PKCE, in two
 * steps. `start` answers `socialLoginStartSchema` (the provider's authorization URL; the state and
 * code verifier stay on the server). The provider then redirects to `redirectUri` with `code`,
 * `state` and (RFC 9207) `iss`, which the page posts back as `callback`; it answers a SessionGrant.
 * `identity` is the role a NEW account gets (student when absent; never manager); an existing
 * account keeps its own role.
 */
export const socialLoginSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('start'),
    redirectUri: z.string().url().max(500),
    identity: identitySchema.optional(),
  }),
  z.object({
    step: z.literal('callback'),
    code: z.string().min(1).max(2000),
    state: z.string().min(1).max(200),
    redirectUri: z.string().url().max(500),
    iss: z.string().url().max(500).optional(),
  }),
]);
export type SocialLoginForm = z.input<typeof socialLoginSchema>;

export const socialLoginStartSchema = z.object({ authorizationUrl: z.string().url() });
export type SocialLoginStart = z.infer<typeof socialLoginStartSchema>;

/**
 * Answer of `send-register-email` and `send-findpwd-email`. The reset call answers the same for an
 * unknown address (no account enumeration).
 */
export const codeSentSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInMinutes: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** Answer of `valid-captcha`: the ticket that `register` requires (single use, short-lived). */
export const captchaVerifiedSchema = z.object({
  ticket: z.string().min(1),
  email: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
});
export type CaptchaVerified = z.infer<typeof captchaVerifiedSchema>;

/** A 400/429 answer's `data` when a limit or cooldown refused the call. */
export const retryAfterSchema = z.object({ retryAfterSeconds: z.number().int() });
export type RetryAfter = z.infer<typeof retryAfterSchema>;

/** The account page's data (`GET /atelier/user/validate` returns it with the session state). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  schoolName: z.string().nullable(),
  plan: z.enum(PLAN_STATES).nullable(),
  /** When the plan ends (ISO-8601); null when it has no end date here (school plans). */
  planExpiresAt: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export const messageListSchema = z.object({
  items: z.array(userMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;
