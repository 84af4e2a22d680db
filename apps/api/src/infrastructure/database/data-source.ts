import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export interface SqliteOptions {
  /** Path of the SQLite file (`:memory:` is refused: the event store relies on WAL and a file). */
  file: string;
}

/**
 * One DataSource per process for writes and reads. The sqlite driver of TypeORM 0.3 holds ONE
 * connection and one query runner, so transactions must not interleave: every write goes through
 * `UnitOfWork.run`, which serialises them in-process and takes SQLite's write lock up front
 * (`BEGIN IMMEDIATE`) so that two processes on the same file queue instead of failing.
 */
export function sqliteOptions({ file }: SqliteOptions): DataSourceOptions {
  return {
    type: 'sqlite',
    database: file,
    enableWAL: true,
    busyTimeout: 10_000,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
  };
}

export async function openDataSource(options: SqliteOptions): Promise<DataSource> {
  const dataSource = new DataSource(sqliteOptions(options));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
