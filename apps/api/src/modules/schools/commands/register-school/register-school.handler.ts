import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { schoolStream } from '../streams.js';
import { RegisterSchoolCommand } from './register-school.command.js';

@CommandHandler(RegisterSchoolCommand)
export class RegisterSchoolHandler implements ICommandHandler<RegisterSchoolCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: RegisterSchoolCommand): Promise<void> {
    await this.runner.run({
      ...schoolStream(payload.schoolId),
      command: {
        type: 'RegisterSchool',
        schoolId: payload.schoolId,
        name: payload.name.trim(),
        code: payload.code.trim().toUpperCase(),
        kind: payload.kind ?? 'school',
        ownerTeacherId: payload.ownerTeacherId ?? null,
        accessUntil: payload.accessUntil ?? null,
      },
      context,
    });
  }
}
