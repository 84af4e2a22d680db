import type { MigrationInterface } from 'typeorm';
import { EventStore1732200000000 } from './1732200000000-event-store.js';
import { Content1732200001000 } from './1732200001000-content.js';
import { SchoolsAccountsHomework1732200002000 } from './1732200002000-schools-accounts-homework.js';
import { AccountsSessions1732200003000 } from './1732200003000-accounts-sessions.js';

/** Every migration, in order. Timestamps in class names keep TypeORM's ordering stable. */
export const migrations: (new () => MigrationInterface)[] = [
  EventStore1732200000000,
  Content1732200001000,
  SchoolsAccountsHomework1732200002000,
  AccountsSessions1732200003000,
];
