import type { GradeKey, JoinChannel, SchoolKind } from '@atelier/contracts';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/**
 * Events of a school's stream (`school-<id>`: the school and its grades) and of each class's
 * stream (`class-<id>`: the class, its teacher and its members). They carry ids and the names and
 * codes of schools, grades and classes, never a person's name or e-mail (those live in `users`).
 *
 * Fields marked "absent before issue 5" are missing from events stored earlier: whoever reads an
 * event defaults them (see `schoolKindOf`, `joinChannelOf`).
 */
export type SchoolRegistered = DomainEvent<
  'SchoolRegistered',
  {
    schoolId: string;
    name: string;
    code: string;
    /** Absent before issue 5: `school`. */
    kind?: SchoolKind;
    /** A private workspace's teacher; absent before issue 5: null. */
    ownerTeacherId?: string | null;
    /** End of the school's access (ISO-8601); absent before issue 5: null (no end). */
    accessUntil?: string | null;
  }
>;
export type GradeCreated = DomainEvent<
  'GradeCreated',
  {
    schoolId: string;
    gradeId: string;
    gradeKey: GradeKey;
    /** Absent before issue 5: ''. */
    description?: string;
  }
>;
export type GradeUpdated = DomainEvent<
  'GradeUpdated',
  { schoolId: string; gradeId: string; description: string }
>;
type GradeFact<T extends string> = DomainEvent<T, { schoolId: string; gradeId: string }>;
export type GradeDisabled = GradeFact<'GradeDisabled'>;
export type GradeEnabled = GradeFact<'GradeEnabled'>;
export type GradeDeleted = GradeFact<'GradeDeleted'>;

export type ClassCreated = DomainEvent<
  'ClassCreated',
  {
    schoolId: string;
    gradeId: string;
    classId: string;
    name: string;
    code: string;
    level: number;
    /** Absent before issue 5: ''. */
    description?: string;
  }
>;
export type ClassUpdated = DomainEvent<
  'ClassUpdated',
  {
    schoolId: string;
    gradeId: string;
    classId: string;
    name: string;
    code: string;
    level: number;
    description: string;
  }
>;
type ClassFact<T extends string> = DomainEvent<T, { schoolId: string; classId: string }>;
export type ClassSuspended = ClassFact<'ClassSuspended'>;
export type ClassActivated = ClassFact<'ClassActivated'>;
export type ClassDisabled = ClassFact<'ClassDisabled'>;
export type ClassEnabled = ClassFact<'ClassEnabled'>;
export type ClassDeleted = ClassFact<'ClassDeleted'>;

export type TeacherAssignedToClass = DomainEvent<
  'TeacherAssignedToClass',
  { schoolId: string; classId: string; teacherId: string }
>;
export type StudentJoinedClass = DomainEvent<
  'StudentJoinedClass',
  {
    schoolId: string;
    gradeId: string;
    classId: string;
    studentId: string;
    /** Absent before issue 5 (only the demo seed enrolled): `seed`. */
    via?: JoinChannel;
  }
>;
type MemberFact<T extends string> = DomainEvent<
  T,
  { schoolId: string; gradeId: string; classId: string; studentId: string }
>;
export type StudentSuspendedInClass = MemberFact<'StudentSuspendedInClass'>;
export type StudentActivatedInClass = MemberFact<'StudentActivatedInClass'>;
export type StudentRemovedFromClass = MemberFact<'StudentRemovedFromClass'>;
/**
 * Appended to the source class's stream; the target class's stream gets a StudentJoinedClass in
 * the same transaction. `gradeId` is the source class's grade.
 */
export type StudentMovedToClass = DomainEvent<
  'StudentMovedToClass',
  { schoolId: string; gradeId: string; fromClassId: string; toClassId: string; studentId: string }
>;

export type SchoolStreamEvent =
  SchoolRegistered | GradeCreated | GradeUpdated | GradeDisabled | GradeEnabled | GradeDeleted;

export type ClassStreamEvent =
  | ClassCreated
  | ClassUpdated
  | ClassSuspended
  | ClassActivated
  | ClassDisabled
  | ClassEnabled
  | ClassDeleted
  | TeacherAssignedToClass
  | StudentJoinedClass
  | StudentSuspendedInClass
  | StudentActivatedInClass
  | StudentRemovedFromClass
  | StudentMovedToClass;

export type SchoolEvent = SchoolStreamEvent | ClassStreamEvent;

export function schoolKindOf(event: SchoolRegistered): SchoolKind {
  return event.data.kind ?? 'school';
}

export function joinChannelOf(event: StudentJoinedClass): JoinChannel {
  return event.data.via ?? 'seed';
}
