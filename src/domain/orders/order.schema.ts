import { z } from 'zod';
import { savedDeliveryAddressSchema } from '../checkout/address.schema';
import { SHIPPING_METHODS } from '../checkout/shipping';
import { ORDER_STATUSES } from './order-status';
import { formatOrderNumber, parseOrderNumber } from './order-number';
import { textSchema } from '../input.schema';
import { ORDER_MESSAGES } from './order.messages';

/**
 * The API contract of orders (spec §3 orders, §7 createOrder): what the server answers about
 * an order, the customer's list, /track and the return request. Money in integer cents, IVA
 * included; instants as ISO strings; calendar days as YYYY-MM-DD (Rome).
 */

const isoInstant = z.iso.datetime({ offset: true });
const isoDay = z.iso.date();
const cents = z.number().int().min(0);

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderLineSchema = z.object({
  /** Null once the product has left the catalog: the line keeps its frozen name and price. */
  productId: z.number().int().positive().nullable(),
  slug: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  unitPriceCents: cents,
  quantity: z.number().int().positive(),
  lineTotalCents: cents,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusEntrySchema = z.object({
  status: orderStatusSchema,
  at: isoInstant,
});

/** The address the order is delivered to, frozen when it was placed. */
export const orderAddressSchema = savedDeliveryAddressSchema.omit({ id: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * The address as an order page shows it: name, street and phone are null once the customer's
 * account was deleted (domain/account/order-anonymisation.ts); the town stays.
 */
export const orderAddressViewSchema = orderAddressSchema.extend({
  fullName: z.string().nullable(),
  street: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderAddressView = z.infer<typeof orderAddressViewSchema>;

export const orderInvoiceSchema = z.union([
  z.object({ kind: z.literal('person'), taxCode: z.string() }),
  z.object({
    kind: z.literal('company'),
    companyName: z.string(),
    vatNumber: z.string(),
    taxCode: z.string().nullable(),
    sdiCode: z.string(),
    pec: z.string().nullable(),
  }),
]);

export const paymentProviderSchema = z.enum(['test', 'stripe']);
export type PaymentProviderKind = z.infer<typeof paymentProviderSchema>;

/** One row of the customer's list. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: orderStatusSchema,
  createdAt: isoInstant,
  totalCents: cents,
  itemCount: z.number().int().min(0),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  subtotalCents: cents,
  shippingCents: cents,
  /** The IVA contained in the total (22%). */
  vatCents: cents,
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingAddress: orderAddressViewSchema,
  invoice: orderInvoiceSchema.nullable(),
  /** Expected delivery days, from the payment time (or, while unpaid, from now). */
  delivery: z.object({ earliest: isoDay, latest: isoDay }).nullable(),
  payment: z.object({
    provider: paymentProviderSchema,
    cardBrand: z.string().nullable(),
    cardLast4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
    paidAt: isoInstant.nullable(),
  }),
  /** Until when the stock stays reserved for an unpaid order; null once paid or released. */
  reservedUntil: isoInstant.nullable(),
  history: z.array(orderStatusEntrySchema),
  trackingNumber: z.string().nullable(),
  returnRequestedAt: isoInstant.nullable(),
  /** Last day (Rome) a return may be asked for; null until delivered. */
  returnDeadline: isoDay.nullable(),
  canRequestReturn: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const ORDERS_PAGE_SIZE = 10;

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** An order number as typed ('vt-2026-000123 ' too), answered in its one written form. */
export const orderNumberSchema = textSchema(ORDER_MESSAGES.numberInvalid)
  .max(40, ORDER_MESSAGES.numberInvalid)
  .transform((text, ctx) => {
    const parts = parseOrderNumber(text);
    if (parts) return formatOrderNumber(parts);
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.numberInvalid });
    return z.NEVER;
  });

/** `/orders/{number}`: an order number in a URL. */
export const orderNumberParamsSchema = z.object({ number: orderNumberSchema });

/** /track: number and email, no login. Sent in a POST body so the email stays out of URLs. */
export const trackOrderRequestSchema = z.object({
  number: orderNumberSchema,
  email: textSchema(ORDER_MESSAGES.trackEmailInvalid)
    .transform((value) => value.trim())
    .pipe(z.email(ORDER_MESSAGES.trackEmailInvalid).max(254, ORDER_MESSAGES.trackEmailInvalid)),
});
export type TrackOrderRequest = z.input<typeof trackOrderRequestSchema>;

/** What /track shows: the status and nothing else about the order. */
export const trackOrderResponseSchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  updatedAt: isoInstant,
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

export const RETURN_REASON_MAX_CHARS = 500;

export const returnRequestSchema = z.object({
  reason: textSchema(ORDER_MESSAGES.returnReasonInvalid)
    .max(RETURN_REASON_MAX_CHARS, ORDER_MESSAGES.returnReasonTooLong)
    .optional(),
});
