import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_METADATA, type Access } from './access.decorator.js';

/**
 * Enforces the access every controller method declares. A method without a declaration is a
 * programming error and never runs (a 500, caught by app.int.test.ts before it ships).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = this.reflector.get<Access | undefined>(ACCESS_METADATA, context.getHandler());
    if (!access) {
      throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no access`);
    }
    return access.kind === 'public';
  }
}
