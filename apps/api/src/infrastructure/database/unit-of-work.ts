import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { AsyncMutex } from '../concurrency/async-mutex.js';

interface ActiveRun {
  readonly afterCommit: (() => void)[];
}

/** Calling `run` from inside `run` would wait on its own lock forever; fail fast instead. */
export class NestedUnitOfWorkError extends Error {
  constructor() {
    super('UnitOfWork.run was called inside another UnitOfWork.run; pass the manager down instead');
    this.name = 'NestedUnitOfWorkError';
  }
}

export class NoActiveUnitOfWorkError extends Error {
  constructor(what: string) {
    super(`${what} must be called inside UnitOfWork.run`);
    this.name = 'NoActiveUnitOfWorkError';
  }
}

/**
 * One SQLite write transaction at a time for this process.
 *
 * TypeORM 0.3's sqlite driver has a single connection and a single shared query runner, so two
 * `dataSource.transaction()` calls from concurrent async code would nest as SAVEPOINTs inside
 * each other and commit or roll back each other's work. The mutex serialises runs in-process;
 * `BEGIN IMMEDIATE` takes SQLite's write lock up front, so a second process on the same file
 * waits (busy_timeout) at BEGIN instead of failing at its first write or at COMMIT.
 *
 * Inside `fn`, use `manager.query`, `insert`, `update`, `delete` freely. `manager.save()` and
 * `remove()` open their own transaction by default, which SQLite refuses inside ours: call them
 * with `{ transaction: false }`.
 */
export class UnitOfWork {
  private readonly mutex = new AsyncMutex();
  private readonly context = new AsyncLocalStorage<ActiveRun>();

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.context.getStore()) throw new NestedUnitOfWorkError();
    const active: ActiveRun = { afterCommit: [] };
    const release = await this.mutex.acquire();
    let result: T;
    try {
      // The sqlite driver hands out the same query runner every time; it is ours while we hold
      // the mutex.
      const queryRunner = this.dataSource.createQueryRunner();
      await queryRunner.query('BEGIN IMMEDIATE');
      try {
        result = await this.context.run(active, () => fn(queryRunner.manager));
        await queryRunner.query('COMMIT');
      } catch (error) {
        try {
          await queryRunner.query('ROLLBACK');
        } catch {
          // SQLite rolls back by itself after some errors (SQLITE_FULL, SQLITE_IOERR); the
          // original error is the one worth reporting.
        }
        throw error;
      }
    } finally {
      release();
    }
    // Listeners run after the lock is released so that one that starts a new run cannot deadlock,
    // and after COMMIT so that they never observe work that could still roll back.
    for (const callback of active.afterCommit) callback();
    return result;
  }

  /** True inside the `fn` of a `run` (in its async context). */
  get inRun(): boolean {
    return this.context.getStore() !== undefined;
  }

  /**
   * Registers a callback for after the current run commits (dropped if it rolls back). The
   * callback must not throw: it runs after the caller's result is decided.
   */
  afterCommit(callback: () => void): void {
    const active = this.context.getStore();
    if (!active) throw new NoActiveUnitOfWorkError('UnitOfWork.afterCommit');
    active.afterCommit.push(callback);
  }
}
