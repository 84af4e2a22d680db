import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { accountDecider } from '../../domain/account.decider.js';
import { hashPassword } from '../../domain/password.js';
import { RegisterUserCommand } from './register-user.command.js';

/**
 * The event says only that a user of a role exists; the e-mail, names and password hash go to the
 * users read model in the same transaction, so they can be erased without rewriting events.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: RegisterUserCommand): Promise<void> {
    // Hash outside the transaction: it takes tens of milliseconds and holds no lock.
    const passwordHash = await hashPassword(payload.password);
    const email = payload.email.trim().toLowerCase();
    await this.runner.run({
      streamId: `user-${payload.userId}`,
      streamType: 'user',
      decider: accountDecider,
      command: {
        type: 'RegisterUser',
        userId: payload.userId,
        role: payload.role,
        schoolId: payload.schoolId,
      },
      context,
      project: async (manager, events) => {
        const taken: unknown[] = await manager.query(`SELECT 1 FROM users WHERE email = ?`, [
          email,
        ]);
        if (taken.length > 0) throw new DomainError('emailRegistered');
        for (const event of events) {
          await manager.query(
            `INSERT INTO users (id, email, password_hash, role, school_id, first_name, last_name, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              event.data.userId,
              email,
              passwordHash,
              event.data.role,
              event.data.schoolId,
              payload.firstName.trim(),
              payload.lastName.trim(),
              event.occurredAt,
            ],
          );
        }
      },
    });
  }
}
