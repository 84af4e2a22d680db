import type { ErrorCode } from '@atelier/contracts';

/**
 * The one error type domain and application code throws. The exception filter maps its code to
 * the envelope code and a localised message; domain code never throws HTTP exceptions.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** A zod failure at the edge; the filter turns its issues into localised per-field messages. */
export class ValidationFailed extends Error {
  constructor(readonly issues: readonly ValidationIssue[]) {
    super('validationFailed');
    this.name = 'ValidationFailed';
  }
}

export interface ValidationIssue {
  path: readonly PropertyKey[];
  code: string;
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  origin?: string;
  input?: unknown;
}
