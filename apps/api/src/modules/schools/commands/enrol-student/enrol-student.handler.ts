import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { ClassMembership } from '../../membership/class-membership.js';
import { EnrolStudentCommand } from './enrol-student.command.js';

@CommandHandler(EnrolStudentCommand)
export class EnrolStudentHandler implements ICommandHandler<EnrolStudentCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly membership: ClassMembership,
  ) {}

  async execute({ payload, context }: EnrolStudentCommand): Promise<void> {
    await this.unitOfWork.run((manager) =>
      this.membership.joinWithin(manager, {
        classId: payload.classId,
        studentId: payload.studentId,
        via: payload.via ?? 'seed',
        context,
      }),
    );
  }
}
