import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryAddress } from '../../../domain/checkout/address.rules';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout.messages';
import type { InvoiceRequest } from '../../../domain/checkout/invoice.rules';
import type { ShippingMethod } from '../../../domain/checkout/shipping';
import {
  CART_LINE_MAX_QTY,
  ORDER_RESERVATION_MS,
  VAT_RATE_PERCENT,
} from '../../../domain/constants';
import { CATALOG_MESSAGES } from '../../../domain/messages';
import { orderNumberYear } from '../../../domain/orders/order-number';
import { ORDER_MESSAGES, cardFailureMessage } from '../../../domain/orders/order.messages';
import {
  ORDERS_PAGE_SIZE,
  type Order,
  type OrdersPage,
  type TrackOrderResponse,
} from '../../../domain/orders/order.schema';
import { canRequestReturn } from '../../../domain/orders/order-status.rules';
import type { CardDecline } from '../../../domain/orders/test-card.rules';
import { orderAmounts } from '../../../domain/orders/vat';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { quoteShipping } from '../checkout/checkout.service';
import { deleteCartLines, listCartLines, lockCart, upsertCartLines } from '../cart/cart.repository';
import {
  PaymentProviderUnavailableError,
  type CardDetails,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentResult,
} from '../payments/payment-provider';
import { orderConfirmationMail } from './order-confirmation-mail';
import { toOrderSummary, toOrderView } from './order-view';
import {
  findOrderByKey,
  findOrderByNumber,
  findUserOrder,
  listOrderHistory,
  listOrderLines,
  listUserOrders,
  lockCheckout,
  lockExpiredReservations,
  lockOrderById,
  lockOrderByPaymentReference,
  lockProducts,
  recordPaymentEvent,
  returnStock,
  takeStock,
  updateOrder,
  writeOrder,
  type CheckoutLineRow,
  type OrderRow,
} from './orders.repository';

/**
 * Orders (spec §7 createOrder, issue "Checkout"): placing an order from the stored cart, paying
 * it through the configured provider, and what the customer may do with it afterwards.
 *
 * Stock: placing an order takes its quantities out of stock at once (the products locked, so
 * two buyers of the last unit queue and the second finds none), held for ORDER_RESERVATION_MS
 * while the customer pays. A failed payment or the end of that time gives them back; paying
 * again takes them again if they are still there. Nothing here trusts a price or a quantity
 * from the browser: it names an address, a method, and the total it showed.
 */

