import type { Envelope } from '@atelier/contracts';
import { ResponseCode } from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { requestLocale, type RequestWithContext } from './request-context.js';

/** Wraps every controller result in the success envelope, with `message` in the request's language. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const req = context.switchToHttp().getRequest<RequestWithContext>();
    return next.handle().pipe(
      map((data: unknown) => ({
        code: ResponseCode.ok,
        message: translate(requestLocale(req), 'api.ok'),
        data: data ?? null,
      })),
    );
  }
}
