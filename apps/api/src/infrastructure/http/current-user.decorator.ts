import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestWithContext } from './request-context.js';
import type { SessionPrincipal } from './session-principal.js';

/**
 * The caller of a method declared `Authenticated()` or `Roles(...)`, as AccessGuard resolved it.
 * On a public method it is a programming error, not an anonymous user.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionPrincipal => {
    const principal = context.switchToHttp().getRequest<RequestWithContext>().principal;
    if (!principal) throw new Error('@CurrentUser() used on a method without a session access');
    return principal;
  },
);
