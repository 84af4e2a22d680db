import type { MigrationInterface } from 'typeorm';
import { EventStore1732200000000 } from './1732200000000-event-store.js';
import { Content1732200001000 } from './1732200001000-content.js';
import { SchoolsAccountsHomework1732200002000 } from './1732200002000-schools-accounts-homework.js';
import { AccountsSessions1732200003000 } from './1732200003000-accounts-sessions.js';
import { SchoolAdmin1732200004000 } from './1732200004000-school-admin.js';
import { Invitations1732200005000 } from './1732200005000-invitations.js';
import { SiteContent1732200006000 } from './1732200006000-site-content.js';
import { Enquiries1732200007000 } from './1732200007000-enquiries.js';
import { LiveChat1732200008000 } from './1732200008000-live-chat.js';

/** Every migration, in order. Timestamps in class names keep TypeORM's ordering stable. */
export const migrations: (new () => MigrationInterface)[] = [
  EventStore1732200000000,
  Content1732200001000,
  SchoolsAccountsHomework1732200002000,
  AccountsSessions1732200003000,
  SchoolAdmin1732200004000,
  Invitations1732200005000,
  SiteContent1732200006000,
  Enquiries1732200007000,
  LiveChat1732200008000,
];
