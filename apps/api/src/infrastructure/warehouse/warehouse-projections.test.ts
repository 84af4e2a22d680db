import type { DuckDBAppender } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { answerProjection } from './projections/answer.projection.js';
import { classProjection } from './projections/class.projection.js';
import { classUpdatedProjection } from './projections/class-updated.projection.js';
import { gradeProjection } from './projections/grade.projection.js';
import { homeworkAssignedProjection } from './projections/homework-assigned.projection.js';
import { membershipChangeProjection } from './projections/membership-change.projection.js';
import { submissionProjection } from './projections/submission.projection.js';
import { userRegisteredProjection } from './projections/user-registered.projection.js';
import { WAREHOUSE_PROJECTIONS } from './warehouse-projections.js';
import {
  InvalidEventDataError,
  type ProjectedEvent,
  type WarehouseProjection,
} from './warehouse-projection.js';

const scope = { schoolId: 'school-1', gradeId: 'grade-1', classId: 'class-1', homeworkId: 'hw-1' };

function buildProjectedEvent(overrides: Partial<ProjectedEvent> = {}): ProjectedEvent {
  return {
    position: 42,
    type: 'QuestionAnswered',
    occurredAt: '2026-03-02T09:15:00.000Z',
    data: { ...scope, studentId: 'student-1', itemId: 'item-1', correct: true, timeMs: 4_200 },
    ...overrides,
  };
}

/** Records the Appender calls, to check that a row fills every column in order. */
function recordingAppender(): { appender: DuckDBAppender; calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const record =
    (name: string) =>
    (value?: unknown): void => {
      calls.push([name, value]);
    };
  const appender = {
    appendInteger: record('integer'),
    appendBigInt: record('bigint'),
    appendVarchar: record('varchar'),
    appendBoolean: record('boolean'),
    appendNull: record('null'),
    endRow: record('endRow'),
  } as unknown as DuckDBAppender;
  return { appender, calls };
}

