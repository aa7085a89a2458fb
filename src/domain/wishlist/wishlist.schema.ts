import { z } from 'zod';
import { idParamSchema, idSchema } from '../input.schema';
import { WISHLIST_MAX_ITEMS } from '../constants';

/**
 * The wishlist API contract (spec §3 Wishlist document, §7 wishlists). Requests carry product
 * ids only; what the list shows of a product is read from the catalog by the server.
 */

const productId = idSchema;

/** The most changes one request may carry (a few list-fulls of them). */
export const WISHLIST_REQUEST_MAX_CHANGES = WISHLIST_MAX_ITEMS * 2;

export const wishlistProductParamsSchema = z.object({
  productId: idParamSchema,
});

/** Spec §5: an add names the product (the user comes from the session). */
export const addWishlistItemRequestSchema = z.object({
  productId,
  /** Spec §4 pending item: not added when the product is already in the user's cart. */
  unlessInCart: z.boolean().default(false),
});
export type AddWishlistItemRequest = z.input<typeof addWishlistItemRequestSchema>;

export const wishlistChangeSchema = z.union([
  z.object({ clear: z.literal(true) }),
  z.object({ productId, inList: z.boolean() }),
]);

/** Changes made in a browser since its last save, applied in order. */
export const saveWishlistRequestSchema = z.object({
  changes: z.array(wishlistChangeSchema).min(1).max(WISHLIST_REQUEST_MAX_CHANGES),
});
export type SaveWishlistRequest = z.infer<typeof saveWishlistRequestSchema>;

export const wishlistProductSchema = z.object({
  id: productId,
  slug: z.string().nullable(),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
  image: z.string().nullable(),
  stock: z.number().int(),
});

/**
 * Spec §3 Wishlist document: items (ids, newest first), products (id → summary, fresh from the
 * catalog, only products on sale), userId, createdAt and lastUpdated (ISO; null before the
 * first change).
 */
export const wishlistDocumentSchema = z.object({
  userId: z.string(),
  items: z.array(productId),
  products: z.record(z.string(), wishlistProductSchema),
  createdAt: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type WishlistDocument = z.infer<typeof wishlistDocumentSchema>;

/** The list after a change, and the added products it could not take (not on sale, or full). */
export const wishlistResponseSchema = z.object({
  wishlist: wishlistDocumentSchema,
  refused: z.array(productId),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const addWishlistItemResponseSchema = wishlistResponseSchema.extend({
  outcome: z.enum(['added', 'unchanged', 'full', 'in-cart']),
});
export type AddWishlistItemResponse = z.infer<typeof addWishlistItemResponseSchema>;
