import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ORDER_NUMBER_PREFIX } from '../../../domain/orders/order-number';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import {
  cartLines,
  orderLines,
  orderNumberCounters,
  orderStatusHistory,
  orders,
  paymentEvents,
  products,
  type OrderAddress,
  type OrderInvoice,
} from '../../db/schema';

/**
 * Queries of orders (tables orders, order_lines, order_status_history, order_number_counters,
 * payment_events) and the stock moves they make. Every function takes a Db or the caller's
 * transaction. Products are always locked in id order, so two transactions that lock the same
 * products never wait for each other in a circle.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/** A cart line about to be bought, with its product's current data (locked). */
export interface CheckoutLineRow {
  productId: number;
  quantity: number;
  /** Null when the product is no longer sold (hidden or deleted). */
  product: {
    slug: string | null;
    name: string;
    priceCents: number;
    image: string | null;
    stock: number;
  } | null;
}

/**
 * The user's cart lines (not the saved ones) with their products locked FOR UPDATE, so that
 * nobody else's order can change their stock or price until this transaction ends. Lines of
 * hidden products are left out, as the cart document and the review leave them out: they stay
 * stored and come back if the product is shown again. A product hidden after this read (it is
 * not locked yet) comes back from the lock without data, and its line counts as sold out.
 */
export async function lockCheckoutLines(tx: Db, userId: string): Promise<CheckoutLineRow[]> {
  const lines = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(
      and(eq(cartLines.userId, userId), eq(cartLines.list, 'cart'), eq(products.isVisible, true)),
    )
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
  const locked = await lockProducts(
    tx,
    lines.map((line) => line.productId),
  );
  return lines.map((line) => ({ ...line, product: locked.get(line.productId) ?? null }));
}

/** The sellable (visible) products among `productIds`, locked, by id. */
export async function lockProducts(
  tx: Db,
  productIds: readonly number[],
): Promise<Map<number, NonNullable<CheckoutLineRow['product']>>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      priceCents: products.priceCents,
      image: sql<string | null>`${products.images}[1]`,
      stock: products.stock,
      isVisible: products.isVisible,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(
    rows.filter((row) => row.isVisible).map(({ id, isVisible: _visible, ...row }) => [id, row]),
  );
}

/** Takes quantities out of stock; the caller has checked them under lock. */
export async function takeStock(
  tx: Db,
  lines: readonly { productId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`UPDATE ${products} SET stock = ${products.stock} - line.quantity
    FROM unnest(
      ${sql.param(lines.map((line) => line.productId))}::integer[],
      ${sql.param(lines.map((line) => line.quantity))}::integer[]
    ) AS line(product_id, quantity)
    WHERE ${products.id} = line.product_id`);
}

/** Gives quantities back to stock (a released reservation); deleted products are skipped. */
export async function returnStock(
  tx: Db,
  lines: readonly { productId: number | null; quantity: number }[],
): Promise<void> {
  const kept = lines.filter(
    (line): line is { productId: number; quantity: number } => line.productId !== null,
  );
  if (kept.length === 0) return;
  // Products in id order, as every lock in this module.
  kept.sort((a, b) => a.productId - b.productId);
  await tx.execute(sql`UPDATE ${products} SET stock = ${products.stock} + line.quantity
    FROM unnest(
      ${sql.param(kept.map((line) => line.productId))}::integer[],
      ${sql.param(kept.map((line) => line.quantity))}::integer[]
    ) AS line(product_id, quantity)
    WHERE ${products.id} = line.product_id`);
}

/**
 * Gives a just-written order the next number of its year: the year's counter is counted up and
 * the number written in one statement, so the counter row (which every order of the year waits
 * for) stays locked only from here to the commit. The number is written as formatOrderNumber
 * does: at least six digits, more when the sequence needs them.
 */
