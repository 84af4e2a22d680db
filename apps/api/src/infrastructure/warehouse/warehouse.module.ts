import {
  Global,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { pino } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SqliteEventStore } from '../event-store/event-store.js';
import { DuckDbWarehouse } from './duckdb-warehouse.js';
import { WarehouseProjector } from './warehouse-projector.js';

/**
 * The DuckDB warehouse and its projector, in the process that owns the DuckDB file (DuckDB lets
 * one process open it): the projector follows the event store live from application bootstrap,
 * and dashboard queries read the same instance.
 */
@Global()
@Module({
  providers: [
    {
      provide: DuckDbWarehouse,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => DuckDbWarehouse.open({ file: config.duckdbFile }),
    },
    {
      provide: WarehouseProjector,
      inject: [SqliteEventStore, DuckDbWarehouse, APP_CONFIG],
      useFactory: (eventStore: SqliteEventStore, warehouse: DuckDbWarehouse, config: AppConfig) =>
        new WarehouseProjector(
          eventStore,
          warehouse,
          pino({ level: config.logLevel }).child({ component: 'warehouse-projector' }),
        ),
    },
  ],
  exports: [DuckDbWarehouse, WarehouseProjector],
})
export class WarehouseModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly projector: WarehouseProjector,
    private readonly warehouse: DuckDbWarehouse,
  ) {}

  onApplicationBootstrap(): void {
    this.projector.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.projector.stop();
    await this.warehouse.close();
  }
}
