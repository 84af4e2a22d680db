import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../warehouse/test/warehouse-test-kit.js';
import { openDataSource } from './data-source.js';
import { NestedUnitOfWorkError, UnitOfWork } from './unit-of-work.js';

describe(UnitOfWork.name, () => {
  let dir: string;
  let dataSource: DataSource;
  let sut: UnitOfWork;

  beforeEach(async () => {
    dir = await makeTempDir('unit-of-work');
    dataSource = await openDataSource({ file: path.join(dir, 'atelier.sqlite') });
    await dataSource.query('CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)');
    await dataSource.query('INSERT INTO counter (id, value) VALUES (1, 0)');
    await dataSource.query('CREATE TABLE journal (entry TEXT NOT NULL)');
    sut = new UnitOfWork(dataSource);
  });

  afterEach(async () => {
    await dataSource.destroy();
    await removeDir(dir);
  });

  const readCounter = async (): Promise<number> => {
    const [row] = (await dataSource.query('SELECT value FROM counter WHERE id = 1')) as {
      value: number;
    }[];
    return row?.value ?? -1;
  };

  const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 2));

  describe('run', () => {
    it('does not interleave concurrent runs', async () => {
      const log: string[] = [];

      // Read, yield to the event loop, write: interleaved runs would lose updates.
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          sut.run(async (manager) => {
            log.push(`start ${i}`);
            const [row] = (await manager.query('SELECT value FROM counter WHERE id = 1')) as {
              value: number;
            }[];
            await pause();
            await manager.query('UPDATE counter SET value = ? WHERE id = 1', [
              (row?.value ?? 0) + 1,
            ]);
            log.push(`end ${i}`);
          }),
        ),
      );

      expect(await readCounter()).toBe(8);
      expect(log).toEqual(Array.from({ length: 8 }, (_, i) => [`start ${i}`, `end ${i}`]).flat());
    });

    it('rolls back and rethrows when fn throws, and stays usable', async () => {
      const failure = new Error('decided against it');

      const failed = sut.run(async (manager) => {
        await manager.query("INSERT INTO journal (entry) VALUES ('lost')");
        await manager.query('UPDATE counter SET value = 99 WHERE id = 1');
        throw failure;
      });

      await expect(failed).rejects.toBe(failure);
      expect(await dataSource.query('SELECT entry FROM journal')).toEqual([]);
      expect(await readCounter()).toBe(0);
      await sut.run((manager) => manager.query("INSERT INTO journal (entry) VALUES ('kept')"));
      expect(await dataSource.query('SELECT entry FROM journal')).toEqual([{ entry: 'kept' }]);
    });

    it('fails fast instead of deadlocking when nested', async () => {
      const nested = sut.run(() => sut.run(async () => 'never'));

      await expect(nested).rejects.toBeInstanceOf(NestedUnitOfWorkError);
    });
  });

  describe('afterCommit', () => {
    it('runs callbacks after COMMIT and drops them on rollback', async () => {
      const calls: string[] = [];

      await sut.run(async () => {
        sut.afterCommit(() => calls.push('committed'));
        calls.push('inside');
      });
      await sut
        .run(async () => {
          sut.afterCommit(() => calls.push('rolled back'));
          throw new Error('no');
        })
        .catch(() => undefined);

      expect(calls).toEqual(['inside', 'committed']);
      expect(() => sut.afterCommit(() => undefined)).toThrow(/inside UnitOfWork.run/);
    });
  });
});
