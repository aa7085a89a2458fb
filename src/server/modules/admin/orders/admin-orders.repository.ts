import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderSummary,
  type AdminOrdersQuery,
} from '../../../../domain/admin/orders-admin';
import { addCalendarDays, romeInstantOf } from '../../../../domain/checkout/italian-holidays';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import { orderRefunds, orders, users } from '../../../db/schema';
import type { OrderRow } from '../../orders/orders.repository';

/** The admin's queries on orders: any customer's, filtered; the refunds of one. */

export type OrderRefundRow = typeof orderRefunds.$inferSelect & { createdByEmail: string | null };

function filtersOf(query: AdminOrdersQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  // Days are Rome's: "from 1 December" starts at midnight in Rome, "to" includes its whole day.
  if (query.from) filters.push(gte(orders.createdAt, romeInstantOf(query.from)));
  if (query.to) filters.push(lt(orders.createdAt, romeInstantOf(addCalendarDays(query.to, 1))));
  if (query.customer) {
    const pattern = containsPattern(query.customer.trim());
    filters.push(
      or(
        sql`${orders.email} ILIKE ${pattern}`,
        sql`${orders.number} ILIKE ${pattern}`,
        sql`${orders.shippingAddress}->>'fullName' ILIKE ${pattern}`,
      ),
    );
  }
  return and(...filters);
}

const itemCount = sql<number>`(SELECT coalesce(sum(line.quantity), 0)::int
  FROM order_lines AS line WHERE line.order_id = orders.id)`;

const summaryColumns = {
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  email: orders.email,
  customerName: sql<string | null>`${orders.shippingAddress}->>'fullName'`,
  itemCount,
  totalCents: orders.totalCents,
  refundedCents: orders.refundedCents,
};

type SummaryRow = Omit<AdminOrderSummary, 'createdAt'> & { createdAt: Date };

export function toAdminOrderSummary(row: SummaryRow): AdminOrderSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** One page of every customer's orders, newest first (indexes orders_created/status_created). */
export async function listAllOrders(
  db: Db,
  query: AdminOrdersQuery,
): Promise<{ rows: AdminOrderSummary[]; total: number }> {
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: rows.map(toAdminOrderSummary), total: totals[0]?.total ?? 0 };
}

/** The newest orders of the shop, for the dashboard. */
export async function listLatestOrders(db: Db, limit: number): Promise<AdminOrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
  return rows.map(toAdminOrderSummary);
}

export async function lockOrderByNumber(tx: Db, number: string): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.number, number))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export function listOrderRefunds(db: Db, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      amountCents: orderRefunds.amountCents,
      reference: orderRefunds.reference,
      reason: orderRefunds.reason,
      createdBy: orderRefunds.createdBy,
      createdAt: orderRefunds.createdAt,
      createdByEmail: users.email,
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.createdBy))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

export async function insertRefund(
  tx: Db,
  refund: {
    orderId: string;
    amountCents: number;
    reference: string;
    reason: string | null;
    createdBy: string;
  },
): Promise<void> {
  await tx.insert(orderRefunds).values(refund);
}
