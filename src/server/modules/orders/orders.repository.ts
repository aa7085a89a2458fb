import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ORDER_NUMBER_PREFIX } from '../../../domain/orders/order-number';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { Db } from '../../db/client';
import { statement } from '../../db/statement';
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

/** A product about to be sold, as it is now (locked). */
export interface CheckoutProduct {
  slug: string | null;
  name: string;
  priceCents: number;
  image: string | null;
  stock: number;
}

/** A cart line about to be bought, with its product's current data (locked). */
export interface CheckoutLineRow {
  productId: number;
  quantity: number;
  product: CheckoutProduct;
}

/** What `lockCheckout` found: an order placed before with the key, or the lines to buy. */
export type CheckoutLock =
  { placedBefore: true } | { placedBefore: false; lines: CheckoutLineRow[] };

interface PlacedBeforeRow {
  placed_before: true;
}

interface LockedLineRow {
  placed_before: null;
  product_id: number;
  quantity: number;
  added_ms: number;
  slug: string | null;
  name: string;
  price_cents: number;
  image: string | null;
  stock: number;
}

const checkoutLock = statement<PlacedBeforeRow | LockedLineRow>(
  'checkout_lock',
  sql`WITH existing AS (
      SELECT ${orders.id} FROM ${orders}
      WHERE ${orders.userId} = ${sql.placeholder('userId')}
        AND ${orders.idempotencyKey} = ${sql.placeholder('idempotencyKey')}
    ), locked AS (
      SELECT ${cartLines.productId} AS product_id, ${cartLines.quantity} AS quantity,
        (extract(epoch FROM ${cartLines.addedAt}) * 1000)::float8 AS added_ms,
        ${products.slug} AS slug, ${products.name} AS name, ${products.priceCents} AS price_cents,
        ${products.images}[1] AS image, ${products.stock} AS stock
      FROM ${cartLines} JOIN ${products} ON ${products.id} = ${cartLines.productId}
      WHERE ${cartLines.userId} = ${sql.placeholder('userId')} AND ${cartLines.list} = 'cart'
        AND ${products.isVisible} AND NOT EXISTS (SELECT 1 FROM existing)
      ORDER BY ${products.id}
      FOR UPDATE OF ${products}
    )
    SELECT true AS placed_before, NULL::integer AS product_id, NULL::integer AS quantity,
      NULL::float8 AS added_ms, NULL::text AS slug, NULL::text AS name,
      NULL::integer AS price_cents, NULL::text AS image, NULL::integer AS stock
    FROM existing
    UNION ALL
    SELECT NULL::boolean, locked.* FROM locked`,
);

/**
 * The start of an order, in one statement after the cart's lock: the order the user already
 * placed with `idempotencyKey`, if any (a retried or double-clicked submit); otherwise the
 * user's cart lines (not the saved ones) with their products locked FOR UPDATE, so that nobody
 * else's order can change their stock or price until this transaction ends. Products are
 * locked in id order; the lines come back in the cart's order. Lines of hidden products are left
 * out, as the cart document and the review leave them out: they stay stored and come back if the
 * product is shown again. A product hidden while this statement waited for its lock is left out
 * in the same way (the lock reads the row again).
 */
export async function lockCheckout(
  tx: Db,
  userId: string,
  idempotencyKey: string,
): Promise<CheckoutLock> {
  const rows = await checkoutLock(tx, { userId, idempotencyKey });
  const lines = rows.filter((row): row is LockedLineRow => row.placed_before === null);
  if (lines.length < rows.length) return { placedBefore: true };
  lines.sort((a, b) => a.added_ms - b.added_ms || a.product_id - b.product_id);
  return {
    placedBefore: false,
    lines: lines.map((row) => ({
      productId: row.product_id,
      quantity: row.quantity,
      product: {
        slug: row.slug,
        name: row.name,
        priceCents: row.price_cents,
        image: row.image,
        stock: row.stock,
      },
    })),
  };
}

/** The sellable (visible) products among `productIds`, locked, by id. */
export async function lockProducts(
  tx: Db,
  productIds: readonly number[],
): Promise<Map<number, CheckoutProduct>> {
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

/** An order just written: its rows as a read of them would give them. */
export interface WrittenOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  history: OrderHistoryRow[];
}

interface WrittenOrderKeys {
  id: string;
  number: string;
  /** Milliseconds since the epoch (the driver's own date reading is not used in raw SQL). */
  created_ms: number;
  line_ids: number[];
  line_product_ids: number[];
  history_id: number;
  history_ms: number;
}

