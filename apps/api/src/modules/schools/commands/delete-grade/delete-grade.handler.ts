import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { administeredGradeSchool } from '../grade-scope.js';
import { schoolStream } from '../streams.js';
import { DeleteGradeCommand } from './delete-grade.command.js';

/** The grade's live classes are counted in the read model; the decider refuses a non-empty one. */
@CommandHandler(DeleteGradeCommand)
export class DeleteGradeHandler implements ICommandHandler<DeleteGradeCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ payload, context, caller }: DeleteGradeCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const schoolId = await administeredGradeSchool(manager, caller, payload.gradeId);
      const counted = (await manager.query(
        `SELECT count(*) AS n FROM classes WHERE grade_id = ? AND deleted_at IS NULL`,
        [payload.gradeId],
      )) as { n: number }[];
      await this.runner.runWithin(manager, {
        ...schoolStream(schoolId),
        command: {
          type: 'DeleteGrade',
          schoolId,
          gradeId: payload.gradeId,
          classCount: counted[0]?.n ?? 0,
        },
        context: { ...context, schoolId },
      });
    });
  }
}
