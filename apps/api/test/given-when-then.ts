import { expect } from 'vitest';
import type { DomainEvent } from '../src/infrastructure/event-store/event.js';
import { DomainError } from '../src/infrastructure/http/domain-error.js';
import type { ErrorCode } from '@atelier/contracts';
import { foldEvents, type Decider } from '../src/infrastructure/cqrs/decider.js';

/**
 * Given events / When command / Then events or error, against the real decider (no mocks):
 * `given(decider, [ClassCreated]).when(EnrolStudent).then([StudentJoinedClass])`.
 */
export function given<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: E[]) {
  return {
    when(command: C) {
      const run = () => decider.decide(command, foldEvents(decider, history));
      return {
        then(expected: E[]): void {
          expect(run()).toEqual(expected);
        },
        thenThrows(code: ErrorCode): void {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
        },
      };
    },
  };
}
