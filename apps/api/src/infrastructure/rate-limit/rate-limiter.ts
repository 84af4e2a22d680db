import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DomainError } from '../http/domain-error.js';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** A counter to check: what is counted (`login:account`), whose (an e-mail, an address), how much. */
export interface RateLimitBucket {
  kind: string;
  subject: string;
  rule: RateLimitRule;
}

/** Rows older than this are garbage whatever their window (the longest window is an hour). */
const STALE_AFTER_MS = 2 * 86_400_000;

/**
 * Rate limits kept in SQLite (DESIGN.md section 7: no in-process state two instances would
 * disagree on). Each bucket counts hits in fixed windows; the estimate of the last `windowSeconds`
 * weighs the previous window by how much of it still overlaps (the sliding-window counter), so a
 * burst at a window's edge cannot double the limit.
 *
 * Subjects (e-mails, addresses) are stored as SHA-256 hashes: the table holds no personal data.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Throws `rateLimited` (429) when any bucket is already at its limit; records nothing. */
  async assertAllowed(buckets: readonly RateLimitBucket[], now: Date): Promise<void> {
    await this.unitOfWork.run((manager) => this.assertAllowedWithin(manager, buckets, now));
  }

  /** Records one hit in every bucket. */
  async record(buckets: readonly RateLimitBucket[], now: Date): Promise<void> {
    await this.unitOfWork.run((manager) => this.recordWithin(manager, buckets, now));
  }

  /** Checks and records in one transaction: a hit counts only when it is allowed. */
  async consume(buckets: readonly RateLimitBucket[], now: Date): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      await this.assertAllowedWithin(manager, buckets, now);
      await this.recordWithin(manager, buckets, now);
    });
  }

  private async assertAllowedWithin(
    manager: EntityManager,
    buckets: readonly RateLimitBucket[],
    now: Date,
  ): Promise<void> {
    let retryAfterSeconds = 0;
    for (const bucket of buckets) {
      const windowMs = bucket.rule.windowSeconds * 1000;
      const current = windowStart(now, windowMs);
      const rows = (await manager.query(
        `SELECT window_start, hits FROM rate_limits WHERE bucket = ? AND window_start IN (?, ?)`,
        [keyOf(bucket), current, current - windowMs],
      )) as { window_start: number; hits: number }[];
      const hitsIn = (start: number) => rows.find((row) => row.window_start === start)?.hits ?? 0;
      const overlap = 1 - (now.getTime() - current) / windowMs;
      const estimate = hitsIn(current - windowMs) * overlap + hitsIn(current);
      if (estimate >= bucket.rule.max) {
        retryAfterSeconds = Math.max(
          retryAfterSeconds,
          Math.ceil((current + windowMs - now.getTime()) / 1000),
        );
      }
    }
    if (retryAfterSeconds > 0) {
      throw new DomainError('rateLimited', {}, { retryAfterSeconds });
    }
  }

  private async recordWithin(
    manager: EntityManager,
    buckets: readonly RateLimitBucket[],
    now: Date,
  ): Promise<void> {
    for (const bucket of buckets) {
      await manager.query(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1`,
        [keyOf(bucket), windowStart(now, bucket.rule.windowSeconds * 1000)],
      );
    }
    await manager.query(`DELETE FROM rate_limits WHERE window_start < ?`, [
      now.getTime() - STALE_AFTER_MS,
    ]);
  }
}

function windowStart(now: Date, windowMs: number): number {
  return Math.floor(now.getTime() / windowMs) * windowMs;
}

function keyOf(bucket: RateLimitBucket): string {
  const subject = createHash('sha256')
    .update(bucket.subject.trim().toLowerCase())
    .digest('base64url');
  return `${bucket.kind}:${subject}`;
}
