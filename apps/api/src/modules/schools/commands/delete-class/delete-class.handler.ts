import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { classStream } from '../streams.js';
import { DeleteClassCommand } from './delete-class.command.js';

/** Only an empty class goes (the class machine: `classNotEmpty` otherwise). */
@CommandHandler(DeleteClassCommand)
export class DeleteClassHandler implements ICommandHandler<DeleteClassCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
  ) {}

  async execute({ payload, context, caller }: DeleteClassCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const klass = await this.access.requireClass(caller, payload.classId, 'administer', manager);
      await this.runner.runWithin(manager, {
        ...classStream(payload.classId),
        command: { type: 'DeleteClass', classId: payload.classId },
        context: { ...context, schoolId: klass.schoolId },
      });
    });
  }
}