export interface OrdersContext {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

export interface Customer {
  id: string;
  email: string;
}

function failed(
  reason: string,
  message: string,
  details: Record<string, string | number> = {},
): AppError {
  return new AppError('failed-precondition', message, undefined, { reason, ...details });
}

function orderNotFound(): AppError {
  return new AppError('not-found', ORDER_MESSAGES.notFound);
}

/** The whole API view of an order, read in the caller's transaction or afterwards. */
export async function viewOf(db: Db, row: OrderRow, now: Date): Promise<Order> {
  const [lines, history] = await Promise.all([
    listOrderLines(db, row.id),
    listOrderHistory(db, row.id),
  ]);
  return toOrderView(row, lines, history, now);
}

// Placing an order ----------------------------------------------------------------------------

export interface PlaceOrderInput {
  idempotencyKey: string;
  address: DeliveryAddress;
  shippingMethod: ShippingMethod;
  invoice?: InvoiceRequest | null;
  expectedTotalCents: number;
}

/** A line the stock could not cover: what the customer asked and what is left. */
interface Shortfall {
  productId: number;
  name: string;
  available: number;
}

function shortfallsOf(lines: readonly CheckoutLineRow[]): Shortfall[] {
  return lines.flatMap((line) => {
    const available = line.product.stock;
    if (line.quantity <= available) return [];
    return [
      {
        productId: line.productId,
        name: line.product.name.trim() || CATALOG_MESSAGES.productWithoutName,
        available: Math.max(0, available),
      },
    ];
  });
}

/** The out-of-stock answer names the first product short; every short line was corrected. */
function outOfStock(shortfall: Shortfall): AppError {
  const message =
    shortfall.available > 0
      ? CHECKOUT_MESSAGES.belowQuantity(shortfall.name, shortfall.available)
      : CHECKOUT_MESSAGES.outOfStock(shortfall.name);
  return failed('out-of-stock', message, {
    productId: shortfall.productId,
    productName: shortfall.name,
    available: shortfall.available,
  });
}

/** Lowers the cart to what the stock holds: lines of products gone or sold out are removed. */
async function correctCart(
  tx: Db,
  userId: string,
  shortfalls: readonly Shortfall[],
): Promise<void> {
  await deleteCartLines(
    tx,
    userId,
    shortfalls.filter((s) => s.available === 0).map((s) => s.productId),
  );
  await upsertCartLines(
    tx,
    userId,
    shortfalls
      .filter((s) => s.available > 0)
      .map((s) => ({ productId: s.productId, list: 'cart' as const, quantity: s.available })),
  );
}

type PlaceOutcome =
  { kind: 'placed'; order: Order; created: boolean } | { kind: 'refused'; error: AppError };

/**
 * createOrder, in one transaction: the user's cart locked (a double click waits here and then
 * finds the first click's order by its key), the products locked, stock and prices read again,
 * stock taken, the order and its lines written with names, prices and IVA frozen, the bought
 * lines removed from the cart. A cart the stock cannot cover is corrected and the order refused;
 * a total other than the one the customer saw is refused with the new total.
 */
export async function placeOrder(
  ctx: OrdersContext,
  customer: Customer,
  input: PlaceOrderInput,
): Promise<{ order: Order; created: boolean }> {
  const now = ctx.now?.() ?? new Date();
  const quote = quoteShipping(input.address.postalCode, input.shippingMethod, now);
  const outcome = await ctx.db.transaction(async (tx): Promise<PlaceOutcome> => {
    await lockCart(tx, customer.id);
    const checkout = await lockCheckout(tx, customer.id, input.idempotencyKey);
    if (checkout.placedBefore) {
      const existing = await findOrderByKey(tx, customer.id, input.idempotencyKey);
      if (!existing) throw new Error('the order placed with this key was not found');
      return { kind: 'placed', order: await viewOf(tx, existing, now), created: false };
    }

    const { lines } = checkout;
    if (lines.length === 0) {
      return { kind: 'refused', error: failed('empty-cart', CHECKOUT_MESSAGES.emptyCart) };
    }
    const shortfalls = shortfallsOf(lines);
    const [firstShortfall] = shortfalls;
    if (firstShortfall) {
      await correctCart(tx, customer.id, shortfalls);
      return { kind: 'refused', error: outOfStock(firstShortfall) };
    }

    const amounts = orderAmounts(
      lines.map((line) => ({ unitPriceCents: line.product.priceCents, quantity: line.quantity })),
      quote.priceCents,
    );
    if (amounts.totalCents !== input.expectedTotalCents) {
      return {
        kind: 'refused',
        error: failed('price-changed', CHECKOUT_MESSAGES.priceChanged, {
          totalCents: amounts.totalCents,
        }),
      };
    }

    const placed = await writeOrder(
      tx,
      {
        userId: customer.id,
        idempotencyKey: input.idempotencyKey,
        email: customer.email,
        subtotalCents: amounts.subtotalCents,
        shippingCents: amounts.shippingCents,
        totalCents: amounts.totalCents,
        vatCents: amounts.vatCents,
        shippingMethod: input.shippingMethod,
        shippingAddress: input.address,
        invoice: input.invoice ?? null,
        paymentProvider: ctx.provider.kind,
        reservedUntil: new Date(now.getTime() + ORDER_RESERVATION_MS),
      },
      lines.map((line) => ({
        productId: line.productId,
        slug: line.product.slug,
        name: line.product.name.trim() || CATALOG_MESSAGES.productWithoutName,
        image: line.product.image,
        unitPriceCents: line.product.priceCents,
        vatRatePercent: VAT_RATE_PERCENT,
        quantity: line.quantity,
        lineTotalCents: line.product.priceCents * line.quantity,
      })),
      orderNumberYear(now),
    );
    return {
      kind: 'placed',
      order: toOrderView(placed.order, placed.lines, placed.history, now),
      created: true,
    };
  });
  if (outcome.kind === 'refused') throw outcome.error;
  return { order: outcome.order, created: outcome.created };
}

// Stock held for an unpaid order ---------------------------------------------------------------

/**
 * Makes sure an unpaid order holds its stock until `until`: extends a live hold, or takes the
 * stock again (the products locked) after a failed payment or the end of an earlier hold.
 * Returns the refusal when the stock is no longer there.
 */
async function holdStock(
  tx: Db,
  order: OrderRow,
  until: Date,
): Promise<{ row: OrderRow } | { error: AppError }> {
  if (order.stockHeld) return { row: await updateOrder(tx, order.id, { reservedUntil: until }) };
  const lines = await listOrderLines(tx, order.id);
  const locked = await lockProducts(
    tx,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  for (const line of lines) {
    const product = line.productId === null ? undefined : locked.get(line.productId);
    const available = Math.max(0, product?.stock ?? 0);
    if (line.productId === null || available < line.quantity) {
      return {
        error: outOfStock({ productId: line.productId ?? 0, name: line.name, available }),
      };
    }
  }
  await takeStock(
    tx,
    lines.map((line) => ({ productId: line.productId as number, quantity: line.quantity })),
  );
  return { row: await updateOrder(tx, order.id, { stockHeld: true, reservedUntil: until }) };
}

/** Gives an unpaid order's stock back. */
export async function releaseStock(tx: Db, order: OrderRow): Promise<OrderRow> {
  if (!order.stockHeld) return order;
  await returnStock(tx, await listOrderLines(tx, order.id));
  return updateOrder(tx, order.id, { stockHeld: false, reservedUntil: null });
}

// Paying ---------------------------------------------------------------------------------------

/**
 * Marks a locked order paid. Its stock is normally held; if a late payment arrives after the
 * hold was released, the stock is taken again where it is still there, and a shortfall is
 * logged for the shop to resolve (stock never goes below zero).
 */
async function markPaid(
  ctx: OrdersContext,
  tx: Db,
  order: OrderRow,
  result: Extract<PaymentResult, { kind: 'succeeded' }>,
  now: Date,
): Promise<OrderRow> {
  if (!order.stockHeld) {
    const held = await holdStock(tx, order, now);
    if ('error' in held) {
      ctx.log.error(
        { order: order.number },
        'order paid after its stock hold ended, and the stock is no longer there',
      );
    }
  }
  return updateOrder(
    tx,
    order.id,
    {
      paymentReference: result.reference,
      cardBrand: result.cardBrand ?? order.cardBrand,
      cardLast4: result.cardLast4 ?? order.cardLast4,
      paidAt: now,
      stockHeld: false,
      reservedUntil: null,
    },
    'paid',
  );
}

function declined(reason: CardDecline, brand: string | null): AppError {
  const cardBrand = brand === 'amex' ? 'amex' : 'other';
  return failed(reason, cardFailureMessage(reason, cardBrand));
}

function providerUnavailable(): AppError {
  return new AppError('unavailable', CHECKOUT_MESSAGES.providerUnavailable, undefined, {
    reason: 'payment-provider',
  });
}

type PayOutcome =
  | { kind: 'done'; row: OrderRow; clientSecret: string | null; justPaid: boolean }
  | { kind: 'refused'; error: AppError };

/** What a provider's answer means for the locked order, written in the caller's transaction. */
async function applyResult(
  ctx: OrdersContext,
  tx: Db,
  order: OrderRow,
  result: PaymentResult,
  now: Date,
): Promise<PayOutcome> {
  switch (result.kind) {
    case 'succeeded':
      if (order.status !== 'pending_payment') {
        return { kind: 'done', row: order, clientSecret: null, justPaid: false };
      }
      return {
        kind: 'done',
        row: await markPaid(ctx, tx, order, result, now),
        clientSecret: null,
        justPaid: true,
      };
    case 'declined':
      // The stock goes back at once; paying again with another card takes it again.
      await releaseStock(tx, order);
      return { kind: 'refused', error: declined(result.reason, null) };
    case 'invalid-card': {
      const fields = Object.fromEntries(
        Object.entries(result.fields).flatMap(([field, message]) =>
          message ? [[`card.${field}`, message]] : [],
        ),
      );
      return {
        kind: 'refused',
        error: new AppError('invalid-argument', Object.values(fields)[0] ?? '', fields),
      };
    }
    case 'requires-action':
      return {
        kind: 'done',
        row: await updateOrder(tx, order.id, { paymentReference: result.reference }),
        clientSecret: result.clientSecret,
        justPaid: false,
      };
    case 'processing':
      return {
        kind: 'done',
        row: await updateOrder(tx, order.id, { paymentReference: result.reference }),
        clientSecret: null,
        justPaid: false,
      };
  }
}

/** Sends the confirmation email of a just-paid order; a failure is logged, never the payer's. */
async function confirmByMail(ctx: OrdersContext, order: Order, email: string): Promise<void> {
  try {
    await ctx.mailer.send(orderConfirmationMail(order, ctx.publicUrl, email));
  } catch (err) {
    ctx.log.warn({ err, order: order.number }, 'order confirmation email not sent');
  }
}

async function finishPayment(
  ctx: OrdersContext,
  outcome: PayOutcome,
  now: Date,
): Promise<{ order: Order; clientSecret: string | null }> {
  if (outcome.kind === 'refused') throw outcome.error;
  const order = await viewOf(ctx.db, outcome.row, now);
  // In the background: a slow mail server never delays the answer to the payer.
  if (outcome.justPaid) void confirmByMail(ctx, order, outcome.row.email);
  return { order, clientSecret: outcome.clientSecret };
}

/**
 * Pays an unpaid order of the customer. Paying an order already paid answers it as it is (a
 * retried request); any other status is refused. The test provider charges inside the
 * transaction that holds the order row, so two requests never both charge; Stripe is called
 * between two short transactions (no row lock held across the network) and its PaymentIntent,
 * created with an idempotency key and reused for the order, is the single charge.
 */
export async function payOrder(
  ctx: OrdersContext,
  customer: Customer,
  number: string,
  card: CardDetails | null,
): Promise<{ order: Order; clientSecret: string | null }> {
  const now = ctx.now?.() ?? new Date();
  const until = new Date(now.getTime() + ORDER_RESERVATION_MS);

  type Prepared = { kind: 'settled'; outcome: PayOutcome } | { kind: 'charge'; row: OrderRow };
  const prepared = await ctx.db.transaction(async (tx): Promise<Prepared> => {
    const order = await findUserOrder(tx, customer.id, number, true);
    if (!order) throw orderNotFound();
    if (order.status !== 'pending_payment') {
      if (order.paidAt) {
        return {
          kind: 'settled',
          outcome: { kind: 'done', row: order, clientSecret: null, justPaid: false },
        };
      }
      throw failed('not-payable', ORDER_MESSAGES.notPayable);
    }
    const held = await holdStock(tx, order, until);
    if ('error' in held)
      return { kind: 'settled', outcome: { kind: 'refused', error: held.error } };
    if (ctx.provider.kind !== 'test') return { kind: 'charge', row: held.row };
    // In-process charge: made while the order row is locked.
    const result = await ctx.provider.pay(held.row, card);
    return { kind: 'settled', outcome: await applyResult(ctx, tx, held.row, result, now) };
  });
  if (prepared.kind === 'settled') return finishPayment(ctx, prepared.outcome, now);

  let result: PaymentResult;
  try {
    result = await ctx.provider.pay(prepared.row, null);
  } catch (err) {
    if (err instanceof PaymentProviderUnavailableError) {
      ctx.log.warn({ err, order: number }, 'payment provider unreachable');
      throw providerUnavailable();
    }
    throw err;
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, prepared.row.id);
    if (!order) throw orderNotFound();
    return applyResult(ctx, tx, order, result, now);
  });
  return finishPayment(ctx, outcome, now);
}

