import type { FastifyInstance } from 'fastify';
import {
  addToCartRequestSchema,
  cartLineResponseSchema,
  cartProductParamsSchema,
  cartResponseSchema,
  mergeCartRequestSchema,
  saveCartRequestSchema,
  updateQuantityRequestSchema,
} from '../../../domain/cart/cart.schema';
import type { Db } from '../../db/client';
import { parseInput, serializeOutput } from '../../http/validation';
import { requireUser, userOnly } from '../../plugins/session';
import {
  addToCart,
  getCart,
  mergeGuestCart,
  removeFromCart,
  saveCart,
  updateQuantity,
} from './cart.service';

/**
 * The synced cart of a logged-in user (spec §7 cart document and callables). Guests keep their
 * cart in the browser and get 401 here; the CSRF hook already guards every mutation.
 */
export function cartRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/cart', { preHandler: userOnly }, async (request, reply) => {
    const user = requireUser(request);
    // One user's data: no shared cache may keep it.
    reply.header('Cache-Control', 'no-store');
    return serializeOutput(cartResponseSchema, await getCart(db, user.id));
  });

  app.put('/api/cart', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const body = parseInput(saveCartRequestSchema, request.body);
    return serializeOutput(cartResponseSchema, await saveCart(db, user.id, body));
  });

  app.post('/api/cart/items', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const body = parseInput(addToCartRequestSchema, request.body);
    return serializeOutput(cartLineResponseSchema, await addToCart(db, user.id, body));
  });

  app.patch('/api/cart/items/:productId', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const { productId } = parseInput(cartProductParamsSchema, request.params);
    const { quantity } = parseInput(updateQuantityRequestSchema, request.body);
    return serializeOutput(
      cartLineResponseSchema,
      await updateQuantity(db, user.id, productId, quantity),
    );
  });

  app.delete('/api/cart/items/:productId', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const { productId } = parseInput(cartProductParamsSchema, request.params);
    return serializeOutput(cartResponseSchema, await removeFromCart(db, user.id, productId));
  });

  app.post('/api/cart/merge', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const body = parseInput(mergeCartRequestSchema, request.body);
    return serializeOutput(cartResponseSchema, await mergeGuestCart(db, user.id, body));
  });
}
