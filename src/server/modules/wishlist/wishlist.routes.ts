import type { FastifyInstance } from 'fastify';
import {
  addWishlistItemRequestSchema,
  addWishlistItemResponseSchema,
  saveWishlistRequestSchema,
  wishlistDocumentSchema,
  wishlistProductParamsSchema,
  wishlistResponseSchema,
} from '../../../domain/wishlist/wishlist.schema';
import type { Db } from '../../db/client';
import { parseInput, serializeOutput } from '../../http/validation';
import { requireUser, userOnly } from '../../plugins/session';
import {
  addWishlistItem,
  clearWishlist,
  getWishlist,
  removeWishlistItem,
  saveWishlistChanges,
} from './wishlist.service';

/**
 * The logged-in user's wishlist (spec §7 wishlists/{userId}). There is no user id in any path:
 * the list is always the session's, so nobody can read or change another user's. Guests get 401;
 * the CSRF hook guards every mutation.
 */
export function wishlistRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/wishlist', { preHandler: userOnly }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return serializeOutput(wishlistDocumentSchema, await getWishlist(db, user.id));
  });

  /** Changes made in a browser since its last save, in order. */
  app.patch('/api/wishlist', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const { changes } = parseInput(saveWishlistRequestSchema, request.body);
    return serializeOutput(wishlistResponseSchema, await saveWishlistChanges(db, user.id, changes));
  });

  app.delete('/api/wishlist', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    return serializeOutput(wishlistResponseSchema, await clearWishlist(db, user.id));
  });

  app.post('/api/wishlist/items', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const body = parseInput(addWishlistItemRequestSchema, request.body);
    return serializeOutput(addWishlistItemResponseSchema, await addWishlistItem(db, user.id, body));
  });

  app.delete('/api/wishlist/items/:productId', { preHandler: userOnly }, async (request) => {
    const user = requireUser(request);
    const { productId } = parseInput(wishlistProductParamsSchema, request.params);
    return serializeOutput(
      wishlistResponseSchema,
      await removeWishlistItem(db, user.id, productId),
    );
  });
}
