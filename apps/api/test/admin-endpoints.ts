import { ApiPaths, SchoolAdminPaths } from '@atelier/contracts';
import { uniqueCode } from './school-admin-kit.js';

/**
 * Every school-administration endpoint, for the authorization matrix
 * (src/modules/schools/authorization-matrix.int.test.ts). Data only: a new endpoint is a new row.
 *
 * Each caller acts on a target: the ids of school A (its class with students, its grades...),
 * except `privateOwn`, who acts on their own workspace's ids. Endpoints without ids act on the
 * caller's own tenant, whoever they are (a manager of school B lists school B).
 */

export const CALLER_KINDS = [
  'anonymous',
  'student',
  'managerOwn',
  'managerOther',
  'teacherOfClass',
  'teacherSameSchool',
  'teacherOtherSchool',
  'privateOwn',
  'privateOnSchool',
] as const;
/**
 * - anonymous: no session; student: a student of school A;
 * - managerOwn / managerOther: the manager of school A / of school B;
 * - teacherOfClass: school A's teacher of the target class; teacherSameSchool: another teacher of
 *   school A; teacherOtherSchool: a teacher of school B;
 * - privateOwn: a private teacher on their own workspace's ids; privateOnSchool: another private
 *   teacher on school A's ids.
 */
export type CallerKind = (typeof CALLER_KINDS)[number];

/** The ids a call names (school A's, or the private workspace's for `privateOwn`). */
export interface AdminTarget {
  schoolId: string;
  /** A grade with classes. */
  gradeId: string;
  /** A grade without classes (deletable). */
  emptyGradeId: string;
  /** A class with `studentId` in it, taught by `teacherOfClass` (school A). */
  classId: string;
  /** A class without students (deletable). */
  emptyClassId: string;
  /** Another class of the same tenant (a move's target). */
  otherClassId: string;
  studentId: string;
  /** A teacher of the tenant who may be assigned to `classId`. */
  teacherId: string;
}

export type Verdict = 200 | 401 | 403 | 404;

export interface AdminEndpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path template of contracts (`:classId`...). */
  path: string;
  /** The template's parameters; default: `gradeId`, `classId`, `studentId` of the target. */
  params?: (target: AdminTarget) => Record<string, string>;
  body?: (target: AdminTarget) => Record<string, unknown>;
  /** A successful call changes state: each allowed cell then gets a fresh target. */
  mutates: boolean;
  expected: (caller: CallerKind) => Verdict;
}

type Verdicts = Partial<Record<Exclude<CallerKind, 'anonymous' | 'student'>, Verdict>>;

/** No session: 401; a student: 403 (admin endpoints are for managers and teachers). */
function verdicts(cells: Verdicts, otherwise: Verdict): (caller: CallerKind) => Verdict {
  return (caller) => {
    if (caller === 'anonymous') return 401;
    if (caller === 'student') return 403;
    return cells[caller] ?? otherwise;
  };
}

