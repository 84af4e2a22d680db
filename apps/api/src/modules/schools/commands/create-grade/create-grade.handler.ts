import type { GradeRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { gradeRows } from '../../read-model/school-read-model.js';
import { requireAdministrator, TenantResolver } from '../../tenancy/tenant.js';
import { schoolStream } from '../streams.js';
import { CreateGradeCommand } from './create-grade.command.js';

@CommandHandler(CreateGradeCommand)
export class CreateGradeHandler implements ICommandHandler<CreateGradeCommand, GradeRow> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly tenants: TenantResolver,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: CreateGradeCommand): Promise<GradeRow> {
    const created = await this.unitOfWork.run(async (manager) => {
      const schoolId = caller
        ? requireAdministrator(await this.tenants.resolveOrCreate(manager, caller, context))
            .schoolId
        : payload.schoolId;
      if (!schoolId) throw new DomainError('notFound');
      const events = await this.runner.runWithin(manager, {
        ...schoolStream(schoolId),
        command: {
          type: 'CreateGrade',
          schoolId,
          gradeId: payload.gradeId,
          gradeKey: payload.gradeKey,
          description: payload.description?.trim() ?? '',
        },
        context: { ...context, schoolId },
      });
      const event = events.find((e) => e.type === 'GradeCreated');
      return { schoolId, gradeId: event?.type === 'GradeCreated' ? event.data.gradeId : '' };
    });
    const [row] = await gradeRows(this.db, created.schoolId, created.gradeId);
    if (!row) throw new DomainError('notFound');
    return row;
  }
}
