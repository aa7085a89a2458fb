import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/** Liveness says the process answers; readiness says it can reach its database. */
export function healthRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const databaseUp = await database.ping();
    return reply
      .status(databaseUp ? 200 : 503)
      .send({ status: databaseUp ? 'ready' : 'unavailable', database: database.kind });
  });
}
