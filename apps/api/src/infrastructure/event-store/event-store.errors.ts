/**
 * Another writer appended to the stream since the caller read it. The command is retried (reload,
 * decide again) or reported; never merged blindly.
 */
export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY_CONFLICT';

  constructor(
    readonly streamId: string,
    readonly expected: number,
    readonly actual: number | null,
  ) {
    super(
      actual === null
        ? `Stream ${streamId}: another append at version ${expected + 1} won the race`
        : `Stream ${streamId}: expected version ${expected}, actual ${actual}`,
    );
    this.name = 'ConcurrencyError';
  }
}

/**
 * Event ids that exist already but do not make the request a replay: only some of them exist, or
 * they belong to another stream, or one id appears twice in the request.
 */
export class DuplicateEventError extends Error {
  readonly code = 'DUPLICATE_EVENT';

  constructor(
    readonly streamId: string,
    detail: string,
  ) {
    super(`Stream ${streamId}: ${detail}`);
    this.name = 'DuplicateEventError';
  }
}

/** A request the store refuses before touching the database (a programming error). */
export class InvalidAppendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAppendError';
  }
}
