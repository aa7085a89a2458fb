import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './request-path';

/**
 * A route-level onSend hook for answers about one customer (orders, checkout): no cache may
 * keep them, errors included. Set per route, so that no other answer pays for it.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/**
 * Every API answer that does not say how it may be kept is kept by no cache (decision 026):
 * only the public catalog and search answers, and the shop's settings, say otherwise.
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request) && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
