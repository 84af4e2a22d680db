import { Injectable } from '@nestjs/common';
import { CommandRunner, type CommandContext } from '../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../infrastructure/database/unit-of-work.js';
import type { SessionPrincipal } from '../../../infrastructure/http/session-principal.js';
import type { ClassCommand } from '../domain/class.decider.js';
import { ClassAccess, type ClassNeed } from '../tenancy/class-access.js';
import { classStream } from './streams.js';

/**
 * A caller's command on one class: in one transaction, the class is checked (`ClassAccess`: the
 * caller may do `need` with it, else `notFound` or `forbidden`) and the command runs on the
 * class's stream, in the class's school. The class machine refuses what it refuses.
 */
@Injectable()
export class ClassCommands {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly access: ClassAccess,
  ) {}

  /** Returns the class's school. */
  async run(
    caller: SessionPrincipal,
    need: ClassNeed,
    command: ClassCommand,
    context: CommandContext,
  ): Promise<string> {
    return this.unitOfWork.run(async (manager) => {
      const klass = await this.access.requireClass(caller, command.classId, need, manager);
      await this.runner.runWithin(manager, {
        ...classStream(command.classId),
        command,
        context: { ...context, schoolId: klass.schoolId },
      });
      return klass.schoolId;
    });
  }
}
