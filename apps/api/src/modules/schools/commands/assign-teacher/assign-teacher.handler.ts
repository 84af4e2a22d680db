import type { ClassRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { classRows, isTeacherOf } from '../../read-model/school-read-model.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { classStream } from '../streams.js';
import { AssignTeacherCommand } from './assign-teacher.command.js';

@CommandHandler(AssignTeacherCommand)
export class AssignTeacherHandler implements ICommandHandler<
  AssignTeacherCommand,
  ClassRow | null
> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: AssignTeacherCommand): Promise<ClassRow | null> {
    const schoolId = await this.unitOfWork.run(async (manager) => {
      let school = context.schoolId;
      if (caller) {
        // Teachers are a school's: a private teacher has none to assign.
        if (caller.role !== 'manager') throw new DomainError('forbidden');
        const klass = await this.access.requireClass(
          caller,
          payload.classId,
          'administer',
          manager,
        );
        school = klass.schoolId;
        if (!(await isTeacherOf(manager, payload.teacherId, school))) {
          throw new DomainError('notFound');
        }
      }
      await this.runner.runWithin(manager, {
        ...classStream(payload.classId),
        command: { type: 'AssignTeacher', ...payload },
        context: { ...context, schoolId: school },
      });
      return school;
    });
    if (!schoolId) return null;
    const [row] = await classRows(this.db, { schoolId, classId: payload.classId });
    return row ?? null;
  }
}
