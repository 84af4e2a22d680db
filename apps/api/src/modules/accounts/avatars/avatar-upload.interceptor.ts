import { AVATAR_UPLOAD } from '@atelier/contracts';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, switchMap, type Observable } from 'rxjs';
import { DomainError, ValidationFailed } from '../../../infrastructure/http/domain-error.js';

/** The file field of `POST /atelier/user/update`. */
export const AVATAR_FIELD = 'avatar';

/** Multer's failures about the file itself: the user sees "picture format or size wrong". */
const FILE_ERRORS = new Set(['LIMIT_FILE_SIZE', 'LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE']);

/**
 * Parses a multipart profile form in memory: the picture reaches the handler as bytes and is
 * written to disk only once everything is accepted, so a refused upload stores nothing. A form
 * posted url-encoded passes through untouched (Express's body parser has read it).
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: AVATAR_UPLOAD.maxBytes,
      files: 1,
      fields: 20,
      fieldSize: 4 * 1024,
      parts: 21,
    },
  }).single(AVATAR_FIELD);

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const parsed = new Promise<void>((resolve, reject) => {
      this.upload(req, res, (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          return reject(
            FILE_ERRORS.has(error.code)
              ? new DomainError('pictureInvalid')
              : new ValidationFailed([
                  { path: [error.field ?? '_'], code: 'custom', message: 'validation.invalid' },
                ]),
          );
        }
        // A malformed multipart body (cut short, bad headers) is the client's error, not ours.
        reject(
          new ValidationFailed([{ path: ['_'], code: 'custom', message: 'validation.invalid' }]),
        );
      });
    });
    return from(parsed).pipe(switchMap(() => next.handle()));
  }
}
