import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../cqrs/command-runner.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { SqliteEventStore } from './event-store.js';

/** The event store, the unit of work and the command runner, one of each per process. */
@Global()
@Module({
  providers: [
    {
      provide: UnitOfWork,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) => new UnitOfWork(dataSource),
    },
    {
      provide: SqliteEventStore,
      inject: [getDataSourceToken(), UnitOfWork],
      useFactory: (dataSource: DataSource, unitOfWork: UnitOfWork) =>
        SqliteEventStore.open(dataSource, unitOfWork),
    },
    CommandRunner,
  ],
  exports: [UnitOfWork, SqliteEventStore, CommandRunner],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(private readonly eventStore: SqliteEventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.eventStore.close();
  }
}