const orderWrite = statement<WrittenOrderKeys>(
  'order_write',
  sql`
    WITH taken AS (
      UPDATE ${products} SET stock = ${products.stock} - line.quantity
      FROM unnest(${sql.placeholder('productIds')}::integer[],
        ${sql.placeholder('quantities')}::integer[]) AS line(product_id, quantity)
      WHERE ${products.id} = line.product_id
    ), bought AS (
      DELETE FROM ${cartLines}
      WHERE ${cartLines.userId} = ${sql.placeholder('userId')} AND ${cartLines.list} = 'cart'
        AND ${cartLines.productId} = ANY(${sql.placeholder('productIds')}::integer[])
    ), counter AS (
      INSERT INTO ${orderNumberCounters} (year, last_sequence)
      VALUES (${sql.placeholder('year')}::integer, 1)
      ON CONFLICT (year) DO UPDATE SET last_sequence = ${orderNumberCounters.lastSequence} + 1
      RETURNING last_sequence
    ), placed AS (
      INSERT INTO ${orders} (number, user_id, idempotency_key, email, status, subtotal_cents,
        shipping_cents, total_cents, vat_cents, shipping_method, shipping_address, invoice,
        payment_provider, reserved_until, stock_held)
      SELECT ${ORDER_NUMBER_PREFIX} || '-' || ${sql.placeholder('year')}::text || '-' ||
          CASE WHEN length(counter.last_sequence::text) < 6
            THEN lpad(counter.last_sequence::text, 6, '0') ELSE counter.last_sequence::text END,
        ${sql.placeholder('userId')}::uuid, ${sql.placeholder('idempotencyKey')},
        ${sql.placeholder('email')}, 'pending_payment',
        ${sql.placeholder('subtotalCents')}::integer, ${sql.placeholder('shippingCents')}::integer,
        ${sql.placeholder('totalCents')}::integer, ${sql.placeholder('vatCents')}::integer,
        ${sql.placeholder('shippingMethod')}, ${sql.placeholder('shippingAddress')}::jsonb,
        ${sql.placeholder('invoice')}::jsonb, ${sql.placeholder('paymentProvider')},
        ${sql.placeholder('reservedUntil')}::timestamptz, true
      FROM counter
      RETURNING id, number, created_at
    ), placed_lines AS (
      INSERT INTO ${orderLines} (order_id, product_id, slug, name, image, unit_price_cents,
        vat_rate_percent, quantity, line_total_cents)
      SELECT placed.id, line.*
      FROM placed, unnest(${sql.placeholder('productIds')}::integer[],
        ${sql.placeholder('slugs')}::text[], ${sql.placeholder('names')}::text[],
        ${sql.placeholder('images')}::text[], ${sql.placeholder('unitPrices')}::integer[],
        ${sql.placeholder('vatRates')}::integer[], ${sql.placeholder('quantities')}::integer[],
        ${sql.placeholder('lineTotals')}::integer[]) AS line
      RETURNING id, product_id
    ), history AS (
      INSERT INTO ${orderStatusHistory} (order_id, status)
      SELECT placed.id, 'pending_payment' FROM placed
      RETURNING id, at
    )
    SELECT placed.id, placed.number,
      (extract(epoch FROM placed.created_at) * 1000)::float8 AS created_ms,
      (SELECT array_agg(id ORDER BY id) FROM placed_lines) AS line_ids,
      (SELECT array_agg(product_id ORDER BY id) FROM placed_lines) AS line_product_ids,
      history.id AS history_id, (extract(epoch FROM history.at) * 1000)::float8 AS history_ms
    FROM placed, history`,
);

/**
 * Places an order in one statement, the last before the commit: its lines' quantities taken out
 * of stock (the caller locked the products and checked them), the order written unpaid with its
 * stock held, its lines and the first status of its history, the bought lines removed from the
 * user's cart, and the order numbered with the next number of its year. The year's counter row,
 * which every order of the year waits for, is locked from this statement to the commit only. The
 * number is written as formatOrderNumber does: at least six digits, more when the sequence needs
 * them.
 */
export async function writeOrder(
  tx: Db,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  year: number,
): Promise<WrittenOrder> {
  const [keys] = await orderWrite(tx, {
    year,
    userId: order.userId,
    idempotencyKey: order.idempotencyKey,
    email: order.email,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    shippingMethod: order.shippingMethod,
    shippingAddress: JSON.stringify(order.shippingAddress),
    invoice: order.invoice === null ? null : JSON.stringify(order.invoice),
    paymentProvider: order.paymentProvider,
    reservedUntil: order.reservedUntil.toISOString(),
    productIds: lines.map((line) => line.productId),
    quantities: lines.map((line) => line.quantity),
    slugs: lines.map((line) => line.slug),
    names: lines.map((line) => line.name),
    images: lines.map((line) => line.image),
    unitPrices: lines.map((line) => line.unitPriceCents),
    vatRates: lines.map((line) => line.vatRatePercent),
    lineTotals: lines.map((line) => line.lineTotalCents),
  });
  if (!keys) throw new Error('the order was not written');
  return writtenOrderOf(order, lines, keys);
}

/** The rows writeOrder wrote: what it was given, and what the database chose. */
function writtenOrderOf(
  order: NewOrder,
  lines: readonly NewOrderLine[],
  keys: WrittenOrderKeys,
): WrittenOrder {
  const createdAt = new Date(keys.created_ms);
  const lineIds = new Map(
    keys.line_product_ids.map((productId, i) => [productId, keys.line_ids[i]]),
  );
  return {
    order: {
      ...order,
      id: keys.id,
      number: keys.number,
      status: 'pending_payment',
      currency: 'EUR',
      stockHeld: true,
      paymentReference: null,
      cardBrand: null,
      cardLast4: null,
      paidAt: null,
      trackingNumber: null,
      deliveredAt: null,
      returnRequestedAt: null,
      returnReason: null,
      refundedCents: 0,
      createdAt,
      updatedAt: createdAt,
    },
    lines: lines
      .map((line) => {
        const id = lineIds.get(line.productId);
        if (id === undefined)
          throw new Error(`order line of product ${line.productId} not written`);
        return { ...line, id, orderId: keys.id };
      })
      .sort((a, b) => a.id - b.id),
    history: [
      {
        id: keys.history_id,
        orderId: keys.id,
        status: 'pending_payment',
        at: new Date(keys.history_ms),
      },
    ],
  };
}

export async function findOrderByKey(
  tx: Db,
  userId: string,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .limit(1)
    .prepare('order_by_key')
    .execute({ userId, idempotencyKey });
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
