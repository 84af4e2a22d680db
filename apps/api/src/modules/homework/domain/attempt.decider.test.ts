import { describe, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { attemptDecider, type AssignmentInfo, type AttemptEvent } from './attempt.decider.js';
import { homeworkDecider } from './homework.decider.js';

function buildAssignment(overrides: Partial<AssignmentInfo> = {}): AssignmentInfo {
  return {
    schoolId: 's1',
    gradeId: 'g1',
    classId: 'c1',
    homeworkId: 'h1',
    teacherId: 't1',
    title: 'Colours',
    itemIds: ['q1', 'q2'],
    deadline: '2026-03-10T18:00:00.000Z',
    ...overrides,
  };
}
const before = new Date('2026-03-09T10:00:00Z');
const after = new Date('2026-03-11T10:00:00Z');
const scope = { schoolId: 's1', gradeId: 'g1', classId: 'c1', homeworkId: 'h1', studentId: 'u1' };
const answered = (itemId: string, correct: boolean): AttemptEvent => ({
  type: 'QuestionAnswered',
  data: { ...scope, itemId, correct, timeMs: 4000 },
});

describe('attemptDecider', () => {
  const sut = attemptDecider;
  const assignment = buildAssignment();

  describe('AnswerQuestion', () => {
    it('records an answer to an item of the homework', () => {
      given(sut, [])
        .when({
          type: 'AnswerQuestion',
          assignment,
          studentId: 'u1',
          itemId: 'q1',
          correct: true,
          timeMs: 4000,
          now: before,
        })
        .then([answered('q1', true)]);
    });
    it('refuses an item that is not in the homework', () => {
      given(sut, [])
        .when({
          type: 'AnswerQuestion',
          assignment,
          studentId: 'u1',
          itemId: 'q9',
          correct: true,
          timeMs: 1,
          now: before,
        })
        .thenThrows('validationFailed');
    });
    it('refuses an answer after the deadline', () => {
      given(sut, [])
        .when({
          type: 'AnswerQuestion',
          assignment,
          studentId: 'u1',
          itemId: 'q1',
          correct: true,
          timeMs: 1,
          now: after,
        })
        .thenThrows('homeworkExpired');
    });
  });

  describe('SubmitHomework', () => {
    it('submits with the accuracy and time of the answers', () => {
      given(sut, [answered('q1', true), answered('q2', false)])
        .when({ type: 'SubmitHomework', assignment, studentId: 'u1', now: before })
        .then([
          {
            type: 'HomeworkSubmitted',
            data: { ...scope, questionCount: 2, correctCount: 1, durationMs: 8000 },
          },
        ]);
    });
    it('refuses a second submission', () => {
      given(sut, [
        answered('q1', true),
        {
          type: 'HomeworkSubmitted',
          data: { ...scope, questionCount: 2, correctCount: 1, durationMs: 4000 },
        },
      ])
        .when({ type: 'SubmitHomework', assignment, studentId: 'u1', now: before })
        .thenThrows('homeworkAlreadySubmitted');
    });
    it('refuses an empty submission', () => {
      given(sut, [])
        .when({ type: 'SubmitHomework', assignment, studentId: 'u1', now: before })
        .thenThrows('validationFailed');
    });
  });
});

describe('homeworkDecider', () => {
  it('assigns once and refuses duplicate items', () => {
    const data = buildAssignment();
    given(homeworkDecider, [])
      .when({ type: 'AssignHomework', ...data })
      .then([{ type: 'HomeworkAssigned', data }]);
    given(homeworkDecider, [])
      .when({ type: 'AssignHomework', ...buildAssignment({ itemIds: ['q1', 'q1'] }) })
      .thenThrows('validationFailed');
  });
});
