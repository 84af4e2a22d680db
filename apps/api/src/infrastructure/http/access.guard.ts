import { DEFAULT_TOKEN_NAME } from '@atelier/contracts';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_METADATA, type Access } from './access.decorator.js';
import { decideAccess } from './access-policy.js';
import { DomainError } from './domain-error.js';
import type { RequestWithContext } from './request-context.js';
import { SessionResolver } from './session-principal.js';

/** Longer than any token we issue (43 characters): refused without a database look-up. */
const MAX_TOKEN_LENGTH = 128;

/**
 * Enforces the access every controller method declares. A method without a declaration is a
 * programming error and never runs (a 500, caught by app.int.test.ts before it ships).
 *
 * The session token arrives in the header named DEFAULT_TOKEN_NAME. A missing, expired, revoked
 * or forged token is a 401 whose `data` is the text to show; a role or an ended plan (or school
 * access) the method does not allow is a 403 whose `data` is the caller's session grant (spec
 * section 8).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<Access | undefined>(ACCESS_METADATA, context.getHandler());
    if (!access) {
      throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no access`);
    }
    if (access.kind === 'public') return true;

    const req = context.switchToHttp().getRequest<RequestWithContext>();
    const raw = req.headers[DEFAULT_TOKEN_NAME];
    const token = typeof raw === 'string' ? raw.trim() : '';
    const now = new Date();
    const principal =
      token && token.length <= MAX_TOKEN_LENGTH ? await this.sessions.resolve(token, now) : null;
    const verdict = decideAccess(access, principal, now);
    switch (verdict) {
      case 'allow':
        req.principal = principal ?? undefined;
        return true;
      case 'unauthorized':
        throw new DomainError('unauthorized');
      case 'forbidden':
      case 'planExpired':
      case 'schoolNoAccess':
        throw new DomainError(verdict, {}, principal?.grant ?? null);
      default: {
        const unreachable: never = verdict;
        throw new Error(`Unknown access verdict ${String(unreachable)}`);
      }
    }
  }
}
