import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationFailed } from './domain-error.js';

/**
 * Validates a body or query with the same zod schema the web form uses (packages/contracts).
 * The server never trusts the client's check.
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new ValidationFailed(result.error.issues);
    return result.data;
  }
}
