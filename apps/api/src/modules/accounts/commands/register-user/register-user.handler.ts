import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError, ValidationFailed } from '../../../../infrastructure/http/domain-error.js';
import { accountDecider } from '../../domain/account.decider.js';
import { hashPassword } from '../../domain/password.js';
import { consumeRegistrationTicket } from '../../email-codes/email-codes.js';
import { projectAccountEvents } from '../../projections/users.projection.js';
import { NO_PASSWORD } from '../../read-model/user-row.js';
import { newSession, userStream } from '../../sessions/open-session.js';
import { RegisterUserCommand, type RegisteredUser } from './register-user.command.js';

/**
 * The event says only that a user of a role exists; the e-mail, names and password hash go to the
 * users read model in the same transaction, so they can be erased without rewriting events.
 *
 * A registration by e-mail consumes its ticket in that same transaction: no account without a
 * verified code, and no ticket spent on a registration that failed. Every new account gets its
 * welcome message, and optionally its first session, in the same commit.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, RegisteredUser> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ payload, context }: RegisterUserCommand): Promise<RegisteredUser> {
    // Hash outside the transaction: it takes tens of milliseconds and holds no lock.
    const passwordHash = payload.password ? await hashPassword(payload.password) : NO_PASSWORD;
    const session = payload.openSession ? newSession() : null;
    const at = context.now.toISOString();

    await this.unitOfWork.run(async (manager) => {
      const { email, role } =
        payload.via === 'email'
          ? await consumeRegistrationTicket(manager, payload.ticket, context.now)
          : { email: payload.email.trim().toLowerCase(), role: payload.role };
      let schoolId = payload.schoolId ?? null;
      if (payload.schoolCode) {
        // Only a student joins a school by its code; teachers join through the school's manager.
        if (role !== 'student') {
          throw new ValidationFailed([
            { path: ['schoolCode'], code: 'custom', message: 'validation.invalid' },
          ]);
        }
        schoolId = await schoolIdOf(manager, payload.schoolCode, context.now);
      }
      const userContext = { ...context, actorId: payload.userId, schoolId };
      await this.runner.runWithin(manager, {
        ...userStream(payload.userId),
        decider: accountDecider,
        command: {
          type: 'RegisterUser',
          userId: payload.userId,
          role,
          schoolId,
          via: payload.via,
          plan: payload.plan,
          openSession: session
            ? { sessionId: session.sessionId, method: payload.openSession ?? 'password' }
            : undefined,
          at,
        },
        context: userContext,
        project: (m, events) =>
          projectAccountEvents(m, events, {
            newUser: {
              email,
              passwordHash,
              firstName: payload.firstName.trim(),
              lastName: payload.lastName.trim(),
              telephone: payload.telephone?.trim() || null,
              identity: payload.via === 'email' ? undefined : payload.identity,
            },
            sessionToken: session?.token,
          }),
      });
      await this.runner.runWithin(manager, {
        ...userStream(payload.userId),
        decider: accountDecider,
        command: {
          type: 'SendUserMessage',
          userId: payload.userId,
          messageId: uuidv7(),
          kind: 'welcome',
        },
        context: userContext,
        project: (m, events) => projectAccountEvents(m, events),
      });
    });
    return { userId: payload.userId, sessionToken: session?.token ?? null };
  }
}

/** The school of a code; one whose access has ended takes no one (`schoolNoAccess`). */
async function schoolIdOf(manager: EntityManager, code: string, now: Date): Promise<string> {
  const rows = (await manager.query(
    `SELECT id, access_until FROM schools WHERE code = ? COLLATE NOCASE`,
    [code.trim()],
  )) as { id: string; access_until: string | null }[];
  const school = rows[0];
  if (!school) throw new DomainError('schoolCodeWrong');
  if (school.access_until !== null && Date.parse(school.access_until) <= now.getTime()) {
    throw new DomainError('schoolNoAccess');
  }
  return school.id;
}
