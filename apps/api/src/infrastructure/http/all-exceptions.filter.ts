import {
  ERROR_CODES,
  errorMessageId,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ResponseCode,
  type Envelope,
  type FieldErrors,
} from '@atelier/contracts';
import { issueMessage, messageIds, translate, type MessageId } from '@atelier/i18n';
import {
  Catch,
  HttpException,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, ValidationFailed } from './domain-error.js';
import { correlationId, requestLocale, type RequestWithContext } from './request-context.js';
import type { SpaFallback } from './spa-fallback.js';

/** HTTP statuses Nest or Express raise before our code runs, mapped to a catalogue message. */
const HTTP_STATUS_MESSAGES: Partial<Record<number, MessageId>> = {
  400: 'error.validationFailed',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  413: 'error.validationFailed',
  429: 'error.rateLimited',
};

/** Values some messages always need, whoever raised them (a schema's issue carries none). */
const MESSAGE_VALUES: Partial<Record<MessageId, Record<string, number>>> = {
  'error.passwordLength': { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
};

function withDefaults(
  id: MessageId,
  values: Record<string, string | number> | undefined,
): Record<string, string | number> {
  return { ...MESSAGE_VALUES[id], ...values };
}

/**
 * One error model (CONVENTIONS.md 6): every failure leaves as an envelope whose HTTP status equals
 * its code and whose message is in the request's language. Unknown errors give a generic 500,
 * logged with the correlation id and never shown to the user.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly spa: SpaFallback | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<RequestWithContext>();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    const locale = requestLocale(req);

    if (
      exception instanceof HttpException &&
      exception.getStatus() === 404 &&
      this.spa?.canServe(req)
    ) {
      this.spa.serve(req, res);
      return;
    }

    let envelope: Envelope;
    if (exception instanceof DomainError) {
      const id = errorMessageId(exception.code);
      const message = translate(locale, id, withDefaults(id, exception.values));
      envelope = {
        code: ERROR_CODES[exception.code],
        message,
        // Spec section 8: a 401 alert shows the server's `data` text.
        data: exception.code === 'unauthorized' ? message : exception.data,
      };
    } else if (exception instanceof ValidationFailed) {
      const fields: FieldErrors = {};
      for (const issue of exception.issues) {
        const key = issue.path.map(String).join('.') || '_';
        if (fields[key]) continue;
        const { id, values } = issueMessage(issue, messageIds);
        fields[key] = translate(locale, id, withDefaults(id, values));
      }
      envelope = {
        code: ResponseCode.badRequest,
        message: translate(locale, 'error.validationFailed'),
        data: { fields },
      };
    } else if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      const message = translate(locale, HTTP_STATUS_MESSAGES[status] ?? 'error.validationFailed');
      envelope = {
        code: status,
        message,
        data: status === ResponseCode.unauthorized ? message : null,
      };
    } else {
      this.logger.error(
        {
          correlationId: correlationId(req),
          err:
            exception instanceof Error
              ? { name: exception.name, message: exception.message, stack: exception.stack }
              : String(exception),
        },
        'Unhandled error',
      );
      envelope = {
        code: ResponseCode.internal,
        message: translate(locale, 'error.internal'),
        data: null,
      };
    }
    res.status(envelope.code).json(envelope);
  }
}
