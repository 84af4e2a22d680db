import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataSource } from '../database/data-source.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DomainError } from '../http/domain-error.js';
import { makeTempDir, removeDir } from '../warehouse/test/warehouse-test-kit.js';
import { RateLimiter, type RateLimitBucket } from './rate-limiter.js';

describe(RateLimiter.name, () => {
  let dir: string;
  let dataSource: DataSource;
  let sut: RateLimiter;
  const bucket: RateLimitBucket = {
    kind: 'test:account',
    subject: 'someone@example.test',
    rule: { max: 3, windowSeconds: 60 },
  };
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + seconds * 1000);

  beforeEach(async () => {
    dir = await makeTempDir('rate-limiter');
    dataSource = await openDataSource({ file: path.join(dir, 'atelier.sqlite') });
    sut = new RateLimiter(new UnitOfWork(dataSource));
  });
  afterEach(async () => {
    await dataSource.destroy();
    await removeDir(dir);
  });

  async function refusal(buckets: RateLimitBucket[], now: Date): Promise<DomainError | null> {
    try {
      await sut.consume(buckets, now);
      return null;
    } catch (error) {
      return error as DomainError;
    }
  }

  describe('consume', () => {
    it('allows max hits per window, then refuses with the seconds to wait', async () => {
      for (const second of [0, 10, 20]) expect(await refusal([bucket], at(second))).toBeNull();

      const refused = await refusal([bucket], at(30));

      expect(refused?.code).toBe('rateLimited');
      expect(refused?.data).toEqual({ retryAfterSeconds: 30 });
    });

    it('slides: hits of the previous window still count for the part that overlaps', async () => {
      for (const second of [40, 50, 55]) await sut.consume([bucket], at(second));

      // 15 s into the next window, three quarters of the previous one still count: 2.25 hits.
      expect(await refusal([bucket], at(75))).toBeNull();
      expect((await refusal([bucket], at(76)))?.code).toBe('rateLimited');
      // A full window later the old hits are gone.
      expect(await refusal([bucket], at(125))).toBeNull();
    });

    it('keeps buckets apart and stores no subject in clear', async () => {
      const other = { ...bucket, subject: 'another@example.test' };
      for (const second of [0, 1, 2]) await sut.consume([bucket], at(second));

      expect(await refusal([other], at(3))).toBeNull();
      const stored = JSON.stringify(await dataSource.query('SELECT * FROM rate_limits'));
      expect(stored).not.toContain('example.test');
    });
  });

  describe('assertAllowed and record', () => {
    it('counts only what is recorded', async () => {
      for (let i = 0; i < 10; i += 1) await sut.assertAllowed([bucket], at(i));
      for (let i = 0; i < 3; i += 1) await sut.record([bucket], at(10 + i));

      await expect(sut.assertAllowed([bucket], at(20))).rejects.toBeInstanceOf(DomainError);
    });
  });
});
