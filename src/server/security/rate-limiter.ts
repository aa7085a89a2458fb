import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Db } from '../db/client';
import { statement } from '../db/statement';

/** Redis counts for every instance; 'redis-unreachable' means each process counts alone. */
export type RateLimitStore = 'database' | 'memory' | 'redis' | 'redis-unreachable';

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
  /** Where the counters are kept at this moment; /readyz reports it. */
  store(): RateLimitStore;
  close(): Promise<void>;
}

function decide(hits: number, limit: number, windowEndsAtMs: number): RateLimitDecision {
  return { allowed: hits <= limit, hits, retryAfterMs: Math.max(0, windowEndsAtMs - Date.now()) };
}

/** One statement, atomic under concurrency: a new or expired window restarts at 1. */
const bucketHit = statement<{ hits: number; window_ends_ms: number }>(
  'rate_limit_hit',
  sql`INSERT INTO rate_limit_buckets (key, hits, window_ends_at)
    VALUES (${sql.placeholder('key')}, 1, now() + ${sql.placeholder('window')}::interval)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_buckets.window_ends_at <= now() THEN 1
        ELSE rate_limit_buckets.hits + 1 END,
      window_ends_at = CASE WHEN rate_limit_buckets.window_ends_at <= now()
        THEN now() + ${sql.placeholder('window')}::interval ELSE rate_limit_buckets.window_ends_at END
    RETURNING hits, (extract(epoch FROM window_ends_at) * 1000)::float8 AS window_ends_ms`,
);

export function createPostgresRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const [row] = await bucketHit(db, { key, window: `${windowMs} milliseconds` });
      if (!row) throw new Error('rate limit upsert returned no row');
      return decide(row.hits, limit, row.window_ends_ms);
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_buckets WHERE key = ${key}`);
    },
    store: () => 'database',
    async close() {},
  };
}

/**
 * In-process fixed windows: the stand-in while Redis is out of reach, counting per process.
 * Bounded: past `maxKeys` finished windows are swept, then the oldest keys dropped.
 */
export function createMemoryRateLimiter({
  now = Date.now,
  maxKeys = 100_000,
}: { now?: () => number; maxKeys?: number } = {}): RateLimiter & { readonly size: number } {
  const windows = new Map<string, { hits: number; endsAtMs: number }>();
  const makeRoom = () => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAtMs <= time) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    get size() {
      return windows.size;
    },
    async hit(key, limit, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAtMs <= time) {
        if (!window && windows.size >= maxKeys) makeRoom();
        window = { hits: 0, endsAtMs: time + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return {
        allowed: window.hits <= limit,
        hits: window.hits,
        retryAfterMs: Math.max(0, window.endsAtMs - time),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    store: () => 'memory',
    async close() {
      windows.clear();
    },
  };
}

/** How long one Redis command may take before the in-process counters answer instead. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** After a failed command, Redis is left alone this long unless it reconnects first. */
const REDIS_RETRY_AFTER_FAILURE_MS = 5_000;
/** Reconnection waits: 100 ms doubling, at most 2 s, so service is back soon after Redis is. */
const redisReconnectDelayMs = (retries: number) => Math.min(100 * 2 ** retries, 2_000);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer in ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Counters in Redis, shared by every instance, that survive Redis going away: the client
 * reconnects on its own with backoff, and while Redis cannot be reached (refused, dropped,
 * paused) every limit is counted by this process instead — neither failing open nor refusing
 * every login (docs/security.md). The outage is logged once, and once more when it ends.
 */
export function createRedisRateLimiter(
  redisUrl: string,
  { log }: { log: Pick<FastifyBaseLogger, 'warn' | 'info'> },
): RateLimiter {
  const fallback = createMemoryRateLimiter();
  const prefix = 'vetrina:rl:';
  let outage = false;
  let avoidUntilMs = 0;
  const client = createClient({
    url: redisUrl,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: redisReconnectDelayMs },
  });
  const startOutage = (error: unknown) => {
    avoidUntilMs = Date.now() + REDIS_RETRY_AFTER_FAILURE_MS;
    if (outage) return;
    outage = true;
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'Redis out of reach: rate limits are counted by each process until it answers again',
    );
  };
  const endOutage = () => {
    avoidUntilMs = 0;
    if (!outage) return;
    outage = false;
    log.info('Redis answers again: rate limits are shared again');
  };
  client.on('error', startOutage);
  // A dropped connection comes back through 'ready'; a paused server through a command that
  // succeeds again on the same connection.
  client.on('ready', endOutage);
  // Not awaited: a start while Redis is down goes on with the in-process counters.
  client.connect().catch(startOutage);

  const usable = () => client.isReady && Date.now() >= avoidUntilMs;

  return {
    store: () => (client.isReady && !outage ? 'redis' : 'redis-unreachable'),
    async hit(key, limit, windowMs) {
      if (!usable()) return fallback.hit(key, limit, windowMs);
      const redisKey = prefix + key;
      try {
        const [hits, , ttl] = (await withTimeout(
          client.multi().incr(redisKey).pExpire(redisKey, windowMs, 'NX').pTTL(redisKey).exec(),
          REDIS_COMMAND_TIMEOUT_MS,
        )) as unknown as [number, number, number];
        endOutage();
        return decide(Number(hits), limit, Date.now() + Math.max(0, Number(ttl)));
      } catch (error) {
        startOutage(error);
        return fallback.hit(key, limit, windowMs);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      if (!usable()) return;
      try {
        await withTimeout(client.del(prefix + key), REDIS_COMMAND_TIMEOUT_MS);
        endOutage();
      } catch (error) {
        startOutage(error);
      }
    },
    async close() {
      client.off('error', startOutage);
      // A client that is still trying to connect has nothing to say goodbye to.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
      await fallback.close();
    },
  };
}

/** Removes finished windows; called now and then so the table stays small. */
export async function deleteExpiredBuckets(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_buckets WHERE window_ends_at <= now()`);
}
