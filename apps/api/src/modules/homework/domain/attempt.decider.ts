import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { HomeworkAssigned, HomeworkSubmitted, QuestionAnswered } from './homework.events.js';

export type AttemptEvent = QuestionAnswered | HomeworkSubmitted;

/** The assignment an attempt belongs to, loaded by the handler from the homework stream. */
export type AssignmentInfo = HomeworkAssigned['data'];

export type AttemptCommand =
  | {
      type: 'AnswerQuestion';
      assignment: AssignmentInfo;
      studentId: string;
      itemId: string;
      correct: boolean;
      timeMs: number;
      now: Date;
    }
  | { type: 'SubmitHomework'; assignment: AssignmentInfo; studentId: string; now: Date };

export interface AttemptState {
  answers: ReadonlyMap<string, { correct: boolean; timeMs: number }>;
  submitted: boolean;
}

/** One student's attempt at one homework: stream `attempt-<homeworkId>-<studentId>`. */
export const attemptDecider: Decider<AttemptState, AttemptCommand, AttemptEvent> = {
  initialState: { answers: new Map(), submitted: false },

  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAnswered':
        return {
          ...state,
          answers: new Map(state.answers).set(event.data.itemId, {
            correct: event.data.correct,
            timeMs: event.data.timeMs,
          }),
        };
      case 'HomeworkSubmitted':
        return { ...state, submitted: true };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    const { assignment } = command;
    if (state.submitted) throw new DomainError('homeworkAlreadySubmitted');
    if (command.now.getTime() > Date.parse(assignment.deadline)) {
      throw new DomainError('homeworkExpired');
    }
    const scope = {
      schoolId: assignment.schoolId,
      gradeId: assignment.gradeId,
      classId: assignment.classId,
      homeworkId: assignment.homeworkId,
      studentId: command.studentId,
    };
    switch (command.type) {
      case 'AnswerQuestion':
        if (!assignment.itemIds.includes(command.itemId)) throw new DomainError('validationFailed');
        if (state.answers.has(command.itemId)) return [];
        return [
          {
            type: 'QuestionAnswered',
            data: {
              ...scope,
              itemId: command.itemId,
              correct: command.correct,
              timeMs: command.timeMs,
            },
          },
        ];
      case 'SubmitHomework': {
        if (state.answers.size === 0) throw new DomainError('validationFailed');
        const answers = [...state.answers.values()];
        return [
          {
            type: 'HomeworkSubmitted',
            data: {
              ...scope,
              questionCount: assignment.itemIds.length,
              correctCount: answers.filter((a) => a.correct).length,
              durationMs: answers.reduce((sum, a) => sum + a.timeMs, 0),
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
