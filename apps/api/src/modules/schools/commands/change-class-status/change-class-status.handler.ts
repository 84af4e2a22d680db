import type { ClassRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { classRows } from '../../read-model/school-read-model.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { classStream } from '../streams.js';
import { ChangeClassStatusCommand } from './change-class-status.command.js';

@CommandHandler(ChangeClassStatusCommand)
export class ChangeClassStatusHandler implements ICommandHandler<
  ChangeClassStatusCommand,
  ClassRow
> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: ChangeClassStatusCommand): Promise<ClassRow> {
    const schoolId = await this.unitOfWork.run(async (manager) => {
      const klass = await this.access.requireClass(caller, payload.classId, 'administer', manager);
      await this.runner.runWithin(manager, {
        ...classStream(payload.classId),
        command: { type: 'ChangeClassStatus', classId: payload.classId, action: payload.action },
        context: { ...context, schoolId: klass.schoolId },
      });
      return klass.schoolId;
    });
    const [row] = await classRows(this.db, { schoolId, classId: payload.classId });
    if (!row) throw new DomainError('notFound');
    return row;
  }
}
