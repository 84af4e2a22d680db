import type { DuckDBAppender } from '@duckdb/node-api';
import {
  appendPosition,
  requireId,
  type Data,
  type ProjectedEvent,
} from '../warehouse-projection.js';

/** The leading columns of every per-student homework fact: its position and where it happened. */
export interface HomeworkScopeRow {
  position: number;
  schoolId: string;
  gradeId: string;
  classId: string;
  homeworkId: string;
  studentId: string;
}

export const HOMEWORK_SCOPE_DDL = `position BIGINT NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    class_id VARCHAR NOT NULL,
    homework_id VARCHAR NOT NULL,
    student_id VARCHAR NOT NULL`;

export const HOMEWORK_SCOPE_COLUMNS = [
  'position',
  'school_id',
  'grade_id',
  'class_id',
  'homework_id',
  'student_id',
] as const;

export function homeworkScopeOf(event: ProjectedEvent, data: Data): HomeworkScopeRow {
  return {
    position: event.position,
    schoolId: requireId(event, data, 'schoolId'),
    gradeId: requireId(event, data, 'gradeId'),
    classId: requireId(event, data, 'classId'),
    homeworkId: requireId(event, data, 'homeworkId'),
    studentId: requireId(event, data, 'studentId'),
  };
}

export function appendHomeworkScope(appender: DuckDBAppender, row: HomeworkScopeRow): void {
  appendPosition(appender, row.position);
  appender.appendVarchar(row.schoolId);
  appender.appendVarchar(row.gradeId);
  appender.appendVarchar(row.classId);
  appender.appendVarchar(row.homeworkId);
  appender.appendVarchar(row.studentId);
}
