import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/helper';
import {
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

// Redis runs on the development and CI machines; TEST_REDIS_URL turns this suite on.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('rate limiter on Redis', () => {
    let redis: RateLimiter | undefined;
    beforeAll(async () => {
      redis = await createRedisRateLimiter(redisUrl);
    });
    afterAll(async () => {
      await redis?.close();
    });
    behavesAsFixedWindow('fixed windows', () => redis!);
  });
}
