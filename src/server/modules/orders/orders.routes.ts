import type { FastifyInstance } from 'fastify';
import {
  payOrderRequestSchema,
  payOrderResponseSchema,
  placeOrderRequestSchema,
} from '../../../domain/checkout/checkout.schema';
import {
  orderNumberParamsSchema,
  orderResponseSchema,
  ordersPageSchema,
  ordersQuerySchema,
  returnRequestSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
} from '../../../domain/orders/order.schema';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/no-store';
import { parseInput, serializeOutput } from '../../http/validation';
import { requireUser, userOnly } from '../../plugins/session';
import {
  MINUTE_MS,
  type RateLimitGuard,
  type RateLimitRule,
} from '../../security/rate-limit-guard';
import {
  cancelOrder,
  getOrder,
  listOrders,
  payOrder,
  placeOrder,
  refreshPayment,
  requestReturn,
  trackOrder,
  type OrdersContext,
} from './orders.service';

/** /track answers without login: a client may look up this many orders per 10 minutes. */
export const TRACK_ORDER_PER_IP: RateLimitRule = {
  name: 'track-order-ip',
  limit: 20,
  windowMs: 10 * MINUTE_MS,
};

/** Orders one customer may place per hour: each holds stock for 15 minutes. */
export const PLACE_ORDER_PER_USER: RateLimitRule = {
  name: 'place-order-user',
  limit: 20,
  windowMs: 60 * MINUTE_MS,
};

/** Payment attempts per customer per hour: a shop must not become a place to try stolen cards. */
export const PAY_ORDER_PER_USER: RateLimitRule = {
  name: 'pay-order-user',
  limit: 20,
  windowMs: 60 * MINUTE_MS,
};

/**
 * Orders (spec §7 createOrder, §2.1 /orders, issue "Checkout"): placing, paying, cancelling an
 * unpaid order, the customer's list and order page, the return request, and /track. Every
 * route but /track is one logged-in customer's, on their own orders only.
 */
export function ordersRoutes(
  app: FastifyInstance,
  { ctx, guard }: { ctx: OrdersContext; guard: RateLimitGuard },
): void {
  app.post('/api/orders', { preHandler: userOnly, onSend: noStore }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseInput(placeOrderRequestSchema, request.body);
    await guard.enforce(PLACE_ORDER_PER_USER, user.id);
    const { order, created } = await placeOrder(ctx, user, body);
    reply.code(created ? 201 : 200);
    return serializeOutput(orderResponseSchema, { order });
  });

  app.post(
    '/api/orders/:number/payment',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const user = requireUser(request);
      const { number } = parseInput(orderNumberParamsSchema, request.params);
      const body = parseInput(payOrderRequestSchema, request.body);
      if (body.provider !== ctx.provider.kind) {
        throw new AppError('invalid-argument', CHECKOUT_MESSAGES.paymentMethodChanged, {
          provider: CHECKOUT_MESSAGES.paymentMethodChanged,
        });
      }
      await guard.enforce(PAY_ORDER_PER_USER, user.id);
      const card = body.provider === 'test' ? body.card : null;
      const { order, clientSecret } = await payOrder(ctx, user, number, card);
      return serializeOutput(payOrderResponseSchema, {
        order,
        stripe: clientSecret ? { clientSecret } : null,
      });
    },
  );

  app.post(
    '/api/orders/:number/payment/refresh',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const user = requireUser(request);
      const { number } = parseInput(orderNumberParamsSchema, request.params);
      return serializeOutput(orderResponseSchema, {
        order: await refreshPayment(ctx, user, number),
      });
    },
  );

  app.post(
    '/api/orders/:number/cancel',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const user = requireUser(request);
      const { number } = parseInput(orderNumberParamsSchema, request.params);
      return serializeOutput(orderResponseSchema, { order: await cancelOrder(ctx, user, number) });
    },
  );

  app.post(
    '/api/orders/:number/return',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const user = requireUser(request);
      const { number } = parseInput(orderNumberParamsSchema, request.params);
      const { reason } = parseInput(returnRequestSchema, request.body ?? {});
      return serializeOutput(orderResponseSchema, {
        order: await requestReturn(ctx.db, user, number, reason),
      });
    },
  );

  app.get('/api/orders', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const user = requireUser(request);
    const { page } = parseInput(ordersQuerySchema, request.query);
    return serializeOutput(ordersPageSchema, await listOrders(ctx.db, user, page));
  });

  app.get('/api/orders/:number', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const user = requireUser(request);
    const { number } = parseInput(orderNumberParamsSchema, request.params);
    return serializeOutput(orderResponseSchema, { order: await getOrder(ctx.db, user, number) });
  });

  app.post('/api/orders/track', { onSend: noStore }, async (request) => {
    await guard.enforce(TRACK_ORDER_PER_IP, request.ip);
    const { number, email } = parseInput(trackOrderRequestSchema, request.body);
    return serializeOutput(trackOrderResponseSchema, await trackOrder(ctx.db, number, email));
  });
}
