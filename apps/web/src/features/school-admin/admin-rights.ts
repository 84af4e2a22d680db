import type {
  ClassStatus,
  ClassStatusAction,
  GradeStatusAction,
  MembershipStatus,
  Role,
  SchoolKind,
} from '@atelier/contracts';
import {
  canDeleteClass,
  classStatusActions,
  gradeStatusAfter,
  membershipAfter,
} from '@atelier/machines';

/**
 * Who looks at the administration screens, and what each may do there (spec sections 2 and 6).
 * The server refuses anything else anyway; these decide which buttons are offered. The allowed
 * status changes come from the machines of machines/src/school-admin, as on the server.
 */
export type AdminViewer = 'manager' | 'school-teacher' | 'private-teacher';

/** A teacher is a private teacher when their workspace (GET overview) is of kind `private`. */
export function viewerOf(role: Role, kind: SchoolKind): AdminViewer | null {
  if (role === 'manager') return 'manager';
  if (role === 'teacher') return kind === 'private' ? 'private-teacher' : 'school-teacher';
  return null;
}

export interface AdminRights {
  /** Add, edit, enable, disable and delete grades; the grades page. */
  manageGrades: boolean;
  /** Add, edit, change the status of and delete classes. */
  manageClasses: boolean;
  /** Choose a class's teacher among the school's teachers. */
  assignTeachers: boolean;
  /** The teachers page (and inviting teachers). */
  seeTeachers: boolean;
  /** The students page (every student of the tenant). */
  seeAllStudents: boolean;
  /** Move a student to another class. */
  moveStudents: boolean;
  /** Suspend, activate or remove a student of a class (a school teacher: their classes only). */
  changeMembers: boolean;
  /** Invite students by e-mail or link. */
  inviteStudents: boolean;
  /** The teacher-access bonus use ("3 of 6 students"). */
  showBonus: boolean;
}

export function rightsOf(viewer: AdminViewer): AdminRights {
  const manager = viewer === 'manager';
  const owner = viewer !== 'school-teacher';
  return {
    manageGrades: owner,
    manageClasses: owner,
    assignTeachers: manager,
    seeTeachers: manager,
    seeAllStudents: owner,
    moveStudents: owner,
    changeMembers: true,
    inviteStudents: true,
    showBonus: viewer === 'private-teacher',
  };
}

/** The status changes offered for a class in `status` (the class machine's accepted actions). */
export function classActionsFor(status: ClassStatus): ClassStatusAction[] {
  return classStatusActions(status);
}

/** Whether the delete button is usable: only an empty class can be deleted. */
export function classDeletable(status: ClassStatus, studentCount: number): boolean {
  return canDeleteClass(status, studentCount);
}

/** The one status change a grade offers: disable when in use, enable when disabled. */
export function gradeActionFor(status: 'in-use' | 'terminated'): GradeStatusAction {
  return gradeStatusAfter(status, 'disable') !== null ? 'disable' : 'enable';
}

export type MemberAction = 'suspend' | 'activate' | 'move' | 'remove';

/** What can be done to a student in a class, by the membership machine. */
export function memberActionsFor(status: MembershipStatus): MemberAction[] {
  const actions: MemberAction[] = [];
  if (membershipAfter(status, 'suspend') !== null) actions.push('suspend');
  if (membershipAfter(status, 'activate') !== null) actions.push('activate');
  if (membershipAfter(status, 'move-out') !== null) actions.push('move');
  if (membershipAfter(status, 'remove') !== null) actions.push('remove');
  return actions;
}
