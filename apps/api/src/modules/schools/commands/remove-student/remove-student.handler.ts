import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { classStream } from '../streams.js';
import { RemoveStudentCommand } from './remove-student.command.js';

/** The membership row stays, `removed`, for the student's class history. */
@CommandHandler(RemoveStudentCommand)
export class RemoveStudentHandler implements ICommandHandler<RemoveStudentCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
  ) {}

  async execute({ payload, context, caller }: RemoveStudentCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const klass = await this.access.requireClass(
        caller,
        payload.classId,
        'manage-members',
        manager,
      );
      await this.runner.runWithin(manager, {
        ...classStream(payload.classId),
        command: { type: 'RemoveStudent', ...payload },
        context: { ...context, schoolId: klass.schoolId },
      });
    });
  }
}
