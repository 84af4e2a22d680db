import { z } from 'zod';
import { GRADE_KEYS, SCHOOL_ADMIN_LIMITS } from './constants.js';
import { PLAN_STATES } from './roles.js';

/**
 * School administration (issue 5; spec sections 2, 3, 4, 6, 9): grades, classes, teachers,
 * students, invitations and the plan state. One schema per form, used by the web form and by the
 * server's controller; issue messages are message ids of packages/i18n.
 *
 * The tenant of every call is the caller's: a manager's or school teacher's school, or a private
 * teacher's own workspace (a school of kind `private` the server creates on first use). No call
 * names a school; ids of another tenant's rows answer 404.
 */

// ---------------------------------------------------------------------------------------------
// States (the machines of machines/src/school-admin hold the transitions; these are the values)

/** Class and grade status (spec section 4): in use, suspended, terminated (= disabled). */
export const CLASS_STATUSES = ['in-use', 'suspended', 'terminated'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
/** What a manager (or a private teacher) may ask of a class's status. */
export const CLASS_STATUS_ACTIONS = ['suspend', 'activate', 'disable', 'enable'] as const;
export type ClassStatusAction = (typeof CLASS_STATUS_ACTIONS)[number];
/** A grade is only enabled or disabled. */
export const GRADE_STATUS_ACTIONS = ['disable', 'enable'] as const;
export type GradeStatusAction = (typeof GRADE_STATUS_ACTIONS)[number];

/** A student in a class (spec section 4). `removed` rows stay for the class history. */
export const MEMBERSHIP_STATUSES = ['active', 'suspended', 'removed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const STUDENT_STATUS_ACTIONS = ['suspend', 'activate'] as const;
export type StudentStatusAction = (typeof STUDENT_STATUS_ACTIONS)[number];

/** A class invite link (spec section 4): invalid for good once expired. */
export const INVITE_LINK_STATES = [
  'not-activated',
  'activated',
  'switched-off',
  'expired',
] as const;
export type InviteLinkState = (typeof INVITE_LINK_STATES)[number];
/** `regenerate` replaces the link by a new, not yet activated one (the old token stops working). */
export const INVITE_LINK_ACTIONS = ['switch-on', 'switch-off', 'regenerate'] as const;
export type InviteLinkAction = (typeof INVITE_LINK_ACTIONS)[number];

/** How a student came into a class: the warehouse and the class history tell them apart. */
export const JOIN_CHANNELS = ['seed', 'manager', 'link', 'email', 'move', 'registration'] as const;
export type JoinChannel = (typeof JOIN_CHANNELS)[number];

export const SCHOOL_KINDS = ['school', 'private'] as const;
export type SchoolKind = (typeof SCHOOL_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Field rules: trimmed, length-limited (code points are not an issue here: limits are generous)

const trimmed = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

const optionalText = (max: number) =>
  z.string().trim().max(max, 'validation.tooLong').optional().default('');

const email = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'error.emailFormat')
  .pipe(z.email('error.emailFormat'))
  .transform((value) => value.toLowerCase());

/** Class codes: letters, digits and `-`, compared without case (unique within a school). */
export const classCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(SCHOOL_ADMIN_LIMITS.classCodeMax, 'validation.tooLong')
  .regex(/^[A-Za-z0-9-]+$/, 'schoolAdmin.validation.classCode')
  .transform((value) => value.toUpperCase());

const id = z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid');

// ---------------------------------------------------------------------------------------------
// Forms

export const createGradeSchema = z.object({
  gradeKey: z.enum(GRADE_KEYS, 'validation.required'),
  description: optionalText(SCHOOL_ADMIN_LIMITS.descriptionMax),
});
export type CreateGradeForm = z.input<typeof createGradeSchema>;

export const updateGradeSchema = z.object({
  description: optionalText(SCHOOL_ADMIN_LIMITS.descriptionMax),
});
export type UpdateGradeForm = z.input<typeof updateGradeSchema>;

export const gradeStatusSchema = z.object({ action: z.enum(GRADE_STATUS_ACTIONS) });

export const createClassSchema = z.object({
  gradeId: id,
  name: trimmed(SCHOOL_ADMIN_LIMITS.classNameMax),
  code: classCodeSchema,
  level: z.coerce
    .number('validation.required')
    .int('validation.invalid')
    .min(SCHOOL_ADMIN_LIMITS.levelMin, 'validation.invalid')
    .max(SCHOOL_ADMIN_LIMITS.levelMax, 'validation.invalid'),
  description: optionalText(SCHOOL_ADMIN_LIMITS.descriptionMax),
  /** A school teacher of the same school; ignored for a private teacher (the class is theirs). */
  teacherId: z.string().trim().max(64).optional().default(''),
});
export type CreateClassForm = z.input<typeof createClassSchema>;

/** Editing a class: the same fields; the teacher is changed with `assignTeacherSchema`. */
export const updateClassSchema = createClassSchema.omit({ teacherId: true });
export type UpdateClassForm = z.input<typeof updateClassSchema>;

export const classStatusSchema = z.object({ action: z.enum(CLASS_STATUS_ACTIONS) });

export const assignTeacherSchema = z.object({ teacherId: id });

export const inviteTeacherSchema = z.object({
  email,
  firstName: optionalText(SCHOOL_ADMIN_LIMITS.personNameMax),
  lastName: optionalText(SCHOOL_ADMIN_LIMITS.personNameMax),
});
export type InviteTeacherForm = z.input<typeof inviteTeacherSchema>;

/**
 * Invite students to a class by e-mail: one address per line (or separated by commas or
 * semicolons) in the form; the API takes the list. Duplicates are dropped.
 */
export const inviteStudentsByEmailSchema = z.object({
  emails: z
    .array(email)
    .min(1, 'validation.required')
    .max(SCHOOL_ADMIN_LIMITS.inviteEmailsMax, 'schoolAdmin.validation.tooManyEmails')
    .transform((list) => [...new Set(list)]),
});
export type InviteStudentsByEmailForm = z.input<typeof inviteStudentsByEmailSchema>;

/** Splits the textarea of the invite-by-e-mail form into the addresses the schema checks. */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export const inviteLinkActionSchema = z.object({ action: z.enum(INVITE_LINK_ACTIONS) });

export const moveStudentSchema = z.object({ toClassId: id });

export const removeStudentSchema = z.object({ classId: id });

export const studentStatusSchema = z.object({
  classId: id,
  action: z.enum(STUDENT_STATUS_ACTIONS),
});

// ---------------------------------------------------------------------------------------------
// Answers (the `data` of the envelope)

export interface SchoolSummary {
  id: string;
  name: string;
  /** What students type at registration to join; a private workspace has one too. */
  code: string;
  kind: SchoolKind;
  /** End of the school's access (ISO-8601); null: no end. */
  accessUntil: string | null;
  hasAccess: boolean;
  counts: { grades: number; classes: number; teachers: number; students: number };
}

export interface GradeRow {
  id: string;
  gradeKey: (typeof GRADE_KEYS)[number];
  description: string;
  status: 'in-use' | 'terminated';
  classCount: number;
  studentCount: number;
  createdAt: string;
}

export interface ClassRow {
  id: string;
  name: string;
  code: string;
  level: number;
  gradeId: string;
  gradeKey: (typeof GRADE_KEYS)[number];
  schoolName: string;
  studentCount: number;
  teacher: { id: string; name: string; email: string } | null;
  description: string;
  status: ClassStatus;
  createdAt: string;
}

export interface ClassMemberRow {
  studentId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: MembershipStatus;
  joinedAt: string;
  via: JoinChannel;
}

export interface InviteLinkView {
  state: InviteLinkState;
  /** Absolute path of the join page (`/invite/<token>`); the client prefixes its origin. */
  path: string;
  /** When an activated link stops working (ISO-8601); null before activation. */
  expiresAt: string | null;
}

export interface ClassDetail extends ClassRow {
  members: ClassMemberRow[];
  inviteLink: InviteLinkView;
  /** E-mail invitations not yet accepted. */
  pendingInvitations: { email: string; sentAt: string; expiresAt: string }[];
}

export interface TeacherRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  classes: { id: string; name: string }[];
  createdAt: string;
}

export interface TeachersAnswer {
  teachers: TeacherRow[];
  /** Teacher invitations sent and not yet accepted. */
  pending: { email: string; sentAt: string; expiresAt: string }[];
}

export interface StudentRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The class the student is in now (active or suspended); null once removed from every class. */
  class: { id: string; name: string; code: string } | null;
  status: MembershipStatus | null;
  createdAt: string;
}

