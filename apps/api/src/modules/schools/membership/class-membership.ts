import { TEACHER_ACCESS_BONUS, type JoinChannel, type SchoolKind } from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CommandRunner, type CommandContext } from '../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import { classStream } from '../commands/streams.js';
import type { ClassCommand } from '../domain/class.decider.js';

export interface JoinArgs {
  classId: string;
  studentId: string;
  via: JoinChannel;
  context: CommandContext;
}

interface TargetRow {
  school_id: string;
  kind: SchoolKind;
}

/**
 * A student joins a class, inside the caller's transaction: by the manager's move, an invite
 * link, an e-mailed invitation or the seed. The rules across classes are read here and decided by
 * the class decider:
 *
 * - a suspended or terminated class takes no one (`classNotInUse`);
 * - a student of another school is refused (`otherSchool`); one without a school takes the
 *   class's school;
 * - a private workspace holds at most TEACHER_ACCESS_BONUS.maxStudents students
 *   (`studentLimitReached`);
 * - a student already in another class of the school moves (StudentMovedToClass on the source
 *   class, StudentJoinedClass with the given channel on the target); one already in this class
 *   stays as they are.
 */
@Injectable()
export class ClassMembership {
  constructor(private readonly runner: CommandRunner) {}

  async joinWithin(manager: EntityManager, args: JoinArgs): Promise<void> {
    const { classId, studentId, via } = args;
    const targets = (await manager.query(
      `SELECT c.school_id, s.kind FROM classes c JOIN schools s ON s.id = c.school_id
        WHERE c.id = ? AND c.deleted_at IS NULL`,
      [classId],
    )) as TargetRow[];
    const target = targets[0];
    if (!target) throw new DomainError('notFound');
    const students = (await manager.query(
      `SELECT school_id FROM users WHERE id = ? AND role = 'student'`,
      [studentId],
    )) as { school_id: string | null }[];
    const student = students[0];
    if (!student) throw new DomainError('notFound');
    const context = { ...args.context, schoolId: target.school_id };

    const current = await currentClassesOf(manager, studentId, target.school_id);
    if (current.includes(classId)) return;
    const source = current[0];
    if (source !== undefined) {
      await this.run(manager, context, {
        type: 'MoveStudentOut',
        classId: source,
        studentId,
        toClassId: classId,
      });
    }
    await this.run(manager, context, {
      type: 'EnrolStudent',
      classId,
      studentId,
      via,
      studentSchoolId: student.school_id,
      // A move stays within the workspace: it takes no new place.
      studentLimit:
        target.kind === 'private' && source === undefined
          ? {
              used: await studentsInSchool(manager, target.school_id),
              max: TEACHER_ACCESS_BONUS.maxStudents,
            }
          : null,
    });
  }

  private async run(
    manager: EntityManager,
    context: CommandContext,
    command: ClassCommand,
  ): Promise<void> {
    await this.runner.runWithin(manager, { ...classStream(command.classId), command, context });
  }
}

/** The classes of a school a student is in now (active or suspended): at most one, normally. */
export async function currentClassesOf(
  db: Pick<EntityManager, 'query'>,
  studentId: string,
  schoolId: string,
): Promise<string[]> {
  const rows = (await db.query(
    `SELECT m.class_id FROM class_members m JOIN classes c ON c.id = m.class_id
      WHERE m.student_id = ? AND m.status IN ('active', 'suspended')
        AND c.school_id = ? AND c.deleted_at IS NULL
      ORDER BY m.joined_at DESC`,
    [studentId, schoolId],
  )) as { class_id: string }[];
  return rows.map((row) => row.class_id);
}

/** Students in a class of the school now (active or suspended), each counted once. */
export async function studentsInSchool(
  db: Pick<EntityManager, 'query'>,
  schoolId: string,
): Promise<number> {
  const rows = (await db.query(
    `SELECT count(DISTINCT m.student_id) AS n FROM class_members m
       JOIN classes c ON c.id = m.class_id
      WHERE c.school_id = ? AND c.deleted_at IS NULL AND m.status IN ('active', 'suspended')`,
    [schoolId],
  )) as { n: number }[];
  return rows[0]?.n ?? 0;
}