/**
 * Reads an order's payment from the provider again: the browser calls it after Stripe.js
 * confirmed, so the customer sees "pagato" without waiting for the webhook.
 */
export async function refreshPayment(
  ctx: OrdersContext,
  customer: Customer,
  number: string,
): Promise<Order> {
  const now = ctx.now?.() ?? new Date();
  const order = await findUserOrder(ctx.db, customer.id, number);
  if (!order) throw orderNotFound();
  if (order.status !== 'pending_payment' || !order.paymentReference || ctx.provider.kind === 'test')
    return viewOf(ctx.db, order, now);
  let result: PaymentResult;
  try {
    result = await ctx.provider.status(order.paymentReference);
  } catch (err) {
    if (err instanceof PaymentProviderUnavailableError) throw providerUnavailable();
    throw err;
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderById(tx, order.id);
    if (!locked) throw orderNotFound();
    return applyResult(ctx, tx, locked, result, now);
  });
  return (await finishPayment(ctx, outcome, now)).order;
}

/**
 * The card of a succeeded payment: Stripe's event does not carry it (its charge is only an id),
 * so it is read from the provider, best effort; the order is paid either way.
 */
async function cardOfPayment(
  ctx: OrdersContext,
  event: Extract<PaymentEvent, { kind: 'succeeded' }>,
): Promise<{ cardBrand: string | null; cardLast4: string | null }> {
  if (event.cardLast4) return event;
  try {
    const result = await ctx.provider.status(event.reference);
    if (result.kind === 'succeeded') return result;
  } catch (err) {
    ctx.log.warn({ err, event: event.id }, 'card of a paid order not read');
  }
  return { cardBrand: null, cardLast4: null };
}

