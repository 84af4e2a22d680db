import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import type { CommandContext, CommandRunner } from '../../../infrastructure/cqrs/command-runner.js';
import { accountDecider } from '../domain/account.decider.js';
import type { LoginMethod } from '../domain/account.events.js';
import { projectAccountEvents } from '../projections/users.projection.js';
import { newToken } from '../security/secrets.js';

/** A session about to be opened: its id (in events) and its token (only for the client). */
export interface NewSession {
  sessionId: string;
  token: string;
}

export function newSession(): NewSession {
  return { sessionId: uuidv7(), token: newToken() };
}

export function userStream(userId: string): { streamId: string; streamType: string } {
  return { streamId: `user-${userId}`, streamType: 'user' };
}

/**
 * Logs an existing user in inside the caller's transaction: `UserLoggedIn` on the user's stream
 * and the session row (its token hashed). Returns the token for the grant.
 */
export async function logInWithin(
  runner: CommandRunner,
  manager: EntityManager,
  args: {
    userId: string;
    method: LoginMethod;
    context: CommandContext;
    providerExtra?: Record<string, string>;
  },
): Promise<string> {
  const session = newSession();
  await runner.runWithin(manager, {
    ...userStream(args.userId),
    decider: accountDecider,
    command: {
      type: 'LogIn',
      userId: args.userId,
      sessionId: session.sessionId,
      method: args.method,
    },
    context: args.context,
    project: (m, events) =>
      projectAccountEvents(m, events, {
        sessionToken: session.token,
        providerExtra: args.providerExtra,
      }),
  });
  return session.token;
}
