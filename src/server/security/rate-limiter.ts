import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { Db } from '../db/client';

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window resets (for Retry-After). */
  retryAfterMs: number;
}

/**
 * Fixed-window counters shared by every server instance: in PostgreSQL by default, in Redis
 * when REDIS_URL is set. `hit` counts one attempt under `key` and says whether it is within
 * `limit` attempts per `windowMs`.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** Forgets a key, e.g. the failures of an email after a successful login. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function decide(hits: number, limit: number, windowEndsAtMs: number): RateLimitDecision {
  return { allowed: hits <= limit, hits, retryAfterMs: Math.max(0, windowEndsAtMs - Date.now()) };
}

export function createPostgresRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      // One statement, atomic under concurrency: a new or expired window restarts at 1.
      const result = (await db.execute(sql`
        INSERT INTO rate_limit_buckets (key, hits, window_ends_at)
        VALUES (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_buckets.window_ends_at <= now() THEN 1 ELSE rate_limit_buckets.hits + 1 END,
          window_ends_at = CASE WHEN rate_limit_buckets.window_ends_at <= now()
            THEN now() + ${`${windowMs} milliseconds`}::interval ELSE rate_limit_buckets.window_ends_at END
        RETURNING hits, window_ends_at`)) as unknown as {
        rows: { hits: number; window_ends_at: string | Date }[];
      };
      const row = result.rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return decide(Number(row.hits), limit, new Date(row.window_ends_at).getTime());
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_buckets WHERE key = ${key}`);
    },
    async close() {},
  };
}

export async function createRedisRateLimiter(redisUrl: string): Promise<RateLimiter> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  const prefix = 'vetrina:rl:';
  return {
    async hit(key, limit, windowMs) {
      const redisKey = prefix + key;
      const [hits, , ttl] = (await client
        .multi()
        .incr(redisKey)
        .pExpire(redisKey, windowMs, 'NX')
        .pTTL(redisKey)
        .exec()) as unknown as [number, number, number];
      return decide(Number(hits), limit, Date.now() + Math.max(0, Number(ttl)));
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      await client.quit();
    },
  };
}

/** Removes finished windows; called now and then so the table stays small. */
export async function deleteExpiredBuckets(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_buckets WHERE window_ends_at <= now()`);
}
