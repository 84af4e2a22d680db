import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/**
 * Homework events carry the school, grade and class they belong to, so the warehouse projects
 * each one on its own (an append, no lookups) and dashboards filter without joins to SQLite.
 */
interface HomeworkScope {
  schoolId: string;
  gradeId: string;
  classId: string;
  homeworkId: string;
}

export type HomeworkAssigned = DomainEvent<
  'HomeworkAssigned',
  HomeworkScope & {
    teacherId: string;
    title: string;
    itemIds: string[];
    /** ISO-8601 */
    deadline: string;
  }
>;
export type QuestionAnswered = DomainEvent<
  'QuestionAnswered',
  HomeworkScope & { studentId: string; itemId: string; correct: boolean; timeMs: number }
>;
export type HomeworkSubmitted = DomainEvent<
  'HomeworkSubmitted',
  HomeworkScope & {
    studentId: string;
    questionCount: number;
    correctCount: number;
    durationMs: number;
  }
>;

export type HomeworkEvent = HomeworkAssigned | QuestionAnswered | HomeworkSubmitted;
