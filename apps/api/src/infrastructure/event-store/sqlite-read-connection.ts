import sqlite3 from 'sqlite3';

type Params = readonly (string | number | null)[];

/**
 * A read-only SQLite connection of its own, beside TypeORM's single read-write one.
 *
 * TypeORM's sqlite driver runs every query on one connection, so a read issued while a
 * `UnitOfWork` is open would see that transaction's uncommitted events; a projector reading
 * them could publish facts that are then rolled back (and whose positions are reused). In WAL
 * mode a separate connection reads the last committed snapshot without blocking the writer.
 */
export class SqliteReadConnection {
  private readonly statements = new Map<string, sqlite3.Statement>();

  private constructor(private readonly db: sqlite3.Database) {}

  static async open(file: string, busyTimeoutMs = 10_000): Promise<SqliteReadConnection> {
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const opened: sqlite3.Database = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) =>
        error ? reject(error) : resolve(opened),
      );
    });
    db.configure('busyTimeout', busyTimeoutMs);
    return new SqliteReadConnection(db);
  }

  /** Runs a cached prepared statement: the hot paths (readAll, lastPosition) skip re-parsing. */
  all<T>(sql: string, params: Params = []): Promise<T[]> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    const prepared = statement;
    return new Promise<T[]>((resolve, reject) => {
      prepared.all<T>(params, (error, rows) => (error ? reject(error) : resolve(rows)));
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.statements.values()].map(
        (statement) => new Promise<void>((resolve) => statement.finalize(() => resolve())),
      ),
    );
    this.statements.clear();
    await new Promise<void>((resolve, reject) =>
      this.db.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
