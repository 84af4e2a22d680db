import type { GradeRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { gradeRows } from '../../read-model/school-read-model.js';
import { administeredGradeSchool } from '../grade-scope.js';
import { schoolStream } from '../streams.js';
import { UpdateGradeCommand } from './update-grade.command.js';

@CommandHandler(UpdateGradeCommand)
export class UpdateGradeHandler implements ICommandHandler<UpdateGradeCommand, GradeRow> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: UpdateGradeCommand): Promise<GradeRow> {
    const schoolId = await this.unitOfWork.run(async (manager) => {
      const school = await administeredGradeSchool(manager, caller, payload.gradeId);
      await this.runner.runWithin(manager, {
        ...schoolStream(school),
        command: { type: 'UpdateGrade', schoolId: school, ...payload },
        context: { ...context, schoolId: school },
      });
      return school;
    });
    const [row] = await gradeRows(this.db, schoolId, payload.gradeId);
    if (!row) throw new DomainError('notFound');
    return row;
  }
}
