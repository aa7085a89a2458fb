import { z } from 'zod';
import { idParamSchema, idSchema } from '../input.schema';
import { CART_LINE_MAX_QTY } from '../constants';

/**
 * The cart API contract (spec §3 Cart document, §7 callables). Requests carry product ids and
 * quantities only: any price or name a browser adds is dropped by these schemas, and the server
 * reads both from the catalog.
 */

const productId = idSchema;

/** The most lines one request may touch (a cart has at most this many distinct products). */
export const CART_REQUEST_MAX_LINES = 200;

/** Spec §7 addToCart: productId and quantity (price and name are ignored). */
export const addToCartRequestSchema = z.object({
  productId,
  /** Above the line limit the server clamps and reports; it never refuses a big number. */
  quantity: z.number().int().min(1).max(10_000).default(1),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** Spec §7 updateQuantity: zero or less removes the line. */
export const updateQuantityRequestSchema = z.object({
  quantity: z.number().int().min(-10_000).max(10_000),
});

export const cartProductParamsSchema = z.object({
  productId: idParamSchema,
});

export const cartLineChangeSchema = z.union([
  z.object({ productId, remove: z.literal(true) }),
  z.object({
    productId,
    list: z.enum(['cart', 'saved']),
    quantity: z.number().int().min(1).max(10_000),
  }),
]);

/** Spec §7 "Write (merge) carts/{userId}": the lines this browser changed since its last save. */
export const saveCartRequestSchema = z.object({
  changes: z.array(cartLineChangeSchema).max(CART_REQUEST_MAX_LINES),
});
export type SaveCartRequest = z.infer<typeof saveCartRequestSchema>;

/** The guest cart handed over at login (spec §4 merge). */
export const mergeCartRequestSchema = z.object({
  items: z
    .array(z.object({ productId, quantity: z.number().int().min(1).max(10_000) }))
    .max(CART_REQUEST_MAX_LINES),
  savedForLater: z.array(z.object({ productId })).max(CART_REQUEST_MAX_LINES),
});
export type MergeCartRequest = z.infer<typeof mergeCartRequestSchema>;

export const cartLineSchema = z.object({
  productId,
  slug: z.string().nullable(),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
  image: z.string().nullable(),
  quantity: z.number().int().min(1).max(CART_LINE_MAX_QTY),
  availableStock: z.number().int(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Spec §3 Cart document: items, total, savedForLater, updatedAt (ISO; null before any save). */
export const cartDocumentSchema = z.object({
  items: z.array(cartLineSchema),
  savedForLater: z.array(cartLineSchema),
  totalCents: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
});
export type CartDocument = z.infer<typeof cartDocumentSchema>;

/**
 * A line the server did not take as asked: clamped to the stock or to 50, or refused because the
 * product is unknown or no longer on sale (that line is left out; the rest are applied).
 */
export const cartAdjustmentSchema = z.object({
  productId,
  reason: z.enum(['stock', 'line-max', 'unavailable']),
  requested: z.number().int(),
  quantity: z.number().int().nonnegative(),
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

export const cartResponseSchema = z.object({
  cart: cartDocumentSchema,
  adjustments: z.array(cartAdjustmentSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** The answer to addToCart / updateQuantity: the cart plus what happened to that line. */
export const cartLineResponseSchema = cartResponseSchema.extend({
  line: z.object({
    productId,
    name: z.string(),
    /** Units really added (negative when lowered). */
    added: z.number().int(),
    quantity: z.number().int().nonnegative(),
    /** min(stock, 50). */
    limit: z.number().int().nonnegative(),
    capped: z.boolean(),
  }),
});
export type CartLineResponse = z.infer<typeof cartLineResponseSchema>;