/**
 * A verified provider event (Stripe webhook). Each event id is handled once: a repeated
 * delivery finds its id recorded and does nothing.
 */
export async function handlePaymentEvent(ctx: OrdersContext, event: PaymentEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  const now = ctx.now?.() ?? new Date();
  const card = event.kind === 'succeeded' ? await cardOfPayment(ctx, event) : null;
  const outcome = await ctx.db.transaction(async (tx): Promise<PayOutcome | null> => {
    if (!(await recordPaymentEvent(tx, ctx.provider.kind, event.id))) return null;
    const order =
      (await lockOrderByPaymentReference(tx, event.reference)) ??
      (event.orderId ? await lockOrderById(tx, event.orderId) : null);
    if (!order) {
      ctx.log.warn({ event: event.id }, 'payment event for no known order');
      return null;
    }
    if (event.kind === 'succeeded') {
      if (order.totalCents !== event.amountCents) {
        ctx.log.error(
          { order: order.number, event: event.id },
          'paid amount differs from the total',
        );
      }
      return applyResult(
        ctx,
        tx,
        order,
        {
          kind: 'succeeded',
          reference: event.reference,
          cardBrand: card?.cardBrand ?? null,
          cardLast4: card?.cardLast4 ?? null,
        },
        now,
      );
    }
    if (order.status === 'pending_payment') await releaseStock(tx, order);
    return null;
  });
  if (outcome?.kind === 'done' && outcome.justPaid) {
    await confirmByMail(ctx, await viewOf(ctx.db, outcome.row, now), outcome.row.email);
  }
}

