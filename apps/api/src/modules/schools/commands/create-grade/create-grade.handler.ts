import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { schoolDecider } from '../../domain/school.decider.js';
import { projectSchoolEvents } from '../../projections/schools.projection.js';
import { CreateGradeCommand } from './create-grade.command.js';

@CommandHandler(CreateGradeCommand)
export class CreateGradeHandler implements ICommandHandler<CreateGradeCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: CreateGradeCommand): Promise<void> {
    await this.runner.run({
      streamId: `school-${payload.schoolId}`,
      streamType: 'school',
      decider: schoolDecider,
      command: { type: 'CreateGrade', ...payload },
      context,
      project: projectSchoolEvents,
    });
  }
}
