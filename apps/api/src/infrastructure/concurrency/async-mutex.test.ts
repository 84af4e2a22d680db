import { describe, expect, it } from 'vitest';
import { AsyncMutex } from './async-mutex.js';

describe(AsyncMutex.name, () => {
  describe('runExclusive', () => {
    it('runs holders one at a time, in arrival order', async () => {
      const sut = new AsyncMutex();
      const log: string[] = [];
      const task = (name: string, ms: number) =>
        sut.runExclusive(async () => {
          log.push(`${name}+`);
          await new Promise((resolve) => setTimeout(resolve, ms));
          log.push(`${name}-`);
        });

      await Promise.all([task('a', 10), task('b', 1), task('c', 5)]);

      expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
      expect(sut.isLocked).toBe(false);
    });

    it('releases the lock when the holder throws', async () => {
      const sut = new AsyncMutex();

      await expect(sut.runExclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow(
        'boom',
      );

      await expect(sut.runExclusive(async () => 'next')).resolves.toBe('next');
    });
  });

  describe('acquire', () => {
    it('ignores a second release of the same hold', async () => {
      const sut = new AsyncMutex();
      const release = await sut.acquire();
      release();
      const second = await sut.acquire();
      release();
      let thirdEntered = false;
      const third = sut.acquire().then((r) => {
        thirdEntered = true;
        return r;
      });
      await new Promise((resolve) => setTimeout(resolve, 5));

      expect(thirdEntered).toBe(false);
      second();
      (await third)();
    });
  });
});
