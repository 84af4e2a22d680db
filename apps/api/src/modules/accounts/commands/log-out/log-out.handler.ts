import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { accountDecider } from '../../domain/account.decider.js';
import { projectAccountEvents } from '../../projections/users.projection.js';
import { userStream } from '../../sessions/open-session.js';
import { LogOutCommand } from './log-out.command.js';

/** Closes the caller's session: its token answers 401 from now on. */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: LogOutCommand): Promise<void> {
    await this.runner.run({
      ...userStream(payload.userId),
      decider: accountDecider,
      command: { type: 'LogOut', ...payload },
      context,
      project: (manager, events) => projectAccountEvents(manager, events),
    });
  }
}
