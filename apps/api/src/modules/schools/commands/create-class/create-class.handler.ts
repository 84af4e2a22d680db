import type { ClassRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { classCodeTaken, classRows, isTeacherOf } from '../../read-model/school-read-model.js';
import { requireAdministrator, TenantResolver } from '../../tenancy/tenant.js';
import { asCodeClash, gradeForClass } from '../class-rules.js';
import { classStream } from '../streams.js';
import { CreateClassCommand } from './create-class.command.js';

/** Class codes are unique per school: checked here, and held by the read model's unique index. */
@CommandHandler(CreateClassCommand)
export class CreateClassHandler implements ICommandHandler<CreateClassCommand, ClassRow> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly tenants: TenantResolver,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: CreateClassCommand): Promise<ClassRow> {
    const name = payload.name.trim();
    const code = payload.code.trim().toUpperCase();
    const schoolId = await this.unitOfWork.run(async (manager) => {
      let school = payload.schoolId;
      let gradeId = payload.gradeId;
      let teacherId = payload.teacherId ?? '';
      if (caller) {
        const tenant = requireAdministrator(
          await this.tenants.resolveOrCreate(manager, caller, context),
        );
        school = tenant.schoolId;
        gradeId = await gradeForClass(manager, this.runner, school, payload.gradeId, context);
        if (tenant.kind === 'private') teacherId = caller.userId;
        else if (teacherId && !(await isTeacherOf(manager, teacherId, school))) {
          throw new DomainError('notFound');
        }
      }
      if (!school) throw new DomainError('notFound');
      const scoped = { ...context, schoolId: school };
      try {
        await this.runner.runWithin(manager, {
          ...classStream(payload.classId),
          command: {
            type: 'CreateClass',
            schoolId: school,
            classId: payload.classId,
            gradeId,
            name,
            code,
            level: payload.level,
            description: payload.description?.trim() ?? '',
            codeTaken: await classCodeTaken(manager, school, code, null),
          },
          context: scoped,
        });
      } catch (error) {
        throw asCodeClash(error);
      }
      if (teacherId) {
        await this.runner.runWithin(manager, {
          ...classStream(payload.classId),
          command: { type: 'AssignTeacher', classId: payload.classId, teacherId },
          context: scoped,
        });
      }
      return school;
    });
    const [row] = await classRows(this.db, { schoolId, classId: payload.classId });
    if (!row) throw new DomainError('notFound');
    return row;
  }
}
