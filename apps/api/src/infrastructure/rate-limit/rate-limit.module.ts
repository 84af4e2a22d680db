import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';

/** The SQLite-backed rate limiter, one per process (its state lives in the database). */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