// After placing --------------------------------------------------------------------------------

/**
 * The customer cancels an unpaid order: its stock goes back and its lines return to the cart
 * (up to the 50 per line), so the checkout can start again with another address or method.
 */
export async function cancelOrder(
  ctx: OrdersContext,
  customer: Customer,
  number: string,
): Promise<Order> {
  const now = ctx.now?.() ?? new Date();
  const row = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, customer.id);
    const order = await findUserOrder(tx, customer.id, number, true);
    if (!order) throw orderNotFound();
    if (order.status !== 'pending_payment') throw failed('not-payable', ORDER_MESSAGES.notPayable);
    const released = await releaseStock(tx, order);
    const lines = await listOrderLines(tx, order.id);
    const inCart = new Map(
      (await listCartLines(tx, customer.id)).map((line) => [line.productId, line]),
    );
    await upsertCartLines(
      tx,
      customer.id,
      lines.flatMap((line) => {
        if (line.productId === null) return [];
        const stored = inCart.get(line.productId);
        const already = stored?.list === 'cart' ? stored.quantity : 0;
        const quantity = Math.min(CART_LINE_MAX_QTY, already + line.quantity);
        return [{ productId: line.productId, list: 'cart' as const, quantity }];
      }),
    );
    return updateOrder(tx, released.id, { stockHeld: false, reservedUntil: null }, 'cancelled');
  });
  if (row.paymentReference && ctx.provider.kind !== 'test') {
    await ctx.provider.cancel(row.paymentReference).catch((err: unknown) => {
      ctx.log.warn({ err, order: row.number }, 'payment of a cancelled order not cancelled');
    });
  }
  return viewOf(ctx.db, row, now);
}

