import type { ClassRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { classCodeTaken, classRows } from '../../read-model/school-read-model.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { asCodeClash, gradeForClass } from '../class-rules.js';
import { classStream } from '../streams.js';
import { UpdateClassCommand } from './update-class.command.js';

@CommandHandler(UpdateClassCommand)
export class UpdateClassHandler implements ICommandHandler<UpdateClassCommand, ClassRow> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: UpdateClassCommand): Promise<ClassRow> {
    const code = payload.code.trim().toUpperCase();
    const schoolId = await this.unitOfWork.run(async (manager) => {
      const klass = await this.access.requireClass(caller, payload.classId, 'administer', manager);
      const scoped = { ...context, schoolId: klass.schoolId };
      const gradeId = await gradeForClass(
        manager,
        this.runner,
        klass.schoolId,
        payload.gradeId,
        scoped,
      );
      try {
        await this.runner.runWithin(manager, {
          ...classStream(payload.classId),
          command: {
            type: 'UpdateClass',
            classId: payload.classId,
            gradeId,
            name: payload.name.trim(),
            code,
            level: payload.level,
            description: payload.description.trim(),
            codeTaken: await classCodeTaken(manager, klass.schoolId, code, payload.classId),
          },
          context: scoped,
        });
      } catch (error) {
        throw asCodeClash(error);
      }
      return klass.schoolId;
    });
    const [row] = await classRows(this.db, { schoolId, classId: payload.classId });
    if (!row) throw new DomainError('notFound');
    return row;
  }
}
