import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../test/helper';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import {
  createMemoryRateLimiter,
  createPostgresRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter';

function behavesAsFixedWindow(name: string, limiter: () => RateLimiter) {
  describe(name, () => {
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('allows up to the limit, then refuses with the time left in the window', async () => {
      const k = key();
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter().hit(k, 3, 60_000));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[3]!.hits).toBe(4);
      expect(decisions[3]!.retryAfterMs).toBeGreaterThan(55_000);
      expect(decisions[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('starts a new window once the old one has ended', async () => {
      const k = key();
      await limiter().hit(k, 1, 50);
      expect((await limiter().hit(k, 1, 50)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await limiter().hit(k, 1, 50)).allowed).toBe(true);
    });

    it('counts concurrent hits exactly', async () => {
      const k = key();
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => limiter().hit(k, 10, 60_000)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      expect(decisions.map((d) => d.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('forgets a key on reset', async () => {
      const k = key();
      await limiter().hit(k, 1, 60_000);
      await limiter().reset(k);
      expect((await limiter().hit(k, 1, 60_000)).allowed).toBe(true);
    });
  });
}

describe('rate limiter', () => {
  const t = setupTestApp();
  let postgres: RateLimiter | undefined;
  behavesAsFixedWindow('on the database', () => (postgres ??= createPostgresRateLimiter(t.db)));
});

describe('rate limiter in memory', () => {
  const memory = createMemoryRateLimiter();
  behavesAsFixedWindow('fixed windows', () => memory);

  it('keeps at most its bound of keys, finished windows going first', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now, maxKeys: 3 });
    await limiter.hit('short', 5, 10);
    await limiter.hit('a', 5, 1_000);
    await limiter.hit('b', 5, 1_000);
    now = 20;
    await limiter.hit('c', 5, 1_000);
    expect(limiter.size).toBe(3);
    await limiter.hit('d', 5, 1_000);
    expect(limiter.size).toBe(3);
    // 'a' (the oldest open window) made room for 'd'; 'b' still counts.
    expect((await limiter.hit('b', 5, 1_000)).hits).toBe(2);
    expect((await limiter.hit('a', 5, 1_000)).hits).toBe(1);
  });
});

function quietLog() {
  return { warn: vi.fn(), info: vi.fn() };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rate limiter on a Redis that cannot be reached', () => {
  it('starts at once, counts in this process and logs the outage once', async () => {
    const log = quietLog();
    const limiter = createRedisRateLimiter(`redis://127.0.0.1:${await closedPort()}`, { log });
    try {
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.hit('login:x', 3, 60_000));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(limiter.store()).toBe('redis-unreachable');
      await eventually(() => log.warn.mock.calls.length > 0);
      // Reconnection attempts go on, but the outage is told once.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await limiter.close();
    }
  });
});

// Redis runs on the development and CI machines; TEST_REDIS_URL turns this suite on.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('rate limiter on Redis', () => {
    let redis: RateLimiter | undefined;
    beforeAll(async () => {
      redis = createRedisRateLimiter(redisUrl, { log: quietLog() });
      await eventually(() => redis!.store() === 'redis');
    });
    afterAll(async () => {
      await redis?.close();
    });
    behavesAsFixedWindow('fixed windows', () => redis!);
  });

  describe('rate limiter on a Redis that goes away and comes back', () => {
    const target = new URL(redisUrl);
    let proxy: TcpProxy;
    let limiter: RateLimiter;
    const log = quietLog();
    const direct = createClient({ url: redisUrl });
    beforeAll(async () => {
      await direct.connect();
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      limiter = createRedisRateLimiter(`redis://127.0.0.1:${proxy.port}`, { log });
      await eventually(() => limiter.store() === 'redis');
    });
    afterAll(async () => {
      await limiter.close();
      await proxy.close();
      await direct.close();
    });

    it('counts in this process while Redis is gone and in Redis again once it is back', async () => {
      const key = `test:${randomBytes(6).toString('hex')}`;
      expect((await limiter.hit(key, 3, 60_000)).hits).toBe(1);
      expect(await direct.get(`vetrina:rl:${key}`)).toBe('1');

      await proxy.cut();
      const during = [];
      for (let i = 0; i < 4; i++) during.push(await limiter.hit(key, 3, 60_000));
      // Counted from zero by the process: neither open to everyone nor closed to everyone.
      expect(during.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(limiter.store()).toBe('redis-unreachable');
      expect(log.warn).toHaveBeenCalledTimes(1);

      await proxy.restore();
      await eventually(() => limiter.store() === 'redis');
      expect((await limiter.hit(key, 3, 60_000)).hits).toBe(2);
      expect(await direct.get(`vetrina:rl:${key}`)).toBe('2');
      expect(log.info).toHaveBeenCalledTimes(1);
    });

    it('answers within about a second when Redis stops answering, then uses Redis again', async () => {
      const key = `test:${randomBytes(6).toString('hex')}`;
      proxy.pause();
      const started = Date.now();
      const decision = await limiter.hit(key, 3, 60_000);
      expect(decision).toMatchObject({ allowed: true, hits: 1 });
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(limiter.store()).toBe('redis-unreachable');
      // While Redis was paused the process did not wait on it again.
      const quick = Date.now();
      await limiter.hit(key, 3, 60_000);
      expect(Date.now() - quick).toBeLessThan(200);

      await proxy.restore();
      await eventually(async () => {
        await limiter.hit(`probe:${randomBytes(4).toString('hex')}`, 1, 1_000);
        return limiter.store() === 'redis';
      });
    });
  });
}
