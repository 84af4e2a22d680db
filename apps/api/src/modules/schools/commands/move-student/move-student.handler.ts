import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { ClassMembership, currentClassesOf } from '../../membership/class-membership.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { MoveStudentCommand } from './move-student.command.js';

/**
 * Moves a student of the caller's school from their class to another: StudentMovedToClass on the
 * source class and StudentJoinedClass (`move`) on the target, in one transaction.
 */
@CommandHandler(MoveStudentCommand)
export class MoveStudentHandler implements ICommandHandler<MoveStudentCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
    private readonly membership: ClassMembership,
  ) {}

  async execute({ payload, context, caller }: MoveStudentCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const target = await this.access.requireClass(
        caller,
        payload.toClassId,
        'administer',
        manager,
      );
      const students: unknown[] = await manager.query(
        `SELECT 1 FROM users WHERE id = ? AND role = 'student' AND school_id = ?`,
        [payload.studentId, target.schoolId],
      );
      if (students.length === 0) throw new DomainError('notFound');
      // Only a student in a class moves; one in none joins through an invitation.
      const current = await currentClassesOf(manager, payload.studentId, target.schoolId);
      if (current.length === 0) throw new DomainError('transitionRefused');
      await this.membership.joinWithin(manager, {
        classId: target.id,
        studentId: payload.studentId,
        via: 'move',
        context: { ...context, schoolId: target.schoolId },
      });
    });
  }
}
