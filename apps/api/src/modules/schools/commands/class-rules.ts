import { GRADE_KEYS, type GradeKey } from '@atelier/contracts';
import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import type { CommandContext, CommandRunner } from '../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import { findGrade } from '../read-model/school-read-model.js';
import { schoolStream } from './streams.js';

/** The read model's UNIQUE (school_id, code) refused a class code: the same answer as the check. */
export function asCodeClash(error: unknown): unknown {
  return error instanceof Error &&
    /UNIQUE constraint failed: classes\.school_id, classes\.code/.test(error.message)
    ? new DomainError('classCodeTaken')
    : error;
}

function isGradeKey(value: string): value is GradeKey {
  return (GRADE_KEYS as readonly string[]).includes(value);
}

/**
 * The live grade of the school a class goes into: by id, or by grade key (`grade-1`), which adds
 * the grade when the school has none of that name yet (a private teacher's first class needs no
 * grade step). Another tenant's grade id is `notFound`.
 */
export async function gradeForClass(
  manager: EntityManager,
  runner: CommandRunner,
  schoolId: string,
  idOrKey: string,
  context: CommandContext,
): Promise<string> {
  const grade = await findGrade(manager, schoolId, idOrKey);
  if (grade) return grade.id;
  if (!isGradeKey(idOrKey)) throw new DomainError('notFound');
  const events = await runner.runWithin(manager, {
    ...schoolStream(schoolId),
    command: {
      type: 'CreateGrade',
      schoolId,
      gradeId: uuidv7(),
      gradeKey: idOrKey,
      description: '',
    },
    context: { ...context, schoolId },
  });
  const created = events.find((event) => event.type === 'GradeCreated');
  if (created?.type !== 'GradeCreated') throw new DomainError('notFound');
  return created.data.gradeId;
}