/**
 * Gives back the stock of unpaid orders whose hold has run out (run every minute). The
 * provider's unfinished payment of each is cancelled, so that it cannot complete later.
 */
export async function releaseExpiredReservations(ctx: OrdersContext, batch = 100): Promise<number> {
  const now = ctx.now?.() ?? new Date();
  const released = await ctx.db.transaction(async (tx) => {
    const expired = await lockExpiredReservations(tx, now, batch);
    for (const order of expired) await releaseStock(tx, order);
    return expired;
  });
  if (ctx.provider.kind !== 'test') {
    for (const order of released) {
      if (!order.paymentReference) continue;
      await ctx.provider.cancel(order.paymentReference).catch((err: unknown) => {
        ctx.log.warn({ err, order: order.number }, 'payment of an expired hold not cancelled');
      });
    }
  }
  return released.length;
}

export async function listOrders(db: Db, customer: Customer, page: number): Promise<OrdersPage> {
  const { rows, total } = await listUserOrders(
    db,
    customer.id,
    ORDERS_PAGE_SIZE,
    (page - 1) * ORDERS_PAGE_SIZE,
  );
  return {
    orders: rows.map(toOrderSummary),
    page,
    pageCount: Math.ceil(total / ORDERS_PAGE_SIZE),
    total,
  };
}

export async function getOrder(
  db: Db,
  customer: Customer,
  number: string,
  now = new Date(),
): Promise<Order> {
  const order = await findUserOrder(db, customer.id, number);
  if (!order) throw orderNotFound();
  return viewOf(db, order, now);
}

/** "Richiedi reso": recorded once, for a delivered order within its withdrawal period. */
export async function requestReturn(
  db: Db,
  customer: Customer,
  number: string,
  reason: string | undefined,
  now = new Date(),
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const order = await findUserOrder(tx, customer.id, number, true);
    if (!order) throw orderNotFound();
    if (order.returnRequestedAt) {
      throw failed('return-requested', ORDER_MESSAGES.returnAlreadyRequested);
    }
    if (!canRequestReturn(order, now))
      throw failed('return-not-allowed', ORDER_MESSAGES.returnNotAllowed);
    return updateOrder(tx, order.id, {
      returnRequestedAt: now,
      returnReason: reason?.trim() || null,
    });
  });
  return viewOf(db, row, now);
}

/** /track: the status of an order, only when number and email belong together. */
export async function trackOrder(
  db: Db,
  number: string,
  email: string,
): Promise<TrackOrderResponse> {
  const order = await findOrderByNumber(db, number);
  if (!order || order.email.toLowerCase() !== email.toLowerCase()) {
    throw new AppError('not-found', ORDER_MESSAGES.trackNotFound);
  }
  return { number: order.number, status: order.status, updatedAt: order.updatedAt.toISOString() };
}
