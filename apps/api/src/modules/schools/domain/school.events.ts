import type { GradeKey } from '@atelier/contracts';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

export type SchoolRegistered = DomainEvent<
  'SchoolRegistered',
  { schoolId: string; name: string; code: string }
>;
export type GradeCreated = DomainEvent<
  'GradeCreated',
  { schoolId: string; gradeId: string; gradeKey: GradeKey }
>;
export type ClassCreated = DomainEvent<
  'ClassCreated',
  {
    schoolId: string;
    gradeId: string;
    classId: string;
    name: string;
    code: string;
    level: number;
  }
>;
export type TeacherAssignedToClass = DomainEvent<
  'TeacherAssignedToClass',
  { schoolId: string; classId: string; teacherId: string }
>;
export type StudentJoinedClass = DomainEvent<
  'StudentJoinedClass',
  { schoolId: string; gradeId: string; classId: string; studentId: string }
>;

export type SchoolEvent =
  SchoolRegistered | GradeCreated | ClassCreated | TeacherAssignedToClass | StudentJoinedClass;
