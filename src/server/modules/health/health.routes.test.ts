import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { RateLimiter, RateLimitStore } from '../../security/rate-limiter';
import { healthRoutes } from './health.routes';

function appWith({ databaseUp, store }: { databaseUp: boolean; store: RateLimitStore }) {
  const app = Fastify();
  const database = { kind: 'postgres', ping: async () => databaseUp } as unknown as Database;
  const rateLimiter = { store: () => store } as unknown as RateLimiter;
  healthRoutes(app, { database, rateLimiter });
  return app;
}

describe('readiness', () => {
  it('is ready with the database up and Redis answering', async () => {
    const response = await appWith({ databaseUp: true, store: 'redis' }).inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'up' },
      databaseKind: 'postgres',
    });
  });

  it('says degraded, not down, while Redis is out of reach', async () => {
    const response = await appWith({ databaseUp: true, store: 'redis-unreachable' }).inject(
      '/readyz',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { database: 'up', redis: 'down' },
    });
  });

  it('is unavailable (503) while the database does not answer', async () => {
    const response = await appWith({ databaseUp: false, store: 'redis' }).inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'down', redis: 'up' },
    });
  });

  it('has no Redis check when the counters live in the database', async () => {
    const response = await appWith({ databaseUp: true, store: 'database' }).inject('/readyz');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up' },
      databaseKind: 'postgres',
    });
  });
});
