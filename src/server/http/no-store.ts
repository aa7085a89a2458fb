import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route-level onSend hook for answers about one customer (orders, checkout): no cache may
 * keep them, errors included. Set per route, so that no other answer pays for it.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}