export async function numberOrder(tx: Db, orderId: string, year: number): Promise<string> {
  const result = (await tx.execute(sql`
    WITH counter AS (
      INSERT INTO ${orderNumberCounters} (year, last_sequence) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_sequence = ${orderNumberCounters.lastSequence} + 1
      RETURNING last_sequence
    )
    UPDATE ${orders} SET number = ${ORDER_NUMBER_PREFIX} || '-' || ${year}::text || '-' ||
      CASE WHEN length(counter.last_sequence::text) < 6
        THEN lpad(counter.last_sequence::text, 6, '0') ELSE counter.last_sequence::text END
    FROM counter WHERE ${orders.id} = ${orderId}
    RETURNING ${orders.number} AS number`)) as { rows: { number: string }[] };
  const number = result.rows[0]?.number;
  if (!number) throw new Error(`order ${orderId} was not numbered`);
  return number;
}

export interface NewOrder {
  userId: string;
  idempotencyKey: string;
  email: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  shippingMethod: 'standard' | 'express';
  shippingAddress: OrderAddress;
  invoice: OrderInvoice | null;
  paymentProvider: 'test' | 'stripe';
  reservedUntil: Date;
}

export interface NewOrderLine {
  productId: number;
  slug: string | null;
  name: string;
  image: string | null;
  unitPriceCents: number;
  vatRatePercent: number;
  quantity: number;
  lineTotalCents: number;
}

/**
 * Writes an order (unpaid, its stock held), its lines and the first status of its history. Its
 * number is a placeholder until `numberOrder`, the last write before the commit.
 */
export async function insertOrder(
  tx: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ order: OrderRow; lines: OrderLineRow[]; history: OrderHistoryRow[] }> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      number: `unnumbered-${randomUUID()}`,
      status: 'pending_payment',
      stockHeld: true,
    })
    .returning();
  if (!row) throw new Error('the order was not inserted');
  const [lineRows, history] = await Promise.all([
    tx
      .insert(orderLines)
      .values(lines.map((line) => ({ ...line, orderId: row.id })))
      .returning(),
    tx
      .insert(orderStatusHistory)
      .values({ orderId: row.id, status: 'pending_payment' })
      .returning(),
  ]);
  return { order: row, lines: lineRows, history };
}

export async function findOrderByKey(
  tx: Db,
  userId: string,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return rows[0] ?? null;
}

/** A user's order by number, locked when `forUpdate`; null for anyone else's. */
export async function findUserOrder(
  db: Db,
  userId: string,
  number: string,
  forUpdate = false,
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function lockOrderById(tx: Db, id: string): Promise<OrderRow | null> {
  const rows = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function lockOrderByPaymentReference(
  tx: Db,
  reference: string,
): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentReference, reference))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function findOrderByNumber(db: Db, number: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  return rows[0] ?? null;
}

export function listOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export function listOrderHistory(db: Db, orderId: string): Promise<OrderHistoryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'paymentReference'
    | 'cardBrand'
    | 'cardLast4'
    | 'paidAt'
    | 'reservedUntil'
    | 'stockHeld'
    | 'returnRequestedAt'
    | 'returnReason'
    | 'trackingNumber'
    | 'deliveredAt'
    | 'refundedCents'
  >
>;

/** Changes an order's fields and, when `status` is given, its status with a history row. */
export async function updateOrder(
  tx: Db,
  id: string,
  changes: OrderChanges,
  status?: OrderStatus,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, ...(status ? { status } : {}), updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while locked`);
  if (status) await tx.insert(orderStatusHistory).values({ orderId: id, status });
  return row;
}

export interface OrderListRow {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: Date;
  totalCents: number;
  itemCount: number;
}

export async function listUserOrders(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: OrderListRow[]; total: number }> {
  // Written out in full: in a one-table select drizzle leaves column names unqualified, and
  // "id" inside the subquery would be the lines' own.
  const itemCount = sql<number>`(SELECT coalesce(sum(line.quantity), 0)::int
    FROM order_lines AS line WHERE line.order_id = orders.id)`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        itemCount,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Unpaid orders whose reservation has run out, locked; those another transaction holds (being
 * paid right now) are skipped and looked at next time.
 */
export function lockExpiredReservations(tx: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.stockHeld, true),
        eq(orders.status, 'pending_payment'),
        lt(orders.reservedUntil, now),
      ),
    )
    .orderBy(asc(orders.reservedUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a provider event; false when it was recorded before (a repeated delivery). */
export async function recordPaymentEvent(
  tx: Db,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}
