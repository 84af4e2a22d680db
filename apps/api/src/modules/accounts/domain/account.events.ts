import type { Role } from '@atelier/contracts';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/** Names and e-mails live in the `users` read model, never in events (they must be erasable). */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; role: Role; schoolId: string | null }
>;
