import { SetMetadata } from '@nestjs/common';

export const ACCESS_METADATA = 'atelier:access';

/** Sessions and role checks arrive with the accounts issue; then a `roles` kind joins this. */
export type Access = { kind: 'public' };

/**
 * Every controller method declares who may call it (CONVENTIONS.md 5); app.int.test.ts fails on
 * an undeclared one and AccessGuard refuses to run it.
 */
export const Public = (): MethodDecorator =>
  SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies Access);