export interface StudentProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: 'boy' | 'girl' | 'not-available' | null;
  birthDate: string | null;
  avatar: string | null;
  schoolCode: string;
  current: StudentRow['class'];
  status: MembershipStatus | null;
  /** Every class the student was in, newest first. */
  history: {
    classId: string;
    className: string;
    classCode: string;
    status: MembershipStatus;
    joinedAt: string;
    leftAt: string | null;
    via: JoinChannel;
  }[];
}

/** `GET /atelier/invite/:token`, public: what the join page shows before anyone logs in. */
export interface InvitationView {
  kind: 'class-link' | 'student-email' | 'teacher';
  schoolName: string;
  /** Null for a teacher invitation (it joins the school, not a class). */
  className: string | null;
  /** The invited address for e-mail invitations (so the page can prefill registration). */
  email: string | null;
  /** `usable`, or why not: every refusal is shown as "link expired / invite link has expired". */
  state: 'usable' | 'expired';
  role: 'student' | 'teacher';
}

export interface AcceptInvitationAnswer {
  schoolId: string;
  classId: string | null;
  /** Where the client goes next: the role's centre. */
  role: 'student' | 'teacher';
}

export const planViewSchema = z.object({
  state: z.enum(PLAN_STATES).nullable(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  /** Whether this user may buy or renew a plan themselves (section 4 and 6). */
  canRenew: z.boolean(),
  renewBlockedReason: z.enum(['school-plan-valid', 'manager']).nullable(),
  school: z
    .object({ name: z.string(), kind: z.enum(SCHOOL_KINDS), accessUntil: z.string().nullable() })
    .nullable(),
  /** Private teachers: the teacher-access bonus (section 9) and how much of it is used. */
  bonus: z
    .object({ teachers: z.number(), maxStudents: z.number(), students: z.number() })
    .nullable(),
});
export type PlanView = z.infer<typeof planViewSchema>;
