import type { Role } from '@atelier/contracts';
import { SetMetadata } from '@nestjs/common';

export const ACCESS_METADATA = 'atelier:access';

/**
 * Who may call a controller method. `session` needs a valid session token; `roles` narrows it
 * (null: any role); `endedPlanAllowed` lets a user whose plan has ended still call it (the
 * account page: validate, update, logout), everything else answers 403 `planExpired` then.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session'; roles: readonly Role[] | null; endedPlanAllowed: boolean };

/**
 * Every controller method declares who may call it (CONVENTIONS.md 5); app.int.test.ts fails on
 * an undeclared one and AccessGuard refuses to run it.
 */
export const Public = (): MethodDecorator =>
  SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies Access);

/** Any logged-in user, whatever the role. */
export const Authenticated = (options: { endedPlanAllowed?: boolean } = {}): MethodDecorator =>
  SetMetadata(ACCESS_METADATA, {
    kind: 'session',
    roles: null,
    endedPlanAllowed: options.endedPlanAllowed ?? false,
  } satisfies Access);

/** Logged-in users of these roles with a running plan; other roles get 403 with their grant. */
export const Roles = (...roles: [Role, ...Role[]]): MethodDecorator =>
  SetMetadata(ACCESS_METADATA, {
    kind: 'session',
    roles,
    endedPlanAllowed: false,
  } satisfies Access);