describe('warehouse projections', () => {
  it('map each event type to a row with every column of the table, in order', () => {
    const cases: [WarehouseProjection<unknown>, ProjectedEvent][] = [
      [
        userRegisteredProjection,
        buildProjectedEvent({
          type: 'UserRegistered',
          data: { userId: 'u-1', role: 'teacher', schoolId: null, via: 'seed' },
        }),
      ],
      [
        gradeProjection,
        buildProjectedEvent({
          type: 'GradeCreated',
          data: { schoolId: 's', gradeId: 'g', gradeKey: 'grade-3' },
        }),
      ],
      [
        classProjection,
        buildProjectedEvent({
          type: 'ClassCreated',
          data: { ...scope, name: '3B', code: 'X1', level: 3 },
        }),
      ],
      [
        classUpdatedProjection,
        buildProjectedEvent({
          type: 'ClassUpdated',
          data: { ...scope, name: '3B', code: 'X1', level: 3, description: '' },
        }),
      ],
      [
        membershipChangeProjection,
        buildProjectedEvent({ type: 'StudentJoinedClass', data: { ...scope, studentId: 'st' } }),
      ],
      [
        homeworkAssignedProjection,
        buildProjectedEvent({
          type: 'HomeworkAssigned',
          data: {
            ...scope,
            teacherId: 't',
            title: 'Tones',
            itemIds: ['a', 'b', 'c'],
            deadline: '2026-03-09T09:15:00.000Z',
          },
        }),
      ],
      [answerProjection, buildProjectedEvent()],
      [
        submissionProjection,
        buildProjectedEvent({
          type: 'HomeworkSubmitted',
          data: {
            ...scope,
            studentId: 'st',
            questionCount: 10,
            correctCount: 7,
            durationMs: 61_000,
          },
        }),
      ],
    ];
    expect(cases.map(([p]) => p.table).sort()).toEqual(
      WAREHOUSE_PROJECTIONS.map((p) => p.table).sort(),
    );

    for (const [sut, event] of cases) {
      const { appender, calls } = recordingAppender();
      sut.appendRow(appender, sut.toRow(event));

      expect(calls.at(-1), sut.table).toEqual(['endRow', undefined]);
      expect(calls.length - 1, sut.table).toBe(sut.columns.length);
      expect(calls[0], sut.table).toEqual(['integer', 42]);
      expect(sut.createTable).toContain(sut.table);
      for (const column of sut.columns) expect(sut.createTable, sut.table).toContain(column);
    }
  });

  describe(answerProjection.table, () => {
    it('keeps the scope, the answer and the event time', () => {
      const sut = answerProjection;

      const row = sut.toRow(buildProjectedEvent());

      expect(row).toEqual({
        position: 42,
        ...scope,
        studentId: 'student-1',
        itemId: 'item-1',
        correct: true,
        timeMs: 4_200,
        occurredAt: '2026-03-02T09:15:00.000Z',
      });
    });

    it.each([
      ['a missing id', { ...scope, itemId: 'i', correct: true, timeMs: 1 }, 'studentId'],
      [
        'a non-boolean answer',
        { ...scope, studentId: 's', itemId: 'i', correct: 'yes', timeMs: 1 },
        'correct',
      ],
      [
        'a negative time',
        { ...scope, studentId: 's', itemId: 'i', correct: true, timeMs: -5 },
        'timeMs',
      ],
      ['data that is not an object', 'oops', '(data)'],
    ])('refuses %s, naming the field and not the value', (_case, data, field) => {
      const sut = answerProjection;

      const map = () => sut.toRow(buildProjectedEvent({ data }));

      expect(map).toThrow(InvalidEventDataError);
      expect(map).toThrow(`"${field}"`);
    });

    it('refuses an occurredAt that is not an ISO-8601 UTC timestamp', () => {
      const sut = answerProjection;

      expect(() => sut.toRow(buildProjectedEvent({ occurredAt: 'yesterday' }))).toThrow(
        /occurredAt/,
      );
    });
  });

  describe(userRegisteredProjection.table, () => {
    it('allows users outside a school and refuses unknown roles', () => {
      const sut = userRegisteredProjection;
      const event = (data: unknown) => buildProjectedEvent({ type: 'UserRegistered', data });

      expect(
        sut.toRow(event({ userId: 'u', role: 'student', schoolId: null })).schoolId,
      ).toBeNull();
      expect(() => sut.toRow(event({ userId: 'u', role: 'admin', schoolId: null }))).toThrow(
        /role/,
      );
    });
  });

  describe(membershipChangeProjection.table, () => {
    const member = { schoolId: 's', gradeId: 'g', classId: 'c', studentId: 'st' };

    it('counts a join +1 with its channel, a removal and the source of a move -1', () => {
      const sut = membershipChangeProjection;

      const joined = sut.toRow(
        buildProjectedEvent({ type: 'StudentJoinedClass', data: { ...member, via: 'link' } }),
      );
      const seeded = sut.toRow(buildProjectedEvent({ type: 'StudentJoinedClass', data: member }));
      const removed = sut.toRow(
        buildProjectedEvent({ type: 'StudentRemovedFromClass', data: member }),
      );
      const moved = sut.toRow(
        buildProjectedEvent({
          type: 'StudentMovedToClass',
          data: { schoolId: 's', gradeId: 'g', fromClassId: 'c', toClassId: 'd', studentId: 'st' },
        }),
      );

      expect(joined).toMatchObject({ classId: 'c', delta: 1, reason: 'link' });
      expect(seeded).toMatchObject({ delta: 1, reason: 'seed' });
      expect(removed).toMatchObject({ classId: 'c', delta: -1, reason: 'removed' });
      expect(moved).toMatchObject({ classId: 'c', delta: -1, reason: 'moved-out' });
    });

    it('refuses an unknown join channel and a move without its source class', () => {
      const sut = membershipChangeProjection;

      expect(() =>
        sut.toRow(
          buildProjectedEvent({ type: 'StudentJoinedClass', data: { ...member, via: 'magic' } }),
        ),
      ).toThrow(/"via"/);
      expect(() =>
        sut.toRow(
          buildProjectedEvent({
            type: 'StudentMovedToClass',
            data: { schoolId: 's', gradeId: 'g', toClassId: 'd', studentId: 'st' },
          }),
        ),
      ).toThrow(/"fromClassId"/);
    });
  });

  describe(homeworkAssignedProjection.table, () => {
    it('counts the items and keeps the deadline', () => {
      const sut = homeworkAssignedProjection;

      const row = sut.toRow(
        buildProjectedEvent({
          type: 'HomeworkAssigned',
          data: {
            ...scope,
            teacherId: 't',
            title: 'T',
            itemIds: ['a', 'b'],
            deadline: '2026-03-09T00:00:00.000Z',
          },
        }),
      );

      expect(row).toMatchObject({ itemCount: 2, deadline: '2026-03-09T00:00:00.000Z' });
    });
  });
});
