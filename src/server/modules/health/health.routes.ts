import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../security/rate-limiter';

/**
 * Liveness says the process answers. Readiness says what it can reach: 200 "ready" with every
 * dependency up, 200 "degraded" while Redis is out of reach (the shop works, with rate limits
 * counted per process), 503 "unavailable" while the database does not answer.
 */
export function healthRoutes(
  app: FastifyInstance,
  { database, rateLimiter }: { database: Database; rateLimiter: RateLimiter },
): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const databaseUp = await database.ping();
    const store = rateLimiter.store();
    const redis = store === 'redis' ? 'up' : store === 'redis-unreachable' ? 'down' : undefined;
    const status = !databaseUp ? 'unavailable' : redis === 'down' ? 'degraded' : 'ready';
    return reply.status(databaseUp ? 200 : 503).send({
      status,
      checks: { database: databaseUp ? 'up' : 'down', ...(redis ? { redis } : {}) },
      databaseKind: database.kind,
    });
  });
}
