import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders, products, users } from '../../db/schema';
import { serializeOutput } from '../../http/validation';
import { adminOnly } from '../../plugins/session';

const summarySchema = z.object({
  products: z.number().int(),
  users: z.number().int(),
  orders: z.number().int(),
});

/** Admin API: every route checks the role on the server, whatever the browser shows. */
export function adminRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/admin/summary', { preHandler: adminOnly }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const [[productCount], [userCount], [orderCount]] = await Promise.all([
      db.select({ value: count() }).from(products),
      db.select({ value: count() }).from(users),
      db.select({ value: count() }).from(orders),
    ]);
    return serializeOutput(summarySchema, {
      products: productCount?.value ?? 0,
      users: userCount?.value ?? 0,
      orders: orderCount?.value ?? 0,
    });
  });
}