/** Lists of the caller's own tenant: every manager and teacher gets their own. */
const ownLists = verdicts({}, 200);
/** Adding to the caller's own tenant (no ids named): school teachers cannot. */
const addOwn = verdicts(
  { managerOwn: 200, managerOther: 200, privateOwn: 200, privateOnSchool: 200 },
  403,
);
/** Administering named rows: their manager or private teacher; other tenants never see them. */
const administerNamed = verdicts(
  { managerOwn: 200, privateOwn: 200, managerOther: 404, privateOnSchool: 404 },
  403,
);
/** Reading a class or its student, or managing its members: also the class's own teacher. */
const classMembersNamed = verdicts(
  {
    managerOwn: 200,
    teacherOfClass: 200,
    privateOwn: 200,
    teacherSameSchool: 403,
    managerOther: 404,
    teacherOtherSchool: 404,
    privateOnSchool: 404,
  },
  403,
);

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    name: 'overview',
    method: 'GET',
    path: SchoolAdminPaths.overview,
    mutates: false,
    expected: ownLists,
  },
  {
    name: 'grades',
    method: 'GET',
    path: SchoolAdminPaths.grades,
    mutates: false,
    expected: ownLists,
  },
  {
    name: 'create grade',
    method: 'POST',
    path: SchoolAdminPaths.grades,
    body: () => ({ gradeKey: 'grade-5', description: 'Matrix' }),
    mutates: true,
    expected: addOwn,
  },
  {
    name: 'update grade',
    method: 'PATCH',
    path: SchoolAdminPaths.grade,
    body: () => ({ description: `Changed ${uniqueCode()}` }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'grade status',
    method: 'POST',
    path: SchoolAdminPaths.gradeStatus,
    body: () => ({ action: 'disable' }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'delete grade',
    method: 'DELETE',
    path: SchoolAdminPaths.grade,
    params: (t) => ({ gradeId: t.emptyGradeId }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'classes',
    method: 'GET',
    path: SchoolAdminPaths.classes,
    mutates: false,
    expected: ownLists,
  },
  {
    name: 'create class',
    method: 'POST',
    path: SchoolAdminPaths.classes,
    body: (t) => ({ gradeId: t.gradeId, name: 'Matrix', code: uniqueCode('M'), level: 2 }),
    mutates: true,
    expected: verdicts(
      { managerOwn: 200, privateOwn: 200, managerOther: 404, privateOnSchool: 404 },
      403,
    ),
  },
  {
    name: 'class detail',
    method: 'GET',
    path: SchoolAdminPaths.class,
    mutates: false,
    expected: classMembersNamed,
  },
  {
    name: 'update class',
    method: 'PATCH',
    path: SchoolAdminPaths.class,
    body: (t) => ({
      gradeId: t.gradeId,
      name: 'Renamed',
      code: uniqueCode('R'),
      level: 3,
      description: 'Changed',
    }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'delete class',
    method: 'DELETE',
    path: SchoolAdminPaths.class,
    params: (t) => ({ classId: t.emptyClassId }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'class status',
    method: 'POST',
    path: SchoolAdminPaths.classStatus,
    body: () => ({ action: 'suspend' }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'assign teacher',
    method: 'POST',
    path: SchoolAdminPaths.classTeacher,
    body: (t) => ({ teacherId: t.teacherId }),
    mutates: true,
    // Teachers belong to a school: a private teacher has none to assign.
    expected: verdicts({ managerOwn: 200, managerOther: 404 }, 403),
  },
  {
    name: 'teachers',
    method: 'GET',
    path: SchoolAdminPaths.teachers,
    mutates: false,
    expected: verdicts({ managerOwn: 200, managerOther: 200 }, 403),
  },
  {
    name: 'students',
    method: 'GET',
    path: SchoolAdminPaths.students,
    mutates: false,
    expected: ownLists,
  },
  {
    name: 'student profile',
    method: 'GET',
    path: SchoolAdminPaths.student,
    mutates: false,
    expected: classMembersNamed,
  },
  {
    name: 'move student',
    method: 'POST',
    path: SchoolAdminPaths.studentMove,
    body: (t) => ({ toClassId: t.otherClassId }),
    mutates: true,
    expected: administerNamed,
  },
  {
    name: 'remove student',
    method: 'POST',
    path: SchoolAdminPaths.studentRemove,
    body: (t) => ({ classId: t.classId }),
    mutates: true,
    expected: classMembersNamed,
  },
  {
    name: 'student status',
    method: 'POST',
    path: SchoolAdminPaths.studentStatus,
    body: (t) => ({ classId: t.classId, action: 'suspend' }),
    mutates: true,
    expected: classMembersNamed,
  },
  {
    name: 'plan',
    method: 'GET',
    path: ApiPaths.plan,
    mutates: false,
    // Every logged-in user has a plan view, students included.
    expected: (caller) => (caller === 'anonymous' ? 401 : 200),
  },
  // Invitations (modules/schools/invitations)
  {
    name: 'invite link',
    method: 'GET',
    path: SchoolAdminPaths.classInviteLink,
    // The first look creates the class's link.
    mutates: true,
    expected: classMembersNamed,
  },
  {
    name: 'invite link action',
    method: 'POST',
    path: SchoolAdminPaths.classInviteLink,
    body: () => ({ action: 'switch-on' }),
    mutates: true,
    expected: classMembersNamed,
  },
  {
    name: 'invite students by e-mail',
    method: 'POST',
    path: SchoolAdminPaths.classInviteEmails,
    body: () => ({ emails: [`${uniqueCode('S')}@matrix.test`] }),
    mutates: true,
    expected: classMembersNamed,
  },
  {
    name: 'invite teacher',
    method: 'POST',
    path: SchoolAdminPaths.teacherInvitations,
    body: () => ({ email: `${uniqueCode('T')}@matrix.test` }),
    mutates: true,
    // A school's manager invites into their own school; teachers (school or private) cannot.
    expected: verdicts({ managerOwn: 200, managerOther: 200 }, 403),
  },
];
