import type { MigrationInterface } from 'typeorm';

/** Every migration, in order. Timestamps in class names keep TypeORM's ordering stable. */
export const migrations: (new () => MigrationInterface)[] = [];
