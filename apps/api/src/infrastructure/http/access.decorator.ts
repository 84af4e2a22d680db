import type { Role } from '@atelier/contracts';
import { SetMetadata } from '@nestjs/common';

export const ACCESS_METADATA = 'atelier:access';

export type Access = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[] };

/**
 * Every controller method declares who may call it (CONVENTIONS.md 5); access.test.ts fails on an
 * undeclared one. `Public` is for the site's content and forms; `Roles` needs a valid session.
 */
export const Public = (): MethodDecorator => SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies Access);

export const Roles = (...roles: Role[]): MethodDecorator =>
  SetMetadata(ACCESS_METADATA, { kind: 'roles', roles } satisfies Access);
