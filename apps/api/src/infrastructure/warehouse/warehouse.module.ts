import {
  Global,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SqliteEventStore } from '../event-store/event-store.js';
import { DuckDbWarehouse, WarehouseSchemaMismatchError } from './duckdb-warehouse.js';
import { CATCH_UP_BATCH_SIZE, WarehouseProjector } from './warehouse-projector.js';
import { rebuildWarehouse } from './warehouse-rebuild.js';

const WAREHOUSE_LOGGER = Symbol('WAREHOUSE_LOGGER');

/**
 * Opens the warehouse; a file made by an older set of projections (schema version mismatch) is
 * rebuilt from the event store first, so a deploy that changes a projection needs no manual step.
 */
async function openWarehouse(
  config: AppConfig,
  eventStore: SqliteEventStore,
  logger: Logger,
): Promise<DuckDbWarehouse> {
  try {
    return await DuckDbWarehouse.open({ file: config.duckdbFile });
  } catch (error) {
    if (!(error instanceof WarehouseSchemaMismatchError)) throw error;
    logger.warn('Warehouse schema changed: rebuilding it from the event store');
    await rebuildWarehouse({ eventStore, targetFile: config.duckdbFile, logger });
    return DuckDbWarehouse.open({ file: config.duckdbFile });
  }
}

/**
 * The DuckDB warehouse and its projector, in the process that owns the DuckDB file (DuckDB lets
 * one process open it): the projector follows the event store live from application bootstrap,
 * and dashboard queries read the same instance.
 */
@Global()
@Module({
  providers: [
    {
      provide: WAREHOUSE_LOGGER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        pino({ level: config.logLevel }).child({ component: 'warehouse' }),
    },
    {
      provide: DuckDbWarehouse,
      inject: [APP_CONFIG, SqliteEventStore, WAREHOUSE_LOGGER],
      useFactory: openWarehouse,
    },
    {
      provide: WarehouseProjector,
      inject: [SqliteEventStore, DuckDbWarehouse, WAREHOUSE_LOGGER],
      // Large batches only matter for a backlog (after downtime); live batches stay small.
      useFactory: (eventStore: SqliteEventStore, warehouse: DuckDbWarehouse, logger: Logger) =>
        new WarehouseProjector(eventStore, warehouse, logger, { batchSize: CATCH_UP_BATCH_SIZE }),
    },
  ],
  exports: [DuckDbWarehouse, WarehouseProjector],
})
export class WarehouseModule
  implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  constructor(
    private readonly projector: WarehouseProjector,
    private readonly warehouse: DuckDbWarehouse,
  ) {}

  onApplicationBootstrap(): void {
    this.projector.start();
  }

  /** Before any shutdown hook: the event store's read connection must outlive the projector. */
  async onModuleDestroy(): Promise<void> {
    await this.projector.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.warehouse.close();
  }
}
