import type { FastifyInstance } from 'fastify';
import {
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminOrderStatusRequestSchema,
  adminRefundRequestSchema,
} from '../../../../domain/admin/orders-admin';
import { orderNumberParamsSchema } from '../../../../domain/orders/order.schema';
import { parseInput, serializeOutput } from '../../../http/validation';
import { requireAdmin } from '../../../plugins/session';
import type { AdminContext } from '../admin-context';
import {
  changeOrderStatus,
  getOrderForAdmin,
  listOrdersForAdmin,
  refundOrder,
} from './admin-orders.service';

/** The admin's orders (issue "Admin" §6): list, one order, status changes, refunds. */
export function adminOrdersRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/orders', async (request) => {
    const query = parseInput(adminOrdersQuerySchema, request.query);
    return serializeOutput(adminOrdersPageSchema, await listOrdersForAdmin(ctx.db, query));
  });

  app.get('/api/admin/orders/:number', async (request) => {
    const { number } = parseInput(orderNumberParamsSchema, request.params);
    return serializeOutput(adminOrderSchema, await getOrderForAdmin(ctx, number));
  });

  app.post('/api/admin/orders/:number/status', async (request) => {
    const admin = requireAdmin(request);
    const { number } = parseInput(orderNumberParamsSchema, request.params);
    const body = parseInput(adminOrderStatusRequestSchema, request.body);
    return serializeOutput(adminOrderSchema, await changeOrderStatus(ctx, admin, number, body));
  });

  app.post('/api/admin/orders/:number/refunds', async (request) => {
    const admin = requireAdmin(request);
    const { number } = parseInput(orderNumberParamsSchema, request.params);
    const body = parseInput(adminRefundRequestSchema, request.body);
    return serializeOutput(adminOrderSchema, await refundOrder(ctx, admin, number, body));
  });
}
