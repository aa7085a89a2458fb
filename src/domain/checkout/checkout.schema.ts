import { z } from 'zod';
import { idParamSchema, textSchema } from '../input.schema';
import {
  deliveryAddressSchema,
  invoiceRequestSchema,
  savedDeliveryAddressSchema,
} from './address.schema';
import { ADDRESS_MESSAGES } from './checkout-address.messages';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { SHIPPING_METHODS, SHIPPING_ZONES } from './shipping';
import { orderSchema, paymentProviderSchema } from '../orders/order.schema';

/**
 * The API contract of /checkout: saved addresses, shipping options for a CAP, the review
 * (computed by the server from the stored cart), placing the order and paying it. Prices and
 * quantities never come from the browser: it names an address, a method and, to confirm what
 * it showed, the total it showed.
 */

const isoDay = z.iso.date();
const cents = z.number().int().min(0);

// Saved addresses -----------------------------------------------------------------------------

/** Saved delivery addresses per customer. */
export const SAVED_ADDRESSES_MAX = 10;

export const savedAddressesResponseSchema = z.object({
  addresses: z.array(savedDeliveryAddressSchema),
});
export type SavedAddressesResponse = z.infer<typeof savedAddressesResponseSchema>;

export const savedAddressResponseSchema = z.object({ address: savedDeliveryAddressSchema });

export const addressParamsSchema = z.object({ id: idParamSchema });

// Shipping -------------------------------------------------------------------------------------

export const shippingOptionsQuerySchema = z.object({
  postalCode: textSchema(ADDRESS_MESSAGES.postalCodeInvalid).max(
    10,
    ADDRESS_MESSAGES.postalCodeInvalid,
  ),
});

export const shippingOptionSchema = z.object({
  method: z.enum(SHIPPING_METHODS),
  priceCents: cents,
  /** Expected delivery days if paid now (Rome calendar). */
  earliest: isoDay,
  latest: isoDay,
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const shippingOptionsResponseSchema = z.object({
  zone: z.enum(SHIPPING_ZONES),
  options: z.array(shippingOptionSchema),
});
export type ShippingOptionsResponse = z.infer<typeof shippingOptionsResponseSchema>;

// Review ---------------------------------------------------------------------------------------

export const checkoutReviewRequestSchema = z.object({
  address: deliveryAddressSchema,
  shippingMethod: z.enum(SHIPPING_METHODS),
});
export type CheckoutReviewRequest = z.input<typeof checkoutReviewRequestSchema>;

export const checkoutReviewLineSchema = z.object({
  productId: z.number().int().positive(),
  slug: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  unitPriceCents: cents,
  quantity: z.number().int().positive(),
  lineTotalCents: cents,
});

/** What the review step shows, as the server computes it now from the stored cart. */
export const checkoutReviewSchema = z.object({
  lines: z.array(checkoutReviewLineSchema),
  subtotalCents: cents,
  shippingCents: cents,
  totalCents: cents,
  vatCents: cents,
  shippingMethod: z.enum(SHIPPING_METHODS),
  delivery: z.object({ earliest: isoDay, latest: isoDay }),
});
export type CheckoutReview = z.infer<typeof checkoutReviewSchema>;

// Placing and paying -------------------------------------------------------------------------

/**
 * A key the browser makes once per checkout (crypto.randomUUID or 16–64 URL-safe characters):
 * a retried or double-clicked submit with the same key gets the same order.
 */
export const idempotencyKeySchema = z
  .string(CHECKOUT_MESSAGES.idempotencyKeyInvalid)
  .regex(/^[A-Za-z0-9_-]{16,64}$/, CHECKOUT_MESSAGES.idempotencyKeyInvalid);

export const placeOrderRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  address: deliveryAddressSchema,
  shippingMethod: z.enum(SHIPPING_METHODS),
  invoice: invoiceRequestSchema.nullish(),
  /** The total the review showed; a different total now is refused with the new review. */
  expectedTotalCents: z
    .number(CHECKOUT_MESSAGES.expectedTotalInvalid)
    .int(CHECKOUT_MESSAGES.expectedTotalInvalid)
    .min(0, CHECKOUT_MESSAGES.expectedTotalInvalid)
    .max(Number.MAX_SAFE_INTEGER, CHECKOUT_MESSAGES.expectedTotalInvalid),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** The test provider's card, as typed (checked by test-card.rules.ts on the server). */
export const testCardSchema = z.object({
  number: textSchema().max(30),
  expiry: textSchema().max(10),
  cvc: textSchema().max(10),
});

export const payOrderRequestSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test'), card: testCardSchema }),
  z.object({ provider: z.literal('stripe') }),
]);
export type PayOrderRequest = z.input<typeof payOrderRequestSchema>;

/**
 * The answer of a payment: the order as it now stands, and for Stripe the PaymentIntent's
 * client secret the browser confirms with Stripe.js (3-D Secure included).
 */
export const payOrderResponseSchema = z.object({
  order: orderSchema,
  stripe: z.object({ clientSecret: z.string() }).nullable(),
});
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

/** Which provider the payment step shows; the publishable key only in Stripe mode. */
export const paymentConfigSchema = z.object({
  provider: paymentProviderSchema,
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * Why placing or paying an order was refused, in `error.details.reason` (code
 * failed-precondition, or unavailable for the provider): the browser picks the text of
 * CHECKOUT_MESSAGES / CARD_PAYMENT_MESSAGES by it.
 */
export const CHECKOUT_FAILURE_REASONS = [
  'empty-cart',
  'out-of-stock',
  'price-changed',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'payment-provider',
  'not-payable',
] as const;
export type CheckoutFailureReason = (typeof CHECKOUT_FAILURE_REASONS)[number];
