import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser, uniqueEmail } from '../../../test/accounts-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import type { CommandContext } from '../cqrs/command-runner.js';
import { AnswerQuestionCommand } from '../../modules/homework/commands/answer-question/answer-question.command.js';
import { AssignHomeworkCommand } from '../../modules/homework/commands/assign-homework/assign-homework.command.js';
import { SubmitHomeworkCommand } from '../../modules/homework/commands/submit-homework/submit-homework.command.js';
import { CreateClassCommand } from '../../modules/schools/commands/create-class/create-class.command.js';
import { CreateGradeCommand } from '../../modules/schools/commands/create-grade/create-grade.command.js';
import { EnrolStudentCommand } from '../../modules/schools/commands/enrol-student/enrol-student.command.js';
import { DuckDbWarehouse } from './duckdb-warehouse.js';

let sut: TestApp;

beforeAll(async () => {
  sut = await startTestApp();
});
afterAll(async () => {
  await sut.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = performance.now();
  let value = await read();
  while (!done(value) && performance.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return { value, elapsedMs: performance.now() - started };
}

describe('the warehouse in the running app', () => {
  it('shows a homework submission within 2 seconds of the command (the projector follows live)', async () => {
    const bus = sut.app.get(CommandBus);
    const warehouse = sut.app.get(DuckDbWarehouse);
    const schoolId = await createSchool(sut, `S${randomUUID().slice(0, 6)}`);
    const studentId = await createUser(sut, {
      email: uniqueEmail('live'),
      role: 'student',
      schoolId,
    });
    const teacherId = await createUser(sut, { email: uniqueEmail('t'), role: 'teacher', schoolId });
    const [gradeId, classId, homeworkId] = [randomUUID(), randomUUID(), randomUUID()];
    const ctx = (): CommandContext => ({
      actorId: 'test',
      schoolId,
      correlationId: 'warehouse-live',
      lang: 'en',
      now: new Date(),
    });
    await bus.execute(new CreateGradeCommand({ schoolId, gradeId, gradeKey: 'grade-2' }, ctx()));
    await bus.execute(
      new CreateClassCommand(
        { schoolId, gradeId, classId, name: 'Koalas', code: 'KOALA', level: 2 },
        ctx(),
      ),
    );
    await bus.execute(new EnrolStudentCommand({ classId, studentId }, ctx()));
    await bus.execute(
      new AssignHomeworkCommand(
        {
          schoolId,
          gradeId,
          classId,
          homeworkId,
          teacherId,
          title: 'Numbers',
          itemIds: ['q1', 'q2'],
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
        },
        ctx(),
      ),
    );
    await bus.execute(
      new AnswerQuestionCommand(
        { homeworkId, studentId, itemId: 'q1', correct: true, timeMs: 3000 },
        ctx(),
      ),
    );
    await bus.execute(
      new AnswerQuestionCommand(
        { homeworkId, studentId, itemId: 'q2', correct: false, timeMs: 5000 },
        ctx(),
      ),
    );

    await bus.execute(new SubmitHomeworkCommand({ homeworkId, studentId }, ctx()));
    const { value, elapsedMs } = await waitFor(
      () =>
        warehouse.query<{ correct: number; total: number }>(
          `SELECT correct_count AS correct, question_count AS total
             FROM fact_submission WHERE homework_id = $1 AND student_id = $2`,
          [homeworkId, studentId],
        ),
      (rows) => rows.length === 1,
      2_000,
    );
    expect(value).toEqual([{ correct: 1, total: 2 }]);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('counts new registrations per role per month', async () => {
    const warehouse = sut.app.get(DuckDbWarehouse);
    const read = () =>
      warehouse.query<{ role: string; month: string; registrations: number }>(
        `SELECT role, strftime(occurred_at, '%Y-%m') AS month, count(*)::INTEGER AS registrations
           FROM fact_user_registered GROUP BY ALL ORDER BY role`,
      );
    const before = await read();
    await createUser(sut, {
      email: uniqueEmail('count'),
      role: 'manager',
      schoolId: await createSchool(sut, 'CNT1'),
    });
    const month = new Date().toISOString().slice(0, 7);
    const { value } = await waitFor(
      read,
      (rows) => rows.some((r) => r.role === 'manager' && r.registrations > 0),
      2_000,
    );
    const managers = (rows: typeof value) =>
      rows.find((r) => r.role === 'manager' && r.month === month)?.registrations ?? 0;
    expect(managers(value)).toBe(managers(before) + 1);
  });
});
